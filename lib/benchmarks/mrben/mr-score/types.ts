// The scorer's plain-data inputs and outputs (shared by the server, the CLI and the browser).
import type { SubjectScore } from "./metrics";
import type { ScorerId } from "./version";

/** The subject files of MR-Ben, in the official script's order. */
export const SUBJECTS = ["biology", "math", "physics", "medicine", "coding", "chemistry", "logic"] as const;
export type Subject = (typeof SUBJECTS)[number];

export function isSubject(name: string): name is Subject {
  return (SUBJECTS as readonly string[]).includes(name);
}

/** One benchmark item's ground truth, as the database (or the data files) hold it. */
export type TruthItem = {
  subject: string;
  questionUuid: string;
  sampledModel: string;
  steps: unknown;
  /** Optional `canonicalJson(steps)` when already known (e.g. from parseDatasetFile); must be exact. */
  stepsKey?: string;
  correctness: "correct" | "incorrect";
  firstErrorStep: string;
};

export type TruthSource = { source: "file" } | { source: "benchmark"; items: readonly TruthItem[] };

export type Outcome = "tp" | "tn" | "fp" | "fn";

export type ScoreInterval = { low: number; high: number };

/** What one scored record adds to its subject's counts. */
export type RecordContribution = {
  /** The truth is "correct" (any other truth counts as incorrect, as officially). */
  truthCorrect: boolean;
  outcome: Outcome;
  stepEarned: boolean;
  reasonEarned: boolean;
};

export type BootstrapIntervals = {
  method: "percentile-bootstrap";
  level: number;
  resamples: number;
  seed: number;
  /** Per subject; null when the subject has no scored record to resample. */
  subjects: Record<string, ScoreInterval | null>;
  /** Null when no subject has a scored record. */
  mean: ScoreInterval | null;
};

/** The quirks of the official script, each named where it changed a record's score. */
export const QUIRKS = [
  /** `raw.strip()` is digits equal to the truth step, but the untrimmed raw is compared (no step credit). */
  "bare-digit-step",
  /** "step N" with N >= 30 equal to the truth step: the official step table stops at 29 (no step credit). */
  "step-above-29",
  /** A verdict containing "incorrect" counted as correct ("incorrect" contains "correct"). */
  "incorrect-verdict-credited",
  /** Coding: a verdict that does not count fell through to the step rule, which gave step credit. */
  "coding-fall-through-credit",
  /** Coding: that fall-through credit came from an empty truth step matched by a non-step answer. */
  "coding-empty-truth-step",
] as const;
export type Quirk = (typeof QUIRKS)[number];

/** What happened to one record of the file (the server stores one row per record). */
export type RecordOutcome = {
  subject: string;
  /** Index of the record in its subject's array. */
  index: number;
  /** itemIdentityKey of the record, or null when its identity fields are missing (file-truth mode only). */
  itemKey: string | null;
  /** Benchmark mode: whether the record matched a benchmark item (unknown records are not scored). File mode: true. */
  matched: boolean;
  /** Benchmark mode: index into `truth.items` of the matched item; null otherwise. */
  truthIndex: number | null;
  /** Index of the first record of the same subject with the same identity, or null. */
  duplicateOf: number | null;
  /** The ground truth the record was scored against (null for an unknown record). */
  truth: { correctness: string; firstErrorStep: string } | null;
  predictedCorrectness: string;
  /** The predicted step the scoring compared (null where the step rule was not reached). */
  predictedStep: string | null;
  outcome: Outcome | null;
  stepEarned: boolean;
  reasonEarned: boolean;
  /** Whether the official judge stage asks a judge about this record. */
  needsVerdict: boolean;
  /** The raw `error_reason_correctness` string when the record carries one. */
  verdict: string | null;
  /** Whether that verdict counts as correct (null without a verdict). */
  verdictCounts: boolean | null;
  quirks: Quirk[];
};

/** A list kept short so a hostile file cannot bloat a report; `total` is exact. */
export type Bounded<T> = { total: number; items: T[] };

export type QuirkCounts = {
  bareDigitStep: number;
  stepAbove29: number;
  incorrectVerdictCredited: number;
  codingFallThroughCredit: number;
  codingEmptyTruthStep: number;
};

