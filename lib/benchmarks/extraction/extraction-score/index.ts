// Public API of the extraction scorer: pure functions over plain data, usable on the server, in
// the CLI and in the browser. See README.md for the metric cards and the version policy.
export { EXTRACTION_SCORER } from "./version";
export { scoreExtraction, DEFAULT_MAX_OPTIMAL_RECORDS, MAX_LISTED_IDS, ratio, f1Of } from "./score-file";
export { compareRecord, type RecordComparison } from "./compare-record";
export { parsePrediction, type ParsedPrediction } from "./parse-prediction";
export { parsePythonJson, MAX_JSON_DEPTH, type PythonJsonResult } from "./python-json";
export { pyEquals, isJsonObject } from "./python-equality";
export {
  correctItemCounts,
  correctItemPaths,
  countLeaves,
  leafCounts,
  leafPaths,
  MAX_PAIRS_PER_RECORD,
} from "./correct-items";
export { NORMALIZATIONS, getNormalization, normalizeValue, type NormalizationRule } from "./normalize";
export { extractionIntervals, EXTRACTION_BOOTSTRAP_RESAMPLES } from "./intervals";
export { jsonText } from "./json-text";
export type * from "./types";
export {
  readPredictionsFile,
  MAX_PREDICTIONS,
  type PredictionsFileResult,
  type PredictionsLayout,
  type PredictionsFileErrorCode,
} from "./predictions-file";
export {
  readReferencesJsonl,
  MAX_REFERENCE_ID_LENGTH,
  MAX_REFERENCE_PROBLEMS,
  type ReferencesFileResult,
} from "./references-file";
