// Why a predictions file is not scored or not kept, as the submitter reads it.
import type { KindFailure } from "@/lib/benchmarks/kind";
import type { ExtractionInputError } from "@/lib/benchmarks/extraction/extraction-score";

export function invalidPredictionsFailure(error: { code: string; message: string }): KindFailure {
  return {
    code: "invalid-predictions",
    title: "The predictions file cannot be read",
    detail: error.message,
    problems: [{ pointer: "(file)", detail: error.message, code: error.code }],
  };
}

export function scoringInputFailure(errors: ExtractionInputError[]): KindFailure {
  if (errors[0]?.code === "chemistry-unavailable")
    return {
      code: "chemistry-unavailable",
      title: "This server cannot compare the benchmark's molecules",
      detail: errors.map((error) => error.message).join(" "),
      problems: errors.map((error) => ({ pointer: "(benchmark)", detail: error.message, code: error.code })),
    };
  const duplicates = errors[0]?.code === "duplicate-prediction-id";
  return {
    code: duplicates ? "duplicate-records" : "invalid-predictions",
    title: duplicates ? "The file gives some references more than one prediction" : "The predictions cannot be scored",
    detail: errors.map((error) => error.message).join(" "),
    problems: errors.map((error) => ({ pointer: "(file)", detail: error.message, code: error.code })),
  };
}

export function noMatchingPredictionsFailure(
  predictions: number,
  context: { benchmarkName: string; versionNumber: number },
): KindFailure {
  return {
    code: "no-matching-records",
    title: "No prediction matches the benchmark",
    detail: `None of the file's ${predictions} predictions is for a reference of ${context.benchmarkName} version ${context.versionNumber} (matched by id, or by position when the file gives no ids).`,
    problems: [],
  };
}
