import { describe, expect, it } from "vitest";
import { rankBoard } from "@/lib/benchmarks/mrben/board/rank-board";
import { buildBoardTable } from "@/lib/benchmarks/mrben/board/board-rows";
import {
  reportedBoardEntry,
  reportedMeans,
  type ReportedEntryRow,
} from "@/lib/benchmarks/mrben/board/reported-board-entry";
import { buildBoard } from "@/tests/helpers/board-builder";

const row = (scores: unknown): ReportedEntryRow => ({
  id: "rep1",
  modelSlug: "paper-model",
  modelName: "Paper Model",
  modelLink: "https://example.org/m",
  organization: "Lab",
  description: "",
  parameterCount: null,
  openWeights: false,
  sourceUrl: "https://example.org/paper",
  scores,
  meanScores: null,
  judgeModel: null,
  priceInputUsdPerMTok: null,
  priceOutputUsdPerMTok: null,
  createdAt: new Date("2026-02-01T00:00:00Z"),
});

describe("reportedBoardEntry", () => {
  it("a reported entry ranks by the mean of its subjects, among verified entries, marked reported", () => {
    const data = buildBoard([
      { slug: "high", runs: { "0": { mean: 0.9, subjects: { math: 0.9, coding: 0.9, logic: 0.9 } } } },
      { slug: "low", runs: { "0": { mean: 0.1, subjects: { math: 0.1, coding: 0.1, logic: 0.1 } } } },
    ]);
    const entry = reportedBoardEntry(row({ "0": { math: 0.4, coding: 0.5, logic: 0.6 } }), data.subjects, 1);
    expect(entry?.verification).toBe("reported");
    data.entries.push(entry!);
    const rows = rankBoard({ data, shots: 0 });
    expect(rows.map((ranked) => [ranked.entry.slug, ranked.rank])).toEqual([
      ["high", 1],
      ["paper-model", 2],
      ["low", 3],
    ]);
    expect(rows[1]?.score).toEqual({ value: 0.5, ciLow: null, ciHigh: null });
    expect(rows[1]?.run.subjects.math?.mcc).toBeNull();
  });

  it("only the settings it reports become runs; a subject the benchmark lacks leaves it unranked", () => {
    const data = buildBoard([]);
    const entry = reportedBoardEntry(row({ "1": { math: 0.4, coding: 0.5 } }), data.subjects, 1)!;
    expect(Object.keys(entry.runs)).toEqual(["1"]);
    data.entries.push(entry);
    expect(rankBoard({ data, shots: 1 })[0]?.unrankedReason).toMatch(/Missing subject/);
  });

  it("scores that do not parse give no entry rather than a wrong one", () => {
    expect(reportedBoardEntry(row({ "0": { math: 42 } }), buildBoard([]).subjects, 1)).toBeNull();
  });
});

describe("a reported entry that gives only the average", () => {
  const meanOnly = (means: unknown, price: [number, number] | null = null): ReportedEntryRow => ({
    ...row({}),
    meanScores: means,
    priceInputUsdPerMTok: price?.[0] ?? null,
    priceOutputUsdPerMTok: price?.[1] ?? null,
  });

  it("ranks on the overall board by its average, with no interval and no rank band, marked reported", () => {
    const data = buildBoard([
      { slug: "high", runs: { "0": { mean: 0.9, subjects: { math: 0.9, coding: 0.9, logic: 0.9 } } } },
      { slug: "low", runs: { "0": { mean: 0.1, subjects: { math: 0.1, coding: 0.1, logic: 0.1 } } } },
    ]);
    data.entries.push(reportedBoardEntry(meanOnly({ "0": 0.458, "1": 0.455 }, [5, 15]), data.subjects, 1)!);
    const rows = rankBoard({ data, shots: 0 });
    expect(rows.map((ranked) => [ranked.entry.slug, ranked.rank])).toEqual([
      ["high", 1],
      ["paper-model", 2],
      ["low", 3],
    ]);
    expect(rows[1]).toMatchObject({ rankBand: null, unrankedReason: null, score: { value: 0.458, ciLow: null } });
    expect(rows[0]!.rankBand).not.toBeNull();
    const shown = buildBoardTable({ data }).rows["0"].find((shownRow) => shownRow.slug === "paper-model")!;
    expect(shown).toMatchObject({ verification: "reported", meanOnly: true, price: { t: "$5.00 / $15.00" } });
    expect(shown.subjects).toEqual({});
  });

  it("is on no subject's board and no difficulty level's", () => {
    const data = buildBoard([{ slug: "v", runs: { "0": { mean: 0.5, subjects: { math: 0.5 } } } }]);
    data.entries.push(reportedBoardEntry(meanOnly({ "0": 0.4 }), data.subjects, 1)!);
    expect(rankBoard({ data, shots: 0, subject: "math" }).map((ranked) => ranked.entry.slug)).toEqual(["v"]);
    expect(rankBoard({ data, shots: 0, level: "college" }).map((ranked) => ranked.entry.slug)).not.toContain(
      "paper-model",
    );
  });

  it("its means are the average given, or the mean of its subjects when it gives them", () => {
    expect(reportedMeans(meanOnly({ "1": 0.3 }))).toEqual({ "1": 0.3 });
    expect(reportedMeans({ scores: { "0": { math: 0.25, coding: 0.75 } }, meanScores: null })).toEqual({ "0": 0.5 });
    expect(reportedMeans(meanOnly({ "0": 2 }))).toBeNull();
  });
});
