// A board's entries with a known API price as the price chart plots them: the blended price against
// the kind's score (x100), cheapest first, each marked when no cheaper entry beats it. Pure; every
// board's chart, shared or a kind's own page, goes through pricePoints.
import type { BoardRow } from "@/lib/benchmarks/kind-server";
import { blendedPrice, formatPrice, markFrontier } from "@/lib/benchmarks/price";

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

/** A shared board's rows as price candidates: the submission is the key, the score written with one decimal. */
export function boardPricePoints(rows: readonly BoardRow[]): BoardPricePoint[] {
  return pricePoints(
    rows.map((row) => ({
      key: row.submissionId,
      model: row.model.name,
      price: row.model.price === null ? null : blendedPrice(row.model.price),
      priceText: row.model.price === null ? "" : formatPrice(row.model.price),
      score: row.score * 100,
      text: (row.score * 100).toFixed(1),
    })),
  );
}
