// The board as it stood at the end of a past day (?asOf=YYYY-MM-DD) and the list of what changed
// on it, replayed from the audit log and the runs' scoring history; cached under the boards' tag
// like the current board, so a change on the board expires them too.
import "server-only";
import { endOfDay } from "@/lib/benchmarks/history-rules";
import { cachedQuery } from "@/lib/platform/cache/cached-query";
import { boardChanges } from "./board-changes";
import { boardAt } from "./board-history";
import { loadBoardTimelines } from "./board-history-load";
import { getBoardData } from "./load-board";
import type { BoardData } from "./types";

/** Changes per page of /changes and of the feed. */
export const CHANGES_PER_PAGE = 50;

const boardAsOf = cachedQuery("leaderboard-board-as-of", async (day: string) =>
  boardAt(await loadBoardTimelines(), endOfDay(day)),
);

/** The board as of a day, or today's when none is asked for. */
export function getBoard(day: string | null): Promise<BoardData> {
  return day === null ? getBoardData() : boardAsOf(day);
}

export const getBoardChanges = cachedQuery("leaderboard-changes", async (page: number) =>
  boardChanges(await loadBoardTimelines(), { offset: (page - 1) * CHANGES_PER_PAGE, limit: CHANGES_PER_PAGE }),
);
