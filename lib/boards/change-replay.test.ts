import { describe, expect, it } from "vitest";
import type { Shots } from "@/lib/benchmarks/kind";
import { replayedChangeLog, type ReplayedChange, type Standing } from "./change-replay";

const day = (n: number) => new Date(Date.UTC(2026, 0, n));

/** A board whose standings change on day 10 (b overtakes a on the 0-shot board) and day 20 (c leaves). */
function standings(shots: Shots, at: Date): Map<string, Standing> {
  const rows: Array<[string, number]> =
    at <= day(10)
      ? [
          ["a", 0.6],
          ["b", 0.5],
          ["c", 0.2],
        ]
      : at <= day(20)
        ? [
            ["b", 0.7],
            ["a", 0.6],
            ["c", 0.2],
          ]
        : [
            ["b", 0.7],
            ["a", 0.6],
          ];
  const shift = shots === 1 ? 0.01 : 0;
  return new Map(
    rows.map(([key, score], index) => [
      key,
      { rank: index + 1, score: score + shift, name: key.toUpperCase(), slug: key },
    ]),
  );
}

const change = (rest: Partial<ReplayedChange> & Pick<ReplayedChange, "id" | "at">): ReplayedChange => ({
  kind: "added",
  shots: null,
  from: rest.at,
  entryKeys: [],
  tier: null,
  detail: null,
  ...rest,
});

describe("replayedChangeLog", () => {
  const log = replayedChangeLog({
    changes: [
      change({ id: "rescore", kind: "rescored", at: day(10), entryKeys: ["a", "b", "c"], shots: 0 }),
      change({ id: "gone", kind: "unpublished", at: day(20), entryKeys: ["c"], tier: "rescored" }),
      change({ id: "flag", kind: "flagged", at: day(20), entryKeys: ["x"], detail: "Contamination suspected: …" }),
    ],
    standings,
    identity: (key) => ({ slug: key, name: `model ${key}` }),
  });

  it("lists changes newest first, and describes only the page asked for", () => {
    expect(log.times).toEqual([day(20), day(20), day(10)]);
    expect(log.page(1, 1).map((entry) => entry.id)).toEqual(["flag"]);
  });

  it("gives a rescore only the entries it moved, on its one board", () => {
    const [rescore] = log.page(2, 1);
    expect(rescore!.shots).toBe(0);
    expect(rescore!.models).toEqual([
      { slug: "a", name: "A", boards: { "0": { before: { rank: 1, score: 0.6 }, after: { rank: 2, score: 0.6 } } } },
      { slug: "b", name: "B", boards: { "0": { before: { rank: 2, score: 0.5 }, after: { rank: 1, score: 0.7 } } } },
    ]);
  });

  it("gives a change spanning both settings each board's standing, and names an entry on neither", () => {
    const [gone, flag] = log.page(0, 2);
    expect(gone).toMatchObject({ kind: "unpublished", shots: null, tier: "rescored", at: day(20).toISOString() });
    expect(gone!.models[0]!.boards).toEqual({
      "0": { before: { rank: 3, score: 0.2 }, after: null },
      "1": { before: { rank: 3, score: 0.2 + 0.01 }, after: null },
    });
    expect(flag!.models).toEqual([
      {
        slug: "x",
        name: "model x",
        boards: { "0": { before: null, after: null }, "1": { before: null, after: null } },
      },
    ]);
  });
});
