// The judge audit's worker: JUDGE_CONCURRENCY pg-boss workers on the judge queue, so that many
// requests are in flight at once per portal instance. It runs in the background worker process
// (scripts/rescore-worker.ts) beside the rescore worker, and sweeps up pending verdicts whose job
// never made it to the queue (a queue that was down when the audit was created).
import "server-only";
import type PgBoss from "pg-boss";
import { db } from "@/lib/db";
import {
  enqueueJudgeVerdicts,
  JUDGE_QUEUE,
  openJudgeQueue,
  type JudgeJobData,
} from "@/lib/benchmarks/mrben/judge/judge-queue";
import { judgeVerdict, settleVerdict } from "@/lib/benchmarks/mrben/judge/judge-verdict-job";
import type { JudgeSettings } from "@/lib/benchmarks/mrben/judge/openai-judge";
import { workQueue } from "@/lib/platform/jobs/pg-boss-queue";
import { err } from "@/lib/result";

const SWEEP_INTERVAL_MS = 60_000;

export interface JudgeWorker {
  queue: PgBoss;
  stop(): Promise<void>;
}

export async function startJudgeWorker({
  settings,
  concurrency,
  connectionString,
  pollingIntervalSeconds = 2,
  fetchImpl,
  sleep,
}: {
  settings: JudgeSettings;
  concurrency: number;
  connectionString?: string;
  pollingIntervalSeconds?: number;
  fetchImpl?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
}): Promise<JudgeWorker> {
  const queue = await openJudgeQueue(connectionString);
  await workQueue<JudgeJobData>(queue, JUDGE_QUEUE, { concurrency, pollingIntervalSeconds }, async (job) => {
    try {
      await judgeVerdict({ ...job.data, settings, fetchImpl, sleep });
    } catch (error) {
      // Only the database throws here; on the job's last attempt the verdict says so instead of waiting forever.
      if (job.retryCount >= job.retryLimit)
        await settleVerdict(
          job.data.verdictId,
          job.data.round,
          err({
            kind: "internal",
            message: `the server could not record the judge's answer: ${(error as Error).message}`,
            attempts: 0,
          }),
        ).catch(() => {});
      throw error;
    }
  });
  const sweep = () =>
    queuePendingVerdicts(queue).catch((error: unknown) =>
      console.error("[judge] queueing pending verdicts failed:", error),
    );
  void sweep();
  const sweeper = setInterval(() => void sweep(), SWEEP_INTERVAL_MS);
  sweeper.unref();
  return {
    queue,
    stop: () => {
      clearInterval(sweeper);
      return queue.stop({ graceful: true, wait: true, timeout: 60_000 });
    },
  };
}

/** Queues every pending verdict of a running audit (job ids dedupe the ones already queued). */
async function queuePendingVerdicts(queue: PgBoss): Promise<number> {
  const pending = await db.judgeAuditVerdict.findMany({
    where: { status: "pending", audit: { status: "running" } },
    select: { id: true, round: true },
  });
  await enqueueJudgeVerdicts(
    queue,
    pending.map((verdict) => ({ verdictId: verdict.id, round: verdict.round })),
  );
  return pending.length;
}
