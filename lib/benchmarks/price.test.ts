import { describe, expect, it } from "vitest";
import { blendedPrice, formatPrice, markFrontier, paretoFrontier } from "./price";

const point = (key: string, price: number, score: number) => ({ key, price, score });

describe("paretoFrontier", () => {
  it("keeps the points no cheaper-or-equal point outscores, cheapest first", () => {
    const points = [
      point("cheap-weak", 0.2, 0.1),
      point("cheap-strong", 0.3, 0.4),
      point("dear-weaker", 5, 0.35),
      point("dear-best", 15, 0.6),
      point("mid", 3, 0.4),
    ];
    expect(paretoFrontier(points).map((p) => p.key)).toEqual(["cheap-weak", "cheap-strong", "dear-best"]);
  });

  it("a point that costs the same as a better one is off the frontier; exact twins both stay", () => {
    const points = [point("a", 1, 0.5), point("b", 1, 0.4), point("twin", 1, 0.5)];
    expect(paretoFrontier(points).map((p) => p.key)).toEqual(["a", "twin"]);
  });

  it("an empty board has an empty frontier", () => {
    expect(paretoFrontier([])).toEqual([]);
  });
});

describe("prices", () => {
  it("blends three input tokens to one output token", () => {
    expect(blendedPrice({ input: 10, output: 30 })).toBe(15);
  });

  it("prints input and output per million tokens, a dash when unknown", () => {
    expect(formatPrice({ input: 0.15, output: 0.6 })).toBe("$0.15 / $0.60");
    expect(formatPrice({ input: 5, output: 15 })).toBe("$5.00 / $15.00");
    expect(formatPrice(null)).toBe("—");
  });
});

describe("markFrontier", () => {
  it("orders the points cheapest first, the better score first at one price, and marks the frontier", () => {
    const points = [point("dear-best", 15, 0.6), point("mid", 3, 0.4), point("cheap", 0.3, 0.4), point("tie", 3, 0.5)];
    expect(markFrontier(points).map((p) => [p.key, p.frontier])).toEqual([
      ["cheap", true],
      ["tie", true],
      ["mid", false],
      ["dear-best", true],
    ]);
  });
});
