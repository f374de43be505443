// The extraction scorer's plain-data contract: what goes in, what comes out. Everything here is
// JSON-serialisable except `bigint` inside parsed values (integers beyond 2^53, kept exact as
// Python keeps them).

/** A JSON value as Python's json.loads gives it: integers past 2^53 stay exact (bigint). */
export type JsonValue = null | boolean | number | bigint | string | JsonValue[] | JsonObject;
export type JsonObject = { [key: string]: JsonValue };

export type MatchingMode = "aligned" | "optimal";

/**
 * How two lists are compared. `book`: the book's cross product of dict items (parity; scalar lists
 * earn nothing). `matched`: items paired one to one by the assignment with the most credit
 * (Hungarian), scalars included, so no truth item counts twice.
 */
export type ListMode = "book" | "matched";

/** What a place in the tree holds compared with the other side: the three ways to be wrong apart. */
export interface DiffCounts {
  /** Truth leaves the prediction reproduces (the credit: fuzzy rules give partial credit). */
  correct: number;
  /** Truth leaves whose place the prediction lacks (key absent, list item unmatched). */
  missing: number;
  /** Prediction leaves whose place the truth lacks. */
  invented: number;
  /** Truth leaves whose place the prediction has, holding something else. */
  wrong: number;
}

/** Node-level counts (treeval): every dict entry and list item is a node, correct when its whole subtree is. */
export interface NodeScore {
  correct: number;
  truthNodes: number;
  predictionNodes: number;
  recall: number;
  precision: number;
  f1: number;
}

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
  /** Missing, invented and wrong leaves (items paired one to one, whatever the list mode). */
  diff: DiffCounts;
  nodes: NodeScore;
  /** ANLS* of the parsed prediction against the truth (0 when it did not parse). */
  anlsStar: number;
}

export interface FieldPathScore {
  /** `inputs.m1.components.[].amount.mass.value`: keys joined by `.`, list items as `[]`. */
  path: string;
  /** Correct items at this path (fractional under a partial-credit rule). */
  correct: number;
  truthLeaves: number;
  predictionLeaves: number;
  recall: number;
  precision: number;
  f1: number;
  missing: number;
  invented: number;
  wrong: number;
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
  /** Node-level recall, precision and F1: means over records, and summed (micro). */
  nodes: { recall: number; precision: number; f1: number; micro: NodeScore };
  /** Mean ANLS* over records. */
  anlsStar: number;
  /** Missing, invented, wrong and correct leaves of the file, summed over records. */
  diff: DiffCounts;
}

/** A field rule as the report lists it: the pattern, the rule and its options. */
export interface FieldRuleDescription {
  pattern: string;
  rule: string;
  options: Record<string, unknown>;
}

/** A molecule or formula the chemistry step could not read. */
export interface ChemistryProblem {
  referenceId: string;
  side: "truth" | "prediction";
  path: string;
  text: string;
  reason: string;
}

/** What chemistry-aware normalization did, and the score without it. */
export interface ChemistryReport {
  molecules: {
    names: { resolved: number; unresolved: number };
    smiles: { canonicalized: number; invalid: number };
    /** Compared values that chemistry made equal where their text differed. */
    matchedByStructure: number;
  };
  formulas: { reduced: number; unparseable: number; matchedByReduction: number };
  /** Every unreadable value counted; the first ones listed with record and path. */
  problems: { total: number; listed: ChemistryProblem[] };
  /** The same file scored with chemistry off (the normalization chem-v1 includes). */
  without: { normalization: string; recall: number; precision: number; f1: number };
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
  /**
   * How optimal matching found its assignment (null for aligned matching): pairs of a reference and a
   * usable prediction, how many it scored, and whether the result is provably the best over all pairs
   * (false when a record key narrowed the pairs).
   */
  optimalMatching?: { method: "pruned" | "dense" | "keyed"; exact: boolean; pairs: number; scoredPairs: number } | null;
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
  lists: ListMode;
  normalization: NormalizationId;
  /** The benchmark's field rules, in the order they are tried (the first pattern that matches a path wins). */
  rules: FieldRuleDescription[];
  /** Null unless the normalization compares chemistry (chem-v1). */
  chemistry: ChemistryReport | null;
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
  | "too-costly"
  | "invalid-field-rules"
  | "chemistry-unavailable";

export interface ExtractionInputError {
  code: ExtractionErrorCode;
  message: string;
}

export type ExtractionScoreResult =
  { ok: true; report: ExtractionReport } | { ok: false; errors: ExtractionInputError[] };
