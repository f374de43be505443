// A board's entries with a known API price as the price chart plots them: the blended price against
// the kind's score (x100), cheapest first, each marked when no cheaper entry beats it. Pure; every
// board's chart, shared or a kind's own page, goes through pricePoints.
import { markFrontier } from "@/lib/benchmarks/price";

/** What the chart needs of an entry, whatever the board's rows look like. */
export interface PriceCandidate {
  /** Unique on the board: a submission's id, or a model's slug where a model has one row. */
  key: string;
  model: string;
  /** Blended USD per million tokens (3 input : 1 output); null when the entry gives no price. */
  price: number | null;
  priceText: string;
  /** The kind's score x100. */
  score: number;
  /** The score as the board writes it. */
  text: string;
}

export type BoardPricePoint = Omit<PriceCandidate, "price"> & { price: number; frontier: boolean };

export function pricePoints(candidates: readonly PriceCandidate[]): BoardPricePoint[] {
  // A free entry has no place on a logarithmic axis.
  return markFrontier(
    candidates.flatMap((candidate) =>
      candidate.price === null || candidate.price <= 0 ? [] : [{ ...candidate, price: candidate.price }],
    ),
  );
}
