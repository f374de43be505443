// The board's cached reads (board data, exports, model history, comparisons, item difficulty),
// all under one tag so that whatever changes the board expires every one of them at once.
import "server-only";
import { unstable_cache } from "next/cache";
import { nextRuntime } from "@/lib/env";

export const LEADERBOARD_TAG = "leaderboard";

/** Whether this process is a Next.js server (or build), which has the incremental cache. */
export function insideNextServer(): boolean {
  return nextRuntime !== undefined;
}

/**
 * Wraps a loader in unstable_cache tagged "leaderboard"; its arguments are part of the key, so
 * they must be JSON values, as must its result. Outside a Next.js server (tests, scripts, the
 * worker process) there is no incremental cache: the loader runs directly.
 */
export function cachedQuery<Args extends unknown[], Result>(
  name: string,
  loader: (...args: Args) => Promise<Result>,
): (...args: Args) => Promise<Result> {
  const cached = unstable_cache(loader, [name], { tags: [LEADERBOARD_TAG] });
  return (...args: Args) => (insideNextServer() ? cached(...args) : loader(...args));
}
