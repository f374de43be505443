// The board's cached reads (board data, exports, model history, comparisons, item difficulty),
// all under one tag so that whatever changes the board expires every one of them at once.
import "server-only";
import { randomUUID } from "node:crypto";
import { unstable_cache } from "next/cache";

export const LEADERBOARD_TAG = "leaderboard";

/**
 * Next.js keeps unstable_cache entries in .next/cache/fetch-cache, which outlives the process,
 * while tag invalidations live only in the process's memory. A process-wide epoch in every key
 * makes each server start (and each database behind the same build, as in the browser tests)
 * begin with empty entries, so nothing cached before a restart can go unrevalidated.
 */
const globalForCache = globalThis as unknown as { mrbenBoardCacheEpoch?: string };
const epoch = (globalForCache.mrbenBoardCacheEpoch ??= randomUUID());

/**
 * Wraps a loader in unstable_cache tagged "leaderboard"; its arguments are part of the key, so
 * they must be JSON values, as must its result. Outside a Next.js server (tests, scripts) there
 * is no incremental cache and unstable_cache throws an invariant error: the loader runs directly.
 */
export function cachedQuery<Args extends unknown[], Result>(
  name: string,
  loader: (...args: Args) => Promise<Result>,
): (...args: Args) => Promise<Result> {
  const cached = unstable_cache(loader, [name, epoch], { tags: [LEADERBOARD_TAG] });
  return async (...args: Args) => {
    try {
      return await cached(...args);
    } catch (error) {
      if (error instanceof Error && error.message.includes("incrementalCache missing")) return loader(...args);
      throw error;
    }
  };
}
