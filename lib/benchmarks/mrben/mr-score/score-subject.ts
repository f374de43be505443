// Scores one subject's records in one pass: validate, identify (duplicates, benchmark
// match), score by the official rule, and feed the diagnostics.
import { quote, type DiagnosticsCollector } from "./diagnostics";
import { CanonicalJsonError, canonicalJson, identityKeyFromStepsKey } from "./identity";
import type { SubjectCounts } from "./metrics";
import { parseResponse } from "./parse-response";
import { predictCorrectness } from "./predict";
import { sameJson } from "./same-steps";
import { scoreRecord } from "./score-record";
import { bucketKey, type TruthIndex } from "./truth-index";
import type { RecordOutcome, ScoreInputError } from "./types";
import { isJsonObject, readRecord, type RecordView } from "./validate-record";
import { needsVerdict, verdictCountsAsCorrect } from "./verdict";

export type SubjectContext = {
  subject: string;
  /** null: ground truth from each record (file mode). */
  truthIndex: TruthIndex | null;
  includeItemKeys: boolean;
  diagnostics: DiagnosticsCollector;
  /** Validation errors (the file is invalid when any). */
  addError: (error: ScoreInputError) => void;
  /** Records the score needs a verdict from and that have none. */
  missingVerdicts: ScoreInputError[];
  outcomes: RecordOutcome[];
};

type Truth = { correctness: string; firstErrorStep: string };

/**
 * One subject's records, scored one at a time as they are added (in file order), so that a caller
 * reading the file need not hold them: validate, identify (duplicates, benchmark match), score by
 * the official rule, and feed the diagnostics; finish() once the subject's array ends.
 */
export class SubjectScorer {
  private readonly ctx: SubjectContext;
  private readonly mode: "file" | "benchmark";
  readonly counts: SubjectCounts = { n_correct: 0, n_incorrect: 0, tp: 0, tn: 0, step_correct: 0, reason_correct: 0 };
  carriesJudgeStage = false;
  /** Earlier records by (Question_UUID, Sampled_Model), to find repeats of the same item. */
  private readonly seen = new Map<string, { index: number; steps: unknown }[]>();
  /** Distinct items covered: truth indices (benchmark) or first occurrences (file). */
  private readonly items = new Set<number>();
  private matchedRecords = 0;
  private recordCount = 0;

  constructor(ctx: SubjectContext) {
    this.ctx = ctx;
    this.mode = ctx.truthIndex === null ? "file" : "benchmark";
  }

  get subject(): string {
    return this.ctx.subject;
  }

