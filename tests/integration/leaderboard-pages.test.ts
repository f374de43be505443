// The model, comparison and item-difficulty loaders on a real database: three approved models on
// generated files whose answers differ on known records, plus entries that must not count (a
// pending submission, an older approved submission kept as history).
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { getComparison } from "@/lib/benchmarks/mrben/board/compare-models";
import { loadItemDetail, runsBySetting } from "@/lib/benchmarks/mrben/board/item-detail";
import { getItemDifficulty, loadItemDifficulty } from "@/lib/benchmarks/mrben/board/item-difficulty";
import { loadBoardData } from "@/lib/benchmarks/mrben/board/load-board";
import { loadModelPage } from "@/lib/benchmarks/mrben/board/model-page";
import type { BoardData } from "@/lib/benchmarks/mrben/board/types";
import { parseComparedModels } from "@/lib/benchmarks/mrben/board/compare-query";
import { createActor } from "../helpers/actors";
import { downloadResults } from "../helpers/api-calls";
import { startWith } from "../helpers/file-database";
import { flipVerdicts, generatedResults, seedEntry } from "../helpers/seeded-entries";

const FLIPPED = [0, 5, 17, 300];
let board: BoardData;
let flippedItemIds: string[];
let historyFileBytes: number;
const ids: Record<string, string> = {};

startWith("benchmarks");

beforeAll(async () => {
  const actor = await createActor("user", "seeder");
  const base = generatedResults({ model: "A", shots: 0, subjects: ["math"], seed: 1 });
  const oneShot = generatedResults({ model: "A", shots: 1, subjects: ["math"], seed: 2 });
  const older = Buffer.from(JSON.stringify(generatedResults({ model: "A", shots: 0, subjects: ["math"], seed: 9 })));
  historyFileBytes = older.length;
  const dayAgo = new Date(Date.now() - 86_400_000);
  ids.old = await seedEntry({ actor, modelName: "Model-A", files: { "0": older }, approvedAt: dayAgo });
  ids.a = await seedEntry({ actor, modelName: "Model-A", files: { "0": base, "1": oneShot } });
  ids.b = await seedEntry({ actor, modelName: "Model-B", files: { "0": flipVerdicts(base, "math", FLIPPED) } });
  // Byte-identical to Model-A's file: both runs share one stored scoring.
  ids.c = await seedEntry({ actor, modelName: "Model-C", files: { "0": base } });
  const everyIndex = base.math!.map((_, index) => index);
  ids.pending = await seedEntry({
    actor,
    modelName: "Model-D",
    files: { "0": flipVerdicts(base, "math", everyIndex) },
    status: "pending",
  });
  board = await loadBoardData();
  const aRun = board.entries.find((entry) => entry.slug === "model-a")!.runs["0"]!;
  const scoring = await db.submissionRun.findUniqueOrThrow({ where: { id: aRun.runId }, select: { scoringId: true } });
  const records = await db.recordResult.findMany({
    where: { scoringId: scoring.scoringId!, subject: "math", recordIndex: { in: FLIPPED } },
    select: { itemId: true },
  });
  flippedItemIds = records.map((record) => record.itemId!).sort();
});

