import { describe, expect, it } from "vitest";
import { extractionKind } from "./kind";
import { scoreExtraction, type JsonObject } from "./extraction-score";
import { SAMPLE_PREDICTED_RECORDS, SAMPLE_PREDICTIONS_FILE_NAME, samplePredictionsText } from "./sample-predictions";

describe("the How to submit page's sample predictions file", () => {
  it("is offered by the extraction kind as JSON Lines", () => {
    expect(extractionKind.sample?.fileName).toBe(SAMPLE_PREDICTIONS_FILE_NAME);
    expect(SAMPLE_PREDICTIONS_FILE_NAME).toMatch(/\.jsonl$/);
    expect(extractionKind.sample?.text()).toBe(samplePredictionsText());
  });

  it("reads with the upload's reader and scores every field right against the records it holds", () => {
    const parsed = extractionKind.parse(samplePredictionsText(), 1);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const { predictions } = parsed.value;
    expect(predictions.map((prediction) => prediction.id)).toEqual([...SAMPLE_PREDICTED_RECORDS.keys()]);
    const scored = scoreExtraction({
      references: [...SAMPLE_PREDICTED_RECORDS].map(([id, record]) => ({ id, reference: record as JsonObject })),
      predictions: predictions.map(({ id, text }) => ({ id: id!, text })),
      matching: "aligned",
      normalization: "none",
      // Item to item: the book's cross product counts a list's fields more than once (F1 1.125 here).
      lists: "matched",
    });
    expect(scored.ok).toBe(true);
    if (!scored.ok) return;
    expect(scored.report.diagnostics.unparseable.total).toBe(0);
    expect(scored.report.summary.f1).toBe(1);
  });
});
