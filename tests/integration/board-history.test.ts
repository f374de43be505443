// The board as it stood on a past day (?asOf=YYYY-MM-DD on the exports) and the list of what changed,
// replayed from the audit log's decisions, each run's scoring history and the flags: an entry is on
// the board only between its approval and its unpublishing, with the scoring its run showed then.
import { beforeAll, describe, expect, it } from "vitest";
import * as feedRoute from "@/app/changes.atom/route";
import { db } from "@/lib/db";
import { mrbenBoardParts } from "@/lib/benchmarks/mrben/board/board-parts";
import { loadBoardChangeLog } from "@/lib/boards/board-load";
import { getLeaderboard, getLeaderboardJson } from "../helpers/board-calls";
import { ensureBoardBenchmark, seedBoardEntry, uniformRun } from "../helpers/board-entries";
import { ORIGIN } from "../helpers/api-calls";
import { createActor } from "../helpers/actors";

const day = (iso: string) => new Date(`${iso}T12:00:00.000Z`);
const slugsAsOf = async (asOf: string, shots = 0) =>
  (await getLeaderboardJson(`?shots=${shots}&asOf=${asOf}`)).entries.map((entry) => entry.model.slug);
const meanAsOf = async (slug: string, asOf: string) =>
  (await getLeaderboardJson(`?asOf=${asOf}`)).entries.find((entry) => entry.model.slug === slug)?.mrScore.value;

let early: string;

beforeAll(async () => {
  const version = await ensureBoardBenchmark();
  await db.benchmarkVersion.update({ where: { id: version.id }, data: { createdAt: day("2025-12-01") } });
  // Entries seeded without decisions: on the board since their approval, scored since their upload.
  early = await seedBoardEntry({
    slug: "early",
    approvedAt: day("2026-01-10"),
    runs: { "0": { ...uniformRun(0.3), createdAt: day("2026-01-09") } },
  });
  await seedBoardEntry({
    slug: "later",
    approvedAt: day("2026-02-10"),
    runs: { "0": { ...uniformRun(0.5), createdAt: day("2026-02-09") } },
  });

  // An entry approved, unpublished and restored, as the audit log says (inserted with their times).
  const moderator = await createActor("moderator", "history-mod");
  const toggled = await seedBoardEntry({
    slug: "toggled",
    approvedAt: day("2026-03-10"),
    runs: { "0": { ...uniformRun(0.4), createdAt: day("2026-02-20") } },
  });
  // "toggled" was evaluated by the portal: its run is a hosted run's scored file.
  const hosted = await db.hostedRun.create({
    data: {
      submissionId: toggled,
      createdById: moderator.id,
      benchmarkVersionId: version.id,
      baseUrl: "https://models.example.org/v1",
      model: "toggled-served",
      shots: [0],
      totalItems: 1,
      status: "completed",
      judgeStage: "completed",
    },
  });
  await db.submissionRun.updateMany({ where: { submissionId: toggled }, data: { hostedRunId: hosted.id } });
  const decisions: [string, string, string][] = [
    ["approve", "2026-03-01", "approved"],
    ["unpublish", "2026-03-05", "unpublished"],
    ["restore", "2026-03-10", "approved"],
  ];
  for (const [action, at, status] of decisions)
    await db.moderationEvent.create({
      data: {
        action: action as "approve",
        actorId: moderator.id,
        actorLabel: "history-mod",
        submissionId: toggled,
        reason: action,
        before: {},
        after: { status, revision: 1 },
        createdAt: day(at),
      },
    });

  // A rescore on 2026-04-01 moved "early" from 0.3 to 0.6.
  const scratch = await seedBoardEntry({ slug: "scratch", status: "pending", runs: { "0": uniformRun(0.6) } });
  const rescored = await db.submissionRun.findFirstOrThrow({
    where: { submissionId: scratch },
    select: { scoringId: true },
  });
  const run = await db.submissionRun.findFirstOrThrow({
    where: { submissionId: early },
    select: { id: true, scoringId: true },
  });
  const campaign = await db.rescoreCampaign.create({
    data: {
      status: "completed",
      benchmarkId: (await db.benchmark.findUniqueOrThrow({ where: { slug: "mr-ben" } })).id,
      scorerName: "mr-ben-scorer",
      scorerVersion: "1.1.0",
      benchmarkVersionId: version.id,
      totalFiles: 1,
      startedAt: day("2026-04-01"),
      finishedAt: day("2026-04-01"),
    },
  });
  await db.runScoringChange.createMany({
    data: [
      { runId: run.id, scoringId: run.scoringId!, createdAt: day("2026-01-09") },
      { runId: run.id, scoringId: rescored.scoringId!, campaignId: campaign.id, createdAt: day("2026-04-01") },
    ],
  });
  await db.submissionRun.update({
    where: { id: run.id },
    data: { scoringId: rescored.scoringId, previousScoringId: run.scoringId },
  });

  // A flag that stood from 2026-05-01 to 2026-05-20.
  await db.entryFlag.create({
    data: {
      kind: "setup_differs",
      note: "Other prompts.",
      submissionId: early,
      createdById: moderator.id,
      createdAt: day("2026-05-01"),
      removedAt: day("2026-05-20"),
      removedById: moderator.id,
    },
  });
});

