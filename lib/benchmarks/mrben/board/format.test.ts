import { describe, expect, it } from "vitest";
import {
  formatBytes,
  formatHalfWidth,
  formatInterval,
  formatIntervalBounds,
  formatParameters,
  formatParametersShort,
  formatRank,
  formatRankBand,
  formatShare,
} from "./format";

describe("formatting the pages' numbers", () => {
  it("prints a score with its interval in percent, or alone when the run has no interval", () => {
    expect(formatInterval({ value: 0.4213, ciLow: 0.38, ciHigh: 0.4594 })).toBe("42.1 (38.0–45.9)");
    expect(formatInterval({ value: 0.4213, ciLow: null, ciHigh: null })).toBe("42.1");
  });

  it("shows an interval as its half-width in points or its bounds, and nothing without one", () => {
    expect(formatHalfWidth({ value: 0.43, ciLow: 0.41, ciHigh: 0.452 })).toBe("2.1");
    expect(formatHalfWidth({ value: 0.43, ciLow: null, ciHigh: null })).toBeNull();
    expect(formatIntervalBounds({ value: 0.43, ciLow: 0.41, ciHigh: 0.452 })).toBe("[41.0, 45.2]");
    expect(formatIntervalBounds({ value: 0.43, ciLow: null, ciHigh: null })).toBeNull();
  });

  it("prints a rank band only when the intervals allow other ranks", () => {
    expect(formatRank(2, { best: 1, worst: 4 })).toBe("#2 (1–4)");
    expect(formatRank(2, { best: 2, worst: 2 })).toBe("#2");
    expect(formatRank(null, null)).toBe("unranked");
  });

  it("a band equal to the rank is not repeated beside it", () => {
    expect(formatRankBand(3, { best: 2, worst: 5 })).toBe("2–5");
    expect(formatRankBand(3, { best: 3, worst: 3 })).toBeNull();
    expect(formatRankBand(null, null)).toBeNull();
  });

  it("prints shares as whole percents and '–' where the task does not apply", () => {
    expect(formatShare(2 / 3)).toBe("67%");
    expect(formatShare(null)).toBe("–");
  });

  it("prints sizes and parameter counts the way people write them", () => {
    expect(formatBytes(22_000_000)).toBe("21.0 MB");
    expect(formatBytes(1536)).toBe("1.5 KB");
    expect(formatParameters(7e9)).toBe("7B");
    expect(formatParameters(1.5e9)).toBe("1.5B");
    expect(formatParameters(null)).toBe("not given");
  });

  it("writes the board's parameter column in the unit a reader expects", () => {
    expect(formatParametersShort(70e9)).toBe("70B");
    expect(formatParametersShort(1.54e9)).toBe("1.5B");
    expect(formatParametersShort(350e6)).toBe("350M");
    expect(formatParametersShort(1.8e12)).toBe("1.8T");
    expect(formatParametersShort(null)).toBe("—");
  });
});
