// The hosted runs' queue: pg-boss in the portal's PostgreSQL. A job is a call to work on one run
// until nothing is left to claim; any number of jobs of one run may run at once on several
// instances (the items' leases share the work). At most one job per run is queued per window,
// so the sweep that queues runs with claimable items adds no more than one each time.
import "server-only";
import type PgBoss from "pg-boss";
import { env } from "@/lib/env";
import { openPgBossQueue, sharedQueueConnection } from "@/lib/platform/jobs/pg-boss-queue";

export const HOSTED_RUN_QUEUE = "hosted-run";
/** The judge stages of completed runs: a job works on one run's stage until nothing is left to claim. */
export const HOSTED_JUDGE_QUEUE = "hosted-judge";

export interface HostedRunJobData {
  runId: string;
}

/**
 * pg-boss's longest expiry is under a day. A share that runs longer is marked expired by pg-boss
 * but keeps working (its leases, not the job, hold its answers); a dead one's leases run out long
 * before, and the sweep queues the run again.
 */
const JOB_EXPIRE_SECONDS = 12 * 60 * 60;

export async function openHostedRunQueue(connectionString: string | undefined = env.DATABASE_URL): Promise<PgBoss> {
  const boss = await openPgBossQueue({
    connectionString,
    queue: HOSTED_RUN_QUEUE,
    expireInSeconds: JOB_EXPIRE_SECONDS,
    applicationName: "mrben-hosted-runs",
    logPrefix: "hosted",
  });
  if (!(await boss.getQueue(HOSTED_JUDGE_QUEUE))) {
    await boss
      .createQueue(HOSTED_JUDGE_QUEUE, { name: HOSTED_JUDGE_QUEUE, expireInSeconds: JOB_EXPIRE_SECONDS })
      .catch(async (error: unknown) => {
        // Two instances starting at once: the other one created it.
        if (!(await boss.getQueue(HOSTED_JUDGE_QUEUE))) throw error;
      });
  }
  return boss;
}

/** Queues a job for the run, unless one was queued in the last `windowSeconds` (pg-boss's singleton window). */
export async function enqueueHostedRun(
  boss: PgBoss,
  runId: string,
  windowSeconds = Math.max(1, Math.floor(env.HOSTED_LEASE_SECONDS / 2)),
): Promise<void> {
  await boss.send(HOSTED_RUN_QUEUE, { runId } satisfies HostedRunJobData, {
    singletonKey: runId,
    singletonSeconds: windowSeconds,
    expireInSeconds: JOB_EXPIRE_SECONDS,
    // The run's own state says what is left: a job that dies is not retried, the sweep queues another.
    retryLimit: 0,
  });
}

/** Queues a job for the run's judge stage, at most one per window, as for the first stage. */
export async function enqueueJudgeStage(boss: PgBoss, runId: string, windowSeconds: number): Promise<void> {
  await boss.send(HOSTED_JUDGE_QUEUE, { runId } satisfies HostedRunJobData, {
    singletonKey: runId,
    singletonSeconds: windowSeconds,
    expireInSeconds: JOB_EXPIRE_SECONDS,
    retryLimit: 0,
  });
}

const portal = sharedQueueConnection("mrbenHostedRunQueue", () => openHostedRunQueue());

export const portalHostedRunQueue = portal.get;
export const closePortalHostedRunQueue = portal.close;
