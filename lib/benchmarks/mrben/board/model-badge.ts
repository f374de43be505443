// A model's MR-Ben badge: "MR-Ben | MR-Score 42.1 (#3)", on the overall board of one shot setting.
import { formatPercent } from "@/lib/benchmarks/mrben/mr-score";
import type { RankedRow, Shots } from "@/lib/benchmarks/mrben/board/types";
import { entryBadge, type Badge } from "@/lib/boards/badge-svg";

export function modelBadge(row: RankedRow | null, shots: Shots): Badge {
  return entryBadge(row && { score: row.score.value, rank: row.rank, tier: row.entry.tier }, {
    label: shots === 0 ? "MR-Ben" : "MR-Ben 1-shot",
    scoreLabel: "MR-Score",
    format: formatPercent,
  });
}
