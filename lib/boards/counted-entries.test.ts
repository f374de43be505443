import { describe, expect, it } from "vitest";
import { countedEntries, countedEntriesAt, type EntryHistory } from "./counted-entries";

const day = (n: number) => new Date(Date.UTC(2026, 0, n, 12));
const entry = (id: string, modelSlug: string, created = 1) => ({ id, modelSlug, createdAt: day(created) });
const run = (id: string, shots: number, created: number, scoringId = `${id}-scoring`) => ({
  id,
  shots,
  createdAt: day(created),
  scoringId,
});

describe("countedEntries", () => {
  it("counts each model's newest approval, even when an older one scored higher or has more settings", () => {
    const counted = countedEntries([
      { entry: entry("old", "m"), approvedAt: day(2), runs: [run("old-0", 0, 1), run("old-1", 1, 1)] },
      { entry: entry("new", "m", 3), approvedAt: day(4), runs: [run("new-0", 0, 3)] },
      { entry: entry("other", "n"), approvedAt: day(3), runs: [run("other-1", 1, 1)] },
    ]);
    expect(counted.map(({ entry: { id }, runs }) => [id, Object.keys(runs)])).toEqual([
      ["new", ["0"]],
      ["other", ["1"]],
    ]);
  });

  it("counts a setting's newest run with a scoring, and leaves out a model whose newest approval has none", () => {
    const counted = countedEntries([
      { entry: entry("a", "m"), approvedAt: day(2), runs: [run("r1", 0, 1), run("r2", 0, 5), run("r3", 0, 3)] },
      { entry: entry("b", "n"), approvedAt: day(2), runs: [] },
      { entry: entry("c", "n"), approvedAt: day(1), runs: [run("r4", 0, 1)] },
    ]);
    expect(counted).toEqual([
      { entry: entry("a", "m"), approvedAt: day(2), runs: { "0": { runId: "r2", scoringId: "r2-scoring" } } },
    ]);
  });

  it("breaks a tie of approval moments by the newer submission, then by id", () => {
    const counted = countedEntries([
      { entry: entry("b", "m", 1), approvedAt: day(2), runs: [run("rb", 0, 1)] },
      { entry: entry("a", "m", 1), approvedAt: day(2), runs: [run("ra", 0, 1)] },
      { entry: entry("z", "n", 1), approvedAt: day(2), runs: [run("rz", 0, 1)] },
      { entry: entry("y", "n", 2), approvedAt: day(2), runs: [run("ry", 0, 1)] },
    ]);
    expect(counted.map((one) => one.entry.id)).toEqual(["y", "a"]);
  });
});

describe("countedEntriesAt", () => {
  const history = (
    id: string,
    slug: string,
    events: [number, string][],
    runs: EntryHistory<ReturnType<typeof entry>>["runs"],
  ): EntryHistory<ReturnType<typeof entry>> => ({
    entry: entry(id, slug),
    status: events.at(-1)?.[1] ?? "approved",
    approvedAt: null,
    statusEvents: events.map(([at, status], index) => ({ id: `${id}-${index}`, at: day(at), action: "x", status })),
    runs,
  });
  const timedRun = (id: string, shots: number, changes: [number, string][]) => ({
    id,
    shots,
    createdAt: day(changes[0]![0]),
    finishedAt: day(changes[0]![0]),
    currentScoringId: changes.at(-1)![1],
    changes: changes.map(([at, scoringId], index) => ({
      id: `${id}-${index}`,
      at: day(at),
      scoringId,
      campaignId: null,
    })),
  });

  it("replays approvals, a newer approval of the model and rescores as they stood at the moment", () => {
    const histories = [
      history(
        "first",
        "m",
        [[2, "approved"]],
        [
          timedRun("r1", 0, [
            [1, "s1"],
            [6, "s1b"],
          ]),
        ],
      ),
      history("second", "m", [[8, "approved"]], [timedRun("r2", 0, [[7, "s2"]])]),
      history(
        "gone",
        "n",
        [
          [2, "approved"],
          [4, "unpublished"],
        ],
        [timedRun("r3", 0, [[1, "s3"]])],
      ),
    ];
    const at = (n: number) =>
      countedEntriesAt(histories, day(n)).map((one) => [one.entry.id, one.runs["0"]?.scoringId]);
    expect(at(3)).toEqual([
      ["first", "s1"],
      ["gone", "s3"],
    ]);
    expect(at(7)).toEqual([["first", "s1b"]]);
    expect(at(9)).toEqual([["second", "s2"]]);
  });
});
