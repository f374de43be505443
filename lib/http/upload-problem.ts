// The API's answer to a failed upload: the failure's code decides the HTTP status. The reader's
// refusals of the bytes are 400 (unreadable), 408 (stalled) and 413 (too large); a benchmark
// without truth and a lost database are 503; anything a kind refuses in a file it could read is 422.
import type { PipelineFailureCode, ReceiveFailureCode, ScanFailureCode } from "@/lib/validations/upload-failure";
import { problemResponse, type ProblemFieldError } from "./problem";

/** Every code of the reader, the scanners and the pipeline: a new one must be given its status here. */
const UPLOAD_STATUS = {
  empty: 400,
  "too-large": 413,
  "gzip-too-large": 413,
  stalled: 408,
  "not-gzip": 400,
  "truncated-gzip": 400,
  "corrupt-gzip": 400,
  "invalid-utf8": 400,
  "invalid-json": 400,
  "byte-order-mark": 400,
  "too-deep": 400,
  aborted: 400,
  "value-too-large": 413,
  "too-many-values": 413,
  "not-an-object": 422,
  "duplicate-subject-key": 422,
  "benchmark-not-imported": 503,
  "database-unavailable": 503,
} satisfies Record<ReceiveFailureCode | ScanFailureCode | PipelineFailureCode, number>;

/** The code's status; 422 for a code of a kind's own (its refusal of a file it could read). */
function uploadFailureStatus(code: string): number {
  return Object.hasOwn(UPLOAD_STATUS, code) ? UPLOAD_STATUS[code as keyof typeof UPLOAD_STATUS] : 422;
}

export function uploadProblem(
  failure: { code: string; title: string; detail: string; problems: ProblemFieldError[] },
  extra: Record<string, unknown>,
): Response {
  return problemResponse({
    status: uploadFailureStatus(failure.code),
    type: failure.code,
    title: failure.title,
    detail: failure.detail,
    errors: failure.problems,
    extra,
  });
}

/** A request without a body at all: nothing was read, so no run records it. */
export const emptyUploadProblem = (): Response =>
  problemResponse({
    status: 400,
    type: "empty",
    title: "The file is empty",
    detail: "The request has no body: send the results file as the body.",
  });
