// One reference beside one prediction, for a drill-down page: what parsed, the values compared
// (after normalization), and per field path the correct items and the leaves of each side.
import { correctItemCounts, leafCounts } from "./correct-items";
import { getNormalization, normalizeValue, type NormalizationChanges } from "./normalize";
import { parsePrediction } from "./parse-prediction";
import { f1Of, ratio } from "./score-file";
import type { JsonObject, PredictionParse } from "./types";

export interface RecordComparison {
  parse: Exclude<PredictionParse, "missing">;
  parseDetail: string | null;
  /** The values compared, after normalization. */
  truth: JsonObject;
  prediction: JsonObject | null;
  correct: number;
  truthLeaves: number;
  predictionLeaves: number;
  recall: number;
  precision: number;
  f1: number;
  /** Every path of either side, sorted. */
  paths: { path: string; correct: number; truthLeaves: number; predictionLeaves: number }[];
  normalizationChanges: NormalizationChanges;
}

export function compareRecord({
  truth,
  predictionText,
  normalization: name,
}: {
  truth: JsonObject;
  predictionText: string;
  normalization: string;
}): RecordComparison {
  const normalization = getNormalization(name);
  if (!normalization) throw new RangeError(`No normalization is called "${name}"`);
  const changes: NormalizationChanges = {};
  const normalize = (value: JsonObject) => {
    const result = normalizeValue({ value, normalization });
    for (const [rule, count] of Object.entries(result.changes)) changes[rule] = (changes[rule] ?? 0) + count;
    return result.value as JsonObject;
  };
  const normalizedTruth = normalize(truth);
  const truthLeaves = leafCounts(normalizedTruth);
  const parsed = parsePrediction({ text: predictionText });
  const prediction = parsed.ok ? normalize(parsed.value) : null;
  const predictionLeaves = prediction ? leafCounts(prediction) : { total: 0, byPath: new Map<string, number>() };
  const correct = prediction
    ? correctItemCounts({ truth: normalizedTruth, prediction })
    : { total: 0, byPath: new Map<string, number>() };

  const paths = [...new Set([...truthLeaves.byPath.keys(), ...predictionLeaves.byPath.keys()])].sort().map((path) => ({
    path,
    correct: correct.byPath.get(path) ?? 0,
    truthLeaves: truthLeaves.byPath.get(path) ?? 0,
    predictionLeaves: predictionLeaves.byPath.get(path) ?? 0,
  }));
  const recall = ratio(correct.total, truthLeaves.total);
  const precision = ratio(correct.total, predictionLeaves.total);
  return {
    parse: parsed.ok ? "ok" : parsed.parse,
    parseDetail: parsed.ok ? null : parsed.detail,
    truth: normalizedTruth,
    prediction,
    correct: correct.total,
    truthLeaves: truthLeaves.total,
    predictionLeaves: predictionLeaves.total,
    recall,
    precision,
    f1: f1Of(recall, precision),
    paths,
    normalizationChanges: changes,
  };
}
