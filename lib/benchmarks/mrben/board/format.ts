// How the public pages print their numbers: scores x100 with one decimal (as the official
// script), intervals, ranks and rank bands, shares, parameter counts, file sizes and dates.
// Imports metrics directly (not the mr-score index) because client components use this module.
import { formatPercent, formatRankBand } from "@/lib/boards/board-format";
import type { IntervalScore, RankBand } from "@/lib/benchmarks/mrben/board/types";

export {
  formatDay,
  formatHalfWidth,
  formatIntervalBounds,
  formatParametersShort,
  formatPercent,
  formatRankBand,
} from "@/lib/boards/board-format";

/** "42.1 (38.0–45.9)" in percent; the interval is left out when the run has none. */
export function formatInterval(score: IntervalScore): string {
  const value = formatPercent(score.value);
  if (score.ciLow === null || score.ciHigh === null) return value;
  return `${value} (${formatPercent(score.ciLow)}–${formatPercent(score.ciHigh)})`;
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
