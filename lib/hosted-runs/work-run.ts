// One worker's share of a hosted run (a job of the queue): it opens the endpoint with the run's
// sealed key, then keeps up to the run's concurrency of requests in flight, each one claimed under
// a lease, reserved against the spending cap before it is sent and settled after, until nothing is
// left to claim. It watches the run between requests and aborts the ones in flight when the run
// is cancelled. The last answer to settle completes the run.
import "server-only";
import { randomUUID } from "node:crypto";
import type { HostedEvaluation } from "@/lib/benchmarks/kind-hosted";
import { benchmarkKind } from "@/lib/benchmarks/registry";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { isDatabaseUnavailable } from "@/lib/database-errors/database-unavailable";
import type { AllowList } from "@/lib/hosted-endpoint/address-policy";
import { chatCompletionBody, REASONING_MAX_COMPLETION_TOKENS, REASONING_MODELS } from "@/lib/hosted-endpoint/chat-body";
import { requestChatCompletion, type ChatEndpoint, type ChatFailureCode } from "@/lib/hosted-endpoint/chat-client";
import type { LookupAll } from "@/lib/hosted-endpoint/endpoint-address";
import { hostedRunsKey } from "@/lib/hosted-endpoint/hosted-runs-switch";
import { openHostedEndpoint, type OpenEndpoint } from "@/lib/hosted-endpoint/open-endpoint";
import type { RetryPolicy } from "@/lib/hosted-endpoint/retry-policy";
import { openSecret } from "@/lib/hosted-endpoint/secret-box";
import { estimateRequestTokens, reserveRequest } from "@/lib/hosted-endpoint/spending-cap";
import { err, ok, type Result } from "@/lib/result";
import type { SealingKey } from "@/lib/validations/sealing-key";
import { claimAnswers, reserveAgainstCap, settleAnswers, type ClaimedAnswer, type Settlement } from "./answer-claims";
import { releaseLease, renewLeases } from "./leases";
import { hostedEndpointAllowList } from "./allow-list";
import { endHostedRun } from "./end-run";
import { finishHostedRunIfDone } from "./finish-run";
import { groupCommit } from "./group-commit";

/** Failures that every other request of the run would meet too: the run stops instead of recording empty answers. */
const FATAL: ReadonlySet<ChatFailureCode> = new Set(["unauthorized", "not-found", "redirect-refused", "tls-failed"]);

/** How often a worker looks at the run's state for a cancellation between requests. */
const WATCH_MS = 250;

const DEFAULT_HOSTED_RETRY = (): RetryPolicy => ({
  timeoutMs: env.HOSTED_TIMEOUT_MS,
  maxRetries: env.HOSTED_MAX_RETRIES,
  // The official script waits 3 s between attempts; a 429's Retry-After overrides it.
  firstBackoffMs: 3_000,
});

export interface WorkOptions {
  retry?: RetryPolicy;
  leaseMs?: number;
  allow?: AllowList;
  lookupAll?: LookupAll;
  sealingKey?: SealingKey | null;
  /**
   * Stops this worker's share: in-flight requests are aborted and their answers given back
   * ("release", a graceful stop) or left leased until the lease runs out ("abandon", what a killed
   * process leaves behind).
   */
  stop?: { signal: AbortSignal; mode: "release" | "abandon" };
}

export type WorkOutcome = "completed" | "stopped" | "nothing-to-do" | "ended";

interface RunSettings {
  id: string;
  status: string;
  model: string;
  baseUrl: string;
  sealedApiKey: string | null;
  temperature: number;
  topP: number;
  maxTokens: number | null;
  stopTokenIds: number[];
  concurrency: number;
  maxRequests: number | null;
  maxTotalTokens: number | null;
  benchmarkVersion: { benchmark: { kind: string } };
}

export async function workHostedRun({ runId, ...options }: { runId: string } & WorkOptions): Promise<WorkOutcome> {
  const leaseMs = options.leaseMs ?? env.HOSTED_LEASE_SECONDS * 1000;
  await db.hostedRun.updateMany({
    where: { id: runId, status: "queued" },
    data: { status: "running", startedAt: new Date() },
  });
  const run = await db.hostedRun.findUnique({
    where: { id: runId },
    select: {
      id: true,
      status: true,
      model: true,
      baseUrl: true,
      sealedApiKey: true,
      temperature: true,
      topP: true,
      maxTokens: true,
      stopTokenIds: true,
      concurrency: true,
      maxRequests: true,
      maxTotalTokens: true,
      benchmarkVersion: { select: { benchmark: { select: { kind: true } } } },
    },
  });
  if (run?.status !== "running") return "ended";
  const hosted = (await benchmarkKind(run.benchmarkVersion.benchmark.kind).server()).hosted;
  if (!hosted) {
    await endHostedRun({
      runId,
      status: "failed",
      failure: { code: "not-hosted", detail: "the benchmark's kind is not hosted" },
    });
    return "ended";
  }
  // A run whose last answer settled but which was not completed (its worker stopped in between).
  if (await finishHostedRunIfDone({ runId, hosted })) return "completed";

  const opened = await openRunEndpoint(run, options);
  if (!opened.ok) {
    await endHostedRun({ runId, status: "failed", failure: opened.error });
    return "ended";
  }
  try {
    return await workOpenRun({ run, hosted, endpoint: opened.value.endpoint, leaseMs, options });
  } finally {
    await opened.value.close();
  }
}

