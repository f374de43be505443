// A solution's dataset record rebuilt with its fields in the MR-Ben data files' order, as the
// official script copies it into the results file (stored items keep fields, not their order).
import type { DatasetItem } from "@/lib/benchmarks/mrben/dataset/dataset-file";
import type { PyJsonValue } from "@/lib/benchmarks/mrben/python/python-json-dumps";

export type RecordSource = Pick<
  DatasetItem,
  | "questionUuid"
  | "originalSubject"
  | "question"
  | "options"
  | "sampledModel"
  | "steps"
  | "correctness"
  | "firstErrorStep"
  | "errorReason"
  | "rectifiedFirstErrorStep"
  | "extra"
>;

/** The order every subject file of MR-Ben lists a solution's fields in (coding lacks some). */
const DATASET_FIELD_ORDER = [
  "Question_UUID",
  "Subject",
  "Question",
  "Options",
  "Ground_Truth_Analysis",
  "Ground_Truth_Answer",
  "Ground_Truth_Answer_Modified",
  "Sampled_Model",
  "Model_Solution_Steps",
  "Model_Solution_Correctness",
  "Model_Solution_First_Error_Step",
  "Model_Solution_Error_Reason",
  "Model_Solution_Rectified_First_Error_Step",
] as const;

/**
 * The record's fields in the data files' order, then any other field in the order `extra` has it.
 * Options, Model_Solution_Error_Reason and Model_Solution_Rectified_First_Error_Step are left out
 * when null: the importer stores a missing field as null (coding has no Options).
 */
export function datasetRecordOf(item: RecordSource): Record<string, PyJsonValue> {
  const typed: Record<string, unknown> = {
    Question_UUID: item.questionUuid,
    Subject: item.originalSubject,
    Question: item.question,
    Options: item.options,
    Sampled_Model: item.sampledModel,
    Model_Solution_Steps: item.steps,
    Model_Solution_Correctness: item.correctness,
    Model_Solution_First_Error_Step: item.firstErrorStep,
    Model_Solution_Error_Reason: item.errorReason,
    Model_Solution_Rectified_First_Error_Step: item.rectifiedFirstErrorStep,
  };
  const record: Record<string, PyJsonValue> = {};
  for (const field of DATASET_FIELD_ORDER) {
    if (Object.hasOwn(typed, field)) {
      if (typed[field] !== null) record[field] = typed[field] as PyJsonValue;
    } else if (Object.hasOwn(item.extra, field)) record[field] = item.extra[field] as PyJsonValue;
  }
  for (const [field, value] of Object.entries(item.extra))
    if (!Object.hasOwn(record, field)) record[field] = value as PyJsonValue;
  return record;
}
