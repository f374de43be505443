// The official per-record rule (evaluate.py calculate_mr_score), with the quirks it has and
// a note of each quirk where it changed the record's score.
import { MAX_MAPPED_STEP, predictCorrectness, readStep } from "./predict";
import type { Outcome, Quirk } from "./types";
import { verdictCountsAsCorrect, verdictSaysIncorrect } from "./verdict";

export type RecordDecision = {
  outcome: Outcome;
  predictedCorrectness: string;
  /** The step compared with the truth, or null when the step rule was not reached. */
  predictedStep: string | null;
  stepEarned: boolean;
  reasonEarned: boolean;
  /** The official script read the verdict for this record. */
  verdictRead: boolean;
  /** It read a verdict the record does not have: the official script crashes (KeyError). */
  verdictMissing: boolean;
  quirks: Quirk[];
};

const ASCII_STEP_KEY = /^step ([0-9]+)$/;

/**
 * Score one record against its ground truth. `verdict` is the record's
 * error_reason_correctness string, or null when it has none.
 */
export function scoreRecord({
  subject,
  truthCorrectness,
  truthFirstErrorStep,
  solutionCorrectness,
  firstErrorStep,
  verdict,
}: {
  subject: string;
  truthCorrectness: string;
  truthFirstErrorStep: string;
  solutionCorrectness: string;
  firstErrorStep: string;
  verdict: string | null;
}): RecordDecision {
  const predictedCorrectness = predictCorrectness(solutionCorrectness);
  const decision: RecordDecision = {
    // The official script counts every truth other than "correct" as incorrect.
    outcome: truthCorrectness === "correct" ? "fn" : "fp",
    predictedCorrectness,
    predictedStep: null,
    stepEarned: false,
    reasonEarned: false,
    verdictRead: false,
    verdictMissing: false,
    quirks: [],
  };
  if (predictedCorrectness !== truthCorrectness) return decision;
  if (truthCorrectness === "correct") {
    decision.outcome = "tp";
    return decision;
  }
  decision.outcome = "tn";

  // Coding: a verdict that counts gives both credits; one that does not falls through (quirk).
  // The official script reads the verdict here, so a missing one is fatal to it.
  const isCoding = subject === "coding";
  if (isCoding) {
    decision.verdictRead = true;
    if (verdict === null) {
      decision.verdictMissing = true;
      return decision;
    }
    if (verdictCountsAsCorrect(verdict)) {
      decision.stepEarned = true;
      decision.reasonEarned = true;
      if (verdictSaysIncorrect(verdict)) decision.quirks.push("incorrect-verdict-credited");
      return decision;
    }
  }

  const reading = readStep(firstErrorStep);
  const predictedStep = reading.kind === "digits" ? reading.raw : reading.mapped;
  decision.predictedStep = predictedStep;
  if (predictedStep !== truthFirstErrorStep) {
    if (reading.kind === "digits" && reading.stripped === truthFirstErrorStep) decision.quirks.push("bare-digit-step");
    if (reading.kind === "key" && reading.key.startsWith("step ")) {
      const n = ASCII_STEP_KEY.exec(reading.key)?.[1];
      if (n !== undefined && n === truthFirstErrorStep && Number(n) > MAX_MAPPED_STEP)
        decision.quirks.push("step-above-29");
    }
    return decision;
  }

  decision.stepEarned = true;
  if (isCoding) {
    // Only reached when the coding verdict did not count.
    decision.quirks.push("coding-fall-through-credit");
    if (truthFirstErrorStep === "") decision.quirks.push("coding-empty-truth-step");
    return decision;
  }
  decision.verdictRead = true;
  if (verdict === null) decision.verdictMissing = true;
  else if (verdictCountsAsCorrect(verdict)) {
    decision.reasonEarned = true;
    if (verdictSaysIncorrect(verdict)) decision.quirks.push("incorrect-verdict-credited");
  }
  return decision;
}
