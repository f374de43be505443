import { describe, expect, it } from "vitest";
import type { HeatmapCell } from "./board-figures";
import { heatmapValue } from "./heatmap-figures";

const cell: HeatmapCell = {
  f1: 0.5,
  truthLeaves: 10,
  predictionLeaves: 8,
  correct: 5,
  missing: 2,
  invented: 2,
  wrong: 3,
};

describe("heatmapValue", () => {
  it("gives missing and wrong over the path's truth values, invented over the entry's predicted values", () => {
    expect(heatmapValue(cell, "f1")).toBe(0.5);
    expect(heatmapValue(cell, "missing")).toBe(0.2);
    expect(heatmapValue(cell, "wrong")).toBe(0.3);
    expect(heatmapValue(cell, "invented")).toBe(0.25);
  });

  it("reads an entry that predicted nothing at a path as inventing nothing there", () => {
    expect(heatmapValue({ ...cell, predictionLeaves: 0, invented: 0 }, "invented")).toBe(0);
  });

  it("has no error figures for a scoring made before they were counted, nor any for a path the entry lacks", () => {
    const before = { ...cell, missing: null, invented: null, wrong: null };
    expect(heatmapValue(before, "missing")).toBeUndefined();
    expect(heatmapValue(before, "f1")).toBe(0.5);
    // A board cached before the counts existed holds cells without them at all.
    expect(heatmapValue({ f1: 0.4, truthLeaves: 3 }, "wrong")).toBeUndefined();
    expect(heatmapValue(undefined, "f1")).toBeUndefined();
  });
});
