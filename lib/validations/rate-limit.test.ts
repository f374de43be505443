import { describe, expect, it } from "vitest";
import { parseRateLimit, ZRateLimit } from "./rate-limit";

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