/** The run's endpoint, open, or the failure the run ends with (a code and its detail, as stored). */
async function openRunEndpoint(
  run: RunSettings,
  options: WorkOptions,
): Promise<Result<OpenEndpoint, { code: string; detail: string }>> {
  let apiKey: string | null = null;
  if (run.sealedApiKey !== null) {
    const key = hostedRunsKey(options.sealingKey);
    if (!key.ok) return err({ code: key.error.code, detail: key.error.message });
    const opened = openSecret({ key: key.value, sealed: run.sealedApiKey, context: run.id });
    if (!opened.ok) return opened;
    apiKey = opened.value;
  }
  const endpoint = await openHostedEndpoint({
    baseUrl: run.baseUrl,
    apiKey,
    allow: options.allow ?? (await hostedEndpointAllowList()),
    ...(options.lookupAll ? { lookupAll: options.lookupAll } : {}),
  });
  return endpoint.ok ? endpoint : err({ code: endpoint.error.code, detail: endpoint.error.detail });
}

async function workOpenRun({
  run,
  hosted,
  endpoint,
  leaseMs,
  options,
}: {
  run: RunSettings;
  hosted: HostedEvaluation;
  endpoint: ChatEndpoint;
  leaseMs: number;
  options: WorkOptions;
}): Promise<WorkOutcome> {
  const runId = run.id;
  const leaseToken = randomUUID();
  const retry = options.retry ?? DEFAULT_HOSTED_RETRY();
  const inFlight = new Map<string, Promise<void>>();
  // Aborts this worker's requests: the run ended (cancelled, cap, failure) or the worker stops.
  const abort = new AbortController();
  const stopSignal = options.stop?.signal;
  const onStop = () => abort.abort();
  stopSignal?.addEventListener("abort", onStop);
  let completed = false;

  const heartbeat = setInterval(
    () => void renewLeases("HostedAnswer", { runId, leaseToken, leaseMs }).catch(() => {}),
    leaseMs / 3,
  );
  // One look at a time: on a slow database, looks that overlapped would take every pooled connection.
  let looking = false;
  const watch = setInterval(() => {
    if (looking) return;
    looking = true;
    void db.hostedRun
      .findUnique({ where: { id: runId }, select: { status: true } })
      .then((row) => {
        if (row?.status !== "running") abort.abort();
      })
      .catch(() => {})
      .finally(() => (looking = false));
  }, WATCH_MS);
  heartbeat.unref();
  watch.unref();

  // The requests in flight reserve and settle through one transaction at a time each, not one per answer.
  const reserve = groupCommit((requests: { answerId: string; tokenEstimate: number }[]) =>
    reserveAgainstCap({ runId, requests }),
  );
  const settle = groupCommit((settlements: { answerId: string; settlement: Settlement }[]) =>
    settleAnswers({ runId, leaseToken, settlements }),
  );

  const completionLimit = REASONING_MODELS.has(run.model) ? REASONING_MAX_COMPLETION_TOKENS : run.maxTokens;

  const ask = async (answer: ClaimedAnswer, prompt: string): Promise<void> => {
    const giveBack = async () => {
      if (options.stop?.mode !== "abandon" || !stopSignal?.aborted)
        await releaseLease("HostedAnswer", { id: answer.id, leaseToken });
    };
    if (abort.signal.aborted) return giveBack();
    const tokenEstimate = estimateRequestTokens({ promptChars: prompt.length, completionLimit });
    if (!(await reserve({ answerId: answer.id, tokenEstimate }))) {
      await giveBack();
      await stopAtCap(run, tokenEstimate);
      abort.abort();
      return;
    }
    const result = await requestChatCompletion({
      endpoint,
      body: chatCompletionBody({
        model: run.model,
        prompt,
        temperature: run.temperature,
        topP: run.topP,
        maxTokens: run.maxTokens,
        stopTokenIds: run.stopTokenIds,
      }),
      retry,
      signal: abort.signal,
    });
    if (!result.ok && (result.error.code === "cancelled" || abort.signal.aborted)) return giveBack();
    if (!result.ok && FATAL.has(result.error.code)) {
      await giveBack();
      await endHostedRun({
        runId,
        status: "failed",
        failure: { code: result.error.code, detail: result.error.detail },
      });
      abort.abort();
      return;
    }
    // The official script records an empty response when every attempt failed, and parses it.
    // PostgreSQL text holds no NUL: an answer carrying one is stored without it.
    const rawResponse = result.ok ? result.value.text.replace(/\u0000/g, "") : "";
    const attempts = result.ok ? result.value.attempts : result.error.attempts;
    const settlement: Settlement = {
      rawResponse,
      parsed: hosted.parseAnswer(rawResponse),
      usage: result.ok ? result.value.usage : null,
      usageNote: result.ok ? result.value.usageNote : null,
      attempts,
      failure: result.ok ? null : { code: result.error.code, detail: result.error.detail },
    };
    const settled = await settle({ answerId: answer.id, settlement }).catch((error: unknown) =>
      settleAfterStoreFailure({ runId, leaseToken, answerId: answer.id, settlement, error, hosted }),
    );
    if (settled && settled.answered === settled.total && (await finishHostedRunIfDone({ runId, hosted })))
      completed = true;
  };

  try {
    for (;;) {
      if (abort.signal.aborted) break;
      const free = run.concurrency - inFlight.size;
      let claimed = 0;
      if (free > 0) {
        const claim = await claimAnswers({ runId, leaseToken, leaseMs, want: free });
        if (claim.stopped !== null) break;
        claimed = claim.answers.length;
        if (claimed > 0) {
          const prompts = await promptsOf(hosted, claim.answers);
          if (!prompts.ok) {
            for (const answer of claim.answers) await releaseLease("HostedAnswer", { id: answer.id, leaseToken });
            await endHostedRun({
              runId,
              status: "failed",
              failure: { code: "prompt-failed", detail: prompts.error.detail },
            });
            break;
          }
          for (const answer of claim.answers) {
            const asking = ask(answer, prompts.value.get(answer.id)!)
              .catch((error: unknown) => console.error(`[hosted] run ${runId}: an answer failed to settle:`, error))
              .finally(() => inFlight.delete(answer.id));
            inFlight.set(answer.id, asking);
          }
        }
      }
      if (inFlight.size === 0 && claimed === 0) break;
      // Wait for a slot: the next claim happens when a request ends.
      if (inFlight.size >= run.concurrency || claimed === 0) await Promise.race(inFlight.values());
    }
    await Promise.all(inFlight.values());
  } finally {
    clearInterval(heartbeat);
    clearInterval(watch);
    stopSignal?.removeEventListener("abort", onStop);
  }
  if (completed || (await finishHostedRunIfDone({ runId, hosted }))) return "completed";
  return stopSignal?.aborted ? "stopped" : "nothing-to-do";
}

