// Builders of small results-file records for the scorer's unit tests.
import type { TruthItem } from "@/lib/benchmarks/mrben/mr-score";

export type RecordSpec = {
  uuid?: string;
  model?: string;
  steps?: unknown;
  /** The record's Model_Solution_Correctness (its own ground truth). */
  truth?: string;
  truthStep?: string;
  /** Evaluation_Result.solution_correctness, as parsed (untrimmed). */
  said?: string;
  /** Evaluation_Result.first_error_step, as parsed (untrimmed). */
  step?: string;
  reason?: string;
  /** The judge's error_reason_correctness; omitted: no Error_Reason_Correctness_Analysis. */
  verdict?: unknown;
  judge?: string;
  needReview?: boolean;
};

let counter = 0;

/** A record whose raw response re-parses to exactly its stored fields. */
export function record(spec: RecordSpec = {}): Record<string, unknown> {
  counter++;
  const said = spec.said ?? " incorrect\n";
  const step = spec.step ?? " Step 3\n";
  const reason = spec.reason ?? " wrong.";
  const out: Record<string, unknown> = {
    Question_UUID: spec.uuid ?? `q-${counter}`,
    Subject: "high_school_math",
    Question: "What is 1 + 1?",
    Options: "A) 1 B) 2",
    Sampled_Model: spec.model ?? "GPT4",
    Model_Solution_Steps: spec.steps ?? [`Step 1: record ${counter}`, "Step 2: ..."],
    Model_Solution_Correctness: spec.truth ?? "incorrect",
    Model_Solution_First_Error_Step: spec.truthStep ?? ((spec.truth ?? "incorrect") === "correct" ? "N/A" : "3"),
    Evaluation_Result: {
      evaluated_model: "test-model",
      evaluation_raw_response: `Solution Analysis: ...\nSolution Correctness:${said}First Error Step:${step}Error Reason:${reason}`,
      solution_correctness: said,
      first_error_step: step,
      error_reason: reason,
    },
  };
  if (spec.needReview !== undefined || spec.verdict !== undefined)
    out.Need_Error_Reason_Review = spec.needReview ?? true;
  if (spec.verdict !== undefined)
    out.Error_Reason_Correctness_Analysis = {
      scoring_model: spec.judge ?? "gpt-4-turbo-2024-04-09",
      scoring_raw_response: "...",
      annotation_analysis: "...",
      error_reason_analysis: "...",
      error_reason_correctness: spec.verdict,
    };
  return out;
}

/** The benchmark truth of records (as the server would hold it), from their own fields. */
export function truthOf(subject: string, records: Record<string, unknown>[]): TruthItem[] {
  return records.map((r) => ({
    subject,
    questionUuid: r.Question_UUID as string,
    sampledModel: r.Sampled_Model as string,
    steps: r.Model_Solution_Steps,
    correctness: r.Model_Solution_Correctness as "correct" | "incorrect",
    firstErrorStep: r.Model_Solution_First_Error_Step as string,
  }));
}
