import { describe, expect, it } from "vitest";
import { readFileName } from "./file-name";
import { mrbenKind } from "./mrben/kind";

const mrben = (name: string) => readFileName(name, mrbenKind.upload.fileName);

describe("readFileName with MR-Ben's official names", () => {
  it("reads the shot count from the official scored file name", () => {
    expect(mrben("Phi-3-mini-4k-instruct_0shot_cot_True_scored_eval_results.json")).toEqual({
      shots: 0,
      warning: null,
      gzip: false,
    });
    expect(mrben("dir/llama_1shot_cot_True_scored_eval_results.json.gz")).toEqual({
      shots: 1,
      warning: null,
      gzip: true,
    });
  });

  it("tells the first-stage file apart by its name", () => {
    expect(mrben("m_1shot_cot_True_eval_results.json").warning).toMatch(/first-stage file/);
  });

  it("knows nothing of other names, nor of any name where a kind has no official one", () => {
    expect(mrben("results.json")).toEqual({ shots: null, warning: null, gzip: false });
    expect(readFileName("m_1shot_cot_True_scored_eval_results.json.gz", undefined)).toEqual({
      shots: null,
      warning: null,
      gzip: true,
    });
  });
});
