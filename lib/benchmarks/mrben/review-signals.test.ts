import { describe, expect, it } from "vitest";
import { runFlags, runSignals, unexpectedJudges, type RunInput } from "./review-signals";

const scored = (report: unknown, score = 0.5): RunInput => ({
  status: "scored",
  scoring: {
    score,
    report,
    subjects: [
      { rankable: true, matchedItems: 100, benchmarkItems: 100 },
      { rankable: true, matchedItems: 50, benchmarkItems: 50 },
    ],
  },
});

describe("review signals of one run", () => {
  it("reads a report without diagnostics (seeded or older scorings) as no findings", () => {
    const signals = runSignals(0, scored({}), null);
    expect(signals).toMatchObject({ tamperedTruth: 0, parseMismatches: 0, subjectsRankable: 2, subjectsTotal: 2 });
    expect(runFlags(signals)).toEqual([]);
  });

  it("flags a claimed mean more than a tenth of a point away from the recomputed one, not one within it", () => {
    expect(runFlags(runSignals(1, scored({}, 0.5), { "1": { mean: 50.05 } }))).toEqual([]);
    expect(runFlags(runSignals(1, scored({}, 0.5), { "1": { mean: 52 } }))).toEqual([
      "1-shot: claimed 52.0, recomputed 50.0",
    ]);
  });

  it("ignores claimed scores that do not parse instead of trusting them", () => {
    expect(runSignals(0, scored({}), { "0": { mean: "lots" } }).claimedMean).toBeNull();
  });

  it("names a missing run as not scored", () => {
    expect(runFlags(runSignals(1, null, null))).toEqual(["1-shot not scored (missing)"]);
  });

  it("counts missing verdicts the judge stage owes", () => {
    const signals = runSignals(0, scored({ review: { needingWithoutVerdict: 3 } }), null);
    expect(runFlags(signals)).toEqual(["0-shot: 3 missing verdict(s)"]);
  });
});

describe("judges", () => {
  it("flags every judge but gpt-4-turbo-2024-04-09, from the metadata and from the verdicts", () => {
    const run = runSignals(
      0,
      scored({
        judgeModels: [
          { model: "gpt-4-turbo-2024-04-09", count: 9 },
          { model: "gpt-4o", count: 1 },
        ],
      }),
      null,
    );
    expect(unexpectedJudges("claude-3", [run])).toEqual(["claude-3", "gpt-4o"]);
    expect(unexpectedJudges("gpt-4-turbo-2024-04-09", [runSignals(0, scored({}), null)])).toEqual([]);
  });
});