describe("comparing models", () => {
  it("lists as disagreements exactly the items where the models' answers differ", async () => {
    const result = await getComparison({ slugs: ["model-a", "model-b"], shots: 0, board });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const { disagreements, models } = result.data;
    expect(models.map((model) => model.entry.slug)).toEqual(["model-a", "model-b"]);
    expect(disagreements!.total).toBe(FLIPPED.length);
    expect(disagreements!.bySubject).toEqual({ math: FLIPPED.length });
    expect(disagreements!.items.map((item) => item.itemId).sort()).toEqual(flippedItemIds);
    for (const item of disagreements!.items) {
      const [a, b] = item.answers;
      expect(a!.verdictEarned).not.toBe(b!.verdictEarned);
    }
  });

  it("finds no disagreement between two models with identical answers, and the same items among three", async () => {
    const same = await getComparison({ slugs: ["model-a", "model-c"], shots: 0, board });
    expect(same.ok && same.data.disagreements!.total).toBe(0);
    const three = await getComparison({ slugs: ["model-c", "model-a", "model-b"], shots: 0, board });
    if (!three.ok) throw new Error(three.error);
    expect(three.data.disagreements!.items.map((item) => item.itemId).sort()).toEqual(flippedItemIds);
    expect(three.data.disagreements!.items[0]!.answers).toHaveLength(3);
  });

  it("filters disagreements by subject", async () => {
    const result = await getComparison({ slugs: ["model-a", "model-b"], shots: 0, subject: "physics", board });
    expect(result.ok && result.data.disagreements!.items).toEqual([]);
  });

  it("has no disagreement list when a model has no run in the setting", async () => {
    const result = await getComparison({ slugs: ["model-a", "model-b"], shots: 1, board });
    expect(result.ok && result.data.disagreements).toBeNull();
  });

  it("names an unknown or unapproved model instead of comparing", async () => {
    const result = await getComparison({ slugs: ["model-a", "model-d"], shots: 0, board });
    expect(result).toEqual({ ok: false, error: "No model on the board is called “model-d”." });
  });

  it("rejects a models list that is not two to four distinct slugs, saying why", () => {
    expect(parseComparedModels("model-a")).toEqual({ ok: false, error: "Choose at least 2 models to compare." });
    expect(parseComparedModels("a,b,c,d,e")).toEqual({ ok: false, error: "Compare at most 4 models at once." });
    expect(parseComparedModels("a,A")).toEqual({ ok: false, error: "Each model can appear only once." });
    expect(parseComparedModels("a,<b>")).toMatchObject({ ok: false });
    expect(parseComparedModels(undefined)).toEqual({ ok: false, error: "Choose two to four models to compare." });
    expect(parseComparedModels(" model-a, model-b ")).toEqual({ ok: true, slugs: ["model-a", "model-b"] });
  });
});

