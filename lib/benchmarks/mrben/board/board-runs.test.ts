import { describe, expect, it } from "vitest";
import { boardRuns } from "@/lib/benchmarks/mrben/board/board-runs";
import { buildBoard } from "@/tests/helpers/board-builder";

describe("boardRuns", () => {
  it("leaves out reported entries: they have no records for the item pages", () => {
    const data = buildBoard([
      { slug: "verified", runs: { "0": { mean: 0.5 } } },
      { slug: "reported", runs: { "0": { mean: 0.6 } } },
    ]);
    data.entries[1]!.verification = "reported";
    expect(boardRuns(data, 0).map((run) => run.slug)).toEqual(["verified"]);
  });
});
