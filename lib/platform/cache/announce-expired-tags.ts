// Announces expired cache tags to every portal instance (their cache handlers LISTEN for them)
// from code that runs outside a request, such as the rescore worker, where Next.js cannot
// revalidate. A lost announcement is logged, not thrown: the change it follows is committed.
import "server-only";
import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import { CACHE_INVALIDATION_CHANNEL, encodeInvalidation } from "@/lib/platform/cache/invalidation-channel";

const origin = randomUUID();

export async function announceExpiredTags(tags: string[]): Promise<void> {
  const payload = encodeInvalidation({ tags, origin });
  try {
    await db.$executeRaw`SELECT pg_notify(${CACHE_INVALIDATION_CHANNEL}, ${payload})`;
  } catch (error) {
    console.error(`Could not announce expired cache tags ${tags.join(", ")}: ${String(error)}`);
  }
}
