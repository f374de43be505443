// Why an upload could not be scored, as the submitter reads it (and as the API reports it, with
// the HTTP status that fits the kind of problem).
import type { ProblemFieldError } from "@/lib/http/problem";
import type { ScoreInputError } from "@/lib/mr-score";

export interface IngestFailure {
  code: string;
  status: number;
  title: string;
  detail: string;
  problems: ProblemFieldError[];
}

/** Problems listed per failed upload; the detail says how many there were. */
const MAX_PROBLEMS = 200;

const RECEIVE_FAILURES: Record<string, { status: number; title: string }> = {
  empty: { status: 400, title: "The file is empty" },
  "too-large": { status: 413, title: "The file is too large" },
  "gzip-too-large": { status: 413, title: "The file inflates past the size limit" },
  stalled: { status: 408, title: "The upload stalled" },
  "not-gzip": { status: 400, title: "The file is not gzip-compressed" },
  "truncated-gzip": { status: 400, title: "The gzip data is truncated" },
  "corrupt-gzip": { status: 400, title: "The gzip data is corrupt" },
  "invalid-utf8": { status: 400, title: "The file is not UTF-8 text" },
  "invalid-json": { status: 400, title: "The file is not valid JSON" },
  "byte-order-mark": { status: 400, title: "The file starts with a byte order mark" },
  "too-deep": { status: 400, title: "The JSON is nested too deeply" },
  "not-an-object": { status: 422, title: "The file is not a results object" },
  "duplicate-subject-key": { status: 422, title: "A subject appears twice" },
  aborted: { status: 400, title: "The upload was cut off" },
  "value-too-large": { status: 413, title: "A record is too large" },
  "too-many-values": { status: 413, title: "The file holds too many JSON values" },
};

export function receiveFailure(failure: {
  code: string;
  message: string;
  position?: { offset: number; line: number; column: number };
}): IngestFailure {
  const known = RECEIVE_FAILURES[failure.code] ?? { status: 400, title: "The file cannot be read" };
  const problems = failure.position
    ? [
        {
          pointer: `line ${failure.position.line}, column ${failure.position.column}`,
          detail: failure.message,
          code: failure.code,
        },
      ]
    : [];
  return { code: failure.code, ...known, detail: failure.message, problems };
}

/** Where a scorer error points: `math[12].Evaluation_Result`, `coding`, or the whole file. */
function pointerOf(error: ScoreInputError): string {
  const index = error.index === null ? "" : `[${error.index}]`;
  const field = error.field ? `.${error.field}` : "";
  return `${error.subject ?? ""}${index}${field}`.replace(/^\./, "") || "(file)";
}

function asProblem(error: ScoreInputError): ProblemFieldError {
  return { pointer: pointerOf(error), detail: error.message, code: error.code };
}

/** The scorer's reasons, under one code: first-stage files and missing verdicts get their own. */
export function scoringFailure(errors: ScoreInputError[], omitted: number): IngestFailure {
  const total = errors.length + omitted;
  const problems = errors.slice(0, MAX_PROBLEMS).map(asProblem);
  const firstStage = errors.find((error) => error.code === "first-stage-file");
  if (firstStage) {
    return {
      code: "first-stage-file",
      status: 422,
      title: "This is the first-stage file, without judge verdicts",
      detail: firstStage.message,
      problems,
    };
  }
  const listed = total > problems.length ? ` (the first ${problems.length} are listed)` : "";
  if (errors.every((error) => error.code === "missing-verdict")) {
    return {
      code: "missing-verdicts",
      status: 422,
      title: "Judge verdicts that scoring needs are missing",
      detail: `${total} record(s) need a judge verdict to be scored and have none${listed}.`,
      problems,
    };
  }
  return {
    code: "invalid-results",
    status: 422,
    title: "The results file does not have the official shape",
    detail: `${total} problem(s) in the file${listed}. The first: ${errors[0]?.message ?? "unknown"}`,
    problems,
  };
}

export function duplicateRecordsFailure(
  total: number,
  duplicates: Array<{ subject: string; index: number; firstIndex: number }>,
): IngestFailure {
  return {
    code: "duplicate-records",
    status: 422,
    title: "The file lists some solutions more than once",
    detail: `${total} record(s) repeat a solution already in the file (same question, sampled model and steps); each solution must appear once.`,
    problems: duplicates.slice(0, MAX_PROBLEMS).map((duplicate) => ({
      pointer: `${duplicate.subject}[${duplicate.index}]`,
      detail: `${duplicate.subject}[${duplicate.index}] repeats ${duplicate.subject}[${duplicate.firstIndex}]`,
      code: "duplicate-record",
    })),
  };
}

export const simpleFailure = (code: string, status: number, title: string, detail: string): IngestFailure => ({
  code,
  status,
  title,
  detail,
  problems: [],
});
