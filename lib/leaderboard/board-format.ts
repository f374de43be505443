// How the board writes its numbers: scores x100 with one decimal (as the official script),
// intervals as a +/- half-width, sizes in billions, rank bands as "2–5".
import { formatPercent } from "@/lib/mr-score/metrics";
import type { IntervalScore, RankBand } from "@/lib/leaderboard/types";

export { formatPercent };

/** The interval's half-width in points ("2.1"), or null without an interval. */
export function formatHalfWidth(score: IntervalScore): string | null {
  if (score.ciLow === null || score.ciHigh === null) return null;
  return formatPercent((score.ciHigh - score.ciLow) / 2);
}

/** "[41.2, 45.9]", the interval itself, for titles; null without an interval. */
export function formatInterval(score: IntervalScore): string | null {
  if (score.ciLow === null || score.ciHigh === null) return null;
  return `[${formatPercent(score.ciLow)}, ${formatPercent(score.ciHigh)}]`;
}

const compact = new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 });

/** A parameter count as "70B", "1.5B", "350M", "1.8T"; an em dash when unknown. */
export function formatParams(count: number | null): string {
  if (count === null) return "—";
  if (count >= 1e12) return `${compact.format(count / 1e12)}T`;
  if (count >= 1e9) return `${compact.format(count / 1e9)}B`;
  return `${compact.format(count / 1e6)}M`;
}

/** The band beside a rank, "2–5", or null when the band is the rank itself. */
export function formatRankBand(rank: number | null, band: RankBand | null): string | null {
  if (rank === null || band === null || (band.best === rank && band.worst === rank)) return null;
  return `${band.best}–${band.worst}`;
}
