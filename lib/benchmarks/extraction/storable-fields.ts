// The field-path rows of an extraction scoring as they can be stored: a model may invent any
// number of keys, and PostgreSQL refuses NUL and lone surrogates in text.
import { f1Of, ratio, type FieldPathScore } from "@/lib/benchmarks/extraction/extraction-score";
import { storableText } from "@/lib/platform/postgres/storable";

/** Field paths only predictions have, kept by name (the most frequent); the rest are summed in one row. */
export const MAX_PREDICTION_ONLY_PATHS = 500;
export const OTHER_PREDICTION_PATHS = "(other fields only in predictions)";

/** The counts a merged row sums; its ratios are recomputed from them. */
const SUMMED = ["correct", "truthLeaves", "predictionLeaves", "missing", "invented", "wrong"] as const;
const NO_COUNTS = { correct: 0, truthLeaves: 0, predictionLeaves: 0, missing: 0, invented: 0, wrong: 0 };

/**
 * The rows to store: every path of the truth, and the prediction-only paths a model invented up
 * to a bound (an upload must not write millions of rows), with paths made storable (merged if
 * that makes two equal).
 */
export function storableFields(fields: FieldPathScore[]): FieldPathScore[] {
  const merged = new Map<string, Omit<FieldPathScore, "recall" | "precision" | "f1">>();
  const add = (path: string, field: FieldPathScore) => {
    const row = merged.get(path) ?? { path, ...NO_COUNTS };
    for (const count of SUMMED) row[count] += field[count];
    merged.set(path, row);
  };
  const predictionOnly = fields
    .filter((field) => field.truthLeaves === 0)
    .sort((a, b) => b.predictionLeaves - a.predictionLeaves || (a.path < b.path ? -1 : 1));
  const kept = new Set(predictionOnly.slice(0, MAX_PREDICTION_ONLY_PATHS));
  for (const field of fields) {
    if (field.truthLeaves > 0 || kept.has(field)) add(storableText(field.path), field);
    else add(OTHER_PREDICTION_PATHS, field);
  }
  return [...merged.values()].map((row) => {
    const recall = ratio(row.correct, row.truthLeaves);
    const precision = ratio(row.correct, row.predictionLeaves);
    return { ...row, recall, precision, f1: f1Of(recall, precision) };
  });
}
