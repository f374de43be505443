// A shared board's entries with a known API price as the price chart plots them: the blended price
// against the kind's score (x100), cheapest first, each marked when no cheaper entry beats it. Pure.
import type { BoardRow } from "@/lib/benchmarks/kind-server";
import { blendedPrice, formatPrice, markFrontier } from "@/lib/benchmarks/price";

export interface BoardPricePoint {
  /** The entry's submission. */
  key: string;
  model: string;
  /** Blended USD per million tokens (3 input : 1 output). */
  price: number;
  priceText: string;
  /** The kind's score x100. */
  score: number;
  text: string;
  frontier: boolean;
}

export function boardPricePoints(rows: readonly BoardRow[]): BoardPricePoint[] {
  return markFrontier(
    rows.flatMap((row) => {
      const price = row.model.price;
      // A free entry has no place on a logarithmic axis.
      if (price === null || blendedPrice(price) <= 0) return [];
      const score = row.score * 100;
      return [
        {
          key: row.submissionId,
          model: row.model.name,
          price: blendedPrice(price),
          priceText: formatPrice(price),
          score,
          text: score.toFixed(1),
        },
      ];
    }),
  );
}
