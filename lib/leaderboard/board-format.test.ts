import { describe, expect, it } from "vitest";
import { formatHalfWidth, formatInterval, formatParams, formatRankBand } from "@/lib/leaderboard/board-format";

describe("board formatting", () => {
  it("shows an interval as its half-width in points, and nothing without one", () => {
    expect(formatHalfWidth({ value: 0.43, ciLow: 0.41, ciHigh: 0.452 })).toBe("2.1");
    expect(formatHalfWidth({ value: 0.43, ciLow: null, ciHigh: null })).toBeNull();
    expect(formatInterval({ value: 0.43, ciLow: 0.41, ciHigh: 0.452 })).toBe("[41.0, 45.2]");
  });

  it("writes sizes in the unit a reader expects", () => {
    expect(formatParams(70e9)).toBe("70B");
    expect(formatParams(1.54e9)).toBe("1.5B");
    expect(formatParams(350e6)).toBe("350M");
    expect(formatParams(1.8e12)).toBe("1.8T");
    expect(formatParams(null)).toBe("—");
  });

  it("a band equal to the rank is not repeated beside it", () => {
    expect(formatRankBand(3, { best: 2, worst: 5 })).toBe("2–5");
    expect(formatRankBand(3, { best: 3, worst: 3 })).toBeNull();
    expect(formatRankBand(null, null)).toBeNull();
  });
});
