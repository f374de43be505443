// The database restarted under load: a production portal on a PostgreSQL of this file's own, with
// readers on the board and a full-size upload in flight, while the server is stopped and started
// again. The portal recovers by itself (health 503 while the database is down, then ok, without a
// restart of the app), the upload fails with a clear answer and a visible failed attempt (or
// completes), the rescore worker works again, and no half-written score is left.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findInvariantViolations, STUCK_RUNS } from "../../helpers/storage-invariants";
import { getJson, makeFullSizeFile, streamUpload } from "../helpers/crash";
import { waitFor } from "../../helpers/wait-for";
import { queryOnce, startOwnPostgres, type OwnPostgres } from "../helpers/own-postgres";
import type { Portal } from "../helpers/portal";
import { WORKER_ON } from "../helpers/portal-process";

const PORTAL_ENV = { ...WORKER_ON, UPLOAD_LEASE_SECONDS: "5", RESCORE_LEASE_SECONDS: "5" };
const FILE_NAME = "Restart-7B_0shot_cot_True_scored_eval_results.json";
// The board's pages and exports (cached), and a signed-in read that goes to the database every time.
const READ_PATHS = ["/api/v1/leaderboard", "/api/v1/leaderboard.csv", "/", "/api/v1/submissions"];

let own: OwnPostgres;
let portal: Portal;
let bearer: string;
let readerBearer: string;
let submissionId: string;

// Everything that reads lib/env is imported only once DATABASE_URL points at this file's server.
async function lib() {
  const [portalHelpers, actors, apiCalls, seeded, benchmark, rescore, queue, db, scorer, users] = await Promise.all([
    import("../helpers/portal"),
    import("../../helpers/actors"),
    import("../../helpers/api-calls"),
    import("../../helpers/seeded-entries"),
    import("../../helpers/benchmark"),
    import("@/lib/rescore/start-rescore"),
    import("@/lib/rescore/queue"),
    import("@/lib/db"),
    import("@/lib/benchmarks/mrben/mr-score"),
    import("@/lib/auth/users"),
  ]);
  return {
    ...portalHelpers,
    ...actors,
    ...apiCalls,
    ...seeded,
    ...benchmark,
    ...rescore,
    ...queue,
    ...db,
    ...scorer,
    AUTH_USER_SELECT: users.AUTH_USER_SELECT,
  };
}

beforeAll(async () => {
  own = await startOwnPostgres();
  process.env.DATABASE_URL = own.url;
  const { importTheBenchmark, createActor, createSubmission, seedEntry, generatedResults, startPortal } = await lib();
  // This server is the file's own, not the run's: the benchmark is imported into it.
  await importTheBenchmark();
  const steady = await createActor("user", "steady");
  readerBearer = steady.bearer;
  for (const [index, model] of ["Steady-A", "Steady-B"].entries()) {
    const file = generatedResults({ model, shots: 0, subjects: ["math", "logic"], seed: index + 1 });
    await seedEntry({ actor: steady, modelName: model, files: { "0": file } });
  }
  const submitter = await createActor("user", "restart-submitter");
  bearer = submitter.bearer;
  submissionId = String((await createSubmission({ authorization: bearer })).body.id);
  portal = await startPortal({ env: PORTAL_ENV });
}, 300_000);

afterAll(async () => {
  await portal?.stop();
  const loaded = (globalThis as { mrbenPrisma?: { $disconnect(): Promise<void> } }).mrbenPrisma;
  await loaded?.$disconnect().catch(() => {});
  await own?.destroy();
});

async function healthStatus(): Promise<number> {
  try {
    return (await fetch(`${portal.baseUrl}/api/health`, { signal: AbortSignal.timeout(10_000) })).status;
  } catch {
    return 0;
  }
}

