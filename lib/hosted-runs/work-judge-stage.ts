// A worker's share of a hosted run's judge stage: the stage begun if it waits (the records that
// need a verdict listed once), then verdicts claimed under a lease and the judge asked about each,
// as many at once as the judge allows, until none is left to claim; then the stage finished
// (finish-judge-stage.ts). Resumable like the first stage: a settled verdict is never asked again,
// and a killed worker's claimed verdicts go to another worker when their leases run out.
import "server-only";
import { randomUUID } from "node:crypto";
import type { HostedJudge, HostedJudging } from "@/lib/benchmarks/kind-hosted";
import { benchmarkKind } from "@/lib/benchmarks/registry";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { finishJudgeStageIfDone, type JudgeStageEnd } from "./finish-judge-stage";
import { beginJudgeStage, failJudgeStage } from "./judge-stage";
import { claimVerdicts, settleVerdict, type ClaimedVerdict } from "./verdict-claims";
import { releaseLease, renewLeases } from "./leases";
import { err, ok } from "@/lib/result";

/** How often a worker looks for a stage that ended meanwhile (another worker failed it). */
const WATCH_MS = 250;

export interface JudgeStageOptions {
  /** The judge to ask; null: none configured. Default: the kind's (the portal's judge settings). */
  judge?: HostedJudge | null;
  leaseMs?: number;
  /** Stops this worker's share, as for the first stage (work-run.ts). */
  stop?: { signal: AbortSignal; mode: "release" | "abandon" };
}

export type JudgeStageOutcome = JudgeStageEnd | "stopped" | "nothing-to-do";

export async function workJudgeStage({
  runId,
  ...options
}: { runId: string } & JudgeStageOptions): Promise<JudgeStageOutcome> {
  const run = await db.hostedRun.findUnique({
    where: { id: runId },
    select: {
      status: true,
      judgeStage: true,
      judgeModel: true,
      benchmarkVersion: { select: { benchmark: { select: { kind: true } } } },
    },
  });
  if (run?.status !== "completed" || (run.judgeStage !== "pending" && run.judgeStage !== "running"))
    return run?.judgeStage === "completed" ? "completed" : "nothing-to-do";
  const judging = (await benchmarkKind(run.benchmarkVersion.benchmark.kind).server()).hosted?.judging;
  if (!judging) {
    await failJudgeStage({ runId, code: "not-judged", detail: "The benchmark's kind has no judge stage." });
    return "failed";
  }
  const portal =
    options.judge === undefined
      ? judging.portalJudge()
      : options.judge
        ? ok(options.judge)
        : err({ code: "no-judge-configured", detail: "No judge is configured on this portal." });
  if (!portal.ok) {
    await failJudgeStage({ runId, ...portal.error });
    return "failed";
  }
  if (run.judgeStage === "pending") await beginJudgeStage({ runId, judging, judgeModel: portal.value.model });
  const stopped = await askVerdicts({
    runId,
    judging,
    judge: portal.value,
    leaseMs: options.leaseMs ?? env.HOSTED_LEASE_SECONDS * 1000,
    stop: options.stop,
  });
  if (stopped) return "stopped";
  const end = await finishJudgeStageIfDone({ runId, judging });
  return end === "not-yet" ? "nothing-to-do" : end;
}

/** Asks the judge about every verdict this worker can claim; true when it was stopped. */
async function askVerdicts({
  runId,
  judging,
  judge,
  leaseMs,
  stop,
}: {
  runId: string;
  judging: HostedJudging;
  judge: HostedJudge;
  leaseMs: number;
  stop: JudgeStageOptions["stop"];
}): Promise<boolean> {
  const leaseToken = randomUUID();
  const inFlight = new Map<string, Promise<void>>();
  const abort = new AbortController();
  const onStop = () => abort.abort();
  stop?.signal.addEventListener("abort", onStop);
  const heartbeat = setInterval(
    () => void renewLeases("HostedJudgeVerdict", { runId, leaseToken, leaseMs }).catch(() => {}),
    leaseMs / 3,
  );
  const watch = setInterval(() => {
    void db.hostedRun
      .findUnique({ where: { id: runId }, select: { judgeStage: true } })
      .then((row) => {
        if (row?.judgeStage !== "running") abort.abort();
      })
      .catch(() => {});
  }, WATCH_MS);
  heartbeat.unref();
  watch.unref();

  const ask = async (verdict: ClaimedVerdict, prompt: string): Promise<void> => {
    const giveBack = async () => {
      if (stop?.mode !== "abandon" || !stop.signal.aborted)
        await releaseLease("HostedJudgeVerdict", { id: verdict.id, leaseToken });
    };
    if (abort.signal.aborted) return giveBack();
    const call = await judge.ask({ prompt, signal: abort.signal });
    if (abort.signal.aborted) return giveBack();
    await settleVerdict({ runId, verdictId: verdict.id, leaseToken, judgeModel: judge.model, call });
  };

  try {
    for (;;) {
      if (abort.signal.aborted) break;
      const free = judge.concurrency - inFlight.size;
      let claimed = 0;
      if (free > 0) {
        const verdicts = await claimVerdicts({
          runId,
          leaseToken,
          leaseMs,
          want: free,
          concurrency: judge.concurrency,
        });
        if (verdicts === null) break;
        claimed = verdicts.length;
        if (claimed > 0) {
          const prompts = await promptsOf(judging, verdicts);
          for (const verdict of verdicts) {
            const prompt = prompts.get(verdict.id);
            if (prompt === undefined) {
              // The rule chose this record when the stage began; it can only differ if the benchmark changed.
              await releaseLease("HostedJudgeVerdict", { id: verdict.id, leaseToken });
              await failJudgeStage({
                runId,
                code: "judge-prompt-failed",
                detail: `No judge prompt for item ${verdict.itemId}: the benchmark's data changed under the run.`,
              });
              abort.abort();
              break;
            }
            const asking = ask(verdict, prompt)
              .catch((error: unknown) => console.error(`[hosted] run ${runId}: a verdict failed to settle:`, error))
              .finally(() => inFlight.delete(verdict.id));
            inFlight.set(verdict.id, asking);
          }
        }
      }
      if (inFlight.size === 0 && claimed === 0) break;
      if (inFlight.size >= judge.concurrency || claimed === 0) await Promise.race(inFlight.values());
    }
    await Promise.all(inFlight.values());
  } finally {
    clearInterval(heartbeat);
    clearInterval(watch);
    stop?.signal.removeEventListener("abort", onStop);
  }
  return stop?.signal.aborted ?? false;
}

async function promptsOf(judging: HostedJudging, verdicts: readonly ClaimedVerdict[]): Promise<Map<string, string>> {
  const prompts = await judging.judgePrompts({
    answers: verdicts.map((verdict) => ({ itemId: verdict.itemId, rawResponse: verdict.rawResponse })),
  });
  return new Map(
    verdicts.flatMap((verdict) => {
      const prompt = prompts.get(verdict.itemId);
      return prompt === undefined ? [] : [[verdict.id, prompt] as const];
    }),
  );
}
