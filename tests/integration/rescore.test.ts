// Rescoring every stored file with background jobs (pg-boss on the test file's database): who may
// start it, the one-step switch, retries and failure, two instances, the audit event.
import type PgBoss from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as rescoreRoute from "@/app/api/v1/admin/rescore/route";
import { db } from "@/lib/db";
import { loadBoardData } from "@/lib/benchmarks/mrben/board/load-board";
import { loadModelPage } from "@/lib/benchmarks/mrben/board/model-page";
import { SCORER } from "@/lib/benchmarks/mrben/mr-score";
import { processRescoreItem } from "@/lib/rescore/process-item";
import { openRescoreQueue } from "@/lib/rescore/queue";
import { startRescore } from "@/lib/rescore/start-rescore";
import { resumeRescoreJobs, startRescoreWorker, type RescoreWorker } from "@/lib/rescore/worker";
import { createActor, type Actor } from "../helpers/actors";
import { ORIGIN } from "../helpers/api-calls";
import { startWith } from "../helpers/file-database";
import { generatedResults, seedEntry } from "../helpers/seeded-entries";
import { waitFor } from "../helpers/wait-for";
import { AUTH_USER_SELECT } from "@/lib/auth/users";

const NEXT = { name: SCORER.name, version: "9.0.0-test" };
const AFTER_NEXT = { name: SCORER.name, version: "9.1.0-test" };
const FAST_RETRY = { retryLimit: 2, retryDelay: 1, retryBackoff: false };

let queue: PgBoss;
const workers: RescoreWorker[] = [];

async function authUser(id: string) {
  return db.user.findUniqueOrThrow({
    where: { id },
    select: AUTH_USER_SELECT,
  });
}

function settled(campaignId: string, timeoutMs = 90_000) {
  return waitFor(
    `rescore campaign ${campaignId} to settle`,
    async () => {
      const campaign = await db.rescoreCampaign.findUniqueOrThrow({ where: { id: campaignId } });
      return (campaign.status === "completed" || campaign.status === "failed") && campaign;
    },
    { timeoutMs, everyMs: 200 },
  );
}

async function boardScorerVersions(): Promise<string[]> {
  const board = await loadBoardData();
  return board.entries.flatMap((entry) => Object.values(entry.runs).map((run) => run.scorer.version)).sort();
}

let adminId: string;
let admin: Actor;
let submissionIds: string[] = [];

startWith("benchmarks");

beforeAll(async () => {
  const alice = await createActor("user", "alice");
  admin = await createActor("admin", "root");
  adminId = admin.id;
  const file = (model: string, shots: 0 | 1, seed: number) =>
    generatedResults({ model, shots, subjects: ["math"], seed });
  submissionIds = [
    await seedEntry({ actor: alice, modelName: "Model-A", files: { "0": file("A", 0, 1), "1": file("A", 1, 2) } }),
    await seedEntry({ actor: alice, modelName: "Model-B", files: { "0": file("B", 0, 3) } }),
  ];
  queue = await openRescoreQueue();
}, 120_000);

afterAll(async () => {
  for (const worker of workers) await worker.stop();
  await queue?.stop({ graceful: false, wait: true });
});

describe("starting a rescore", () => {
  it("is refused to users and moderators, and creates nothing", async () => {
    for (const role of ["user", "moderator"] as const) {
      const actor = await authUser((await createActor(role, role)).id);
      const result = await startRescore({ actor, scorer: NEXT, queue });
      expect(result).toMatchObject({ ok: false, error: { code: "forbidden" } });
    }
    expect(await db.rescoreCampaign.count()).toBe(0);
  });
});

