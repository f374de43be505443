// Reads a results file from disk, plain or gzip-compressed (detected by its magic bytes, not its
// name), into the parsed JSON value, or a clear error: the command line's way into the same reader
// uploads and rescores take (readSubmittedFile), so a file the CLI scores is read as the portal reads it.
import type { ScanErrorCode, ScanPosition } from "@/lib/results-file/scan-result";
import { MAX_INFLATED_BYTES, readSubmittedFile } from "@/lib/submissions/ingest/read-submitted-file";
import type { UploadRejection } from "@/lib/submissions/ingest/receive-upload";
import { openFileSource, type OpenFileErrorCode } from "./file-source";

export type ResultsFileErrorCode =
  | OpenFileErrorCode
  | "too-large"
  | "not-gzip"
  | "truncated-gzip"
  | "corrupt-gzip"
  | Exclude<ScanErrorCode, "byte-order-mark">;

export type ResultsFileError = {
  code: ResultsFileErrorCode;
  message: string;
  /** Where reading stopped: byte offset into the (decompressed) JSON, 1-based line and UTF-16 column. */
  position?: ScanPosition;
};

/** receiveMs, zlibMs and readMs (the whole read) are wall time; hashMs and scanMs are main-thread time within them. */
export type ReadResultsFileStats = {
  fileBytes: number;
  jsonBytes: number;
  compressed: boolean;
  receiveMs: number;
  hashMs: number;
  scanMs: number;
  zlibMs: number;
  readMs: number;
};

export type ReadResultsFileResult =
  { ok: true; value: Record<string, unknown>; stats: ReadResultsFileStats } | { ok: false; error: ResultsFileError };

export async function readResultsFile({
  path,
  maxJsonBytes = MAX_INFLATED_BYTES,
}: {
  path: string;
  maxJsonBytes?: number;
}): Promise<ReadResultsFileResult> {
  const fail = (code: ResultsFileErrorCode, message: string, position?: ScanPosition) =>
    ({ ok: false, error: { code, message: `${path}: ${message}`, ...(position ? { position } : {}) } }) as const;

  const opened = openFileSource(path, maxJsonBytes);
  if (!opened.ok) return fail(opened.code, opened.message);
  const read = await readSubmittedFile({ ...opened.source, kind: "mrben" });
  if (!read.ok) {
    const error = describeRejection(read, maxJsonBytes);
    return fail(error.code, error.message, error.position);
  }
  const { receiveMs, hashMs, scanMs, zlibMs, totalMs } = read.timings;
  return {
    ok: true,
    value: read.results,
    stats: {
      fileBytes: opened.sizeBytes,
      jsonBytes: read.jsonBytes,
      compressed: read.originalEncoding === "gzip",
      receiveMs,
      hashMs,
      scanMs,
      zlibMs,
      readMs: totalMs,
    },
  };
}

/** The reader's rejection in a file's terms (it speaks of uploads). */
function describeRejection(rejection: UploadRejection, maxJsonBytes: number): ResultsFileError {
  const { code, message, position } = rejection;
  switch (code) {
    case "empty":
      return { code: "invalid-json", message: "not valid JSON: the file is empty (0 bytes); it looks truncated" };
    case "not-gzip":
      return {
        code: "not-gzip",
        message: "named .gz but not gzip-compressed (it does not start with the gzip magic bytes 1f 8b)",
      };
    case "too-large":
      return { code: "too-large", message: `larger than ${maxJsonBytes} bytes of JSON` };
    case "gzip-too-large":
      return { code: "too-large", message: `decompresses to more than ${maxJsonBytes} bytes` };
    case "truncated-gzip":
      return { code, message: "the gzip data is truncated (unexpected end of file): the file is incomplete" };
    case "stalled":
    case "aborted":
      return { code: "unreadable", message: `cannot read the file (${message})` };
    case "byte-order-mark":
      return { code: "invalid-json", message, ...(position ? { position } : {}) };
    default:
      return { code, message, ...(position ? { position } : {}) };
  }
}
