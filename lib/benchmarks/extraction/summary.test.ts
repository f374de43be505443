import { describe, expect, it } from "vitest";
import { extractionVariant, readExtractionSummary } from "./summary";

describe("extractionVariant", () => {
  it("keeps the string of scorings stored before list modes for the book's lists, so they keep their identity", () => {
    expect(extractionVariant({ matching: "aligned", normalization: "ord-v1@1", shots: 1, lists: "book" })).toBe(
      "matching=aligned;normalization=ord-v1@1;shots=1",
    );
  });

  it("names any other list mode, so a matched scoring is stored apart from the book's", () => {
    expect(extractionVariant({ matching: "optimal", normalization: "none@1", shots: 0, lists: "matched" })).toBe(
      "matching=optimal;normalization=none@1;shots=0;lists=matched",
    );
  });
});

describe("readExtractionSummary", () => {
  it("reads a summary written before nodes, ANLS*, missing/invented/wrong and chemistry as not counted", () => {
    const summary = readExtractionSummary({
      matching: "aligned",
      normalization: "none@1",
      shots: 0,
      records: 100,
      recall: 0.5,
      precision: 0.4,
      recallCi: null,
      precisionCi: null,
      micro: { recall: 0.5, precision: 0.4, f1: 0.44 },
    });
    expect(summary).toMatchObject({ lists: "book", nodes: null, anlsStar: null, diff: null, withoutChemistry: null });
    expect(summary.recall).toBe(0.5);
  });

  it("reads the figures a scoring stores now, and a malformed one as not counted rather than failing", () => {
    const summary = readExtractionSummary({
      lists: "matched",
      nodes: { recall: 0.6, precision: 0.5, f1: 0.545 },
      anlsStar: 0.7,
      diff: { correct: 10.5, missing: 3, invented: 2, wrong: 1.5 },
      withoutChemistry: { normalization: "ord-v1@1", recall: 0.4, precision: 0.4, f1: 0.4 },
    });
    expect(summary).toMatchObject({
      lists: "matched",
      nodes: { f1: 0.545 },
      anlsStar: 0.7,
      diff: { correct: 10.5, wrong: 1.5 },
      withoutChemistry: { normalization: "ord-v1@1", f1: 0.4 },
    });
    expect(readExtractionSummary({ diff: { missing: "3" }, nodes: "x", anlsStar: "0.7" })).toMatchObject({
      diff: null,
      nodes: null,
      anlsStar: null,
    });
  });
});
