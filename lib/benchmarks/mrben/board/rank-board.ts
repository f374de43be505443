// MR-Ben's board's rows: ranked as every board's (lib/boards/rank-board.ts), overall, by subject, or
// on the overall board by the MR-Score of one difficulty level's items.
import type { BoardData, BoardLevel, RankedRow, Shots } from "@/lib/benchmarks/mrben/board/types";
import { rankBoard as rankAnyBoard } from "@/lib/boards/rank-board";

export { findRankedRow } from "@/lib/boards/rank-board";

export function rankBoard({
  data,
  shots,
  subject,
  level,
}: {
  data: BoardData;
  shots: Shots;
  subject?: string;
  /** Overall board only: rank by the MR-Score of one difficulty level's items. */
  level?: BoardLevel;
}): RankedRow[] {
  return rankAnyBoard({
    data,
    shots,
    subject,
    scoreOf:
      level === undefined
        ? undefined
        : (run) => (subject === undefined ? (run.levels?.[level]?.mrScore ?? null) : null),
  });
}
