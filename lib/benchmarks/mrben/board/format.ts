// How the public pages print their numbers: scores x100 with one decimal (as the official
// script), intervals, ranks and rank bands, shares, parameter counts, file sizes and dates.
// Imports metrics directly (not the mr-score index) because client components use this module.
import { formatPercent } from "@/lib/benchmarks/mrben/mr-score/metrics";
import type { IntervalScore, RankBand } from "@/lib/benchmarks/mrben/board/types";

export { formatPercent };

/** "42.1 (38.0–45.9)" in percent; the interval is left out when the run has none. */
export function formatInterval(score: IntervalScore): string {
  const value = formatPercent(score.value);
  if (score.ciLow === null || score.ciHigh === null) return value;
  return `${value} (${formatPercent(score.ciLow)}–${formatPercent(score.ciHigh)})`;
}

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

/** "#2 (1–4)": the rank and, when wider than the rank itself, the band the intervals allow. */
export function formatRank(rank: number | null, band: RankBand | null): string {
  if (rank === null) return "unranked";
  const shownBand = formatRankBand(rank, band);
  return shownBand === null ? `#${rank}` : `#${rank} (${shownBand})`;
}

/** A share of models in percent with no decimals, or "–" when it does not apply. */
export function formatShare(share: number | null): string {
  return share === null ? "–" : `${Math.round(share * 100)}%`;
}

export function formatBytes(bytes: number | null): string {
  if (bytes === null) return "–";
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The parameter count as people write it, for the model page: 7B, 70B, 1.5B, 1.25T, 350M. */
export function formatParameters(count: number | null): string {
  if (count === null) return "not given";
  if (count >= 1e12) return `${+(count / 1e12).toFixed(2)}T`;
  if (count >= 1e9) return `${+(count / 1e9).toFixed(1)}B`;
  if (count >= 1e6) return `${+(count / 1e6).toFixed(0)}M`;
  return String(count);
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
