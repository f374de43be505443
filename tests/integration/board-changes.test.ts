// /changes and its Atom feed list every benchmark's board, not only MR-Ben's: a shared board's changes
// (an extraction benchmark's, per shot setting) are replayed from the audit log's decisions, the
// runs' scoring history and the flags, by the rules its ?asOf follows, and merged with MR-Ben's newest first.
import { beforeAll, describe, expect, it } from "vitest";
import * as feedRoute from "@/app/changes.atom/route";
import type { BoardChange } from "@/lib/benchmarks/board-change";
import { getBoardChanges } from "@/lib/boards/board-changes";
import { loadBenchmarkBoard } from "@/lib/boards/benchmark-board";
import { db } from "@/lib/db";
import { createActor, type Actor } from "../helpers/actors";
import { ORIGIN } from "../helpers/api-calls";
import { ensureBoardBenchmark, seedBoardEntry, uniformRun } from "../helpers/board-entries";
import { EXTRACTION_SLUG, importExtractionFixture } from "../helpers/extraction-benchmark";
import { decideAt, seedSharedEntry, seedSharedScoring } from "../helpers/shared-board-entries";

const day = (iso: string) => new Date(`${iso}T12:00:00.000Z`);

let moderator: Actor;
let benchmarkId: string;
let versionId: string;

const seedScoring = (score: number, scorerVersion?: string) => seedSharedScoring(versionId, score, scorerVersion);
const seedExtractionEntry = (slug: string, scores: Partial<Record<0 | 1, number>>, uploaded: Date) =>
  seedSharedEntry({ userId: moderator.id, benchmark: { id: benchmarkId, versionId }, slug, scores, uploaded });
const decide = (submissionId: string, action: "approve" | "unpublish", at: string) =>
  decideAt(submissionId, action, day(at), { id: moderator.id, label: "changes-mod" });

beforeAll(async () => {
  moderator = await createActor("moderator", "changes-mod");
  await importExtractionFixture();
  const benchmark = await db.benchmark.findUniqueOrThrow({
    where: { slug: EXTRACTION_SLUG },
    select: { id: true, versions: { select: { id: true } } },
  });
  benchmarkId = benchmark.id;
  versionId = benchmark.versions[0]!.id;

  // "alpha" goes on both boards; "beta" (0-shot only) overtakes it on the 0-shot board.
  const alpha = await seedExtractionEntry("alpha", { 0: 0.4, 1: 0.3 }, day("2026-01-05"));
  await decide(alpha, "approve", "2026-01-10");
  const beta = await seedExtractionEntry("beta", { 0: 0.55 }, day("2026-01-15"));
  await decide(beta, "approve", "2026-01-20");

  // A rescore campaign on 2026-02-01 moves alpha's 0-shot run from 0.40 to 0.70, back above beta.
  const run = await db.submissionRun.findFirstOrThrow({
    where: { submissionId: alpha, shots: 0 },
    select: { id: true, scoringId: true },
  });
  const rescored = await seedScoring(0.7, "1.1.0");
  const campaign = await db.rescoreCampaign.create({
    data: {
      status: "completed",
      benchmarkId,
      scorerName: "extraction-test",
      scorerVersion: "1.1.0",
      benchmarkVersionId: versionId,
      totalFiles: 1,
      startedAt: day("2026-02-01"),
      finishedAt: day("2026-02-01"),
    },
  });
  await db.runScoringChange.create({
    data: { runId: run.id, scoringId: rescored.id, campaignId: campaign.id, createdAt: day("2026-02-01") },
  });
  await db.submissionRun.update({
    where: { id: run.id },
    data: { scoringId: rescored.id, previousScoringId: run.scoringId },
  });

  // A flag on alpha from 2026-02-15 to 2026-02-20, then beta unpublished on 2026-03-01.
  await db.entryFlag.create({
    data: {
      kind: "contamination_suspected",
      note: "Seen in training data.",
      submissionId: alpha,
      createdById: moderator.id,
      createdAt: day("2026-02-15"),
      removedAt: day("2026-02-20"),
      removedById: moderator.id,
    },
  });
  await decide(beta, "unpublish", "2026-03-01");

  // An MR-Ben entry approved on 2026-01-25: its change falls between the extraction board's.
  const version = await ensureBoardBenchmark();
  await db.benchmarkVersion.update({ where: { id: version.id }, data: { createdAt: day("2025-12-01") } });
  const mrben = await seedBoardEntry({
    slug: "reasoner",
    status: "pending",
    runs: { "0": { ...uniformRun(0.5), createdAt: day("2026-01-22") } },
  });
  await decide(mrben, "approve", "2026-01-25");
});

const summary = (change: BoardChange) => [
  change.benchmark.slug,
  change.shots,
  change.kind,
  change.at.slice(0, 10),
  change.models.map((model) => model.slug),
];

