import { describe, expect, it } from "vitest";
import { pageOfMergedLogs } from "./merged-change-logs";

/** A log of changes named by their day, newest first; it records which runs of itself were described. */
function log(name: string, days: number[]) {
  const asked: [number, number][] = [];
  return {
    asked,
    times: days.map((day) => new Date(Date.UTC(2026, 0, day))),
    page(offset: number, limit: number) {
      asked.push([offset, limit]);
      return days.slice(offset, offset + limit).map((day) => `${name}${day}`);
    },
  };
}

describe("merging benchmarks' change logs", () => {
  it("lists every log's changes newest first, ties in the logs' order, and counts them all", () => {
    const merged = pageOfMergedLogs([log("a", [9, 5, 2]), log("b", [7, 5, 1])], 0, 10);
    expect(merged).toEqual({ total: 6, changes: ["a9", "b7", "a5", "b5", "a2", "b1"] });
  });

  it("pages the merged list, describing only each log's share of the page", () => {
    const a = log("a", [9, 5, 2]);
    const b = log("b", [7, 5, 1]);
    const pages = [0, 2, 4].map((offset) => pageOfMergedLogs([a, b], offset, 2).changes);
    expect(pages).toEqual([
      ["a9", "b7"],
      ["a5", "b5"],
      ["a2", "b1"],
    ]);
    expect(a.asked).toEqual([
      [0, 1],
      [1, 1],
      [2, 1],
    ]);
    expect(b.asked).toEqual([
      [0, 1],
      [1, 1],
      [2, 1],
    ]);
    expect(pageOfMergedLogs([a, b], 6, 2)).toEqual({ total: 6, changes: [] });
  });

  it("asks a log for a run of its list when the page holds several of its changes in a row", () => {
    const a = log("a", [9, 8, 7, 1]);
    const b = log("b", [3]);
    expect(pageOfMergedLogs([a, b], 1, 3).changes).toEqual(["a8", "a7", "b3"]);
    expect(a.asked).toEqual([[1, 2]]);
  });
});
