import { describe, expect, it } from "vitest";
import { DEFAULT_JUDGE_MODEL, fieldErrors, parseParameterCount, ZSubmissionMeta } from "./submission-meta";

const valid = {
  modelName: "Llama-3-8B-Instruct",
  modelLink: "https://huggingface.co/meta-llama/Meta-Llama-3-8B-Instruct",
  description: "An instruction-tuned model.",
  organization: "Meta",
  openWeights: true,
  temperature: 0,
};

function errorsOf(input: unknown): string[] {
  const result = ZSubmissionMeta.safeParse(input);
  return result.success ? [] : fieldErrors(result.error).map((error) => error.detail);
}

describe("submission metadata", () => {
  it("accepts the template's fields and defaults the judge to gpt-4-turbo-2024-04-09", () => {
    const parsed = ZSubmissionMeta.parse(valid);
    expect(parsed.judgeModel).toBe(DEFAULT_JUDGE_MODEL);
    expect(parsed.notes).toBe("");
    expect(parsed.parameterCount).toBeNull();
  });

  it.each(["javascript:alert(1)", "data:text/html,hi", "ftp://example.com/model", "not a link", "https://"])(
    "refuses the link %s: only http(s) links",
    (modelLink) => {
      expect(errorsOf({ ...valid, modelLink })).toEqual(["modelLink must be an http:// or https:// link"]);
    },
  );

  it("takes the API price per million input and output tokens, both or neither", () => {
    const priced = ZSubmissionMeta.parse({ ...valid, priceInputUsdPerMTok: "$2.50", priceOutputUsdPerMTok: 10 });
    expect([priced.priceInputUsdPerMTok, priced.priceOutputUsdPerMTok]).toEqual([2.5, 10]);
    const unpriced = ZSubmissionMeta.parse({ ...valid, priceInputUsdPerMTok: "", priceOutputUsdPerMTok: null });
    expect([unpriced.priceInputUsdPerMTok, unpriced.priceOutputUsdPerMTok]).toEqual([null, null]);
    expect(errorsOf({ ...valid, priceInputUsdPerMTok: 3 })).toEqual([
      "priceOutputUsdPerMTok is required with the other price: give the price of input and of output tokens, or neither",
    ]);
    expect(errorsOf({ ...valid, priceInputUsdPerMTok: -1, priceOutputUsdPerMTok: "cheap" })).toEqual([
      "priceInputUsdPerMTok must be a price in US dollars per million tokens, such as 2.5",
      "priceOutputUsdPerMTok must be a price in US dollars per million tokens, such as 2.5",
    ]);
  });

  it("refuses over-long fields, naming them", () => {
    expect(errorsOf({ ...valid, modelName: "x".repeat(121), notes: "y".repeat(5001) })).toEqual([
      "modelName must be at most 120 characters",
      "notes must be at most 5000 characters",
    ]);
  });

  it("refuses unknown fields and wrong types", () => {
    expect(errorsOf({ ...valid, temperature: "hot", extra: 1 })).toEqual([
      "temperature must be a number",
      "unknown field(s): extra",
    ]);
  });

  it("accepts claimed scores in percent per shot and subject, and refuses out-of-range ones", () => {
    expect(errorsOf({ ...valid, claimedScores: { "0": { mean: 31.4, subjects: { math: 20 } }, "1": {} } })).toEqual([]);
    expect(errorsOf({ ...valid, claimedScores: { "0": { mean: 140 } } })).toEqual([
      "claimedScores.0.mean must be between 0 and 100",
    ]);
    expect(errorsOf({ ...valid, claimedScores: { "2": { mean: 1 } } })).toEqual(["claimedScores unknown field(s): 2"]);
  });
});

describe("parseParameterCount", () => {
  it.each([
    ["7B", 7_000_000_000n],
    ["13.5b", 13_500_000_000n],
    ["350M", 350_000_000n],
    ["1.8T", 1_800_000_000_000n],
    ["7,000,000,000", 7_000_000_000n],
    [8030261248, 8_030_261_248n],
  ])("reads %s", (input, expected) => {
    expect(parseParameterCount(input)).toBe(expected);
  });

  it.each(["", "seven", "-7B", "1.5", "0", "7BB", "1e9"])("refuses %s", (input) => {
    expect(parseParameterCount(input)).toBeNull();
  });
});
