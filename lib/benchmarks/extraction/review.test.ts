// An extraction run at a glance in the moderation queue, in the kind's own words: predictions, ids and
// references rather than MR-Ben's items and truth; a stored report lacking parts reads as clean.
import { describe, expect, it } from "vitest";
import { extractionReviewRun } from "./review";

describe("extractionReviewRun", () => {
  it("flags unparseable predictions, unknown ids and differing references, and shows the F1", () => {
    const review = extractionReviewRun(
      {
        score: 0.25,
        report: {
          diagnostics: { unparseable: { total: 4 }, unknownIds: { total: 2 } },
          submittedReferences: { differing: 1 },
        },
      },
      1,
    );
    expect(review.flags).toEqual([
      "1-shot: 1 submitted reference(s) differ from the benchmark's",
      "1-shot: 4 unparseable prediction(s)",
      "1-shot: 2 prediction id(s) of no reference",
    ]);
    expect(review.lines).toContainEqual({ label: "F1", value: "25.0", testId: "signals-f1-1" });
    expect(review.lines).toContainEqual({ label: "Unparseable predictions", value: "4" });
  });

  it("raises no flag for a clean run, nor for a stored report that is empty or not an object", () => {
    for (const report of [{}, null, "text", { diagnostics: {} }])
      expect(extractionReviewRun({ score: 0.5, report }, 0).flags).toEqual([]);
  });
});
