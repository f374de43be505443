import { describe, expect, it } from "vitest";
import { BADGE_COLORS } from "@/lib/boards/badge-svg";
import { modelBadge } from "@/lib/benchmarks/mrben/board/model-badge";
import { findRankedRow, rankBoard } from "@/lib/benchmarks/mrben/board/rank-board";
import { buildBoard } from "@/tests/helpers/board-builder";

describe("badges", () => {
  const data = buildBoard([
    { slug: "first", runs: { "0": { mean: 0.6 }, "1": { mean: 0.7 } } },
    { slug: "third", runs: { "0": { mean: 0.421 } } },
    { slug: "second", runs: { "0": { mean: 0.5 } } },
    { slug: "partial", runs: { "0": { subjects: { math: 0.9 } } } },
  ]);
  const badgeOf = (slug: string, shots: 0 | 1 = 0) =>
    modelBadge(findRankedRow(rankBoard({ data, shots }), slug), shots);

  it("says the MR-Score in percent with one decimal and the overall rank", () => {
    expect(badgeOf("third")).toEqual({ label: "MR-Ben", message: "MR-Score 42.1 (#3)", color: BADGE_COLORS.ranked });
  });

  it("says unranked for an entry without an overall rank, and names the 1-shot board", () => {
    expect(badgeOf("partial").message).toBe("MR-Score 90.0 (unranked)");
    expect(badgeOf("first", 1)).toMatchObject({ label: "MR-Ben 1-shot", message: "MR-Score 70.0 (#1)" });
  });

  it("names an entry the portal evaluated itself; a rescored upload's badge says nothing more", () => {
    const tiered = buildBoard([{ slug: "hosted", runs: { "0": { mean: 0.6 } } }]);
    tiered.entries[0]!.tier = "evaluated";
    const row = findRankedRow(rankBoard({ data: tiered, shots: 0 }), "hosted");
    expect(modelBadge(row, 0).message).toBe("MR-Score 60.0 (#1, evaluated by the portal)");
    expect(badgeOf("first").message).toBe("MR-Score 60.0 (#1)");
  });

  it("is a grey 'not found' badge for a model not on the board", () => {
    expect(badgeOf("nobody")).toEqual({ label: "MR-Ben", message: "not found", color: BADGE_COLORS.missing });
    expect(badgeOf("third", 1).message).toBe("not found");
  });
});
