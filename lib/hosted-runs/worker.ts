// The hosted runs' worker, in the background worker process (scripts/rescore-worker.ts) when hosted
// runs are on: pg-boss workers that each work one run's share at a time (its first stage, then its
// judge stage when that completes it), and a sweep that queues every run with something left to
// claim in either stage (a run just started, or one whose worker was killed and whose leases ran
// out), so a restarted or another instance picks it up.
import "server-only";
import type PgBoss from "pg-boss";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { workQueue } from "@/lib/platform/jobs/pg-boss-queue";
import type { HostedJudge } from "@/lib/benchmarks/kind-hosted";
import {
  enqueueHostedRun,
  enqueueJudgeStage,
  HOSTED_JUDGE_QUEUE,
  HOSTED_RUN_QUEUE,
  openHostedRunQueue,
  type HostedRunJobData,
} from "./queue";
import { workJudgeStage } from "./work-judge-stage";
import { workHostedRun, type WorkOptions } from "./work-run";

export interface HostedRunWorker {
  queue: PgBoss;
  /** Queues the runs with claimable answers now (the worker also does it every half lease). */
  sweep(): Promise<void>;
  /** Graceful: in-flight requests are aborted and their answers given back. */
  stop(): Promise<void>;
  /** As a killed process would: nothing given back; the leases run out. */
  kill(): Promise<void>;
}

export async function startHostedRunWorker({
  connectionString,
  runsAtOnce = 2,
  pollingIntervalSeconds = 2,
  judge,
  ...work
}: {
  connectionString?: string;
  /** Runs this worker works on at once; each keeps its own concurrency of requests in flight. */
  runsAtOnce?: number;
  pollingIntervalSeconds?: number;
  /** The judge stage's judge; null: none configured. Default: the kind's (the portal's judge settings). */
  judge?: HostedJudge | null;
} & Omit<WorkOptions, "stop">): Promise<HostedRunWorker> {
  const leaseMs = work.leaseMs ?? env.HOSTED_LEASE_SECONDS * 1000;
  const queue = await openHostedRunQueue(connectionString);
  const stopping = new AbortController();
  // Read by the jobs once the signal fires: the way this worker stopped.
  const stop: NonNullable<WorkOptions["stop"]> = { signal: stopping.signal, mode: "release" };
  await workQueue<HostedRunJobData>(
    queue,
    HOSTED_RUN_QUEUE,
    { concurrency: runsAtOnce, pollingIntervalSeconds },
    async (job) => {
      if (stopping.signal.aborted) return;
      const outcome = await workHostedRun({ runId: job.data.runId, ...work, leaseMs, stop });
      if (outcome === "completed" && !stopping.signal.aborted) await judgeStage(job.data.runId);
    },
  );
  const judgeStage = (runId: string) =>
    workJudgeStage({ runId, leaseMs, stop, ...(judge !== undefined ? { judge } : {}) });
  await workQueue<HostedRunJobData>(
    queue,
    HOSTED_JUDGE_QUEUE,
    { concurrency: runsAtOnce, pollingIntervalSeconds },
    async (job) => {
      if (stopping.signal.aborted) return;
      await judgeStage(job.data.runId);
    },
  );
  const windowSeconds = Math.max(1, Math.floor(leaseMs / 2000));
  const sweep = async () => {
    try {
      for (const runId of await runsToWork()) await enqueueHostedRun(queue, runId, windowSeconds);
      for (const runId of await judgeStagesToWork()) await enqueueJudgeStage(queue, runId, windowSeconds);
    } catch (error) {
      console.error("[hosted] sweeping the runs failed:", error);
    }
  };
  await sweep();
  const sweeper = setInterval(() => void sweep(), Math.max(500, leaseMs / 2));
  sweeper.unref();
  const end = async (how: "release" | "abandon") => {
    stop.mode = how;
    clearInterval(sweeper);
    stopping.abort();
    await queue.stop({ graceful: how === "release", wait: true, timeout: 60_000 });
  };
  return { queue, sweep, stop: () => end("release"), kill: () => end("abandon") };
}

/** Running or queued runs with an answer nobody holds, or none left pending (a completion cut short). */
async function runsToWork(): Promise<string[]> {
  const rows = await db.$queryRaw<Array<{ id: string }>>`
    SELECT r."id" FROM "HostedRun" r
    WHERE r."status" IN ('queued', 'running')
      AND (EXISTS (SELECT 1 FROM "HostedAnswer" a WHERE a."runId" = r."id" AND a."status" = 'pending'
                     AND (a."leaseExpiresAt" IS NULL OR a."leaseExpiresAt" <= now()))
           OR NOT EXISTS (SELECT 1 FROM "HostedAnswer" a WHERE a."runId" = r."id" AND a."status" = 'pending'))`;
  return rows.map((row) => row.id);
}

/**
 * Completed runs whose judge stage waits, or runs with a verdict nobody holds, or with none left
 * pending (a finish cut short; a file being scored under a live claim makes that job a no-op).
 */
async function judgeStagesToWork(): Promise<string[]> {
  const rows = await db.$queryRaw<Array<{ id: string }>>`
    SELECT r."id" FROM "HostedRun" r
    WHERE r."status" = 'completed'
      AND (r."judgeStage" = 'pending'
           OR (r."judgeStage" = 'running'
               AND (EXISTS (SELECT 1 FROM "HostedJudgeVerdict" v WHERE v."runId" = r."id" AND v."status" = 'pending'
                              AND (v."leaseExpiresAt" IS NULL OR v."leaseExpiresAt" <= now()))
                    OR NOT EXISTS (SELECT 1 FROM "HostedJudgeVerdict" v
                                   WHERE v."runId" = r."id" AND v."status" = 'pending'))))`;
  return rows.map((row) => row.id);
}
