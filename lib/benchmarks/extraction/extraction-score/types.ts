// The extraction scorer's plain-data contract: what goes in, what comes out. Everything here is
// JSON-serialisable except `bigint` inside parsed values (integers beyond 2^53, kept exact as
// Python keeps them).

/** A JSON value as Python's json.loads gives it: integers past 2^53 stay exact (bigint). */
export type JsonValue = null | boolean | number | bigint | string | JsonValue[] | JsonObject;
export type JsonObject = { [key: string]: JsonValue };

export type MatchingMode = "aligned" | "optimal";

/** A reference of the benchmark: its id and the truth object. */
export interface ExtractionReference {
  id: string;
  reference: JsonObject;
}

/** One prediction as uploaded: the model's raw text, and its id when the file gives ids. */
export interface ExtractionPrediction {
  /** Null when the file aligns by position (the book's `predictions` list). */
  id: string | null;
  text: string;
}

export type PredictionParse = "ok" | "missing" | "no-object" | "invalid-json";

export interface ExtractionRecordResult {
  referenceId: string;
  referenceIndex: number;
  /** The prediction scored against this reference (index in the uploaded list), null when none. */
  predictionIndex: number | null;
  /** The prediction aligned by id or position, before any optimal matching. */
  alignedPredictionIndex: number | null;
  /** Optimal matching gave this reference another prediction than the aligned one. */
  moved: boolean;
  parse: PredictionParse;
  /** Why the prediction could not be parsed (position and reason), null when parsed or missing. */
  parseDetail: string | null;
  correct: number;
  truthLeaves: number;
  predictionLeaves: number;
  recall: number;
  precision: number;
  f1: number;
  /** Correct items without normalization (equal to `correct` under normalization `none`). */
  rawCorrect: number;
}

export interface FieldPathScore {
  /** `inputs.m1.components.[].amount.mass.value`: keys joined by `.`, list items as `[]`. */
  path: string;
  correct: number;
  truthLeaves: number;
  predictionLeaves: number;
  recall: number;
  precision: number;
  f1: number;
}

export interface RatioInterval {
  low: number;
  high: number;
}

export interface ExtractionSummary {
  records: number;
  /** Plain means over records of per-record recall and precision; F1 = 2 / (1/R + 1/P), 0 when R or P is 0. */
  recall: number;
  precision: number;
  f1: number;
  /** Micro-averaged: summed correct items over summed leaves. */
  micro: {
    correct: number;
    truthLeaves: number;
    predictionLeaves: number;
    recall: number;
    precision: number;
    f1: number;
  };
  /** The same means over the records whose prediction parsed (the book's figures skip no record). */
  parsedOnly: { records: number; recall: number; precision: number; f1: number };
  /** Percentile bootstrap 95% intervals over records (seeded: every run gives the same). */
  intervals: { recall: RatioInterval; precision: RatioInterval; f1: RatioInterval } | null;
}

export interface NormalizationId {
  name: string;
  version: string;
  /** The rules applied, in order, e.g. ["units", "strings", "numbers"]. */
  rules: string[];
}

export interface ExtractionDiagnostics {
  predictions: number;
  parsed: number;
  unparseable: { total: number; noObject: number; invalidJson: number; referenceIds: string[] };
  /** References with no prediction (scored 0). */
  missing: { total: number; referenceIds: string[] };
  /** Predictions whose id is no reference's (ignored). */
  unknownIds: { total: number; ids: string[] };
  /** Predictions beyond the references when aligned by position (ignored). */
  extraPredictions: number;
  /** Records whose prediction optimal matching changed. */
  moved: number;
  normalization: {
    /** Values changed per rule, truth and predictions together. */
    changedValues: Record<string, number>;
    /** Records whose correct count normalization raised, and the items it added in all. */
    recordsGained: number;
    itemsGained: number;
  };
  quirks: {
    /** Records where a list cross product counted a truth leaf more than once (recall may exceed 1). */
    crossProductRecords: number;
    /** Records whose prediction has no leaf (precision taken as 0 where the book divides by zero). */
    emptyPredictions: number;
  };
}

export interface ExtractionReport {
  scorer: { name: string; version: string };
  matching: MatchingMode;
  normalization: NormalizationId;
  summary: ExtractionSummary;
  records: ExtractionRecordResult[];
  /** Per field path, sorted by path. */
  fields: FieldPathScore[];
  diagnostics: ExtractionDiagnostics;
}

export type ExtractionErrorCode =
  | "duplicate-prediction-id"
  | "mixed-ids"
  | "duplicate-reference-id"
  | "too-many-for-optimal"
  | "unknown-normalization"
  | "no-references"
  | "too-costly";

export interface ExtractionInputError {
  code: ExtractionErrorCode;
  message: string;
}

export type ExtractionScoreResult =
  { ok: true; report: ExtractionReport } | { ok: false; errors: ExtractionInputError[] };