describe("a rescore with a new scorer version", () => {
  let campaignId: string;
  const oldScoring = new Map<string, string>();

  it("creates one item per stored file with a scored run, and records who started it", async () => {
    for (const run of await db.submissionRun.findMany({ where: { scoringId: { not: null } } })) {
      oldScoring.set(run.id, run.scoringId!);
    }
    const started = await startRescore({ actor: await authUser(adminId), scorer: NEXT, retry: FAST_RETRY, queue });
    if (!started.ok) throw new Error(started.error.message);
    campaignId = started.value.campaignId;
    expect(started.value.totalFiles).toBe(3);
    expect(await db.rescoreItem.count({ where: { campaignId, status: "queued" } })).toBe(3);
    const event = await db.moderationEvent.findFirstOrThrow({ where: { action: "start_rescore" } });
    expect(event).toMatchObject({
      actorId: adminId,
      after: { id: campaignId, scorerVersion: NEXT.version, totalFiles: 3 },
    });
  });

  it("cannot be started twice while one runs", async () => {
    const again = await startRescore({ actor: await authUser(adminId), scorer: NEXT, queue });
    expect(again).toMatchObject({ ok: false, error: { code: "already-running" } });
  });

  it("leaves the board on the old scores while only some files are rescored", async () => {
    const first = await db.rescoreItem.findFirstOrThrow({ where: { campaignId } });
    expect(await processRescoreItem({ itemId: first.id, retryCount: 0, retryLimit: 2 })).toBe("done");
    expect(await db.fileScoring.count({ where: { scorerVersion: NEXT.version } })).toBe(1);
    expect((await db.rescoreCampaign.findUniqueOrThrow({ where: { id: campaignId } })).status).toBe("running");
    expect(await boardScorerVersions()).toEqual([SCORER.version, SCORER.version, SCORER.version]);
    // The same attempt delivered again is not processed again.
    expect(await processRescoreItem({ itemId: first.id, retryCount: 0, retryLimit: 2 })).toBe("skipped");
  });

  it("is processed exactly once per file by two instances, then switches every run in one step", async () => {
    workers.push(await startRescoreWorker({ concurrency: 1, pollingIntervalSeconds: 0.5 }));
    workers.push(await startRescoreWorker({ concurrency: 1, pollingIntervalSeconds: 0.5 }));
    const campaign = await settled(campaignId);
    expect(campaign).toMatchObject({ status: "completed", error: null });
    expect(campaign.finishedAt).not.toBeNull();

    const items = await db.rescoreItem.findMany({ where: { campaignId } });
    expect(items.map((item) => [item.status, item.attempts])).toEqual(items.map(() => ["done", 1]));
    expect(await db.fileScoring.count({ where: { scorerVersion: NEXT.version } })).toBe(3);
    expect(await db.fileScoring.count({ where: { scorerVersion: SCORER.version } })).toBe(3);
    expect(await db.recordResult.count({ where: { scoring: { scorerVersion: NEXT.version } } })).toBe(
      await db.recordResult.count({ where: { scoring: { scorerVersion: SCORER.version } } }),
    );

    const newScoring = new Map(items.map((item) => [item.fileId, item.scoringId]));
    for (const run of await db.submissionRun.findMany({ where: { scoringId: { not: null } } })) {
      expect(run.previousScoringId).toBe(oldScoring.get(run.id));
      expect(run.scoringId).toBe(newScoring.get(run.fileId!));
    }
    expect(await boardScorerVersions()).toEqual([NEXT.version, NEXT.version, NEXT.version]);
  }, 120_000);
});

describe("an entry after a rescore", () => {
  it("shows no previous score where the rescore left the mean unchanged", async () => {
    const board = await loadBoardData();
    expect(board.entries.flatMap((entry) => Object.values(entry.runs).map((run) => run.previous))).toEqual([
      null,
      null,
      null,
    ]);
  });

  it("shows the previous mean and its scorer version where the score changed", async () => {
    const run = await db.submissionRun.findFirstOrThrow({
      where: { submission: { modelName: "Model-B" }, shots: 0 },
      select: { previousScoringId: true },
    });
    // Stands in for a scorer change that moved this file's mean.
    await db.fileScoring.update({ where: { id: run.previousScoringId! }, data: { score: 0.123 } });
    const page = await loadModelPage({ slug: "model-b" });
    expect(page?.runs.map((shown) => shown.previous)).toEqual([{ mean: 0.123, scorerVersion: SCORER.version }]);
  });
});

