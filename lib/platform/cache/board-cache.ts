// Dropping the boards' cached data, on every instance, when something changes them (an approval,
// a rejection, an unpublishing, a rescore). Inside a Next.js server every change is made by a
// request (a route handler or a server action): revalidateTag (expire: 0 serves nothing stale)
// expires it for that response too, and the cache handler announces it to the other instances.
// Elsewhere (the worker process, scripts, tests) Next.js has no request to revalidate in, so the
// tag is announced directly.
import "server-only";
import { revalidateTag } from "next/cache";
import { announceExpiredTags } from "@/lib/platform/cache/announce-expired-tags";
import { insideNextServer, LEADERBOARD_TAG } from "@/lib/platform/cache/cached-query";

export async function invalidateBoard(): Promise<void> {
  if (insideNextServer()) revalidateTag(LEADERBOARD_TAG, { expire: 0 });
  else await announceExpiredTags([LEADERBOARD_TAG]);
}
