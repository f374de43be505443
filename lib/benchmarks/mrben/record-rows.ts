// The rows of RecordResult for a scored file, as one JSON document for a single INSERT:
// what the scorer decided for each record, and what the record itself said.
import type { ScoreReport } from "@/lib/benchmarks/mrben/mr-score";
import { storableText } from "@/lib/platform/postgres/storable";

type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const textOf = (object: JsonObject | undefined, key: string): string | null => {
  const value = object && Object.hasOwn(object, key) ? object[key] : undefined;
  return typeof value === "string" ? storableText(value) : null;
};

const EVALUATION_FIELDS = ["solution_correctness", "first_error_step", "error_reason", "evaluation_raw_response"];
const JUDGE_FIELDS = ["scoring_model"];

function pick(object: JsonObject, keys: readonly string[]): JsonObject {
  const picked: JsonObject = {};
  for (const key of keys) if (Object.hasOwn(object, key)) picked[key] = object[key];
  return picked;
}

/** What recordRows reads of a record, for a reader that keeps no more of a file (score-while-scanning.ts). */
export function storedPartOf(record: unknown): JsonObject {
  const part: JsonObject = {};
  if (!isObject(record)) return part;
  if (isObject(record.Evaluation_Result)) part.Evaluation_Result = pick(record.Evaluation_Result, EVALUATION_FIELDS);
  if (isObject(record.Error_Reason_Correctness_Analysis))
    part.Error_Reason_Correctness_Analysis = pick(record.Error_Reason_Correctness_Analysis, JUDGE_FIELDS);
  return part;
}

export function recordRows({
  report,
  results,
  itemIds,
}: {
  report: ScoreReport;
  results: Record<string, unknown>;
  itemIds: readonly string[];
}): string {
  const rows = report.records.map((outcome) => {
    const records = results[outcome.subject];
    const record =
      Array.isArray(records) && isObject(records[outcome.index]) ? (records[outcome.index] as JsonObject) : {};
    const evaluation = isObject(record.Evaluation_Result) ? record.Evaluation_Result : undefined;
    const judge = isObject(record.Error_Reason_Correctness_Analysis)
      ? record.Error_Reason_Correctness_Analysis
      : undefined;
    return {
      s: outcome.subject,
      i: outcome.index,
      item: outcome.truthIndex === null ? null : (itemIds[outcome.truthIndex] ?? null),
      o: outcome.outcome,
      pc: storableText(outcome.predictedCorrectness),
      ps: outcome.predictedStep === null ? null : storableText(outcome.predictedStep),
      se: outcome.stepEarned,
      re: outcome.reasonEarned,
      nv: outcome.needsVerdict,
      sc: textOf(evaluation, "solution_correctness") ?? "",
      fes: textOf(evaluation, "first_error_step") ?? "",
      er: textOf(evaluation, "error_reason") ?? "",
      raw: textOf(evaluation, "evaluation_raw_response") ?? "",
      v: outcome.verdict === null ? null : storableText(outcome.verdict),
      jm: textOf(judge, "scoring_model"),
      q: outcome.quirks.join(","),
    };
  });
  return JSON.stringify(rows);
}
