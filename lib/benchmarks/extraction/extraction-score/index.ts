// Public API of the extraction scorer: pure functions over plain data, usable on the server, in
// the CLI and in the browser. See README.md for the metric cards and the version policy.
export { EXTRACTION_SCORER } from "./version";
export {
  scoreExtraction,
  scoreExtractionResolving,
  prepareExtraction,
  DEFAULT_MAX_OPTIMAL_RECORDS,
  MAX_LISTED_IDS,
  ratio,
  f1Of,
  type ExtractionScoringInput,
  type ExtractionScoringOptions,
  type PreparedExtraction,
} from "./score-file";
export {
  collectChemistryValues,
  moleculeQueriesOf,
  chemistryLookup,
  MAX_LISTED_CHEMISTRY_PROBLEMS,
  type ChemistryValue,
  type MoleculeAnswers,
  type MoleculeQuery,
} from "./chemistry-values";
export { RuledWalk, MAX_OPTIMAL_LIST_PAIRS, type PathTally, type RecordTally } from "./ruled-walk";
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
export {
  NORMALIZATIONS,
  getNormalization,
  needsChemistry,
  normalizeValue,
  type Normalization,
  type NormalizationRule,
} from "./normalize";
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
export {
  compileFieldRules,
  checkRulePaths,
  referencePaths,
  MAX_FIELD_RULES,
  type ChemistryLookup,
  type CompiledFieldRule,
  type FieldRuleEntry,
  type FieldRuleProblem,
  type FieldRules,
  type FieldRulesResult,
  type MoleculeReading,
  type RuleContext,
} from "./field-rules";
export { RULE_NAMES, DEFAULT_QUANTITY_RELATIVE, stringSimilarity } from "./field-rule-kinds";
export { compilePathPattern, type PathPattern, type PathPatternResult } from "./field-path-pattern";
export { readQuantity, type Quantity } from "./quantity-value";
export {
  anlsStar,
  anlsStarOfJson,
  AnlsFloat,
  AnlsTuple,
  ANLS_THRESHOLD,
  type AnlsScalar,
  type AnlsTruth,
  type AnlsValue,
} from "./anls-star";
