// The judge prompt equals the official script's, built by Python itself, on real solutions of
// every subject (lists printed through Python's repr: quotes, escapes, unicode).
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { HAS_PYTHON, MRBEN_DATA_DIR, PROJECT_ROOT, runPython } from "@/tests/helpers/shared-data";
import { judgePrompt } from "./judge-prompt";

const SUBJECTS = ["biology", "chemistry", "coding", "math", "medicine", "physics"];
const PER_SUBJECT = 40;

type DataRecord = {
  Subject: string;
  Question: string;
  Model_Solution_Correctness: string;
  Model_Solution_Steps: unknown;
  Model_Solution_First_Error_Step: unknown;
  Model_Solution_Error_Reason: unknown;
  Model_Solution_Rectified_First_Error_Step: unknown;
};

function solutions() {
  return SUBJECTS.flatMap((subject) => {
    const file = JSON.parse(readFileSync(path.join(MRBEN_DATA_DIR, `${subject}.json`), "utf8")) as Record<
      string,
      DataRecord[] | DataRecord
    >;
    return Object.values(file)
      .flatMap((value) => (Array.isArray(value) ? value : [value]))
      .filter((record) => record.Model_Solution_Correctness === "incorrect")
      .slice(0, PER_SUBJECT)
      .map((data, index) => ({
        subject,
        // Student answers with the characters repr treats specially.
        data: {
          ...data,
          Evaluation_Result: {
            first_error_step: index % 2 ? `Step ${index}` : String(index),
            error_reason: index % 3 ? `It's wrong: "x"\tbecause\n${data.Question.slice(0, 40)} \u00e9\u2028` : "plain",
          },
        },
      }));
  });
}

describe.skipIf(!HAS_PYTHON)("the judge prompt", () => {
  it("is the official script's prompt, character for character, for 40 incorrect solutions of each subject's data file", () => {
    const cases = solutions();
    expect(cases.length).toBeGreaterThan(200);
    const expected = JSON.parse(
      runPython(
        [path.join(PROJECT_ROOT, "tests/python/judge_prompt_reference.py")],
        cases.map((record) => JSON.stringify(record)).join("\n"),
      ),
    ) as string[];
    cases.forEach(({ subject, data }, index) => {
      const answer = data.Evaluation_Result;
      const ours = judgePrompt({
        solution: {
          subject,
          datasetSubject: data.Subject,
          question: data.Question,
          steps: data.Model_Solution_Steps,
          firstErrorStep: data.Model_Solution_First_Error_Step,
          errorReason: data.Model_Solution_Error_Reason,
          rectifiedFirstErrorStep: data.Model_Solution_Rectified_First_Error_Step,
        },
        answer: { firstErrorStep: answer.first_error_step, errorReason: answer.error_reason },
      });
      expect(ours, `${subject} #${index}`).toBe(expected[index]);
    });
  });
});
