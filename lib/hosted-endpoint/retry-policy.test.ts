// How long a retry waits: Retry-After (seconds or an HTTP date) exactly, else backoff with equal
// jitter from an injected random source, and never past the cap.
import { describe, expect, it } from "vitest";
import { retryAfterMs, retryWaitMs } from "./retry-policy";

describe("Retry-After", () => {
  it("reads seconds and HTTP dates, and nothing else", () => {
    expect(retryAfterMs("2")).toBe(2000);
    expect(retryAfterMs(" 1.5 ")).toBe(1500);
    expect(retryAfterMs("Wed, 25 Nov 2026 00:00:10 GMT", Date.parse("Wed, 25 Nov 2026 00:00:00 GMT"))).toBe(10_000);
    expect(retryAfterMs("Wed, 25 Nov 2026 00:00:10 GMT", Date.parse("Wed, 25 Nov 2026 00:01:00 GMT"))).toBe(0);
    expect(retryAfterMs("soon")).toBeNull();
    expect(retryAfterMs("-3")).toBeNull();
    expect(retryAfterMs(null)).toBeNull();
  });
});

describe("the wait before a retry", () => {
  const policy = { timeoutMs: 1000, maxRetries: 5, firstBackoffMs: 500, maxRetryWaitMs: 10_000 };
  const low = () => 0;
  const high = () => 0.999_999;
  const half = () => 0.5;

  it("draws from the upper half of a doubling step (equal jitter) when the server asks for nothing", () => {
    expect([1, 2, 3, 4, 5].map((attempt) => retryWaitMs(policy, attempt, null, low))).toEqual([
      250, 500, 1000, 2000, 4000,
    ]);
    expect([1, 2, 3, 4, 5].map((attempt) => retryWaitMs(policy, attempt, null, high))).toEqual([
      500, 1000, 2000, 4000, 8000,
    ]);
    expect(retryWaitMs(policy, 2, null, half)).toBe(750);
  });

  it("caps the step, so the jittered wait never passes the cap", () => {
    expect(retryWaitMs(policy, 6, null, high)).toBe(10_000);
    expect(retryWaitMs(policy, 30, null, low)).toBe(5_000);
  });

  it("spreads workers that failed together instead of sending them back in lockstep", () => {
    let seed = 7;
    const lcg = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const waits = Array.from({ length: 64 }, () => retryWaitMs(policy, 3, null, lcg)!);
    expect(new Set(waits).size).toBeGreaterThan(32);
    expect(Math.min(...waits)).toBeGreaterThanOrEqual(1000);
    expect(Math.max(...waits)).toBeLessThan(2000);
  });

  it("waits exactly what Retry-After asks, whatever the jitter draws", () => {
    for (const random of [low, half, high]) {
      expect(retryWaitMs(policy, 3, 1500, random)).toBe(1500);
      expect(retryWaitMs(policy, 1, 0, random)).toBe(0);
      expect(retryWaitMs(policy, 1, 10_000, random)).toBe(10_000);
    }
  });

  it("never shortens a Retry-After past the cap: it gives up instead (null)", () => {
    expect(retryWaitMs(policy, 1, 10_001, low)).toBeNull();
    expect(retryWaitMs(policy, 1, 3_600_000, high)).toBeNull();
  });

  it("defaults to a one-second first step and a one-minute cap", () => {
    expect(retryWaitMs({ timeoutMs: 1, maxRetries: 1 }, 1, null, high)).toBe(1000);
    expect(retryWaitMs({ timeoutMs: 1, maxRetries: 1 }, 1, null, low)).toBe(500);
    expect(retryWaitMs({ timeoutMs: 1, maxRetries: 1 }, 1, 60_000, low)).toBe(60_000);
    expect(retryWaitMs({ timeoutMs: 1, maxRetries: 1 }, 1, 60_001, low)).toBeNull();
  });
});