describe("what changed, on every benchmark's board", () => {
  it("lists a shared board's changes per shot setting, merged with MR-Ben's, newest first", async () => {
    const { total, changes } = await getBoardChanges(1);
    expect(changes.map(summary)).toEqual([
      [EXTRACTION_SLUG, 0, "unpublished", "2026-03-01", ["beta"]],
      [EXTRACTION_SLUG, 1, "unflagged", "2026-02-20", ["alpha"]],
      [EXTRACTION_SLUG, 0, "unflagged", "2026-02-20", ["alpha"]],
      [EXTRACTION_SLUG, 1, "flagged", "2026-02-15", ["alpha"]],
      [EXTRACTION_SLUG, 0, "flagged", "2026-02-15", ["alpha"]],
      [EXTRACTION_SLUG, 0, "rescored", "2026-02-01", ["alpha"]],
      ["mr-ben", null, "added", "2026-01-25", ["reasoner"]],
      [EXTRACTION_SLUG, 0, "added", "2026-01-20", ["beta"]],
      [EXTRACTION_SLUG, 1, "added", "2026-01-10", ["alpha"]],
      [EXTRACTION_SLUG, 0, "added", "2026-01-10", ["alpha"]],
    ]);
    expect(total).toBe(changes.length);
    expect(changes[0]!.benchmark).toEqual({ slug: EXTRACTION_SLUG, name: "ORD reaction extraction" });
  });

  it("gives each change's ranks and scores on its board before and after, as the board's asOf replays them", async () => {
    const { changes } = await getBoardChanges(1);
    const find = (kind: string, shots: number | null, slug: string) =>
      changes.find((c) => c.kind === kind && c.shots === shots && c.models[0]?.slug === slug)!.models[0]!.boards;
    const at = (rank: number, score: number) => ({ rank, score: expect.closeTo(score, 12) });

    expect(find("added", 0, "alpha")).toEqual({ "0": { before: null, after: at(1, 0.4) } });
    expect(find("added", 1, "alpha")).toEqual({ "1": { before: null, after: at(1, 0.3) } });
    // beta overtakes alpha on the 0-shot board; the rescore puts alpha back on top.
    expect(find("added", 0, "beta")).toEqual({ "0": { before: null, after: at(1, 0.55) } });
    expect(find("rescored", 0, "alpha")).toEqual({ "0": { before: at(2, 0.4), after: at(1, 0.7) } });
    expect(find("flagged", 0, "alpha")).toEqual({ "0": { before: at(1, 0.7), after: at(1, 0.7) } });
    expect(find("unpublished", 0, "beta")).toEqual({ "0": { before: at(2, 0.55), after: null } });
    expect(changes.find((c) => c.kind === "flagged")!.detail).toBe("Contamination suspected: Seen in training data.");

    // The board as of a day between two changes agrees with the first's "after" and the second's "before".
    const asOf = async (when: string) =>
      (await loadBenchmarkBoard(EXTRACTION_SLUG, 0, when))!.rows.map((row) => [row.model.slug, row.rank]);
    expect(await asOf("2026-01-25")).toEqual([
      ["beta", 1],
      ["alpha", 2],
    ]);
    expect(await asOf("2026-03-02")).toEqual([["alpha", 1]]);
  });

  it("links each change to its board as it stood that day", async () => {
    const { changes } = await getBoardChanges(1);
    expect(changes[0]!.boardHref).toBe(`/benchmarks/${EXTRACTION_SLUG}?shots=0&asOf=2026-03-01`);
    expect(changes[1]!.boardHref).toBe(`/benchmarks/${EXTRACTION_SLUG}?shots=1&asOf=2026-02-20`);
    expect(changes.find((c) => c.benchmark.slug === "mr-ben")!.boardHref).toBe("/?asOf=2026-01-25");
  });

  it("is an Atom feed of every board's changes, each entry naming its benchmark and board", async () => {
    const response = await feedRoute.GET(new Request(`${ORIGIN}/changes.atom`), { params: Promise.resolve({}) });
    const feed = await response.text();
    expect(feed.match(/<entry>/g)).toHaveLength(10);
    const entries = feed.split("<entry>").slice(1);
    expect(entries[0]).toContain("<title>ORD reaction extraction, 0-shot: beta unpublished</title>");
    expect(entries[0]).toContain("beta: 0-shot #2 (55.0) → off the board");
    expect(entries[0]).toContain(`<link href="${ORIGIN}/benchmarks/${EXTRACTION_SLUG}?shots=0&amp;asOf=2026-03-01"/>`);
    expect(entries[5]).toContain("<title>ORD reaction extraction, 0-shot: rescored, 1 entry moved</title>");
    expect(entries[5]).toContain("alpha: 0-shot #2 (40.0) → #1 (70.0)");
    expect(entries[6]).toContain("<title>MR-Ben: reasoner added</title>");
    expect(entries[6]).toContain(`<link href="${ORIGIN}/?asOf=2026-01-25"/>`);
  });
});