export type Diagnostics = {
  coverage: Record<
    string,
    { benchmarkItems: number | null; matchedItems: number; recordsInFile: number; matchedRecords: number }
  >;
  /** Benchmark mode: subjects the benchmark has items for that the file does not contain. */
  missingSubjects: string[];
  duplicates: Bounded<{ subject: string; index: number; firstIndex: number }>;
  unknownRecords: Bounded<{ subject: string; index: number; questionUuid: string | null; sampledModel: string | null }>;
  /** Records whose uploaded ground truth differs from the benchmark's (always empty in file-truth mode). */
  truthMismatches: Bounded<{
    subject: string;
    index: number;
    fields: { field: string; uploaded: unknown; benchmark: string }[];
  }>;
  /** File-truth mode: records whose Model_Solution_Correctness is neither "correct" nor "incorrect" (counted as incorrect, as officially). */
  unusualTruthValues: Bounded<{ subject: string; index: number; value: string }>;
  /** Records whose stored Evaluation_Result fields differ from re-parsing evaluation_raw_response. */
  parseMismatches: Bounded<{ subject: string; index: number; fields: string[] }> & {
    byField: { solution_correctness: number; first_error_step: number; error_reason: number };
    /** Records without a string evaluation_raw_response (nothing to re-parse). */
    rawResponseMissing: number;
  };
  verdicts: {
    /** Count per distinct raw verdict (values cut at 200 characters; at most 100 distinct listed). */
    values: { value: string; count: number; countsAsCorrect: boolean }[];
    distinctValues: number;
    countedAsCorrect: number;
    notCountedAsCorrect: number;
    /** Error_Reason_Correctness_Analysis present but without a string error_reason_correctness (ignored where scoring does not need it). */
    malformed: number;
  };
  /** scoring_model named by the verdicts, with counts (at most 100 listed). */
  judgeModels: { model: string; count: number }[];
  /** Verdict bookkeeping over scored records. */
  review: {
    /** Records the official judge stage asks about (needsVerdict). */
    needingVerdict: number;
    /** Records carrying a string verdict. */
    withVerdict: number;
    needingWithoutVerdict: number;
    /** Records whose verdict the score actually read. */
    readByScoring: number;
    /** Records whose Need_Error_Reason_Review is a boolean different from needsVerdict. */
    reviewFlagMismatches: number;
  };
  quirks: QuirkCounts;
  /** Where the official script would stop with ZeroDivisionError; our numbers use 0 there. */
  officialScriptWouldFail: { subject: string; reasons: string[] }[];
  /** No record carries Need_Error_Reason_Review or a verdict: the judge stage has not run. */
  firstStage: boolean;
};

export type ScoreReport = {
  scorer: ScorerId;
  truthSource: "file" | "benchmark";
  /** Per subject, in the file's key order. */
  subjects: Record<string, SubjectScore>;
  /** Plain mean of the subjects' mr_score (a fraction; the official display is x100, one decimal). */
  meanMrScore: number;
  /** Bootstrap 95% intervals of each subject's mr_score and of the mean (bootstrap.ts). */
  intervals: BootstrapIntervals;
  records: RecordOutcome[];
  diagnostics: Diagnostics;
};

export const SCORE_ERROR_CODES = [
  "not-an-object",
  "no-subjects",
  "unknown-subject",
  "subject-not-array",
  "record-not-object",
  "missing-field",
  "wrong-type",
  "missing-verdict",
  "first-stage-file",
  "invalid-truth",
] as const;
export type ScoreErrorCode = (typeof SCORE_ERROR_CODES)[number];

/** Why a file cannot be scored; names the subject, record index and field where relevant. */
export type ScoreInputError = {
  code: ScoreErrorCode;
  subject: string | null;
  index: number | null;
  field: string | null;
  message: string;
};

export type ScoreResult =
  | { ok: true; report: ScoreReport }
  | {
      ok: false;
      scorer: ScorerId;
      /** The first MAX_REPORTED_ERRORS errors. */
      errors: ScoreInputError[];
      /** How many more there were. */
      omittedErrors: number;
    };
