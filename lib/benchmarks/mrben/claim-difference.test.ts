import { describe, expect, it } from "vitest";
import { claimDifference, formatClaimDifference } from "./claim-difference";

describe("the claim's difference", () => {
  it("is claimed minus recomputed: a claim above the recomputed score is positive", () => {
    expect(claimDifference(40, 28.4)).toBeCloseTo(11.6, 9);
    expect(claimDifference(28.4, 40)).toBeCloseTo(-11.6, 9);
  });

  it("prints signed with one decimal, a difference that rounds to zero as +0.0", () => {
    expect(formatClaimDifference(11.6)).toBe("+11.6");
    expect(formatClaimDifference(-11.6)).toBe("-11.6");
    expect(formatClaimDifference(-0.04)).toBe("+0.0");
    expect(formatClaimDifference(0)).toBe("+0.0");
  });
});
