// The board's data, cached across requests under one tag that every change to the board
// (approval, rejection, unpublishing, rescoring) invalidates at once.
import "server-only";
import { revalidateTag } from "next/cache";
import { cachedQuery, LEADERBOARD_TAG } from "@/lib/leaderboard/cached-query";
import { loadBoardData } from "@/lib/leaderboard/load-board";

export { LEADERBOARD_TAG };

export const getBoardData = cachedQuery("leaderboard-board-data", loadBoardData);

/**
 * Drops the cached board so the next read is fresh (expire: 0 serves nothing stale). Call it from
 * a route handler or server action after any change to what the board shows. Outside a Next.js
 * server there is no cache to drop and revalidateTag's invariant error is ignored.
 */
export function invalidateBoard(): void {
  try {
    revalidateTag(LEADERBOARD_TAG, { expire: 0 });
  } catch (error) {
    if (error instanceof Error && error.message.includes("static generation store missing")) return;
    throw error;
  }
}
