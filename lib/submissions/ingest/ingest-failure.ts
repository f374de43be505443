// Why an upload could not be scored, as the submitter reads it: the reader's refusals, the kind's
// (KindFailure), and the pipeline's own. A stable code says which; lib/http/upload-problem.ts
// answers each with the HTTP status that fits.
import type { KindFailure } from "@/lib/benchmarks/kind";
import type { UploadRejection } from "@/lib/benchmarks/files/receive-upload";
import type { ReceiveFailureCode, ScanFailureCode } from "@/lib/validations/upload-failure";

export type IngestFailure = KindFailure;

const RECEIVE_TITLES = {
  empty: "The file is empty",
  "too-large": "The file is too large",
  "gzip-too-large": "The file inflates past the size limit",
  stalled: "The upload stalled",
  "not-gzip": "The file is not gzip-compressed",
  "truncated-gzip": "The gzip data is truncated",
  "corrupt-gzip": "The gzip data is corrupt",
  "invalid-utf8": "The file is not UTF-8 text",
  "invalid-json": "The file is not valid JSON",
  "byte-order-mark": "The file starts with a byte order mark",
  "too-deep": "The JSON is nested too deeply",
  "not-an-object": "The file is not a results object",
  "duplicate-subject-key": "A subject appears twice",
  aborted: "The upload was cut off",
  "value-too-large": "A record is too large",
  "too-many-values": "The file holds too many JSON values",
} satisfies Record<ReceiveFailureCode | ScanFailureCode, string>;

/** The reader's refusal of the bytes (size, gzip, encoding, JSON). */
export function receiveFailure(rejection: Pick<UploadRejection, "code" | "message" | "position">): IngestFailure {
  const { code, message, position } = rejection;
  return {
    code,
    title: Object.hasOwn(RECEIVE_TITLES, code)
      ? RECEIVE_TITLES[code as keyof typeof RECEIVE_TITLES]
      : "The file cannot be read",
    detail: message,
    problems: position ? [{ pointer: `line ${position.line}, column ${position.column}`, detail: message, code }] : [],
  };
}

export function wrongShotCount({
  fileName,
  named,
  shots,
  noun,
}: {
  fileName: string;
  named: number;
  shots: number;
  noun: string;
}): IngestFailure {
  return {
    code: "wrong-shot-count",
    title: "The file is for another shot setting",
    detail: `The file name says ${named}-shot (${fileName}), but it was uploaded as the ${shots}-shot ${noun}.`,
    problems: [],
  };
}

export function benchmarkNotImported(benchmarkName: string): IngestFailure {
  return {
    code: "benchmark-not-imported",
    title: "The benchmark is not imported",
    detail: `${benchmarkName} has no ground truth to score against yet.`,
    problems: [],
  };
}

export const DATABASE_UNAVAILABLE: IngestFailure = {
  code: "database-unavailable",
  title: "The database is unavailable",
  detail:
    "The portal lost its database while processing this file; nothing of it was stored. Upload it again in a moment.",
  problems: [],
};
