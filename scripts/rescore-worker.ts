// The background worker as a process of its own: each portal server starts one (lib/rescore/portal-worker.ts)
// so that parsing and scoring 22 MB files never blocks the event loop that answers readers. It runs the
// rescore jobs and, when a judge API is configured, the judge audit's jobs. Runs until SIGTERM/SIGINT
// (a running job is given a minute to finish) or until its parent goes away (its stdin, a pipe from the
// server, closes). It also computes scored files' analyses (lib/analyses). Usage: tsx --conditions=react-server scripts/rescore-worker.ts
import { startAnalysesSweeper } from "@/lib/analyses/analyses-sweeper";
import { env } from "@/lib/env";
import { judgeSettings } from "@/lib/judge/judge-settings";
import { startJudgeWorker } from "@/lib/judge/judge-worker";
import { startRescoreWorker } from "@/lib/rescore/worker";

const worker = await startRescoreWorker({ concurrency: Math.max(1, env.RESCORE_CONCURRENCY) });
console.error(`[rescore] worker process ${process.pid} started (${env.RESCORE_CONCURRENCY} at once)`);
const settings = judgeSettings();
const judge = settings ? await startJudgeWorker({ settings, concurrency: env.JUDGE_CONCURRENCY }) : null;
if (settings) console.error(`[judge] worker started: ${settings.model}, ${env.JUDGE_CONCURRENCY} request(s) at once`);
const analyses = startAnalysesSweeper();

let stopping = false;
async function stop(reason: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.error(`[rescore] worker process stopping: ${reason}`);
  analyses.stop();
  await Promise.all([
    worker.stop().catch((error: unknown) => console.error("[rescore] stopping the worker failed:", error)),
    judge?.stop().catch((error: unknown) => console.error("[judge] stopping the worker failed:", error)),
  ]);
  process.exit(0);
}

for (const signal of ["SIGTERM", "SIGINT"] as const) process.once(signal, () => void stop(signal));
process.stdin.on("end", () => void stop("the server exited"));
process.stdin.on("error", () => void stop("the server exited"));
process.stdin.resume();
