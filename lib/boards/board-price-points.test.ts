import { describe, expect, it } from "vitest";
import { pricePoints, type PriceCandidate } from "./board-price-points";

const candidate = (model: string, score: number, price: number | null): PriceCandidate => ({
  key: `sub-${model}`,
  model,
  price,
  priceText: price === null ? "" : `$${price}`,
  score,
  text: score.toFixed(1),
});

describe("pricePoints", () => {
  it("plots priced entries by blended price against the score, cheapest first, marking the frontier", () => {
    const points = pricePoints([
      candidate("best", 75, 15),
      candidate("unpriced", 90, null),
      candidate("cheap", 50, 1.25),
      candidate("dear-worse", 25, 7.5),
    ]);
    expect(points.map((point) => [point.model, point.price, point.score, point.frontier])).toEqual([
      ["cheap", 1.25, 50, true],
      ["dear-worse", 7.5, 25, false],
      ["best", 15, 75, true],
    ]);
  });

  it("leaves out a free entry, which a logarithmic axis cannot place", () => {
    expect(pricePoints([candidate("free", 70, 0)])).toEqual([]);
  });
});
