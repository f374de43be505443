// The PostgreSQL channel on which every portal instance announces expired cache tags, so that
// an approval made through one instance drops the cached board on all of them.
import { z } from "zod";

export const CACHE_INVALIDATION_CHANNEL = "mrben_cache_invalidation";

const ZInvalidation = z.object({
  tags: z.array(z.string().min(1).max(256)).min(1).max(64),
  /** The announcing process, so it can skip its own message (it expired the tags already). */
  origin: z.string().min(1).max(64),
});

export type CacheInvalidation = z.infer<typeof ZInvalidation>;

export function encodeInvalidation(invalidation: CacheInvalidation): string {
  return JSON.stringify(ZInvalidation.parse(invalidation));
}

/** The message, or null when the payload is not one (another program on the channel, a newer format). */
export function decodeInvalidation(payload: string | undefined): CacheInvalidation | null {
  if (payload === undefined) return null;
  try {
    const parsed = ZInvalidation.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
