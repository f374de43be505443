import { describe, expect, it } from "vitest";
import { parseRateLimit, takeFromWindow, ZRateLimit } from "./rate-limit";

describe("parseRateLimit", () => {
  it.each([
    ["20/hour", 20, 3600],
    ["20 / hours", 20, 3600],
    ["5/10min", 5, 600],
    ["3/30s", 3, 30],
    ["100/day", 100, 86_400],
    ["1/1h", 1, 3600],
  ])("reads %s as %i uploads per %i seconds", (text, count, windowSeconds) => {
    expect(parseRateLimit(text)).toMatchObject({ count, windowSeconds });
  });

  it("reads off as no limit", () => {
    expect(parseRateLimit(" OFF ")).toBeNull();
  });

  it.each(["", "20", "hour", "0/hour", "20/0h", "20/fortnight", "-1/hour", "20/hour/day", "1e3/hour"])(
    "refuses %j",
    (text) => {
      expect(parseRateLimit(text)).toBeUndefined();
      expect(ZRateLimit.safeParse(text).success).toBe(false);
    },
  );
});

describe("taking one from a limit's window", () => {
  const limit = { count: 2, windowSeconds: 60, label: "2/min" };
  const now = new Date("2026-11-27T12:00:00Z");
  const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

  it("counts this one: what is left, and when the oldest leaves the window", () => {
    expect(takeFromWindow([], limit, now)).toEqual({ ok: true, value: { limit, remaining: 1, resetSeconds: 60 } });
    expect(takeFromWindow([ago(50)], limit, now)).toEqual({
      ok: true,
      value: { limit, remaining: 0, resetSeconds: 10 },
    });
  });

  it("refuses past the count, saying how long until the oldest leaves", () => {
    expect(takeFromWindow([ago(5), ago(45)], limit, now)).toEqual({
      ok: false,
      error: { code: "rate-limited", retryAfterSeconds: 15, quota: { limit, remaining: 0, resetSeconds: 15 } },
    });
  });
});
