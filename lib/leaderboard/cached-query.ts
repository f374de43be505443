// The pages' own cached reads (model history, comparisons, item difficulty), under the board's
// tag so that whatever invalidates the board expires them too.
import "server-only";
import { randomUUID } from "node:crypto";
import { unstable_cache } from "next/cache";

const LEADERBOARD_TAG = "leaderboard";

// The cache directory outlives the process while tag invalidations do not (see board-cache.ts):
// a per-process epoch in every key starts each server with empty entries.
const globalForPages = globalThis as unknown as { mrbenPagesCacheEpoch?: string };
globalForPages.mrbenPagesCacheEpoch ??= randomUUID();

/**
 * Wraps a loader in unstable_cache tagged "leaderboard"; its arguments are part of the key, so
 * they must be JSON values, as must its result. Outside a Next.js server (tests, scripts) there
 * is no incremental cache and the loader runs directly.
 */
export function cachedQuery<Args extends unknown[], Result>(
  name: string,
  loader: (...args: Args) => Promise<Result>,
): (...args: Args) => Promise<Result> {
  const cached = unstable_cache(loader, [name, globalForPages.mrbenPagesCacheEpoch!], { tags: [LEADERBOARD_TAG] });
  return async (...args: Args) => {
    try {
      return await cached(...args);
    } catch (error) {
      if (error instanceof Error && error.message.includes("incrementalCache missing")) return loader(...args);
      throw error;
    }
  };
}
