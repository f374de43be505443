import { describe, expect, it } from "vitest";
import { buildBoard } from "@/tests/helpers/board-builder";
import { buildBoardTable } from "@/lib/benchmarks/mrben/board/board-rows";

const data = buildBoard([
  { slug: "full", runs: { "0": { subjects: { math: [0.6, 0.57, 0.63], coding: 0.5, logic: 0.4 } }, "1": {} } },
  {
    slug: "partial",
    runs: { "0": { subjects: { math: 0.9, coding: { score: 0.9, rankable: false }, logic: 0.9 } } },
  },
]);

describe("buildBoardTable", () => {
  it("carries both shot settings, each ranked on its own", () => {
    const table = buildBoardTable({ data });
    expect(table.rows["0"].map((row) => [row.slug, row.rank])).toEqual([
      ["full", 1],
      ["partial", null],
    ]);
    expect(table.rows["1"].map((row) => row.slug)).toEqual(["full"]);
  });

  it("shows scores as the official script rounds them, with the interval as a ±", () => {
    const full = buildBoardTable({ data, subject: "math" }).rows["0"].find((row) => row.slug === "full");
    expect(full?.score).toEqual({ v: 0.6, t: "60.0", pm: "3.0", ci: "[57.0, 63.0]" });
  });

  it("marks a subject of incomplete coverage with the reason on the overall board", () => {
    const partial = buildBoardTable({ data }).rows["0"].find((row) => row.slug === "partial");
    expect(partial?.subjects.coding?.unranked).toMatch(/^Incomplete coverage: 90 of 100 coding items matched$/i);
    expect(partial?.subjects.math?.unranked).toBeUndefined();
  });

  it("gives a subject board the parts of that subject's MR-Score", () => {
    const full = buildBoardTable({ data, subject: "coding" }).rows["0"][0];
    expect(full?.figures).toEqual({
      mcc: { v: 0.5, t: "50.0" },
      step: { v: 0.5, t: "50.0" },
      reason: { v: 0.5, t: "50.0" },
    });
    expect(full?.subjects).toEqual({});
  });
});
