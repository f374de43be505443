import { describe, expect, it } from "vitest";
import { rankCandidates, type RankCandidate } from "./rank";

const candidate = (
  key: string,
  value: number,
  rest: Partial<Omit<RankCandidate<string>, "key" | "item">> = {},
): RankCandidate<string> => ({
  item: key,
  key,
  name: rest.name ?? key,
  slug: rest.slug ?? key,
  score: rest.score ?? { value, ciLow: null, ciHigh: null },
  unrankedReason: rest.unrankedReason ?? null,
  noBand: rest.noBand,
});

const ranks = (rows: ReturnType<typeof rankCandidates<string>>) => rows.map(({ item, rank }) => [item, rank]);

describe("rankCandidates", () => {
  it("gives competition ranks: equal scores (to 1e-9) share a rank, the next skips", () => {
    const rows = rankCandidates([
      candidate("c", 0.5),
      candidate("a", 0.7),
      candidate("b", 0.7 + 1e-12),
      candidate("d", 0.4),
    ]);
    expect(ranks(rows)).toEqual([
      ["a", 1],
      ["b", 1],
      ["c", 3],
      ["d", 4],
    ]);
  });

  it("orders equal scores by name, then slug, then key, in byte order", () => {
    const rows = rankCandidates([
      candidate("k2", 0.5, { name: "Same", slug: "same" }),
      candidate("k1", 0.5, { name: "Same", slug: "same" }),
      candidate("z", 0.5, { name: "Same", slug: "a-slug" }),
      candidate("y", 0.5, { name: "Émile" }),
      candidate("x", 0.5, { name: "apple" }),
    ]);
    expect(rows.map((row) => row.item)).toEqual(["z", "k1", "k2", "x", "y"]);
  });

  it("puts rows that cannot rank last, unranked and without a band, with their reason", () => {
    const rows = rankCandidates([
      candidate("partial", 0.9, { unrankedReason: "Missing subject: Math" }),
      candidate("whole", 0.1),
    ]);
    expect(rows).toEqual([
      {
        item: "whole",
        score: { value: 0.1, ciLow: null, ciHigh: null },
        unrankedReason: null,
        rank: 1,
        rankBand: { best: 1, worst: 1 },
      },
      {
        item: "partial",
        score: { value: 0.9, ciLow: null, ciHigh: null },
        unrankedReason: "Missing subject: Math",
        rank: null,
        rankBand: null,
      },
    ]);
  });

  it("bands a row by the intervals that lie above it or reach it, and claims none for a row without one", () => {
    const rows = rankCandidates([
      candidate("top", 0.8, { score: { value: 0.8, ciLow: 0.75, ciHigh: 0.85 } }),
      candidate("close", 0.7, { score: { value: 0.7, ciLow: 0.6, ciHigh: 0.78 } }),
      candidate("far", 0.3, { score: { value: 0.3, ciLow: 0.25, ciHigh: 0.35 } }),
      candidate("source", 0.72, { noBand: true }),
    ]);
    expect(rows.map(({ item, rank, rankBand }) => [item, rank, rankBand])).toEqual([
      ["top", 1, { best: 1, worst: 2 }],
      ["source", 2, null],
      ["close", 3, { best: 1, worst: 3 }],
      ["far", 4, { best: 4, worst: 4 }],
    ]);
  });
});
