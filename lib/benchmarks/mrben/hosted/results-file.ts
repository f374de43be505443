// The first-stage results file of an MR-Ben run (`<model>_<k>shot_cot_True_eval_results.json`), the
// text the official script's json.dump(indent=2, ensure_ascii=False) writes: records and their answers.
import { parseResponse } from "@/lib/benchmarks/mrben/mr-score";
import { pyJsonDumps, type PyJsonValue } from "@/lib/benchmarks/mrben/python/python-json-dumps";

/** What the run got for one prompt: the model's answer and its three parsed fields. */
export interface EvaluationResult {
  evaluatedModel: string;
  rawResponse: string;
  solutionCorrectness: string;
  firstErrorStep: string;
  errorReason: string;
}

/** One solution of the results file: its dataset record (fields in order), its prompt and its result. */
export interface EvaluatedRecord {
  record: Readonly<Record<string, PyJsonValue>>;
  queryPrompt: string;
  result: EvaluationResult;
}

export interface ResultsSubject {
  /** The subject file key (biology, ..., coding): the file's top-level key. */
  subject: string;
  records: readonly EvaluatedRecord[];
}

/**
 * The result the official script records for a response: the model name as given, the raw text
 * (empty when every retry failed) and the official parser's fields, untrimmed.
 */
export function evaluationResultOf({
  evaluatedModel,
  rawResponse,
}: {
  evaluatedModel: string;
  rawResponse: string;
}): EvaluationResult {
  const parsed = parseResponse({ raw: rawResponse });
  return { evaluatedModel, rawResponse, ...parsed };
}

/**
 * The record as the file holds it: the dataset fields, then Query_Prompt, then Evaluation_Result
 * with the script's key order. A field already in the record keeps its place, as in a Python dict.
 */
export function evaluatedRecordJson({ record, queryPrompt, result }: EvaluatedRecord): Record<string, PyJsonValue> {
  const json: Record<string, PyJsonValue> = { ...record };
  json.Query_Prompt = queryPrompt;
  json.Evaluation_Result = {
    evaluated_model: result.evaluatedModel,
    evaluation_raw_response: result.rawResponse,
    solution_correctness: result.solutionCorrectness,
    first_error_step: result.firstErrorStep,
    error_reason: result.errorReason,
  };
  return json;
}

/**
 * The file's text: subject to its list of records, in the order given (the official order lists the
 * subjects present as SUBJECTS does, each subject's solutions as its data file does). No final newline.
 */
export function firstStageResultsText({ subjects }: { subjects: readonly ResultsSubject[] }): string {
  const file: Record<string, PyJsonValue> = {};
  for (const { subject, records } of subjects) file[subject] = records.map(evaluatedRecordJson);
  return pyJsonDumps(file, 2);
}

/** The script names files after the last path segment of a model name ("org/model" -> "model"). */
function succinctModelName(model: string): string {
  return model.includes("/") ? model.split("/").at(-1)! : model;
}

/** `<model>_<k>shot_cot_True_eval_results.json`, the first stage's file name. */
export function firstStageFileName({ model, shots }: { model: string; shots: number }): string {
  return `${succinctModelName(model)}_${shots}shot_cot_True_eval_results.json`;
}

/** `<model>_<k>shot_cot_True_scored_eval_results.json`, the name of the file after the judge stage. */
export function scoredFileName({ model, shots }: { model: string; shots: number }): string {
  return `${succinctModelName(model)}_${shots}shot_cot_True_scored_eval_results.json`;
}
