// Reads one record of a results file (an unknown JSON value) into the fields scoring uses,
// or says precisely which field is missing or of the wrong type.
import type { ScoreInputError } from "./types";

type VerdictField =
  | { state: "absent" }
  /** Error_Reason_Correctness_Analysis is there but holds no string error_reason_correctness. */
  | { state: "malformed"; problem: string }
  | { state: "present"; verdict: string; judgeModel: string | null };

/** The fields of a valid record. Fields scoring does not require stay `unknown`. */
export type RecordView = {
  solutionCorrectness: string;
  firstErrorStep: string;
  errorReason: unknown;
  rawResponse: unknown;
  /** The record's own Model_Solution_Correctness / Model_Solution_First_Error_Step. */
  uploadedCorrectness: unknown;
  uploadedFirstErrorStep: unknown;
  questionUuid: string | null;
  sampledModel: string | null;
  /** Model_Solution_Steps as uploaded (undefined when absent). */
  steps: unknown;
  verdict: VerdictField;
  /** Whether the record has a Need_Error_Reason_Review key, and its value. */
  hasReviewFlag: boolean;
  reviewFlag: unknown;
};

export type ReadRecordResult = { ok: true; record: RecordView } | { ok: false; errors: ScoreInputError[] };

type JsonObject = Record<string, unknown>;

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** An own property only: a key like "constructor" must not resolve to Object.prototype. */
function ownField(object: JsonObject, key: string): unknown {
  return Object.hasOwn(object, key) ? object[key] : undefined;
}

export function describeJsonType(value: unknown): string {
  if (value === undefined) return "nothing";
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  if (typeof value === "object") return "an object";
  return `a ${typeof value}`;
}

/**
 * Validate one record. `mode` says which ground truth scoring will use: "file" needs the
 * record's own Model_Solution_Correctness / First_Error_Step strings, "benchmark" needs the
 * identity fields (Question_UUID, Sampled_Model, Model_Solution_Steps) to match it.
 */
export function readRecord({
  record,
  subject,
  index,
  mode,
}: {
  record: unknown;
  subject: string;
  index: number;
  mode: "file" | "benchmark";
}): ReadRecordResult {
  const errors: ScoreInputError[] = [];
  const at = `${subject}[${index}]`;
  const fail = (code: ScoreInputError["code"], field: string | null, message: string) =>
    errors.push({ code, subject, index, field, message: `${at}${field ? `.${field}` : ""}: ${message}` });

  if (!isJsonObject(record)) {
    fail("record-not-object", null, `a record must be an object, got ${describeJsonType(record)}`);
    return { ok: false, errors };
  }

  const requireString = (value: unknown, field: string): string | null => {
    if (typeof value === "string") return value;
    if (value === undefined) fail("missing-field", field, "missing (a string is required)");
    else fail("wrong-type", field, `expected a string, got ${describeJsonType(value)}`);
    return null;
  };

  let solutionCorrectness: string | null = null;
  let firstErrorStep: string | null = null;
  let errorReason: unknown;
  let rawResponse: unknown;
  const evaluation = ownField(record, "Evaluation_Result");
  if (evaluation === undefined)
    fail("missing-field", "Evaluation_Result", "missing (the evaluated model's parsed answer)");
  else if (!isJsonObject(evaluation))
    fail("wrong-type", "Evaluation_Result", `expected an object, got ${describeJsonType(evaluation)}`);
  else {
    solutionCorrectness = requireString(
      ownField(evaluation, "solution_correctness"),
      "Evaluation_Result.solution_correctness",
    );
    firstErrorStep = requireString(ownField(evaluation, "first_error_step"), "Evaluation_Result.first_error_step");
    errorReason = ownField(evaluation, "error_reason");
    rawResponse = ownField(evaluation, "evaluation_raw_response");
  }

  const uploadedCorrectness = ownField(record, "Model_Solution_Correctness");
  const uploadedFirstErrorStep = ownField(record, "Model_Solution_First_Error_Step");
  if (mode === "file") {
    requireString(uploadedCorrectness, "Model_Solution_Correctness");
    requireString(uploadedFirstErrorStep, "Model_Solution_First_Error_Step");
  }

  const uuidValue = ownField(record, "Question_UUID");
  const modelValue = ownField(record, "Sampled_Model");
  const stepsValue = ownField(record, "Model_Solution_Steps");
  let questionUuid = typeof uuidValue === "string" ? uuidValue : null;
  let sampledModel = typeof modelValue === "string" ? modelValue : null;
  if (mode === "benchmark") {
    questionUuid = requireString(uuidValue, "Question_UUID");
    sampledModel = requireString(modelValue, "Sampled_Model");
    if (stepsValue === undefined)
      fail("missing-field", "Model_Solution_Steps", "missing (needed to identify the item)");
  }

  const verdict = readVerdict(ownField(record, "Error_Reason_Correctness_Analysis"));

  if (errors.length > 0 || solutionCorrectness === null || firstErrorStep === null) return { ok: false, errors };
  return {
    ok: true,
    record: {
      solutionCorrectness,
      firstErrorStep,
      errorReason,
      rawResponse,
      uploadedCorrectness,
      uploadedFirstErrorStep,
      questionUuid,
      sampledModel,
      steps: stepsValue,
      verdict,
      hasReviewFlag: Object.hasOwn(record, "Need_Error_Reason_Review"),
      reviewFlag: ownField(record, "Need_Error_Reason_Review"),
    },
  };
}

function readVerdict(analysis: unknown): VerdictField {
  if (analysis === undefined) return { state: "absent" };
  if (!isJsonObject(analysis))
    return { state: "malformed", problem: `Error_Reason_Correctness_Analysis is ${describeJsonType(analysis)}` };
  const verdict = ownField(analysis, "error_reason_correctness");
  if (typeof verdict !== "string")
    return {
      state: "malformed",
      problem: `Error_Reason_Correctness_Analysis.error_reason_correctness is ${describeJsonType(verdict)}`,
    };
  const judge = ownField(analysis, "scoring_model");
  return { state: "present", verdict, judgeModel: typeof judge === "string" ? judge : null };
}
