// Crash safety: the production server is killed (SIGKILL to its whole process group) while a
// full-size results file is being uploaded, scored and stored, and while a rescore job runs; after
// a restart no half-written score is left anywhere, the interrupted upload is failed with a reason
// its submitter sees, the interrupted rescore finishes, and nothing else changed.
import type PgBoss from "pg-boss";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { SCORER } from "@/lib/benchmarks/mrben/mr-score";
import { openRescoreQueue, RESCORE_QUEUE, rescoreJobId } from "@/lib/rescore/queue";
import { startRescore } from "@/lib/rescore/start-rescore";
import { createActor, type Actor } from "../../helpers/actors";
import { createSubmission, FIXTURE, fixtureBytes } from "../../helpers/api-calls";
import { seedEntry } from "../../helpers/seeded-entries";
import { findInvariantViolations, STUCK_RUNS } from "../../helpers/storage-invariants";
import {
  getJson,
  makeFullSizeFile,
  scoreWriteInProgress,
  storedState,
  streamUpload,
  type StreamingUpload,
} from "../helpers/crash";
import { waitFor } from "../../helpers/wait-for";
import { startWith } from "../../helpers/file-database";
import { WORKER_ON } from "../helpers/portal-process";
import { startPortal, type Portal } from "../helpers/portal";
import { AUTH_USER_SELECT } from "@/lib/auth/users";

// Short leases so a crashed server's work is given up within seconds (90 s and 30 s by default).
const PORTAL_ENV = { ...WORKER_ON, UPLOAD_LEASE_SECONDS: "5", RESCORE_LEASE_SECONDS: "5" };
const FILE_NAME = "Crash-7B_0shot_cot_True_scored_eval_results.json";

startWith("benchmarks");

let portal: Portal;
let watcher: pg.Client;
let queue: PgBoss | undefined;
let submitter: Actor;
let submissionId: string;
let bigFile: Buffer;
const databaseUrl = () => process.env.DATABASE_URL!;

beforeAll(async () => {
  bigFile = makeFullSizeFile({ model: "Crash-7B", shots: 0, seed: 11 });
  // What must survive: two approved entries of full-size files and someone's pending submission.
  const other = await createActor("user", "steady-submitter");
  for (const [modelName, shots, fixture] of [
    ["Steady-A", "0", FIXTURE.simA],
    ["Steady-B", "1", FIXTURE.simB],
  ] as const) {
    await seedEntry({ actor: other, modelName, files: { [shots]: fixtureBytes(fixture) } });
  }
  await seedEntry({
    actor: other,
    modelName: "Pending-Model",
    files: { "0": fixtureBytes(FIXTURE.small) },
    status: "pending",
  });

  submitter = await createActor("user", "crash-submitter");
  submissionId = String((await createSubmission({ authorization: submitter.bearer })).body.id);
  watcher = new pg.Client({ connectionString: databaseUrl() });
  await watcher.connect();
  portal = await startPortal({ env: PORTAL_ENV });
}, 300_000);

afterAll(async () => {
  await queue?.stop({ graceful: false, wait: true });
  await portal?.stop();
  await watcher?.end();
});

/** What nobody's crash may change: other people's submissions, the stored scores' rows, the board. */
async function survivors() {
  const state = await storedState(watcher);
  const board = (await getJson(`${portal.baseUrl}/api/v1/leaderboard`)) as { entries: unknown[] };
  return {
    ...state,
    submissions: state.submissions.filter((row) => row.id !== submissionId),
    board: board.entries,
  };
}

let killedAt = 0;

async function killAndRestart(): Promise<void> {
  await portal.kill();
  killedAt = Date.now();
  portal = await startPortal({ env: PORTAL_ENV });
  console.log(`[crash] killed; the restarted server answered after ${((Date.now() - killedAt) / 1000).toFixed(1)} s`);
}

async function newestRunId(): Promise<string> {
  const run = await db.submissionRun.findFirstOrThrow({
    where: { submissionId },
    orderBy: { createdAt: "desc" },
    select: { id: true },
  });
  return run.id;
}

/** The submitter's view of the run after the restart: failed as interrupted, in the API and on the page. */
async function expectVisiblyInterrupted(runId: string): Promise<void> {
  const auth = { authorization: submitter.bearer };
  const run = await waitFor(
    "the interrupted run to be marked failed",
    async () => {
      const json = (await getJson(`${portal.baseUrl}/api/v1/submissions/${submissionId}/runs/${runId}`, auth)) as {
        status: string;
        failure: { code: string; detail: string } | null;
      };
      return json.status === "processing" ? null : json;
    },
    { timeoutMs: 60_000, everyMs: 500 },
  );
  console.log(`[crash] the run showed failed ${((Date.now() - killedAt) / 1000).toFixed(1)} s after the kill`);
  expect(run.status).toBe("failed");
  expect(run.failure?.code).toBe("interrupted");
  expect(run.failure?.detail).toMatch(/nothing of it was stored/);
  const page = await fetch(`${portal.baseUrl}/submissions/${submissionId}`, { headers: { cookie: submitter.cookie } });
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain("This file was not scored (interrupted).");
  expect(html).toContain("nothing of it was stored");
}

async function expectConsistent(): Promise<void> {
  expect(await findInvariantViolations(databaseUrl())).toEqual([]);
  expect((await watcher.query(STUCK_RUNS)).rows).toEqual([]);
}

function upload(options: Partial<Parameters<typeof streamUpload>[0]> = {}): StreamingUpload {
  return streamUpload({
    baseUrl: portal.baseUrl,
    submissionId,
    shots: 0,
    bearer: submitter.bearer,
    fileName: FILE_NAME,
    bytes: bigFile,
    ...options,
  });
}