  add(raw: unknown): void {
    const { ctx, mode } = this;
    const { subject, truthIndex, diagnostics } = ctx;
    const index = this.recordCount++;
    if (
      isJsonObject(raw) &&
      (Object.hasOwn(raw, "Need_Error_Reason_Review") || Object.hasOwn(raw, "Error_Reason_Correctness_Analysis"))
    )
      this.carriesJudgeStage = true;
    const read = readRecord({ record: raw, subject, index, mode });
    if (!read.ok) {
      read.errors.forEach(ctx.addError);
      return;
    }
    const record = read.record;
    const identified = record.questionUuid !== null && record.sampledModel !== null && record.steps !== undefined;

    let duplicateOf: number | null = null;
    if (identified) {
      const key = bucketKey(subject, record.questionUuid!, record.sampledModel!);
      const earlier = this.seen.get(key);
      duplicateOf = earlier?.find((other) => sameJson(other.steps, record.steps))?.index ?? null;
      if (duplicateOf !== null) diagnostics.addDuplicate({ subject, index, firstIndex: duplicateOf });
      else if (earlier) earlier.push({ index, steps: record.steps });
      else this.seen.set(key, [{ index, steps: record.steps }]);
    }

    let truth: Truth | null = null;
    let truthItemIndex: number | null = null;
    if (truthIndex === null) {
      truth = {
        correctness: record.uploadedCorrectness as string,
        firstErrorStep: record.uploadedFirstErrorStep as string,
      };
      if (truth.correctness !== "correct" && truth.correctness !== "incorrect")
        diagnostics.addUnusualTruthValue({ subject, index, value: truth.correctness });
      if (duplicateOf === null) this.items.add(index);
    } else {
      const found = truthIndex.find(subject, record.questionUuid!, record.sampledModel!, record.steps);
      if (found === undefined)
        diagnostics.addUnknownRecord({
          subject,
          index,
          questionUuid: record.questionUuid,
          sampledModel: record.sampledModel,
        });
      else {
        const item = truthIndex.item(found);
        truthItemIndex = found;
        this.items.add(found);
        truth = { correctness: item.correctness, firstErrorStep: item.firstErrorStep };
        reportTruthMismatch(diagnostics, subject, index, record, truth);
      }
    }
    checkParse(diagnostics, subject, index, record);
    const verdict = record.verdict.state === "present" ? record.verdict.verdict : null;
    const verdictCounts = verdict === null ? null : verdictCountsAsCorrect(verdict);
    if (record.verdict.state === "present")
      diagnostics.addVerdict({
        verdict: record.verdict.verdict,
        countsAsCorrect: verdictCounts!,
        judgeModel: record.verdict.judgeModel,
      });
    else if (record.verdict.state === "malformed") diagnostics.addMalformedVerdict();

    const outcome: RecordOutcome = {
      subject,
      index,
      itemKey: ctx.includeItemKeys ? itemKeyOf(subject, record, truthIndex, truthItemIndex) : null,
      matched: truth !== null,
      truthIndex: truthItemIndex,
      duplicateOf,
      truth,
      predictedCorrectness: "",
      predictedStep: null,
      outcome: null,
      stepEarned: false,
      reasonEarned: false,
      needsVerdict: false,
      verdict,
      verdictCounts,
      quirks: [],
    };
    ctx.outcomes.push(outcome);
    if (truth === null) {
      outcome.predictedCorrectness = predictCorrectness(record.solutionCorrectness);
      return;
    }
    this.matchedRecords++;

    const decision = scoreRecord({
      subject,
      truthCorrectness: truth.correctness,
      truthFirstErrorStep: truth.firstErrorStep,
      solutionCorrectness: record.solutionCorrectness,
      firstErrorStep: record.firstErrorStep,
      verdict,
    });
    // The official script counts every truth other than "correct" as incorrect.
    if (truth.correctness === "correct") this.counts.n_correct++;
    else this.counts.n_incorrect++;
    if (decision.outcome === "tp") this.counts.tp++;
    else if (decision.outcome === "tn") this.counts.tn++;
    if (decision.stepEarned) this.counts.step_correct++;
    if (decision.reasonEarned) this.counts.reason_correct++;
    outcome.predictedCorrectness = decision.predictedCorrectness;
    outcome.predictedStep = decision.predictedStep;
    outcome.outcome = decision.outcome;
    outcome.stepEarned = decision.stepEarned;
    outcome.reasonEarned = decision.reasonEarned;
    outcome.quirks = decision.quirks;
    if (decision.quirks.length > 0) diagnostics.addQuirks(decision.quirks);
    if (decision.verdictMissing)
      ctx.missingVerdicts.push(missingVerdictError(subject, index, record, decision.predictedStep));

    outcome.needsVerdict = needsVerdict({
      subject,
      truthCorrectness: truth.correctness,
      truthFirstErrorStep: truth.firstErrorStep,
      solutionCorrectness: record.solutionCorrectness,
      firstErrorStep: record.firstErrorStep,
    });
    const review = diagnostics.review;
    if (outcome.needsVerdict) review.needingVerdict++;
    if (verdict !== null) review.withVerdict++;
    if (outcome.needsVerdict && verdict === null) review.needingWithoutVerdict++;
    if (decision.verdictRead) review.readByScoring++;
    if (typeof record.reviewFlag === "boolean" && record.reviewFlag !== outcome.needsVerdict)
      review.reviewFlagMismatches++;
  }

