import { describe, expect, it } from "vitest";
import { offsetBuckets } from "./offset-buckets";

describe("the step-offset bars", () => {
  it("run from ≤-5 to ≥+5, gathering the far offsets at the ends", () => {
    const bars = offsetBuckets({ "-9": 2, "-5": 1, "-1": 4, "0": 7, "2": 3, "12": 1 });
    expect(bars.map((bar) => bar.label)).toEqual(["≤-5", "-4", "-3", "-2", "-1", "0", "+1", "+2", "+3", "+4", "≥+5"]);
    expect(bars.map((bar) => bar.records)).toEqual([3, 0, 0, 0, 4, 7, 0, 3, 0, 0, 1]);
    expect(bars[0]!.kind).toBe("early");
    expect(bars[5]!.kind).toBe("exact");
    expect(bars[10]!.kind).toBe("late");
  });
});
