import { describe, expect, it } from "vitest";
import { canonicalJson } from "@/lib/benchmarks/mrben/mr-score";
import { parseDatasetFile, type DatasetProblem } from "./dataset-file";

function solution(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    Question_UUID: "q1",
    Subject: "college_math",
    Question: "What is 2 + 2?",
    Options: "A) 3 B) 4",
    Ground_Truth_Answer: "B",
    Sampled_Model: "GPT4",
    Model_Solution_Steps: ["Step 1: 2 + 2 = 5", "Step 2: A"],
    Model_Solution_Correctness: "incorrect",
    Model_Solution_First_Error_Step: "1",
    Model_Solution_Error_Reason: ["2 + 2 is 4"],
    Model_Solution_Rectified_First_Error_Step: ["Step 1: 2 + 2 = 4"],
    ...overrides,
  };
}

function problems(data: unknown, subject = "math"): DatasetProblem[] {
  const result = parseDatasetFile({ subject, fileName: `${subject}.json`, data });
  if (result.ok) throw new Error("expected problems");
  return result.problems;
}

describe("parseDatasetFile", () => {
  it("turns each solution into an item for scoring and storing", () => {
    const other = solution({
      Question_UUID: "q2-uuid",
      Model_Solution_Correctness: "correct",
      Model_Solution_First_Error_Step: "N/A",
    });
    const result = parseDatasetFile({
      subject: "math",
      fileName: "math.json",
      data: { q1: [solution()], "q2-key": [other] },
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.items).toHaveLength(2);
    expect(result.items[0]).toEqual({
      subject: "math",
      datasetKey: "q1",
      position: 0,
      questionUuid: "q1",
      sampledModel: "GPT4",
      steps: ["Step 1: 2 + 2 = 5", "Step 2: A"],
      stepsKey: canonicalJson(["Step 1: 2 + 2 = 5", "Step 2: A"]),
      correctness: "incorrect",
      firstErrorStep: "1",
      question: "What is 2 + 2?",
      options: "A) 3 B) 4",
      errorReason: ["2 + 2 is 4"],
      rectifiedFirstErrorStep: ["Step 1: 2 + 2 = 4"],
      originalSubject: "college_math",
      extra: { Ground_Truth_Answer: "B" },
    });
    // identity uses Question_UUID, not the key the file lists it under
    expect(result.items[1]).toMatchObject({
      datasetKey: "q2-key",
      questionUuid: "q2-uuid",
      position: 1,
      correctness: "correct",
    });
  });

  it("coding steps are one string; absent optional fields are null", () => {
    const code = solution({
      Model_Solution_Steps: "def f():\n    return 1",
      Options: undefined,
      Model_Solution_Error_Reason: undefined,
    });
    delete code.Options;
    delete code.Model_Solution_Error_Reason;
    const result = parseDatasetFile({ subject: "coding", fileName: "coding.json", data: { q1: [code] } });
    expect(result.ok && result.items[0]).toMatchObject({
      steps: "def f():\n    return 1",
      options: null,
      errorReason: null,
    });
  });

  it("two solutions of one question by one model are two items when their steps differ", () => {
    const result = parseDatasetFile({
      subject: "coding",
      fileName: "coding.json",
      data: { q: [solution({ Model_Solution_Steps: "a" }), solution({ Model_Solution_Steps: "b" })] },
    });
    expect(result.ok && result.items.length).toBe(2);
  });

  it("rejects a file that is not an object of arrays", () => {
    expect(problems([])[0]!.message).toBe(
      "math.json: expected an object mapping question keys to arrays of solutions, got an array",
    );
    expect(problems({ q1: {} })[0]).toMatchObject({ record: 'question "q1"', field: null });
  });

  it("names the file, question key, solution index, Question_UUID, Sampled_Model and field of each problem", () => {
    const found = problems(
      { q1: [solution(), solution({ Question_UUID: "q9", Model_Solution_Correctness: "maybe" })] },
      "physics",
    );
    expect(found).toEqual([
      {
        file: "physics.json",
        record: 'question "q1" solution 1 (Question_UUID q9, Sampled_Model GPT4)',
        field: "Model_Solution_Correctness",
        message:
          'physics.json, question "q1" solution 1 (Question_UUID q9, Sampled_Model GPT4), Model_Solution_Correctness: expected exactly "correct" or "incorrect", got "maybe"',
      },
    ]);
  });

  it("checks every required field's type", () => {
    const bad = solution({
      Question_UUID: 1,
      Sampled_Model: null,
      Question: ["?"],
      Subject: undefined,
      Model_Solution_First_Error_Step: 3,
    });
    delete bad.Subject;
    expect(problems({ q: [bad, "x"] }).map((p) => [p.field, p.message.split(": ").pop()])).toEqual([
      ["Question_UUID", "expected a string, got a number"],
      ["Sampled_Model", "expected a string, got null"],
      ["Question", "expected a string, got an array"],
      ["Subject", "expected a string, got missing"],
      ["Model_Solution_First_Error_Step", "expected a string, got a number"],
      [null, "expected a solution object, got a string"],
    ]);
  });

  it("steps are strings: an array of strings or a string, and for coding a string", () => {
    expect(problems({ q: [solution({ Model_Solution_Steps: [1, 2] })] })[0]!.field).toBe("Model_Solution_Steps");
    expect(problems({ q: [solution({ Model_Solution_Steps: 7 })] })[0]!.field).toBe("Model_Solution_Steps");
    expect(problems({ q: [solution({ Model_Solution_Steps: ["x"] })] }, "coding")[0]!.message).toContain(
      "expected the code as a string",
    );
  });

  it("a duplicate identity within the file is an error naming the first occurrence", () => {
    const found = problems({ q1: [solution()], q2: [solution()] });
    expect(found).toHaveLength(1);
    expect(found[0]!.message).toContain(
      'duplicate solution: same Question_UUID, Sampled_Model and Model_Solution_Steps as question "q1" solution 0',
    );
  });
});