  /** The subject's array ended: its coverage goes to the diagnostics. */
  finish(): { counts: SubjectCounts; carriesJudgeStage: boolean } {
    const { subject, truthIndex, diagnostics } = this.ctx;
    diagnostics.coverage[subject] = {
      benchmarkItems: truthIndex === null ? null : (truthIndex.itemsPerSubject.get(subject) ?? 0),
      matchedItems: this.items.size,
      recordsInFile: this.recordCount,
      matchedRecords: this.matchedRecords,
    };
    return { counts: this.counts, carriesJudgeStage: this.carriesJudgeStage };
  }
}

function itemKeyOf(
  subject: string,
  record: RecordView,
  truthIndex: TruthIndex | null,
  truthItemIndex: number | null,
): string | null {
  if (truthIndex !== null && truthItemIndex !== null) return truthIndex.identityKey(truthItemIndex);
  if (record.questionUuid === null || record.sampledModel === null || record.steps === undefined) return null;
  try {
    return identityKeyFromStepsKey({
      subject,
      questionUuid: record.questionUuid,
      sampledModel: record.sampledModel,
      stepsKey: canonicalJson(record.steps),
    });
  } catch (error) {
    if (error instanceof CanonicalJsonError) return null;
    throw error;
  }
}

function missingVerdictError(
  subject: string,
  index: number,
  record: RecordView,
  predictedStep: string | null,
): ScoreInputError {
  const problem =
    record.verdict.state === "malformed"
      ? record.verdict.problem
      : "the record has no Error_Reason_Correctness_Analysis";
  const why =
    subject === "coding"
      ? "a coding record predicted incorrect"
      : `predicted incorrect at the right step (${JSON.stringify(predictedStep)})`;
  return {
    code: "missing-verdict",
    subject,
    index,
    field: "Error_Reason_Correctness_Analysis.error_reason_correctness",
    message: `${subject}[${index}].Error_Reason_Correctness_Analysis.error_reason_correctness: the score reads the judge verdict of ${why}, but ${problem} (the official script stops with an error here)`,
  };
}

function reportTruthMismatch(
  diagnostics: DiagnosticsCollector,
  subject: string,
  index: number,
  record: RecordView,
  truth: Truth,
) {
  const fields: { field: string; uploaded: unknown; benchmark: string }[] = [];
  if (record.uploadedCorrectness !== undefined && record.uploadedCorrectness !== truth.correctness)
    fields.push({
      field: "Model_Solution_Correctness",
      uploaded: quote(record.uploadedCorrectness),
      benchmark: truth.correctness,
    });
  if (record.uploadedFirstErrorStep !== undefined && record.uploadedFirstErrorStep !== truth.firstErrorStep)
    fields.push({
      field: "Model_Solution_First_Error_Step",
      uploaded: quote(record.uploadedFirstErrorStep),
      benchmark: truth.firstErrorStep,
    });
  if (fields.length > 0) diagnostics.addTruthMismatch({ subject, index, fields });
}

/** Integrity check: the stored parsed fields should equal a re-parse of the raw response. */
function checkParse(diagnostics: DiagnosticsCollector, subject: string, index: number, record: RecordView) {
  if (typeof record.rawResponse !== "string") {
    diagnostics.addRawResponseMissing();
    return;
  }
  const parsed = parseResponse({ raw: record.rawResponse });
  const fields: ("solution_correctness" | "first_error_step" | "error_reason")[] = [];
  if (parsed.solutionCorrectness !== record.solutionCorrectness) fields.push("solution_correctness");
  if (parsed.firstErrorStep !== record.firstErrorStep) fields.push("first_error_step");
  if (parsed.errorReason !== record.errorReason) fields.push("error_reason");
  if (fields.length > 0) diagnostics.addParseMismatch({ subject, index, fields });
}
