import { describe, expect, it } from "vitest";
import { reportedEntrySchema } from "@/lib/benchmarks/mrben/reported-entry-input";

const SUBJECTS = ["math", "coding"];
const schema = reportedEntrySchema(SUBJECTS);
const base = {
  modelName: "Paper Model",
  modelLink: "https://example.org/model",
  organization: "Lab",
  description: "From the paper",
  parameterCount: "70B",
  openWeights: false,
  sourceUrl: "https://example.org/paper",
};

const messages = (input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
};

describe("reportedEntrySchema", () => {
  it("stores percent scores as fractions and keeps only the settings given", () => {
    const result = schema.parse({
      ...base,
      scores: { "0": { math: "42.1", coding: 30 }, "1": { math: "", coding: "" } },
    });
    expect(result.scores).toEqual({ "0": { math: 0.421, coding: 0.3 } });
    expect(result.parameterCount).toBe(70_000_000_000n);
  });

  it("a setting with some subjects given needs every subject, and says which is missing", () => {
    expect(messages({ ...base, scores: { "1": { math: "50" } } })).toEqual([
      "scores.1.coding: is required: Coding has no 1-shot score (every subject of a setting is needed)",
    ]);
  });

  it("needs at least one shot setting", () => {
    expect(messages({ ...base, scores: {} })).toEqual([
      "scores: need the scores of at least one shot setting (0-shot or 1-shot), per subject or the average",
    ]);
  });

  it("takes a setting's average alone, and refuses it beside that setting's subjects", () => {
    expect(schema.parse({ ...base, scores: {}, means: { "1": "33.3" } })).toMatchObject({
      scores: {},
      means: { "1": 0.333 },
    });
    expect(messages({ ...base, scores: {}, means: { "0": "33.33" } })).toEqual([
      "means.0: must be a percentage such as 42.1 (at most one decimal)",
    ]);
    expect(messages({ ...base, scores: { "0": { math: "1", coding: "2" } }, means: { "0": "1.5" } })).toEqual([
      "means.0: must be empty when the subjects' 0-shot scores are given: the average is their mean",
    ]);
  });

  it("refuses scores above 100, below 0 or with more than one decimal", () => {
    expect(messages({ ...base, scores: { "0": { math: "100.1", coding: "-1" } } })).toHaveLength(2);
    expect(messages({ ...base, scores: { "0": { math: "42.15", coding: "1" } } })).toEqual([
      "scores.0.math: must be a percentage such as 42.1 (at most one decimal)",
    ]);
  });

  it("accepts only http(s) links for the source", () => {
    expect(messages({ ...base, sourceUrl: "javascript:alert(1)", scores: { "0": { math: 1, coding: 2 } } })).toEqual([
      "sourceUrl: must be an http:// or https:// link",
    ]);
  });

  it("refuses a subject the benchmark does not have", () => {
    expect(messages({ ...base, scores: { "0": { math: 1, coding: 2, poetry: 3 } } })).toEqual([
      "scores.0.poetry: is not a subject of the current benchmark",
    ]);
  });
});
