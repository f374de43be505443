// Why an MR-Ben results file is not scored or not kept, as the submitter reads it: the scorer's
// problems under one code (first-stage files and missing verdicts get their own), repeated
// solutions, and a file none of whose records is a solution of the benchmark.
import type { KindFailure, KindProblem } from "@/lib/benchmarks/kind";
import type { ScoreInputError } from "@/lib/benchmarks/mrben/mr-score";

/** Problems listed per failed upload; the detail says how many there were. */
const MAX_PROBLEMS = 200;

/** Where a scorer error points: `math[12].Evaluation_Result`, `coding`, or the whole file. */
function pointerOf(error: ScoreInputError): string {
  const index = error.index === null ? "" : `[${error.index}]`;
  const field = error.field ? `.${error.field}` : "";
  return `${error.subject ?? ""}${index}${field}`.replace(/^\./, "") || "(file)";
}

function asProblem(error: ScoreInputError): KindProblem {
  return { pointer: pointerOf(error), detail: error.message, code: error.code };
}

export function scoringFailure(errors: ScoreInputError[], omitted: number): KindFailure {
  const total = errors.length + omitted;
  const problems = errors.slice(0, MAX_PROBLEMS).map(asProblem);
  const firstStage = errors.find((error) => error.code === "first-stage-file");
  if (firstStage) {
    return {
      code: "first-stage-file",
      title: "This is the first-stage file, without judge verdicts",
      detail: firstStage.message,
      problems,
    };
  }
  const listed = total > problems.length ? ` (the first ${problems.length} are listed)` : "";
  if (errors.every((error) => error.code === "missing-verdict")) {
    return {
      code: "missing-verdicts",
      title: "Judge verdicts that scoring needs are missing",
      detail: `${total} record(s) need a judge verdict to be scored and have none${listed}.`,
      problems,
    };
  }
  return {
    code: "invalid-results",
    title: "The results file does not have the official shape",
    detail: `${total} problem(s) in the file${listed}. The first: ${errors[0]?.message ?? "unknown"}`,
    problems,
  };
}

export function duplicateRecordsFailure(
  total: number,
  duplicates: Array<{ subject: string; index: number; firstIndex: number }>,
): KindFailure {
  return {
    code: "duplicate-records",
    title: "The file lists some solutions more than once",
    detail: `${total} record(s) repeat a solution already in the file (same question, sampled model and steps); each solution must appear once.`,
    problems: duplicates.slice(0, MAX_PROBLEMS).map((duplicate) => ({
      pointer: `${duplicate.subject}[${duplicate.index}]`,
      detail: `${duplicate.subject}[${duplicate.index}] repeats ${duplicate.subject}[${duplicate.firstIndex}]`,
      code: "duplicate-record",
    })),
  };
}

export function noMatchingRecordsFailure(records: number, versionNumber: number): KindFailure {
  return {
    code: "no-matching-records",
    title: "No record matches the benchmark",
    detail: `None of the file's ${records} records is a solution of MR-Ben version ${versionNumber} (matched by Question_UUID, Sampled_Model and Model_Solution_Steps).`,
    problems: [],
  };
}
