import { describe, expect, it } from "vitest";
import type { BoardRow } from "@/lib/benchmarks/kind-server";
import { boardPricePoints } from "./board-price-points";

function row(name: string, score: number, price: BoardRow["model"]["price"]): BoardRow {
  return {
    rank: null,
    rankBand: null,
    submissionId: `sub-${name}`,
    scoringId: `scoring-${name}`,
    model: { name, slug: name, link: "", organization: "", parameterCount: null, openWeights: true, price },
    score,
    interval: null,
    benchmarkVersion: 1,
    approvedAt: null,
    flags: [],
    tier: "rescored",
    figures: {},
  };
}

describe("boardPricePoints", () => {
  it("plots priced entries by blended price against the score x100, cheapest first, marking the frontier", () => {
    const points = boardPricePoints([
      row("best", 0.75, { input: 10, output: 30 }),
      row("unpriced", 0.9, null),
      row("cheap", 0.5, { input: 1, output: 2 }),
      row("dear-worse", 0.25, { input: 5, output: 15 }),
    ]);
    expect(points.map((point) => [point.model, point.price, point.score, point.frontier])).toEqual([
      ["cheap", 1.25, 50, true],
      ["dear-worse", 7.5, 25, false],
      ["best", 15, 75, true],
    ]);
    expect(points[0]).toMatchObject({ key: "sub-cheap", priceText: "$1.00 / $2.00", text: "50.0" });
  });

  it("leaves out a free entry, which a logarithmic axis cannot place", () => {
    expect(boardPricePoints([row("free", 0.7, { input: 0, output: 0 })])).toEqual([]);
  });
});
