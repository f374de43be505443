// What running a model costs, as boards show it: its API price per million input and output tokens,
// one blended figure to sort and chart by, and the entries no cheaper entry beats (the Pareto
// frontier of score against price). Pure: the browser's charts use it too.

/** USD per million input and output tokens. */
export type Price = { input: number; output: number };

/**
 * One figure for a price: three input tokens to one output token, the mix price comparisons
 * commonly assume for chat workloads (an evaluation prompt is mostly input).
 */
export function blendedPrice({ input, output }: Price): number {
  return (3 * input + output) / 4;
}

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 2 });

/** "$5 / $15": input / output per million tokens; "—" when unknown. */
export function formatPrice(price: Price | null): string {
  if (price === null) return "—";
  return `${usd.format(price.input)} / ${usd.format(price.output)}`;
}

export interface PricedPoint {
  key: string;
  price: number;
  score: number;
}

/**
 * The points no other point beats: none is as cheap or cheaper and scores as well or better with
 * one of the two strictly. Returned cheapest first (scores then rise along it); points with the
 * same price and score are all kept.
 */
export function paretoFrontier<P extends PricedPoint>(points: readonly P[]): P[] {
  const sorted = [...points].sort((a, b) => a.price - b.price || b.score - a.score || (a.key < b.key ? -1 : 1));
  const frontier: P[] = [];
  let best = Number.NEGATIVE_INFINITY;
  let bestPrice = Number.NaN;
  for (const point of sorted) {
    const last = frontier.at(-1);
    if (point.score > best) {
      frontier.push(point);
      best = point.score;
      bestPrice = point.price;
    } else if (last && point.score === best && point.price === bestPrice) frontier.push(point);
  }
  return frontier;
}

/** Points cheapest first (the better score first at one price), each saying whether it is on the frontier. */
export function markFrontier<P extends PricedPoint>(points: readonly P[]): Array<P & { frontier: boolean }> {
  const frontier = new Set(paretoFrontier(points));
  return [...points]
    .sort((a, b) => a.price - b.price || b.score - a.score)
    .map((point) => ({ ...point, frontier: frontier.has(point) }));
}
