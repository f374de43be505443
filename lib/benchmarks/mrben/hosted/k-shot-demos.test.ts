import { describe, expect, it } from "vitest";
import { parseKShotDemos } from "./k-shot-demos";

describe("parseKShotDemos", () => {
  it("keeps each subject's demonstrations in file order", () => {
    const data = {
      coding: [{ Question: "q", Solution: "s", cot_analysis: "a" }],
      college_math: [
        { Question: "q1", Options: "o", Model_Solution_Steps: ["x"], cot_analysis: "a" },
        { Question: "q2", Options: "o", Model_Solution_Steps: ["y"], cot_analysis: "b" },
      ],
    };
    const parsed = parseKShotDemos({ data, fileName: "k_shot_demo.json" });
    expect(parsed.ok && parsed.value.get("college_math")!.map((demo) => demo.Question)).toEqual(["q1", "q2"]);
  });

  it("names each field a template reads that a demonstration lacks (the script would stop on a KeyError)", () => {
    const data = { coding: [{ Question: "q", cot_analysis: "a" }], college_math: [{ Question: "q" }], logic: {} };
    expect(parseKShotDemos({ data, fileName: "demo.json" })).toEqual({
      ok: false,
      error: {
        code: "invalid-demos",
        problems: [
          'demo.json, subject "coding" demonstration 0: the field Solution is missing',
          'demo.json, subject "college_math" demonstration 0: the field Options is missing',
          'demo.json, subject "college_math" demonstration 0: the field Model_Solution_Steps is missing',
          'demo.json, subject "college_math" demonstration 0: the field cot_analysis is missing',
          'demo.json, subject "logic": expected a list of demonstrations',
        ],
      },
    });
    expect(parseKShotDemos({ data: [], fileName: "demo.json" }).ok).toBe(false);
  });
});
