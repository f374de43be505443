import { describe, expect, it } from "vitest";
import { previousScore } from "@/lib/boards/run-provenance";

describe("previousScore", () => {
  it("is null for a run never rescored", () => {
    expect(previousScore(null, 0.42)).toBeNull();
  });

  it("is null when a rescore left the mean as it was", () => {
    expect(previousScore({ score: 0.42, scorerVersion: "1.0.0" }, 0.42)).toBeNull();
  });

  it("names the previous mean and its scorer version when the rescore changed the mean", () => {
    expect(previousScore({ score: 0.412, scorerVersion: "1.0.0" }, 0.42)).toEqual({
      mean: 0.412,
      scorerVersion: "1.0.0",
    });
  });
});