describe("item difficulty", () => {
  it("computes each item's shares from the approved entries' answers only", async () => {
    const runIds = board.entries.map((entry) => entry.runs["0"]!.runId);
    expect(board.entries.map((entry) => entry.slug).sort()).toEqual(["model-a", "model-b", "model-c"]);
    const rows = await loadItemDifficulty({ runIds, benchmarkVersion: board.benchmark!.version });
    const records = await db.recordResult.findMany({
      where: { scoring: { runs: { some: { id: { in: runIds } } } }, itemId: { not: null } },
      select: { itemId: true, scoringId: true, outcome: true, stepEarned: true, reasonEarned: true },
    });
    // Model-A and Model-C share one scoring: its records count once per run.
    const runsPerScoring = new Map<string, number>();
    for (const entry of board.entries) {
      const run = await db.submissionRun.findUniqueOrThrow({ where: { id: entry.runs["0"]!.runId } });
      runsPerScoring.set(run.scoringId!, (runsPerScoring.get(run.scoringId!) ?? 0) + 1);
    }
    const expected = new Map<string, { n: number; verdict: number; step: number; reason: number }>();
    for (const record of records) {
      const weight = runsPerScoring.get(record.scoringId)!;
      const sums = expected.get(record.itemId!) ?? { n: 0, verdict: 0, step: 0, reason: 0 };
      sums.n += weight;
      if (record.outcome === "tp" || record.outcome === "tn") sums.verdict += weight;
      if (record.stepEarned) sums.step += weight;
      if (record.reasonEarned) sums.reason += weight;
      expected.set(record.itemId!, sums);
    }
    const math = rows.filter((row) => row.subject === "math");
    expect(math.length).toBe(expected.size);
    for (const row of math) {
      const sums = expected.get(row.itemId)!;
      expect(row.answered).toBe(3);
      expect(row.verdictShare).toBeCloseTo(sums.verdict / 3, 12);
      if (row.correctness === "incorrect") {
        expect(row.stepShare).toBeCloseTo(sums.step / 3, 12);
        expect(row.reasonShare).toBeCloseTo(sums.reason / 3, 12);
      } else expect([row.stepShare, row.reasonShare]).toEqual([null, null]);
    }
    for (const itemId of flippedItemIds) {
      const share = math.find((row) => row.itemId === itemId)!.verdictShare!;
      expect([1 / 3, 2 / 3].some((value) => Math.abs(value - share) < 1e-12)).toBe(true);
    }
    const physics = rows.filter((row) => row.subject === "physics");
    expect(physics.length).toBeGreaterThan(0);
    expect(physics.every((row) => row.answered === 0 && row.verdictShare === null)).toBe(true);
  });

  it("sorts a page by a share with unanswered items last, and filters by subject", async () => {
    const page = await getItemDifficulty({ shots: 0, sort: "verdict", dir: "asc", page: 1, board });
    expect(page.entryCount).toBe(3);
    expect(page.rows).toHaveLength(50);
    const shares = page.rows.map((row) => row.verdictShare!);
    expect(shares).toEqual([...shares].sort((a, b) => a - b));
    expect(page.rows[0]!.excerpt.length).toBeGreaterThan(0);
    const last = await getItemDifficulty({ shots: 0, sort: "verdict", dir: "desc", page: 10_000, board });
    expect(last.page).toBe(last.pageCount);
    expect(last.rows.at(-1)!.verdictShare).toBeNull();
    const physics = await getItemDifficulty({
      shots: 0,
      subject: "physics",
      sort: "subject",
      dir: "asc",
      page: 1,
      board,
    });
    expect(physics.rows.every((row) => row.subject === "physics")).toBe(true);
  });

  it("lists every board model's answer to an item in each setting", async () => {
    const detail = await loadItemDetail({ itemId: flippedItemIds[0]!, runs: runsBySetting(board) });
    expect(detail!.answers["0"].answered.map((answer) => answer.modelName).sort()).toEqual([
      "Model-A",
      "Model-B",
      "Model-C",
    ]);
    expect(detail!.answers["1"].answered.map((answer) => answer.modelName)).toEqual(["Model-A"]);
    const [a, b] = ["Model-A", "Model-B"].map((name) =>
      detail!.answers["0"].answered.find((x) => x.modelName === name)!,
    );
    expect(a!.verdictEarned).not.toBe(b!.verdictEarned);
    expect(a!.rawResponse.length).toBeGreaterThan(0);
    expect(await loadItemDetail({ itemId: "no-such-item", runs: runsBySetting(board) })).toBeNull();
  });
});

describe("a model's page", () => {
  it("has both settings' standings and files, and keeps the older approved submission as history", async () => {
    const page = await loadModelPage({ slug: "model-a", board });
    expect(page!.entry.submissionId).toBe(ids.a);
    expect(Object.keys(page!.overall).sort()).toEqual(["0", "1"]);
    expect(page!.runs.map((run) => run.downloadUrl)).toEqual([
      `/api/v1/submissions/${ids.a}/results/0`,
      `/api/v1/submissions/${ids.a}/results/1`,
    ]);
    expect(page!.history.map((entry) => entry.submissionId)).toEqual([ids.old]);
    expect(page!.history[0]!.runs[0]!.sizeBytes).toBe(historyFileBytes);
    const download = await downloadResults({}, ids.old!, "0");
    expect(download.status).toBe(200);
    expect((await download.arrayBuffer()).byteLength).toBe(historyFileBytes);
  });

  it("is null for a model with no approved entry", async () => {
    expect(await loadModelPage({ slug: "model-d", board })).toBeNull();
    expect(await loadModelPage({ slug: "nobody", board })).toBeNull();
  });
});
