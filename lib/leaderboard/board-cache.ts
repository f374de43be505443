// The board's data, cached across requests under one tag that every change to the board
// (approval, rejection, unpublishing, rescoring) invalidates at once.
import "server-only";
import { randomUUID } from "node:crypto";
import { revalidateTag, unstable_cache } from "next/cache";
import { loadBoardData } from "@/lib/leaderboard/load-board";
import type { BoardData } from "@/lib/leaderboard/types";

export const LEADERBOARD_TAG = "leaderboard";

/**
 * Next.js keeps unstable_cache entries in .next/cache/fetch-cache, which outlives the process,
 * while tag invalidations live only in the process's memory. A process-wide epoch in the key
 * makes each server start (and each database it points at, as e2e tests do with one build)
 * begin with an empty board cache, so no entry cached before a restart can go unrevalidated.
 */
const globalForBoard = globalThis as unknown as { mrbenBoardCacheEpoch?: string };
globalForBoard.mrbenBoardCacheEpoch ??= randomUUID();

const cachedBoardData = unstable_cache(loadBoardData, ["leaderboard-board-data", globalForBoard.mrbenBoardCacheEpoch], {
  tags: [LEADERBOARD_TAG],
});

/**
 * The board's data from the cache. Outside a Next.js server (tests, scripts) there is no
 * incremental cache and unstable_cache throws an invariant error: there the data is read directly.
 */
export async function getBoardData(): Promise<BoardData> {
  try {
    return await cachedBoardData();
  } catch (error) {
    if (error instanceof Error && error.message.includes("incrementalCache missing")) return loadBoardData();
    throw error;
  }
}

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
