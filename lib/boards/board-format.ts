// How every board prints its numbers: scores x100 with one decimal (the portal's one formatter),
// intervals, rank bands, parameter counts and days. Client components use it: it imports nothing
// that reads the server.
import type { IntervalScore, RankBand } from "@/lib/benchmarks/kind-server";
import { formatPercent } from "@/lib/platform/percent";

export { formatPercent };

/** "[41.2, 45.9]", the interval alone, for titles; null without an interval. */
export function formatIntervalBounds(score: IntervalScore): string | null {
  if (score.ciLow === null || score.ciHigh === null) return null;
  return `[${formatPercent(score.ciLow)}, ${formatPercent(score.ciHigh)}]`;
}

/** The interval's half-width in points ("2.1"), or null without an interval. */
export function formatHalfWidth(score: IntervalScore): string | null {
  if (score.ciLow === null || score.ciHigh === null) return null;
  return formatPercent((score.ciHigh - score.ciLow) / 2);
}

/** The band beside a rank, "2–5", or null when the band is the rank itself. */
export function formatRankBand(rank: number | null, band: RankBand | null): string | null {
  if (rank === null || band === null || (band.best === rank && band.worst === rank)) return null;
  return `${band.best}–${band.worst}`;
}

const compact = new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 });

/** The board's narrower column and chart axis: "70B", "1.5B", "350M", "1.8T"; an em dash when unknown. */
export function formatParametersShort(count: number | null): string {
  if (count === null) return "—";
  if (count >= 1e12) return `${compact.format(count / 1e12)}T`;
  if (count >= 1e9) return `${compact.format(count / 1e9)}B`;
  return `${compact.format(count / 1e6)}M`;
}

/** A date as YYYY-MM-DD (UTC), the same on the server and in every browser. */
export function formatDay(iso: string): string {
  return iso.slice(0, 10);
}
