// The scored results file of an MR-Ben run (`<model>_<k>shot_cot_True_scored_eval_results.json`), as the
// official script's judge stage writes it: every first-stage record, then Need_Error_Reason_Review, then
// Error_Reason_Correctness_Analysis where the judge was asked; json.dump(indent=2, ensure_ascii=False).
import { readJudgeResponse } from "@/lib/benchmarks/mrben/judge-audit/judge-verdict";
import { pyJsonDumps, type PyJsonValue } from "@/lib/benchmarks/mrben/python/python-json-dumps";
import { evaluatedRecordJson, type EvaluatedRecord } from "./results-file";

/** The judge's answer for a record that needed a verdict: the model that wrote it and its whole text. */
export interface RecordVerdict {
  scoringModel: string;
  rawResponse: string;
}

/**
 * A first-stage record with the judge stage's two keys added after its own: the review flag on
 * every record, the analysis (the judge's answer read as the script reads it, ERROR_PARSING when it
 * cannot) only on those with a verdict.
 */
export function scoredRecordJson(
  record: Readonly<Record<string, PyJsonValue>>,
  verdict: RecordVerdict | null,
): Record<string, PyJsonValue> {
  const json: Record<string, PyJsonValue> = { ...record };
  json.Need_Error_Reason_Review = verdict !== null;
  if (verdict) {
    const read = readJudgeResponse({ response: verdict.rawResponse });
    json.Error_Reason_Correctness_Analysis = {
      scoring_model: verdict.scoringModel,
      scoring_raw_response: verdict.rawResponse,
      annotation_analysis: read.reasoning,
      error_reason_analysis: read.analysis,
      error_reason_correctness: read.decision,
    };
  }
  return json;
}

export interface ScoredSubject {
  subject: string;
  records: readonly { evaluated: EvaluatedRecord; verdict: RecordVerdict | null }[];
}

/** The scored file's text, subjects and records in the order given. No final newline. */
export function scoredResultsText({ subjects }: { subjects: readonly ScoredSubject[] }): string {
  const file: Record<string, PyJsonValue> = {};
  for (const { subject, records } of subjects)
    file[subject] = records.map(({ evaluated, verdict }) => scoredRecordJson(evaluatedRecordJson(evaluated), verdict));
  return pyJsonDumps(file, 2);
}
