// A rate limit as people write it in the environment: "20/hour", "5/10min", "100/day", or "off".
import { z } from "zod";
import { err, ok, type Result } from "@/lib/result";

export interface RateLimit {
  count: number;
  windowSeconds: number;
  /** As written, for messages ("20/hour"). */
  label: string;
}

const UNIT_SECONDS: Record<string, number> = {
  s: 1,
  sec: 1,
  second: 1,
  m: 60,
  min: 60,
  minute: 60,
  h: 3600,
  hour: 3600,
  d: 86_400,
  day: 86_400,
};

/** "20/hour" -> { count: 20, windowSeconds: 3600 }; "off" -> null (no limit); anything else -> undefined. */
export function parseRateLimit(input: string): RateLimit | null | undefined {
  const text = input.trim().toLowerCase();
  if (text === "off") return null;
  const match = /^(\d{1,7})\s*\/\s*(\d{1,7})?\s*([a-z]+?)s?$/.exec(text);
  if (!match) return undefined;
  const [, count = "", multiple = "1", unit = ""] = match;
  const seconds = UNIT_SECONDS[unit];
  if (seconds === undefined || Number(count) < 1 || Number(multiple) < 1) return undefined;
  return { count: Number(count), windowSeconds: Number(multiple) * seconds, label: text.replace(/\s+/g, "") };
}

export const ZRateLimit = z.string().transform((value, context) => {
  const limit = parseRateLimit(value);
  if (limit === undefined) {
    context.addIssue({
      code: "custom",
      message: 'must be "<count>/<period>" such as "20/hour", "5/10min" or "100/day", or "off"',
    });
    return z.NEVER;
  }
  return limit;
});

/** Seconds until something counted at `at` leaves the limit's window (at least 1). */
function secondsUntilFree(at: Date, limit: RateLimit, now: Date): number {
  return Math.max(1, Math.ceil((at.getTime() + limit.windowSeconds * 1000 - now.getTime()) / 1000));
}

/** "45 seconds", "12 minutes", "3 hours": a wait or a window, in words. */
export function durationInWords(seconds: number): string {
  if (seconds < 120) return `${seconds} seconds`;
  if (seconds < 7200) return `${Math.ceil(seconds / 60)} minutes`;
  return `${Math.ceil(seconds / 3600)} hours`;
}

/** Where a user stands in a limit's window: how many are left, and in how long the oldest counted leaves it. */
export type WindowQuota = { limit: RateLimit; remaining: number; resetSeconds: number };

/** The window is full: none may be counted for `retryAfterSeconds`. */
type WindowFull = { code: "rate-limited"; retryAfterSeconds: number; quota: WindowQuota };

/** Where a user stands without counting anything, given the times counted in the window (newest first). */
export function windowStanding(recent: readonly Date[], limit: RateLimit, now: Date): WindowQuota {
  const oldest = recent.at(-1);
  return {
    limit,
    remaining: Math.max(0, limit.count - recent.length),
    resetSeconds: oldest ? secondsUntilFree(oldest, limit, now) : limit.windowSeconds,
  };
}

/**
 * Whether one more may be counted, given the times of those counted in the window (newest first,
 * at most `limit.count` of them): the quota with it counted, or the wait until the oldest leaves.
 */
export function takeFromWindow(recent: readonly Date[], limit: RateLimit, now: Date): Result<WindowQuota, WindowFull> {
  const oldest = recent.at(-1);
  if (recent.length >= limit.count && oldest) {
    const retryAfterSeconds = secondsUntilFree(oldest, limit, now);
    return err({
      code: "rate-limited",
      retryAfterSeconds,
      quota: { limit, remaining: 0, resetSeconds: retryAfterSeconds },
    });
  }
  // This one counts too: the oldest of the window's frees the next.
  return ok({
    limit,
    remaining: limit.count - (recent.length + 1),
    resetSeconds: secondsUntilFree(oldest ?? now, limit, now),
  });
}
