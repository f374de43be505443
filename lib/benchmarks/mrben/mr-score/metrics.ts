// The per-subject metrics and the file mean, computed in the same order and with the same
// roundings as the official Python (utils.py MCC_score / mr_score / construct_eval_stats).
import { formatOneDecimal, formatPercent } from "@/lib/platform/percent";

export type SubjectCounts = {
  n_correct: number;
  n_incorrect: number;
  tp: number;
  tn: number;
  step_correct: number;
  reason_correct: number;
};

export type SubjectScore = SubjectCounts & {
  fp: number;
  fn: number;
  mcc: number;
  acc_step: number;
  acc_reason: number;
  mr_score: number;
};

/** The official weights: w1 * max(0, MCC) + w2 * step accuracy + w3 * reason accuracy. */
export const MR_SCORE_WEIGHTS = { mcc: 0.2, step: 0.3, reason: 0.5 } as const;

/**
 * Matthews correlation coefficient as Python computes it: the numerator and the product under
 * the root are exact integers, each converted to the nearest double once, then
 * `numerator / sqrt(product)`; 0 when either is 0.
 */
export function matthewsCorrelation({ tp, tn, fp, fn }: { tp: number; tn: number; fp: number; fn: number }): number {
  return mccOf(tp, tn, fp, fn);
}

// The bootstrap computes a subject's figures 6,000 times a file: these take plain numbers and make
// no objects, and computeSubjectScore is written with them, so both compute the same doubles.

function mccOf(tp: number, tn: number, fp: number, fn: number): number {
  // Doubles hold the integers exactly below 2^53 (every benchmark's counts; non-negative factors,
  // so when the final products are safe integers every partial one was too); BigInt past that.
  const product = (tp + fp) * (tp + fn) * (tn + fp) * (tn + fn);
  const positive = tp * tn;
  const negative = fp * fn;
  if (product > Number.MAX_SAFE_INTEGER || positive > Number.MAX_SAFE_INTEGER || negative > Number.MAX_SAFE_INTEGER)
    return exactMccOf(tp, tn, fp, fn);
  const numerator = positive - negative;
  const denominator = Math.sqrt(product);
  return numerator === 0 || denominator === 0 ? 0 : numerator / denominator;
}

function exactMccOf(tp: number, tn: number, fp: number, fn: number): number {
  const [TP, TN, FP, FN] = [BigInt(tp), BigInt(tn), BigInt(fp), BigInt(fn)];
  const numerator = TP * TN - FP * FN;
  const product = (TP + FP) * (TP + FN) * (TN + FP) * (TN + FN);
  const denominator = Math.sqrt(Number(product));
  if (numerator === 0n || denominator === 0) return 0;
  return Number(numerator) / denominator;
}

/** An accuracy over the incorrect solutions; 0 where the official script divides by zero. */
const accuracyOf = (count: number, nIncorrect: number) => (nIncorrect === 0 ? 0 : count / nIncorrect);

/** Left to right, as Python evaluates `w1 * max(0, mcc) + w2 * acc_step + w3 * acc_reason`. */
const weightedOf = (mcc: number, accStep: number, accReason: number) =>
  MR_SCORE_WEIGHTS.mcc * Math.max(0, mcc) + MR_SCORE_WEIGHTS.step * accStep + MR_SCORE_WEIGHTS.reason * accReason;

/** mr_score alone from a subject's counts: computeSubjectScore(...).mr_score, without its objects. */
export function mrScoreOfCounts(
  nCorrect: number,
  nIncorrect: number,
  tp: number,
  tn: number,
  stepCorrect: number,
  reasonCorrect: number,
): number {
  const mcc = mccOf(tp, tn, nIncorrect - tn, nCorrect - tp);
  return weightedOf(mcc, accuracyOf(stepCorrect, nIncorrect), accuracyOf(reasonCorrect, nIncorrect));
}

/**
 * All metrics of one subject. Where the official script divides by zero (no incorrect
 * solutions) it crashes; we report accuracy 0 and let diagnostics say so.
 */
export function computeSubjectScore(counts: SubjectCounts): SubjectScore {
  const fp = counts.n_incorrect - counts.tn;
  const fn = counts.n_correct - counts.tp;
  const mcc = mccOf(counts.tp, counts.tn, fp, fn);
  const acc_step = accuracyOf(counts.step_correct, counts.n_incorrect);
  const acc_reason = accuracyOf(counts.reason_correct, counts.n_incorrect);
  return { ...counts, fp, fn, mcc, acc_step, acc_reason, mr_score: weightedOf(mcc, acc_step, acc_reason) };
}

/** Why the official script would stop with ZeroDivisionError on a subject (recall, precision, accuracies). */
export function officialDivisionFailures(score: SubjectScore): string[] {
  const reasons: string[] = [];
  if (score.n_correct === 0) reasons.push("n_correct is 0 (recall = tp / n_correct)");
  if (score.tp + score.fp === 0) reasons.push("tp + fp is 0 (precision = tp / (tp + fp))");
  if (score.n_incorrect === 0) reasons.push("n_incorrect is 0 (accuracies divide by it)");
  return reasons;
}

/** The file's MR-Score: the sum of the subjects' mr_score in file order, divided by their count. */
export function meanMrScore({ scores }: { scores: readonly number[] }): number {
  let sum = 0;
  for (const s of scores) sum += s;
  return scores.length === 0 ? 0 : sum / scores.length;
}

/** The official display of the mean, `round(sum * 100 / len, 1)`: scaled before dividing, as there. */
export function formatMeanPercent({ scores }: { scores: readonly number[] }): string {
  let sum = 0;
  for (const s of scores) sum += s;
  return formatOneDecimal((sum * 100) / scores.length);
}

export { formatOneDecimal, formatPercent };