/** Readers hitting the board's pages and exports until stopped; each answer with when it was asked. */
function startReaders(count: number) {
  const answers: Array<{ at: number; path: string; status: number }> = [];
  let running = true;
  const loops = Array.from({ length: count }, async (_, index) => {
    for (let i = index; running; i++) {
      const path = READ_PATHS[i % READ_PATHS.length]!;
      const at = Date.now();
      let status = 0;
      try {
        const response = await fetch(`${portal.baseUrl}${path}`, {
          headers: { authorization: readerBearer },
          signal: AbortSignal.timeout(15_000),
        });
        await response.arrayBuffer();
        status = response.status;
      } catch {
        status = 0;
      }
      answers.push({ at, path, status });
    }
  });
  return {
    answers,
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}

describe("the database restarted under load", () => {
  it("is survived without restarting the portal: health 503 then ok, readers served again, the upload failed cleanly, nothing half-written", async () => {
    const boardBefore = ((await getJson(`${portal.baseUrl}/api/v1/leaderboard`)) as { entries: unknown[] }).entries;
    const bigFile = makeFullSizeFile({ model: "Restart-7B", shots: 0, seed: 21 });
    const readers = startReaders(4);

    const half = Math.floor(bigFile.length / 2);
    const inFlight = streamUpload({
      baseUrl: portal.baseUrl,
      submissionId,
      shots: 0,
      bearer,
      fileName: FILE_NAME,
      bytes: bigFile,
      pauseAt: half,
    });
    let early: unknown = null;
    void inFlight.answer.then((value) => (early = value));
    const runId = await waitFor("the upload's run", async () => {
      if (early) throw new Error(`The upload was answered before the restart: ${JSON.stringify(early)}`);
      const rows = await queryOnce<{ id: string }>(
        own.url,
        `SELECT "id" FROM "SubmissionRun" WHERE "submissionId" = $1 AND "status" = 'processing'`,
        [submissionId],
      );
      return inFlight.sent() >= half && rows[0] ? rows[0].id : null;
    });

    await own.stop();
    const downAt = Date.now();
    await waitFor("health to report the database down", async () => (await healthStatus()) === 503, {
      timeoutMs: 30_000,
      everyMs: 250,
    });
    // The rest of the file arrives while the database is away: the portal cannot store it.
    inFlight.resume();
    await inFlight.bodyDone;
    const answer = await inFlight.answer;
    // Down long enough for the readers to feel it (the cached board may still be served).
    await waitFor(
      "the readers to be refused a few times while the database is down",
      async () => readers.answers.filter((a) => a.at >= downAt && a.status !== 200).length >= 3,
    );
    await own.start();
    const upAt = Date.now();
    await waitFor("health to be ok again", async () => (await healthStatus()) === 200, {
      timeoutMs: 60_000,
      everyMs: 250,
    });
    const healthyAt = Date.now();
    // Every path read a few times more once it is healthy: any late failure would show in these.
    await waitFor("the readers to read every path again", async () => {
      const after = readers.answers.filter((a) => a.at >= healthyAt);
      return READ_PATHS.every((path) => after.filter((a) => a.path === path).length >= 3);
    });
    await readers.stop();

    const failedWhileDown = readers.answers.filter((a) => a.at >= downAt && a.at < upAt && a.status !== 200).length;
    const lateFailures = readers.answers.filter((a) => a.at >= healthyAt && a.status !== 200);
    console.log(
      `[db-restart] database down ${((upAt - downAt) / 1000).toFixed(1)} s; health ok ${((healthyAt - upAt) / 1000).toFixed(1)} s after it was back; ` +
        `${readers.answers.length} reads, ${failedWhileDown} not served while it was down, ${lateFailures.length} after; upload answered ${JSON.stringify(answer).slice(0, 300)}`,
    );
    expect(lateFailures).toEqual([]);
    // The reads that need the database did fail while it was away: the recovery was exercised.
    expect(failedWhileDown).toBeGreaterThan(0);
    expect(readers.answers.filter((a) => a.at >= healthyAt).length).toBeGreaterThan(0);

    // The upload: a problem saying what happened, and a failed attempt the submitter sees.
    expect(answer).toMatchObject({ status: 503, body: { type: expect.stringContaining("database-unavailable") } });
    const run = await waitFor(
      "the upload's run to settle",
      async () => {
        const json = (await getJson(`${portal.baseUrl}/api/v1/submissions/${submissionId}/runs/${runId}`, {
          authorization: bearer,
        })) as { status: string; failure: { code: string; detail: string } | null };
        return json.status === "processing" ? null : json;
      },
      { timeoutMs: 60_000, everyMs: 500 },
    );
    expect(run.status).toBe("failed");
    expect(run.failure?.detail).toMatch(/nothing of it was stored/);

    expect(await findInvariantViolations(own.url)).toEqual([]);
    expect(await queryOnce(own.url, STUCK_RUNS)).toEqual([]);
    const boardAfter = ((await getJson(`${portal.baseUrl}/api/v1/leaderboard`)) as { entries: unknown[] }).entries;
    expect(boardAfter).toEqual(boardBefore);

    // The same file goes through once the database is back.
    const again = await streamUpload({
      baseUrl: portal.baseUrl,
      submissionId,
      shots: 0,
      bearer,
      fileName: FILE_NAME,
      bytes: bigFile,
    }).answer;
    expect(again).toMatchObject({ status: 201, body: { run: { status: "scored" } } });
    expect(await findInvariantViolations(own.url)).toEqual([]);
  });

  it("leaves the portal's rescore worker working: a rescore started afterwards completes", async () => {
    const { db, createActor, startRescore, openRescoreQueue, SCORER, AUTH_USER_SELECT } = await lib();
    const admin = await createActor("admin", "restart-admin");
    const actor = await db.user.findUniqueOrThrow({
      where: { id: admin.id },
      select: AUTH_USER_SELECT,
    });
    const queue = await openRescoreQueue();
    try {
      const started = await startRescore({ actor, scorer: { name: SCORER.name, version: "9.0.0-restart" }, queue });
      if (!started.ok) throw new Error(started.error.message);
      const campaign = await waitFor(
        "the campaign to finish",
        async () => {
          const row = await db.rescoreCampaign.findUniqueOrThrow({ where: { id: started.value.campaignId } });
          return row.status === "completed" || row.status === "failed" ? row : null;
        },
        { timeoutMs: 120_000, everyMs: 250 },
      );
      expect(campaign.status).toBe("completed");
      expect(await findInvariantViolations(own.url)).toEqual([]);
    } finally {
      await queue.stop({ graceful: false, wait: true });
    }
  });
});
