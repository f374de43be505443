import { describe, expect, it } from "vitest";
import { readFileName } from "./file-name";

describe("readFileName", () => {
  it("reads the shot count from the official scored file name", () => {
    expect(readFileName("Phi-3-mini-4k-instruct_0shot_cot_True_scored_eval_results.json")).toEqual({
      shots: 0,
      firstStage: false,
      gzip: false,
    });
    expect(readFileName("dir/llama_1shot_cot_True_scored_eval_results.json.gz")).toEqual({
      shots: 1,
      firstStage: false,
      gzip: true,
    });
  });

  it("tells the first-stage file apart by its name", () => {
    expect(readFileName("m_1shot_cot_True_eval_results.json").firstStage).toBe(true);
  });

  it("knows nothing of other names", () => {
    expect(readFileName("results.json")).toEqual({ shots: null, firstStage: false, gzip: false });
  });
});
