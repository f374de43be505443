// The judge audit's jobs: one pg-boss job per verdict and round, so a verdict is never queued twice
// and a verdict tried again (a new round) is a new job.
import "server-only";
import type PgBoss from "pg-boss";
import { env } from "@/lib/env";
import {
  deterministicJobId,
  insertJobs,
  openPgBossQueue,
  sharedQueueConnection,
} from "@/lib/platform/jobs/pg-boss-queue";

export const JUDGE_QUEUE = "judge-verdict";

export interface JudgeJobData {
  verdictId: string;
  round: number;
}

/** Retries of a job that threw (the database went away): the judge's own failures are verdict states, not throws. */
const JOB_RETRY = { retryLimit: 3, retryDelay: 5, retryBackoff: true };
/** Longer than one request's timeout times its retries would usually take; a job cut short is tried again after it. */
const JOB_EXPIRE_SECONDS = 15 * 60;

export async function openJudgeQueue(connectionString: string | undefined = env.DATABASE_URL): Promise<PgBoss> {
  return openPgBossQueue({
    connectionString,
    queue: JUDGE_QUEUE,
    expireInSeconds: JOB_EXPIRE_SECONDS,
    applicationName: "mrben-judge",
    logPrefix: "judge",
  });
}

function judgeJobId(job: JudgeJobData): string {
  return deterministicJobId(`judge:${job.verdictId}:${job.round}`);
}

export async function enqueueJudgeVerdicts(boss: PgBoss, jobs: readonly JudgeJobData[]): Promise<void> {
  await insertJobs(
    boss,
    jobs.map((job) => ({
      id: judgeJobId(job),
      name: JUDGE_QUEUE,
      data: job satisfies JudgeJobData,
      expireInSeconds: JOB_EXPIRE_SECONDS,
      ...JOB_RETRY,
    })),
  );
}

// The web server's connection, opened on first use (an upload that starts an audit, a moderator's re-judge).
const portal = sharedQueueConnection("mrbenJudgeQueue", () => openJudgeQueue());

export const portalJudgeQueue = portal.get;
export const closePortalJudgeQueue = portal.close;
