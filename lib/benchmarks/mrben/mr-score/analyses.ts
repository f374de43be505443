// The MR-Ben paper's breakdowns of one scored file (pure): the MR-Score and its parts by
// difficulty level, by the model that wrote the judged solution and by where the first error
// is; the correctness flag as a detector of incorrect solutions (confusion matrix, precision,
// recall, F1 beside MCC); and how far off the predicted first error steps are.
// A group's scores pool its records' counts (as one subject would) with a bootstrap interval.
import { bootstrapMrScore, type RecordContribution, type ScoreInterval } from "./bootstrap";
import { computeSubjectScore, type SubjectCounts, type SubjectScore } from "./metrics";
import { predictStepForReview } from "./predict";
import type { Outcome } from "./types";

/** Bumped when a figure's definition changes: stored analyses of an older version are recomputed. */
export const ANALYSES_VERSION = 1;

export type DifficultyLevel = "high_school" | "college" | "none";
export type ErrorPosition = "early" | "middle" | "late" | "unknown";
export const DIFFICULTY_LEVELS: readonly DifficultyLevel[] = ["high_school", "college", "none"];
export const ERROR_POSITIONS: readonly ErrorPosition[] = ["early", "middle", "late", "unknown"];

/** One scored record with what the breakdowns need of its benchmark item. */
export type AnalysisRecord = {
  subject: string;
  /** The dataset record's own `Subject`, e.g. "high_school_math", "college_biology", "coding". */
  datasetSubject: string;
  sampledModel: string;
  truthCorrectness: string;
  truthFirstErrorStep: string;
  /** Number of steps of the judged solution (null when its steps are not a list, as in coding). */
  stepCount: number | null;
  outcome: Outcome;
  /** The scorer's reading of solution_correctness (letters only, lower-cased). */
  predictedCorrectness: string;
  /** The record's raw first_error_step. */
  firstErrorStep: string;
  stepEarned: boolean;
  reasonEarned: boolean;
};

export type GroupScore = SubjectScore & {
  records: number;
  /** Bootstrap 95% interval of mr_score over the group's records. */
  interval: ScoreInterval | null;
  /** Share of the group's incorrect solutions flagged incorrect (tn / n_incorrect); null without any. */
  flagRecall: number | null;
};

export type FlagDetection = {
  /** Truth (rows) by what the model said (columns); "other" is anything that reads as neither. */
  confusion: Record<"correct" | "incorrect", Record<"correct" | "incorrect" | "other", number>>;
  /** Positive class: incorrect solutions. Null where the official-style division would be by zero. */
  precision: number | null;
  recall: number | null;
  f1: number | null;
  /** The official MCC of the same file's counts, for comparison. */
  mcc: number;
};

export type StepOffsets = {
  /** Incorrect solutions the model flagged incorrect whose true first error step is a number. */
  considered: number;
  /** Predicted step minus true step -> records; a step the model gave that is not a number is "unreadable". */
  histogram: Record<string, number>;
  exact: number;
  tooEarly: number;
  tooLate: number;
  unreadable: number;
  /** Mean |offset| over the wrong but readable predictions; null without any. */
  meanAbsoluteMiss: number | null;
};

export type FileAnalyses = {
  version: typeof ANALYSES_VERSION;
  records: number;
  byDifficulty: Partial<Record<DifficultyLevel, GroupScore>>;
  bySampledModel: Record<string, GroupScore>;
  byErrorPosition: Partial<Record<ErrorPosition, GroupScore>>;
  flag: FlagDetection;
  stepOffsets: StepOffsets;
};

export function difficultyLevel(datasetSubject: string): DifficultyLevel {
  if (datasetSubject.startsWith("high_school_")) return "high_school";
  if (datasetSubject.startsWith("college_")) return "college";
  return "none";
}

const ASCII_NUMBER = /^[0-9]+$/;

/**
 * Where the first error lies in the solution: step s of n in the first, second or last third
 * ((s - 1) / n below 1/3, below 2/3, else); unknown for a correct solution, a step that is not
 * a number, or steps that are not a list.
 */
export function errorPosition(
  record: Pick<AnalysisRecord, "truthCorrectness" | "truthFirstErrorStep" | "stepCount">,
): ErrorPosition {
  if (record.truthCorrectness === "correct" || record.stepCount === null || record.stepCount < 1) return "unknown";
  if (!ASCII_NUMBER.test(record.truthFirstErrorStep)) return "unknown";
  const third = ((Number(record.truthFirstErrorStep) - 1) * 3) / record.stepCount;
  return third < 1 ? "early" : third < 2 ? "middle" : "late";
}

function emptyCounts(): SubjectCounts {
  return { n_correct: 0, n_incorrect: 0, tp: 0, tn: 0, step_correct: 0, reason_correct: 0 };
}

function contribution(record: AnalysisRecord): RecordContribution {
  return {
    truthCorrect: record.truthCorrectness === "correct",
    outcome: record.outcome,
    stepEarned: record.stepEarned,
    reasonEarned: record.reasonEarned,
  };
}

