// When a failed chat request is tried again and after how long: exponential backoff with equal
// jitter, or exactly what a 429's Retry-After asks for (seconds or an HTTP date).
export interface RetryPolicy {
  /** One attempt gives up after this long, answer body included. */
  timeoutMs: number;
  /** Attempts after the first, for failures worth retrying. */
  maxRetries: number;
  /** The first backoff step; each later one doubles. */
  firstBackoffMs?: number;
  /** The longest wait between attempts; a Retry-After past it ends the retries instead. */
  maxRetryWaitMs?: number;
}

const DEFAULT_FIRST_BACKOFF_MS = 1_000;
export const DEFAULT_MAX_RETRY_WAIT_MS = 60_000;

/** Retry-After as seconds or an HTTP date, in milliseconds; null when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (header === null) return null;
  const trimmed = header.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.round(Number(trimmed) * 1000);
  // An HTTP date names its month; Date.parse alone would read "-3" as a year.
  const date = /[a-z]{3}/i.test(trimmed) ? Date.parse(trimmed) : NaN;
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

/**
 * The wait before attempt `attempt + 1`, or null when the server asked for a longer wait than the
 * cap allows (retrying sooner would ignore what it said).
 *
 * Without Retry-After: equal jitter, a wait drawn from [step/2, step) where step doubles from the
 * first backoff up to the cap. Many workers that failed together (a 500 burst) then spread out
 * instead of returning in lockstep, and each still waits at least half a step, as the official
 * script's fixed pause intends; full jitter would let some retry at once.
 *
 * With Retry-After: exactly that long, never shortened by jitter.
 */
export function retryWaitMs(
  policy: RetryPolicy,
  attempt: number,
  retryAfter: number | null,
  random: () => number = Math.random,
): number | null {
  const cap = policy.maxRetryWaitMs ?? DEFAULT_MAX_RETRY_WAIT_MS;
  if (retryAfter !== null) return retryAfter <= cap ? retryAfter : null;
  const step = Math.min((policy.firstBackoffMs ?? DEFAULT_FIRST_BACKOFF_MS) * 2 ** (attempt - 1), cap);
  return Math.round(step / 2 + (step / 2) * random());
}