describe("the board as of a past day", () => {
  it("has the entries approved by the end of that day, and none before the first", async () => {
    expect(await slugsAsOf("2025-12-31")).toEqual([]);
    expect(await slugsAsOf("2026-01-15")).toEqual(["early"]);
    expect((await slugsAsOf("2026-02-15")).sort()).toEqual(["early", "later"]);
  });

  it("follows the audit log: an entry off the board between its unpublishing and its restoring", async () => {
    expect(await slugsAsOf("2026-03-03")).toContain("toggled");
    expect(await slugsAsOf("2026-03-07")).not.toContain("toggled");
    expect(await slugsAsOf("2026-03-12")).toContain("toggled");
  });

  it("shows each run's scoring as it was: before and after a rescore", async () => {
    expect(await meanAsOf("early", "2026-03-31")).toBeCloseTo(0.3, 12);
    expect(await meanAsOf("early", "2026-04-02")).toBeCloseTo(0.6, 12);
  });

  it("shows a flag only while it stood", async () => {
    const flagsAsOf = async (asOf: string) =>
      (await getLeaderboardJson(`?asOf=${asOf}`)).entries.find((entry) => entry.model.slug === "early")!.flags;
    expect(await flagsAsOf("2026-04-30")).toEqual([]);
    expect(await flagsAsOf("2026-05-10")).toEqual([expect.objectContaining({ kind: "setup_differs" })]);
    expect(await flagsAsOf("2026-05-21")).toEqual([]);
  });

  it("as of today is today's board", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const past = await getLeaderboardJson(`?asOf=${today}`);
    const now = await getLeaderboardJson("");
    expect(past.asOf).toBe(today);
    const strip = (board: typeof now) =>
      board.entries.map((entry) => [entry.model.slug, entry.rank, entry.mrScore.value, entry.flags.length]);
    expect(strip(past)).toEqual(strip(now));
  });

  it("refuses a day that is not one, or has not begun, naming asOf", async () => {
    for (const asOf of ["2026-02-30", "yesterday", "2999-01-01"]) {
      const response = await getLeaderboard(`?asOf=${asOf}`);
      expect(response.status).toBe(400);
      expect(JSON.stringify(await response.json())).toContain("asOf");
    }
  });
});

describe("what changed", () => {
  it("lists additions, unpublishings, restorations, rescores and flags newest first, with rank moves", async () => {
    const log = await loadBoardChangeLog(mrbenBoardParts);
    const changes = log.page(0, 50);
    const total = log.times.length;
    const kinds = changes.map((change) => [change.kind, change.at.slice(0, 10), change.models.map((m) => m.slug)]);
    expect(kinds.slice(0, 5)).toEqual([
      ["unflagged", "2026-05-20", ["early"]],
      ["flagged", "2026-05-01", ["early"]],
      ["rescored", "2026-04-01", ["early"]],
      ["restored", "2026-03-10", ["toggled"]],
      ["unpublished", "2026-03-05", ["toggled"]],
    ]);
    expect(total).toBe(changes.length);
    const rescore = changes[2]!;
    expect(rescore.models[0]!.boards["0"]).toEqual({
      before: { rank: 3, score: expect.closeTo(0.3, 12) },
      after: { rank: 1, score: expect.closeTo(0.6, 12) },
    });
    const unpublished = changes[4]!;
    expect(unpublished.models[0]!.boards["0"]!.after).toBeNull();

    // An entry's change names its tier: "toggled" was evaluated by the portal, "early" rescored from an upload.
    expect(changes.map((change) => change.tier).slice(0, 5)).toEqual([
      "rescored",
      "rescored",
      null,
      "evaluated",
      "evaluated",
    ]);
  });

  it("is an Atom feed too", async () => {
    const response = await feedRoute.GET(new Request(`${ORIGIN}/changes.atom`), { params: Promise.resolve({}) });
    expect(response.headers.get("content-type")).toBe("application/atom+xml; charset=utf-8");
    const feed = await response.text();
    expect(feed).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>\n<feed xmlns="http:\/\/www.w3.org\/2005\/Atom">/);
    expect(feed.match(/<entry>/g)?.length).toBeGreaterThanOrEqual(5);
    expect(feed).toContain("<title>MR-Ben: rescored, 1 entry moved</title>");
    expect(feed).toContain("early: 0-shot #3 (30.0) → #1 (60.0)");
    expect(feed).toContain("<title>MR-Ben: toggled (evaluated by the portal) restored</title>");
    expect(feed).toContain(`<link href="${ORIGIN}/?asOf=2026-03-10"/>`);
  });
});
