// Judge verdicts: when one counts, and which records the official judge stage asks about.
import { pyLower, pyStrip } from "./normalize";
import { predictStepForReview } from "./predict";

/**
 * A verdict counts as correct when, lower-cased, it CONTAINS "correct".
 * Quirk kept from the official script: "Incorrect" counts; "Wrong" and "ERROR_PARSING" do not.
 */
export function verdictCountsAsCorrect(verdict: string): boolean {
  return pyLower(verdict).includes("correct");
}

/** Whether a verdict would count only because "incorrect" contains "correct". */
export function verdictSaysIncorrect(verdict: string): boolean {
  return pyLower(verdict).includes("incorrect");
}

/**
 * The official judge stage's rule (score_error_reason): truth is "incorrect", the response's
 * correctness CONTAINS "incorrect" (a substring test, unlike scoring), and the subject is coding
 * or the step, read with digits trimmed, equals the truth step.
 */
export function needsVerdict({
  subject,
  truthCorrectness,
  truthFirstErrorStep,
  solutionCorrectness,
  firstErrorStep,
}: {
  subject: string;
  truthCorrectness: string;
  truthFirstErrorStep: string;
  solutionCorrectness: string;
  firstErrorStep: string;
}): boolean {
  if (truthCorrectness !== "incorrect") return false;
  if (!pyLower(pyStrip(solutionCorrectness)).includes("incorrect")) return false;
  if (subject === "coding") return true;
  return predictStepForReview(firstErrorStep) === truthFirstErrorStep;
}
