import { describe, expect, it } from "vitest";
import { decodeInvalidation, encodeInvalidation } from "./invalidation-channel";
import { TagExpiry } from "./tag-expiry";

describe("TagExpiry", () => {
  it("expires entries stored before (or in the same millisecond as) one of their tags expired, not later ones", () => {
    const expiry = new TagExpiry();
    expiry.expire(["leaderboard"], 1_000);
    expect(expiry.isExpired(["leaderboard"], 999)).toBe(true);
    expect(expiry.isExpired(["other", "leaderboard"], 1_000)).toBe(true);
    expect(expiry.isExpired(["leaderboard"], 1_001)).toBe(false);
    expect(expiry.isExpired(["other"], 1)).toBe(false);
  });

  it("keeps the latest expiry when announcements arrive out of order", () => {
    const expiry = new TagExpiry();
    expiry.expire(["leaderboard"], 2_000);
    expiry.expire(["leaderboard"], 1_000);
    expect(expiry.isExpired(["leaderboard"], 1_500)).toBe(true);
  });
});

describe("cache invalidation messages", () => {
  it("round-trip, and anything else on the channel is ignored", () => {
    const message = { tags: ["leaderboard"], origin: "instance-1" };
    expect(decodeInvalidation(encodeInvalidation(message))).toEqual(message);
    for (const payload of [undefined, "", "not json", "{}", '{"tags":[],"origin":"x"}', '{"tags":[1],"origin":"x"}']) {
      expect(decodeInvalidation(payload)).toBeNull();
    }
  });
});
