// Public API of the MR-Score module: pure functions over plain data, usable on the server,
// in the CLI and in the browser. See README.md for the metric cards and the version policy.
export { SCORER, type ScorerId } from "./version";
export { parseResponse, type ParsedResponse } from "./parse-response";
export {
  isAlpha,
  isDigit,
  isAlnum,
  isSpace,
  isAlphaCodePoint,
  isDigitCodePoint,
  isAlnumCodePoint,
  isSpaceCodePoint,
  isPrintableCodePoint,
  pyStrip,
  pyLower,
} from "./normalize";
export { UNICODE_TABLES_SOURCE } from "./unicode-tables";
export { predictCorrectness, predictStepForScoring, predictStepForReview, MAX_MAPPED_STEP } from "./predict";
export { verdictCountsAsCorrect, needsVerdict } from "./verdict";
export {
  canonicalJson,
  itemIdentityKey,
  identityKeyFromStepsKey,
  CanonicalJsonError,
  type ItemIdentity,
} from "./identity";
export {
  computeSubjectScore,
  matthewsCorrelation,
  meanMrScore,
  formatPercent,
  formatMeanPercent,
  formatOneDecimal,
  officialDivisionFailures,
  MR_SCORE_WEIGHTS,
  type SubjectCounts,
  type SubjectScore,
} from "./metrics";
export { scoreRecord, type RecordDecision } from "./score-record";
export {
  bootstrapMrScore,
  percentileInterval,
  fnv1a32,
  subjectSeed,
  BOOTSTRAP_RESAMPLES,
  BOOTSTRAP_SEED,
  BOOTSTRAP_LEVEL,
  type BootstrapIntervals,
  type RecordContribution,
  type ScoreInterval,
} from "./bootstrap";
export { scoreResultsFile, ResultsFileScorer, MAX_REPORTED_ERRORS } from "./score-file";
export { MAX_LISTED, MAX_DISTINCT_LISTED } from "./diagnostics";
export {
  SUBJECTS,
  QUIRKS,
  SCORE_ERROR_CODES,
  isSubject,
  type Subject,
  type TruthItem,
  type TruthSource,
  type Outcome,
  type Quirk,
  type RecordOutcome,
  type Bounded,
  type Diagnostics,
  type QuirkCounts,
  type ScoreReport,
  type ScoreErrorCode,
  type ScoreInputError,
  type ScoreResult,
} from "./types";
export {
  analyzeScoredRecords,
  storedAnalyses,
  difficultyLevel,
  errorPosition,
  ANALYSES_VERSION,
  DIFFICULTY_LEVELS,
  ERROR_POSITIONS,
  type AnalysisRecord,
  type DifficultyLevel,
  type ErrorPosition,
  type FileAnalyses,
  type FlagDetection,
  type GroupScore,
  type StepOffsets,
} from "./analyses";
