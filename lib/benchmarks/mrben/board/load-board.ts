// MR-Ben's board today, read as every board is (lib/boards/board-load.ts) with MR-Ben's parts
// (board-parts.ts); cached under the boards' tag.
import "server-only";
import { loadBoard } from "@/lib/boards/board-load";
import { cachedQuery } from "@/lib/platform/cache/cached-query";
import { mrbenBoardParts } from "./board-parts";
import type { BoardData } from "./types";

export function loadBoardData(): Promise<BoardData> {
  return loadBoard(mrbenBoardParts);
}

/** The board, cached under the boards' tag. */
export const getBoardData = cachedQuery("leaderboard-board-data", loadBoardData);
