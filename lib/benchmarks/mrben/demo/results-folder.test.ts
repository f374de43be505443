import { describe, expect, it } from "vitest";
import { planResultsFolder } from "./results-folder";

const scored = (model: string, shots: number, ext = ".json") =>
  `${model}_${shots}shot_cot_True_scored_eval_results${ext}`;

describe("which files of a results folder the demo imports", () => {
  it("groups a model's 0-shot and 1-shot files into one entry named by the file name's prefix", () => {
    const plan = planResultsFolder({
      dir: "/r",
      names: [scored("Qwen2_72B", 1, ".json.gz"), scored("gpt-4o", 0), scored("Qwen2_72B", 0)],
    });
    expect(plan.models).toEqual([
      {
        modelName: "Qwen2_72B",
        files: [
          { name: scored("Qwen2_72B", 0), path: `/r/${scored("Qwen2_72B", 0)}`, shots: 0 },
          { name: scored("Qwen2_72B", 1, ".json.gz"), path: `/r/${scored("Qwen2_72B", 1, ".json.gz")}`, shots: 1 },
        ],
      },
      { modelName: "gpt-4o", files: [{ name: scored("gpt-4o", 0), path: `/r/${scored("gpt-4o", 0)}`, shots: 0 }] },
    ]);
    expect(plan.problems).toEqual([]);
  });

  it("leaves out first-stage output, models.json and files that are not JSON, without calling them failures", () => {
    const plan = planResultsFolder({
      dir: "/r",
      names: ["m_0shot_cot_True_eval_results.json", "models.json", "README.md", scored("m", 0)],
    });
    expect(plan.models.map((model) => model.modelName)).toEqual(["m"]);
    expect(plan.skipped.map((note) => note.name)).toEqual(["m_0shot_cot_True_eval_results.json"]);
    expect(plan.problems).toEqual([]);
  });

  it("reports as problems a name without model and shots, a 2-shot file, and a second file of one setting", () => {
    const plan = planResultsFolder({
      dir: "/r",
      names: ["results.json", scored("m", 2), scored("m", 0), scored("m", 0, ".json.gz")],
    });
    expect(plan.problems.map((problem) => problem.name)).toEqual([
      scored("m", 0, ".json.gz"),
      scored("m", 2),
      "results.json",
    ]);
    expect(plan.problems[1]!.reason).toContain("0-shot and 1-shot only");
    expect(plan.models).toEqual([{ modelName: "m", files: [expect.objectContaining({ shots: 0 })] }]);
  });
});
