import { describe, expect, it } from "vitest";
import { findRankedRow, rankBoard } from "@/lib/benchmarks/mrben/board/rank-board";
import { buildBoard } from "@/tests/helpers/board-builder";

const ranks = (rows: ReturnType<typeof rankBoard>) => rows.map((row) => [row.entry.slug, row.rank]);

describe("rankBoard", () => {
  it("sorts by score, highest first, with ranks 1, 2, 3", () => {
    const data = buildBoard([
      { slug: "b", runs: { "0": { mean: 0.4 } } },
      { slug: "a", runs: { "0": { mean: 0.6 } } },
      { slug: "c", runs: { "0": { mean: 0.2 } } },
    ]);
    expect(ranks(rankBoard({ data, shots: 0 }))).toEqual([
      ["a", 1],
      ["b", 2],
      ["c", 3],
    ]);
  });

  it("ties share a rank and the next rank skips (1, 2, 2, 4), tied rows ordered by model name", () => {
    const data = buildBoard([
      { slug: "z", name: "Zeta", runs: { "0": { mean: 0.5 } } },
      { slug: "top", runs: { "0": { mean: 0.9 } } },
      { slug: "a", name: "Alpha", runs: { "0": { mean: 0.5 } } },
      { slug: "low", runs: { "0": { mean: 0.1 } } },
    ]);
    expect(ranks(rankBoard({ data, shots: 0 }))).toEqual([
      ["top", 1],
      ["a", 2],
      ["z", 2],
      ["low", 4],
    ]);
  });

  it("scores equal up to float noise (1e-12) tie", () => {
    const data = buildBoard([
      { slug: "a", runs: { "0": { mean: 0.1 + 0.2 } } },
      { slug: "b", runs: { "0": { mean: 0.3 } } },
    ]);
    expect(rankBoard({ data, shots: 0 }).map((row) => row.rank)).toEqual([1, 1]);
  });

  it("an entry with an incomplete subject gets no overall rank but ranks on the complete subjects' boards", () => {
    const data = buildBoard([
      {
        slug: "partial",
        runs: { "0": { subjects: { math: 0.9, coding: { score: 0.9, rankable: false }, logic: 0.9 } } },
      },
      { slug: "full", runs: { "0": { subjects: { math: 0.5, coding: 0.5, logic: 0.5 } } } },
    ]);
    const overall = rankBoard({ data, shots: 0 });
    expect(ranks(overall)).toEqual([
      ["full", 1],
      ["partial", null],
    ]);
    expect(overall[1]?.unrankedReason).toBe("Incomplete coverage: Coding");
    expect(overall[1]?.rankBand).toBeNull();

    expect(ranks(rankBoard({ data, shots: 0, subject: "math" }))).toEqual([
      ["partial", 1],
      ["full", 2],
    ]);
    const coding = rankBoard({ data, shots: 0, subject: "coding" });
    expect(ranks(coding)).toEqual([
      ["full", 1],
      ["partial", null],
    ]);
    expect(coding[1]?.unrankedReason).toBe("Incomplete coverage: Coding");
  });

  it("an entry missing a board subject gets no overall rank and is absent from that subject's board", () => {
    const data = buildBoard([
      { slug: "no-logic", runs: { "0": { subjects: { math: 0.7, coding: 0.7 } } } },
      { slug: "full", runs: { "0": { subjects: { math: 0.5, coding: 0.5, logic: 0.5 } } } },
    ]);
    const overall = rankBoard({ data, shots: 0 });
    expect(findRankedRow(overall, "no-logic")?.rank).toBeNull();
    expect(findRankedRow(overall, "no-logic")?.unrankedReason).toBe("Missing subject: Logic");
    expect(ranks(rankBoard({ data, shots: 0, subject: "logic" }))).toEqual([["full", 1]]);
  });

  it("an entry partial on purpose says so where it is unranked, and ranks on the subjects it ran", () => {
    const data = buildBoard([
      { slug: "math-only", partial: true, runs: { "0": { subjects: { math: 0.9 } } } },
      { slug: "full", runs: { "0": { subjects: { math: 0.5, coding: 0.5, logic: 0.5 } } } },
    ]);
    const overall = rankBoard({ data, shots: 0 });
    expect(findRankedRow(overall, "math-only")?.rank).toBeNull();
    expect(findRankedRow(overall, "math-only")?.unrankedReason).toBe("Partial on purpose, not run: Coding, Logic");
    expect(ranks(rankBoard({ data, shots: 0, subject: "math" }))).toEqual([
      ["math-only", 1],
      ["full", 2],
    ]);
  });

  it("unranked rows follow the ranked ones, sorted by score", () => {
    const data = buildBoard([
      { slug: "u-low", runs: { "0": { subjects: { math: 0.1 } } } },
      { slug: "ranked", runs: { "0": { subjects: { math: 0.2, coding: 0.2, logic: 0.2 } } } },
      { slug: "u-high", runs: { "0": { subjects: { math: 0.9 } } } },
    ]);
    expect(ranks(rankBoard({ data, shots: 0 }))).toEqual([
      ["ranked", 1],
      ["u-high", null],
      ["u-low", null],
    ]);
  });

  it("the rank band spans the ranks that overlapping intervals allow", () => {
    const data = buildBoard([
      { slug: "a", runs: { "0": { mean: [0.6, 0.55, 0.65] } } },
      { slug: "b", runs: { "0": { mean: [0.58, 0.5, 0.62] } } },
      { slug: "c", runs: { "0": { mean: [0.3, 0.25, 0.35] } } },
    ]);
    const rows = rankBoard({ data, shots: 0 });
    expect(rows.map((row) => [row.entry.slug, row.rank, row.rankBand])).toEqual([
      ["a", 1, { best: 1, worst: 2 }],
      ["b", 2, { best: 1, worst: 2 }],
      ["c", 3, { best: 3, worst: 3 }],
    ]);
  });

  it("without intervals the band is the plain rank, widened only by exact ties", () => {
    const data = buildBoard([
      { slug: "a", runs: { "0": { mean: 0.6 } } },
      { slug: "b", runs: { "0": { mean: 0.5 } } },
      { slug: "c", runs: { "0": { mean: 0.5 } } },
    ]);
    expect(rankBoard({ data, shots: 0 }).map((row) => row.rankBand)).toEqual([
      { best: 1, worst: 1 },
      { best: 2, worst: 3 },
      { best: 2, worst: 3 },
    ]);
  });

  it("a peer without an interval counts as its point inside another's interval", () => {
    const data = buildBoard([
      { slug: "point", runs: { "0": { mean: 0.6 } } },
      { slug: "wide", runs: { "0": { mean: [0.5, 0.4, 0.7] } } },
    ]);
    expect(rankBoard({ data, shots: 0 }).map((row) => row.rankBand)).toEqual([
      { best: 1, worst: 2 },
      { best: 1, worst: 2 },
    ]);
  });

  it("an entry without a run for the setting is absent", () => {
    const data = buildBoard([
      { slug: "zero-only", runs: { "0": { mean: 0.5 } } },
      { slug: "one-only", runs: { "1": { mean: 0.5 } } },
    ]);
    expect(ranks(rankBoard({ data, shots: 1 }))).toEqual([["one-only", 1]]);
  });

  it("otherShots is the same board's score in the other setting", () => {
    const data = buildBoard([
      {
        slug: "both",
        runs: {
          "0": { subjects: { math: 0.4, coding: 0.4, logic: 0.4 } },
          "1": { subjects: { math: 0.7, coding: 0.5, logic: 0.6 } },
        },
      },
      { slug: "zero-only", runs: { "0": { mean: 0.5 } } },
    ]);
    const oneShot = rankBoard({ data, shots: 1 });
    expect(findRankedRow(oneShot, "both")?.otherShots?.value).toBeCloseTo(0.4);
    expect(findRankedRow(rankBoard({ data, shots: 0, subject: "math" }), "both")?.otherShots?.value).toBe(0.7);
    expect(findRankedRow(rankBoard({ data, shots: 0 }), "zero-only")?.otherShots).toBeNull();
  });

  it("findRankedRow returns null for a model not on the board", () => {
    expect(findRankedRow(rankBoard({ data: buildBoard([]), shots: 0 }), "nobody")).toBeNull();
  });
});
