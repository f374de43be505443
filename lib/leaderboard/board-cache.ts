// The board's data, cached across requests under one tag that every change to the board
// (approval, rejection, unpublishing, rescoring) invalidates at once, on every instance.
import "server-only";
import { revalidateTag } from "next/cache";
import { announceExpiredTags } from "@/lib/cache/announce-expired-tags";
import { cachedQuery, LEADERBOARD_TAG } from "@/lib/leaderboard/cached-query";
import { loadBoardData } from "@/lib/leaderboard/load-board";

export { LEADERBOARD_TAG };

export const getBoardData = cachedQuery("leaderboard-board-data", loadBoardData);

/**
 * Drops the cached board on every instance so the next read is fresh. Inside a request,
 * revalidateTag (expire: 0 serves nothing stale) expires it for this response too and the cache
 * handler announces it to the other instances; outside one (the rescore worker, scripts)
 * Next.js has no request to revalidate in, so the tag is announced directly.
 */
export async function invalidateBoard(): Promise<void> {
  try {
    revalidateTag(LEADERBOARD_TAG, { expire: 0 });
    return;
  } catch (error) {
    if (!(error instanceof Error && error.message.includes("static generation store missing"))) throw error;
  }
  await announceExpiredTags([LEADERBOARD_TAG]);
}