function groupScores<K extends string>(
  records: readonly AnalysisRecord[],
  keyOf: (record: AnalysisRecord) => K,
  namespace: string,
): Record<K, GroupScore> {
  const groups = new Map<K, AnalysisRecord[]>();
  for (const record of records) {
    const key = keyOf(record);
    const list = groups.get(key) ?? [];
    list.push(record);
    groups.set(key, list);
  }
  const keys = [...groups.keys()].sort();
  // Each group resamples its own stream, named by the breakdown and the group.
  const intervals = bootstrapMrScore({
    subjects: keys.map((key) => ({ subject: `${namespace}:${key}`, records: groups.get(key)!.map(contribution) })),
  }).subjects;
  const scores = {} as Record<K, GroupScore>;
  for (const key of keys) {
    const members = groups.get(key)!;
    const counts = emptyCounts();
    for (const record of members) {
      if (record.truthCorrectness === "correct") counts.n_correct++;
      else counts.n_incorrect++;
      if (record.outcome === "tp") counts.tp++;
      if (record.outcome === "tn") counts.tn++;
      if (record.stepEarned) counts.step_correct++;
      if (record.reasonEarned) counts.reason_correct++;
    }
    scores[key] = {
      ...computeSubjectScore(counts),
      records: members.length,
      interval: intervals[`${namespace}:${key}`] ?? null,
      flagRecall: counts.n_incorrect === 0 ? null : counts.tn / counts.n_incorrect,
    };
  }
  return scores;
}

function flagDetection(records: readonly AnalysisRecord[]): FlagDetection {
  const confusion: FlagDetection["confusion"] = {
    correct: { correct: 0, incorrect: 0, other: 0 },
    incorrect: { correct: 0, incorrect: 0, other: 0 },
  };
  const counts = emptyCounts();
  for (const record of records) {
    const truth = record.truthCorrectness === "correct" ? "correct" : "incorrect";
    const said =
      record.predictedCorrectness === "correct" || record.predictedCorrectness === "incorrect"
        ? record.predictedCorrectness
        : "other";
    confusion[truth][said]++;
    if (truth === "correct") counts.n_correct++;
    else counts.n_incorrect++;
    if (record.outcome === "tp") counts.tp++;
    if (record.outcome === "tn") counts.tn++;
  }
  const flagged = confusion.correct.incorrect + confusion.incorrect.incorrect;
  const hits = confusion.incorrect.incorrect;
  const incorrect = counts.n_incorrect;
  const precision = flagged === 0 ? null : hits / flagged;
  const recall = incorrect === 0 ? null : hits / incorrect;
  const f1 =
    precision === null || recall === null
      ? null
      : precision + recall === 0
        ? 0
        : (2 * precision * recall) / (precision + recall);
  return { confusion, precision, recall, f1, mcc: computeSubjectScore(counts).mcc };
}

function stepOffsets(records: readonly AnalysisRecord[]): StepOffsets {
  const offsets: StepOffsets = {
    considered: 0,
    histogram: {},
    exact: 0,
    tooEarly: 0,
    tooLate: 0,
    unreadable: 0,
    meanAbsoluteMiss: null,
  };
  let missSum = 0;
  for (const record of records) {
    if (record.outcome !== "tn" || !ASCII_NUMBER.test(record.truthFirstErrorStep)) continue;
    offsets.considered++;
    const predicted = predictStepForReview(record.firstErrorStep);
    if (!ASCII_NUMBER.test(predicted)) {
      offsets.unreadable++;
      continue;
    }
    const offset = Number(predicted) - Number(record.truthFirstErrorStep);
    offsets.histogram[String(offset)] = (offsets.histogram[String(offset)] ?? 0) + 1;
    if (offset === 0) offsets.exact++;
    else if (offset < 0) offsets.tooEarly++;
    else offsets.tooLate++;
    missSum += Math.abs(offset);
  }
  const misses = offsets.tooEarly + offsets.tooLate;
  offsets.meanAbsoluteMiss = misses === 0 ? null : missSum / misses;
  return offsets;
}

export function analyzeScoredRecords({ records }: { records: readonly AnalysisRecord[] }): FileAnalyses {
  return {
    version: ANALYSES_VERSION,
    records: records.length,
    byDifficulty: groupScores(records, (record) => difficultyLevel(record.datasetSubject), "difficulty"),
    bySampledModel: groupScores(records, (record) => record.sampledModel, "sampled-model"),
    // Incorrect solutions only: a correct one has no first error to place.
    byErrorPosition: groupScores(
      records.filter((record) => record.truthCorrectness !== "correct"),
      errorPosition,
      "error-position",
    ),
    flag: flagDetection(records),
    stepOffsets: stepOffsets(records),
  };
}

/** Analyses as stored with a scoring, if of the current version (else null: not computed yet, or by an older definition). */
export function storedAnalyses(scoring: { analyses: unknown; analysesVersion: number | null }): FileAnalyses | null {
  if (scoring.analysesVersion !== ANALYSES_VERSION || scoring.analyses === null || typeof scoring.analyses !== "object")
    return null;
  return scoring.analyses as FileAnalyses;
}
