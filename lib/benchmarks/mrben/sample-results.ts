// A small results file in the official script's format, written here by hand for the "How to
// submit" page: three made-up math items, one solution judged correct, one with a first error the
// model found and explained (its reason judged right by the second stage's judge), and one it missed.
// Not benchmark items: the portal would refuse it against MR-Ben's truth, the scorer reads it alone.

export const SAMPLE_RESULTS_FILE_NAME = "Sample-Model_0shot_cot_True_scored_eval_results.json";

const EVALUATED_MODEL = "Sample-Model";
const JUDGE = "gpt-4-turbo-2024-04-09";

function record(input: {
  uuid: string;
  question: string;
  steps: string[];
  correctness: "correct" | "incorrect";
  firstErrorStep: string;
  errorReason: string;
  answer: { correctness: string; firstErrorStep: string; errorReason: string };
  reasonVerdict?: "**Correct**" | "**Wrong**";
}) {
  const review = input.correctness === "incorrect" && input.answer.correctness.trim().toLowerCase() === "incorrect";
  return {
    Question_UUID: input.uuid,
    Subject: "high_school_mathematics",
    Question: input.question,
    Options: "",
    Ground_Truth_Analysis: "",
    Ground_Truth_Answer: "",
    Ground_Truth_Answer_Modified: "",
    Sampled_Model: "Example-Solver",
    Model_Solution_Steps: input.steps,
    Model_Solution_Correctness: input.correctness,
    Model_Solution_First_Error_Step: input.firstErrorStep,
    Model_Solution_Error_Reason: input.errorReason,
    Model_Solution_Rectified_First_Error_Step: "N/A",
    Evaluation_Result: {
      evaluated_model: EVALUATED_MODEL,
      evaluation_raw_response: [
        "Solution Analysis: ...",
        `Solution Correctness: ${input.answer.correctness}`,
        `First Error Step: ${input.answer.firstErrorStep}`,
        `Error Reason: ${input.answer.errorReason}`,
      ].join("\n"),
      solution_correctness: ` ${input.answer.correctness}\n`,
      first_error_step: ` ${input.answer.firstErrorStep}\n`,
      error_reason: ` ${input.answer.errorReason}`,
    },
    Need_Error_Reason_Review: review,
    ...(review && input.reasonVerdict
      ? {
          Error_Reason_Correctness_Analysis: {
            scoring_model: JUDGE,
            scoring_raw_response: `Final Decision: ${input.reasonVerdict}`,
            error_reason_correctness: input.reasonVerdict,
          },
        }
      : {}),
  };
}

/** The sample file's JSON value: subjects, each an array of records. */
function sampleResultsFile() {
  return {
    math: [
      record({
        uuid: "00000000-0000-4000-8000-000000000001",
        question: "What is 12 multiplied by 11?",
        steps: ["Step 1: 12 × 11 = 12 × 10 + 12 = 132.", "Solution: 132"],
        correctness: "correct",
        firstErrorStep: "N/A",
        errorReason: "N/A",
        answer: { correctness: "correct", firstErrorStep: "N/A", errorReason: "N/A" },
      }),
      record({
        uuid: "00000000-0000-4000-8000-000000000002",
        question: "Solve 2x + 6 = 10 for x.",
        steps: ["Step 1: Subtract 6 from both sides: 2x = 16.", "Step 2: Divide by 2: x = 8.", "Solution: 8"],
        correctness: "incorrect",
        firstErrorStep: "1",
        errorReason: "10 - 6 is 4, not 16: the step adds 6 instead of subtracting it.",
        answer: {
          correctness: "incorrect",
          // "step 1", not a bare "1": the official script gives a bare digit no step credit.
          firstErrorStep: "step 1",
          errorReason: "Subtracting 6 from 10 gives 4; the step wrote 16.",
        },
        reasonVerdict: "**Correct**",
      }),
      record({
        uuid: "00000000-0000-4000-8000-000000000003",
        question: "What is the sum of the interior angles of a triangle, in degrees?",
        steps: ["Step 1: A triangle's interior angles add up to 360 degrees.", "Solution: 360"],
        correctness: "incorrect",
        firstErrorStep: "1",
        errorReason: "The interior angles of a triangle add up to 180 degrees.",
        answer: { correctness: "correct", firstErrorStep: "N/A", errorReason: "N/A" },
      }),
    ],
  };
}

/** The sample file's text, as the official script writes it (indented JSON). */
export function sampleResultsText(): string {
  return `${JSON.stringify(sampleResultsFile(), null, 4)}\n`;
}
