// The board as it stood at the end of a past day (?asOf=YYYY-MM-DD), replayed from the audit log
// and the runs' scoring history; cached under the boards' tag like the current board, so a change
// on the board expires it too. What changed on it is listed by lib/boards/board-change-log.ts.
import "server-only";
import { endOfDay } from "@/lib/benchmarks/history-rules";
import { cachedQuery } from "@/lib/platform/cache/cached-query";
import { boardAt } from "./board-history";
import { loadBoardTimelines } from "./board-history-load";
import { getBoardData } from "./load-board";
import type { BoardData } from "./types";

const boardAsOf = cachedQuery("leaderboard-board-as-of", async (day: string) =>
  boardAt(await loadBoardTimelines(), endOfDay(day)),
);

/** The board as of a day, or today's when none is asked for. */
export function getBoard(day: string | null): Promise<BoardData> {
  return day === null ? getBoardData() : boardAsOf(day);
}
