import { describe, expect, it } from "vitest";
import { readExtractionSettings, scoringRulesIdentity } from "./settings";

const RULE = { pattern: "**.name", rule: "fuzzy", options: { threshold: 0.8 } };

describe("extraction settings", () => {
  it("settings written before list modes and field rules read with their defaults", () => {
    expect(readExtractionSettings({ matching: "optimal", normalization: "ord-v1" })).toEqual({
      matching: "optimal",
      normalization: "ord-v1",
      lists: "book",
      fields: [],
    });
  });

  it("stored field rules and the record key read back as written; a corrupted list of rules reads as none", () => {
    const settings = readExtractionSettings({ lists: "matched", fields: [RULE], recordKey: "id" });
    expect(settings).toMatchObject({ lists: "matched", fields: [RULE], recordKey: "id" });
    expect(readExtractionSettings({ fields: "fuzzy" }).fields).toEqual([]);
  });

  it("the scoring rules' identity is undefined at the defaults, so digests of rule-less benchmarks do not change", () => {
    expect(scoringRulesIdentity({ lists: "book", fields: [] })).toBeUndefined();
    expect(scoringRulesIdentity({ lists: "matched", fields: [] })).toBeDefined();
    expect(scoringRulesIdentity({ lists: "book", fields: [], recordKey: "id" })).toBeDefined();
  });

  it("the identity ignores the order of object keys but not the order of the rules", () => {
    const other = { pattern: "**.mass", rule: "quantity", options: { relative: 1e-9 } };
    const reordered = { options: { threshold: 0.8 }, rule: "fuzzy", pattern: "**.name" };
    expect(scoringRulesIdentity({ lists: "book", fields: [RULE, other] })).toBe(
      scoringRulesIdentity({ lists: "book", fields: [reordered, other] }),
    );
    expect(scoringRulesIdentity({ lists: "book", fields: [RULE, other] })).not.toBe(
      scoringRulesIdentity({ lists: "book", fields: [other, RULE] }),
    );
  });
});
