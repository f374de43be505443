import { describe, expect, it } from "vitest";
import { readResultsFileName, resultsFileNameWarnings } from "./results-file-name";

describe("results file names", () => {
  it("say the model, the shot setting and the stage of an official name, and nothing of another", () => {
    expect(readResultsFileName("gpt-4o_1shot_cot_True_scored_eval_results.json.gz")).toEqual({
      model: "gpt-4o",
      shots: 1,
      scored: true,
    });
    expect(readResultsFileName("Qwen2-72B_0shot_cot_True_eval_results.json")).toEqual({
      model: "Qwen2-72B",
      shots: 0,
      scored: false,
    });
    expect(readResultsFileName("results.json")).toBeNull();
  });

  it("warn when the 1-shot file names another model than the 0-shot file", () => {
    expect(
      resultsFileNameWarnings([
        { shots: 0, fileName: "sim-a_0shot_cot_True_scored_eval_results.json.gz" },
        { shots: 1, fileName: "sim-b_1shot_cot_True_scored_eval_results.json.gz" },
      ]),
    ).toEqual([
      'The 0-shot file names the model "sim-a" and the 1-shot file "sim-b": both settings must be one model\'s results.',
    ]);
  });

  it("say nothing of files that agree, of names that are not official, or of a missing file", () => {
    expect(
      resultsFileNameWarnings([
        { shots: 0, fileName: "m_0shot_cot_True_scored_eval_results.json" },
        { shots: 1, fileName: "m_1shot_cot_True_scored_eval_results.json.gz" },
      ]),
    ).toEqual([]);
    expect(
      resultsFileNameWarnings([
        { shots: 0, fileName: "zero.json" },
        { shots: 1, fileName: "other_1shot_cot_True_scored_eval_results.json" },
      ]),
    ).toEqual([]);
    expect(resultsFileNameWarnings([{ shots: 0, fileName: null }])).toEqual([]);
  });
});
