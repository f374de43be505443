// The board's cached reads (board data, exports, model history, comparisons, item difficulty),
// all under one tag so that whatever changes the board expires every one of them at once.
import "server-only";
import { unstable_cache } from "next/cache";

export const LEADERBOARD_TAG = "leaderboard";

/**
 * Wraps a loader in unstable_cache tagged "leaderboard"; its arguments are part of the key, so
 * they must be JSON values, as must its result. Outside a Next.js server (tests, scripts) there
 * is no incremental cache and unstable_cache throws an invariant error: the loader runs directly.
 */
export function cachedQuery<Args extends unknown[], Result>(
  name: string,
  loader: (...args: Args) => Promise<Result>,
): (...args: Args) => Promise<Result> {
  const cached = unstable_cache(loader, [name], { tags: [LEADERBOARD_TAG] });
  return async (...args: Args) => {
    try {
      return await cached(...args);
    } catch (error) {
      if (error instanceof Error && error.message.includes("incrementalCache missing")) return loader(...args);
      throw error;
    }
  };
}