describe("a rescore in which a file cannot be read", () => {
  it("retries the file, then fails the campaign without switching anything", async () => {
    const before = await db.submissionRun.findMany({ where: { scoringId: { not: null } }, orderBy: { id: "asc" } });
    const broken = before[0]!.fileId!;
    await db.storedFile.update({ where: { id: broken }, data: { gzipBytes: Buffer.from("not gzip at all") } });

    const started = await startRescore({
      actor: await authUser(adminId),
      scorer: AFTER_NEXT,
      retry: FAST_RETRY,
      queue,
    });
    if (!started.ok) throw new Error(started.error.message);
    const campaign = await settled(started.value.campaignId);
    expect(campaign.status).toBe("failed");
    expect(campaign.error).toMatch(/1 of 3 files could not be rescored/);

    const failed = await db.rescoreItem.findFirstOrThrow({ where: { campaignId: campaign.id, fileId: broken } });
    expect(failed).toMatchObject({ status: "failed", attempts: FAST_RETRY.retryLimit + 1 });
    expect(failed.error).toMatch(/stored original cannot be read/);
    expect(await db.rescoreItem.count({ where: { campaignId: campaign.id, status: "done" } })).toBe(2);

    const after = await db.submissionRun.findMany({ where: { scoringId: { not: null } }, orderBy: { id: "asc" } });
    expect(after.map((run) => [run.scoringId, run.previousScoringId])).toEqual(
      before.map((run) => [run.scoringId, run.previousScoringId]),
    );
    expect(await boardScorerVersions()).toEqual([NEXT.version, NEXT.version, NEXT.version]);
    expect(submissionIds).toHaveLength(2);
  }, 120_000);
});

describe("GET /api/v1/admin/rescore", () => {
  const get = (authorization: string) =>
    rescoreRoute.GET(new Request(`${ORIGIN}/api/v1/admin/rescore`, { headers: { authorization } }));

  it("answers 404 to a moderator, as if it did not exist", async () => {
    const moderator = await createActor("moderator", "mod");
    expect((await get(moderator.bearer)).status).toBe(404);
  });

  it("lists an admin the campaigns newest first with their progress and failed files", async () => {
    const response = await get(admin.bearer);
    expect(response.status).toBe(200);
    const { campaigns } = (await response.json()) as { campaigns: Array<Record<string, unknown>> };
    expect(campaigns.map((campaign) => [campaign.status, campaign.done, campaign.failed, campaign.totalFiles])).toEqual(
      [
        ["failed", 2, 1, 3],
        ["completed", 3, 0, 3],
      ],
    );
    expect(campaigns[0]!.failedItems).toEqual([
      expect.objectContaining({ attempts: 3, error: expect.stringMatching(/cannot be read/) as unknown }),
    ]);
  });
});

describe("a campaign whose switch was cut short", () => {
  it("is finished by the next worker that starts", async () => {
    const runs = await db.submissionRun.findMany({ where: { scoringId: { not: null } } });
    const version = await db.benchmarkVersion.findFirstOrThrow({ select: { id: true, benchmarkId: true } });
    const campaign = await db.rescoreCampaign.create({
      data: {
        scorerName: NEXT.name,
        scorerVersion: NEXT.version,
        benchmarkId: version.benchmarkId,
        benchmarkVersionId: version.id,
        totalFiles: runs.length,
        items: {
          create: runs.map((run) => ({ fileId: run.fileId!, scoringId: run.scoringId, status: "done", attempts: 1 })),
        },
      },
    });
    await resumeRescoreJobs(queue);
    expect((await db.rescoreCampaign.findUniqueOrThrow({ where: { id: campaign.id } })).status).toBe("completed");
  });
});
