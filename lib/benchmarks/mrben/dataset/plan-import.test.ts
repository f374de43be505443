import { describe, expect, it } from "vitest";
import { planImport } from "./plan-import";

const subject = (key: string, truthDigest = `${key}-truth`, contentDigest = `${key}-content`) => ({
  key,
  truthDigest,
  contentDigest,
});

describe("planImport", () => {
  it("makes version 1 on the first import", () => {
    expect(planImport({ current: null, incoming: [subject("math")] })).toEqual({
      kind: "first-version",
      changes: { math: "new" },
    });
  });

  it("does nothing when every imported subject is already stored unchanged", () => {
    const current = { number: 2, subjects: [subject("math"), subject("coding")] };
    expect(planImport({ current, incoming: [subject("math")] })).toEqual({
      kind: "nothing",
      versionNumber: 2,
      changes: { math: "unchanged" },
    });
  });

  it("adds a subject the current version lacks to that version, since no stored truth changes", () => {
    const current = { number: 1, subjects: [subject("math")] };
    const plan = planImport({ current, incoming: [subject("math"), subject("logic")] });
    expect(plan).toEqual({ kind: "update-current", versionNumber: 1, changes: { math: "unchanged", logic: "new" } });
  });

  it("updates text in place when only fields other than the truth differ", () => {
    const current = { number: 1, subjects: [subject("math")] };
    const plan = planImport({ current, incoming: [subject("math", "math-truth", "edited")] });
    expect(plan).toEqual({ kind: "update-current", versionNumber: 1, changes: { math: "text-updated" } });
  });

  it("starts a new version when the ground truth of a stored subject differs", () => {
    const current = { number: 3, subjects: [subject("math"), subject("coding")] };
    const plan = planImport({ current, incoming: [subject("math", "other-truth"), subject("logic")] });
    expect(plan).toEqual({
      kind: "new-version",
      fromVersion: 3,
      versionNumber: 4,
      changes: { math: "truth-changed", logic: "new" },
    });
  });
});