async function promptsOf(
  hosted: HostedEvaluation,
  answers: readonly ClaimedAnswer[],
): Promise<Result<Map<string, string>, { detail: string }>> {
  const byAnswer = new Map<string, string>();
  for (const shots of [0, 1] as const) {
    const some = answers.filter((answer) => answer.shots === shots);
    if (some.length === 0) continue;
    const built = await hosted.prompts({ itemIds: some.map((answer) => answer.itemId), shots });
    if (!built.ok) return err({ detail: built.error.detail });
    for (const answer of some) {
      const prompt = built.value.get(answer.itemId);
      if (prompt === undefined) return err({ detail: `no prompt for item ${answer.itemId}` });
      byAnswer.set(answer.id, prompt);
    }
  }
  return ok(byAnswer);
}

/**
 * The request was made and paid for, but its batch of answers could not be stored: this answer is
 * stored alone, and if even that fails, settled as failed. It is never left to its lease, which
 * would ask the endpoint again. A database that is down is the exception: nothing can be stored.
 */
async function settleAfterStoreFailure({
  runId,
  leaseToken,
  answerId,
  settlement,
  error,
  hosted,
}: {
  runId: string;
  leaseToken: string;
  answerId: string;
  settlement: Settlement;
  error: unknown;
  hosted: HostedEvaluation;
}): Promise<{ answered: number; total: number } | null> {
  if (isDatabaseUnavailable(error)) throw error;
  try {
    const [alone] = await settleAnswers({ runId, leaseToken, settlements: [{ answerId, settlement }] });
    return alone ?? null;
  } catch (again) {
    if (isDatabaseUnavailable(again)) throw again;
    console.error(`[hosted] run ${runId}: answer ${answerId} could not be stored:`, again);
  }
  const failed: Settlement = {
    ...settlement,
    rawResponse: "",
    parsed: hosted.parseAnswer(""),
    usageNote: null,
    failure: { code: "store-failed", detail: "the endpoint's answer could not be stored; it is not asked again" },
  };
  const [settled] = await settleAnswers({ runId, leaseToken, settlements: [{ answerId, settlement: failed }] });
  return settled ?? null;
}

/** The run stops in cap-reached, naming the cap the refused request would have passed. */
async function stopAtCap(run: RunSettings, tokenEstimate: number): Promise<void> {
  const now = await db.hostedRun.findUnique({ where: { id: run.id }, select: { requests: true, spentTokens: true } });
  if (!now) return;
  const refused = reserveRequest({
    cap: { maxRequests: run.maxRequests, maxTokens: run.maxTotalTokens },
    spent: { requests: now.requests, tokens: now.spentTokens },
    tokenEstimate,
  });
  // Reserved by others meanwhile or not, the cap said no to this request: name the cap it is closest to.
  const failure = refused.ok
    ? { code: "request-cap-reached", detail: "another request would have passed the run's spending cap" }
    : refused.error;
  await endHostedRun({ runId: run.id, status: "cap_reached", failure });
}