describe("a server killed during an upload of a full-size file", () => {
  it("while the body is still streaming in: the attempt is failed as interrupted, nothing is stored, nothing else changes", async () => {
    const before = await survivors();
    const pauseAt = Math.floor(bigFile.length * 0.4);
    const inFlight = upload({ pauseAt });
    const runId = await waitFor("the upload's run", async () => {
      const run = await db.submissionRun.findFirst({ where: { submissionId, status: "processing" } });
      return inFlight.sent() >= pauseAt && run ? run.id : null;
    });
    await killAndRestart();
    inFlight.resume();
    expect(await inFlight.answer).toHaveProperty("error");

    await expectVisiblyInterrupted(runId);
    await expectConsistent();
    expect(await survivors()).toEqual(before);
  });

  it("after the whole body arrived, while it is scored: failed as interrupted, nothing stored", async () => {
    const before = await survivors();
    const inFlight = upload();
    await inFlight.bodyDone;
    expect(await scoreWriteInProgress(watcher)).toBe(false);
    const runId = await newestRunId();
    await killAndRestart();
    expect(await inFlight.answer).toHaveProperty("error");

    await expectVisiblyInterrupted(runId);
    await expectConsistent();
    expect(await survivors()).toEqual(before);
  });

  it("while its score is being written: the transaction leaves nothing, the attempt is failed, and the file uploads again", async () => {
    const before = await survivors();
    const inFlight = upload();
    await waitFor("the score's transaction", () => scoreWriteInProgress(watcher), { everyMs: 5, timeoutMs: 120_000 });
    await killAndRestart();
    expect(await inFlight.answer).toHaveProperty("error");

    await expectVisiblyInterrupted(await newestRunId());
    await expectConsistent();
    expect(await survivors()).toEqual(before);

    // Nothing of the killed attempt stands in the way of the next one.
    const again = await upload().answer;
    expect(again).toMatchObject({ status: 201, body: { reusedScoring: false, run: { status: "scored" } } });
    await expectConsistent();
    const after = await survivors();
    expect(after.board).toEqual(before.board);
    expect(after.storedFiles).toBe(before.storedFiles + 1);
    expect(after.scorings).toBe(before.scorings + 1);
  });
});

describe("a server killed while a rescore job writes its score", () => {
  it("is taken back after the lease and retried in the restarted server: every file rescored once, the board switched", async () => {
    const boardBefore = (await survivors()).board as Array<{ mrScore: unknown; model: unknown }>;
    const NEXT = { name: SCORER.name, version: "9.0.0-crash" };
    const admin = await createActor("admin", "crash-admin");
    const actor = await db.user.findUniqueOrThrow({
      where: { id: admin.id },
      select: AUTH_USER_SELECT,
    });
    queue = await openRescoreQueue();
    const started = await startRescore({
      actor,
      scorer: NEXT,
      queue,
      retry: { retryLimit: 3, retryDelay: 1, retryBackoff: false },
    });
    if (!started.ok) throw new Error(started.error.message);
    const { campaignId, totalFiles } = started.value;
    expect(totalFiles).toBe(4);

    await waitFor("a rescore job's score transaction", () => scoreWriteInProgress(watcher), {
      everyMs: 5,
      timeoutMs: 120_000,
    });
    const held = await db.rescoreItem.findMany({
      where: { campaignId, status: "queued", heartbeatAt: { not: null } },
      select: { id: true },
    });
    await killAndRestart();
    expect(held.length).toBeGreaterThan(0);

    const campaign = await waitFor(
      "the campaign to finish",
      async () => {
        const row = await db.rescoreCampaign.findUniqueOrThrow({ where: { id: campaignId } });
        return row.status === "completed" || row.status === "failed" ? row : null;
      },
      { timeoutMs: 120_000, everyMs: 250 },
    );
    console.log(`[crash] rescore recovered ${((Date.now() - killedAt) / 1000).toFixed(1)} s after the kill`);
    expect(campaign.status).toBe("completed");
    const items = await db.rescoreItem.findMany({ where: { campaignId } });
    expect(items.every((item) => item.status === "done" && item.heartbeatAt === null)).toBe(true);
    const jobs = queue;
    for (const { id } of held) {
      // The killed attempt, then the retry that finished it.
      expect(items.find((item) => item.id === id)?.attempts).toBe(2);
      // pg-boss marks the job completed once its handler has returned, a moment after the item is done.
      await waitFor(
        `the retried job of item ${id} to be completed`,
        async () => (await jobs.getJobById(RESCORE_QUEUE, rescoreJobId(id)))?.state === "completed",
        { timeoutMs: 30_000, everyMs: 100 },
      );
    }
    // One new scoring per file, whole (the invariants), and every run shows it.
    expect(await db.fileScoring.count({ where: { scorerVersion: NEXT.version } })).toBe(totalFiles);
    await expectConsistent();
    const runs = await db.submissionRun.findMany({ where: { status: "scored" }, include: { scoring: true } });
    expect(runs.map((run) => run.scoring?.scorerVersion)).toEqual(runs.map(() => NEXT.version));

    await fetch(`${portal.baseUrl}/api/v1/admin/rescore`, { headers: { cookie: admin.cookie } });
    const boardAfter = (await survivors()).board as Array<{ mrScore: unknown; model: unknown; scorer: unknown }>;
    expect(boardAfter.map((entry) => [entry.model, entry.mrScore])).toEqual(
      boardBefore.map((entry) => [entry.model, entry.mrScore]),
    );
    expect(boardAfter.map((entry) => entry.scorer)).toEqual(boardAfter.map(() => NEXT));
  });
});
