import { describe, expect, it } from "vitest";
import type { BoardRun } from "./board-data";
import { buildBoard } from "@/tests/helpers/board-builder";
import { buildShownBoard, type BoardShowing } from "./shown-board";

/** A kind that shows nothing beyond what every board has. */
const SHOWING: BoardShowing<BoardRun> = {
  names: { overall: { title: "Score", label: "Score" }, part: { title: "Score", label: "Score" }, testId: "score" },
  figureColumns: () => [],
  figures: () => ({}),
  links: "model",
  exports: { path: "/api/b" },
};
import { priceScorePoints } from "./board-charts";

describe("priceScorePoints", () => {
  it("plots priced entries by blended price, cheapest first, marking the ones no cheaper entry beats", () => {
    const data = buildBoard([
      { slug: "cheap", runs: { "0": { mean: 0.2 } } },
      { slug: "dear-best", runs: { "0": { mean: 0.6 } } },
      { slug: "dear-worse", runs: { "0": { mean: 0.3 } } },
      { slug: "unpriced", runs: { "0": { mean: 0.9 } } },
    ]);
    const prices: Record<string, { input: number; output: number }> = {
      cheap: { input: 0.1, output: 0.3 },
      "dear-best": { input: 10, output: 30 },
      "dear-worse": { input: 5, output: 15 },
    };
    for (const entry of data.entries) entry.price = prices[entry.slug] ?? null;
    const points = priceScorePoints(
      buildShownBoard({ data, showing: SHOWING, benchmark: { slug: "b", versionNumber: 1 } }).rows["0"],
    );
    expect(points.map((point) => [point.key, point.price, point.frontier])).toEqual([
      ["cheap", 0.15, true],
      ["dear-worse", 7.5, true],
      ["dear-best", 15, true],
    ]);
    data.entries.find((entry) => entry.slug === "dear-worse")!.price = { input: 20, output: 60 };
    const again = priceScorePoints(
      buildShownBoard({ data, showing: SHOWING, benchmark: { slug: "b", versionNumber: 1 } }).rows["0"],
    );
    expect(again.find((point) => point.key === "dear-worse")).toMatchObject({
      frontier: false,
      priceText: "$20.00 / $60.00",
    });
  });
});
