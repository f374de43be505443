// A run left "processing" by a server that stopped (a crash, a kill, a restart) must not stay
// processing forever: while an upload is worked on, its run is touched every few seconds (a
// lease), and a processing run whose lease ran out is marked failed, with its reason. Nothing
// of such a run was stored: a scoring is written in one transaction. A run whose database
// refused it is marked failed by its own server with that reason, as soon as the database
// answers again.
import "server-only";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { isDatabaseUnavailable } from "@/lib/database-errors/database-unavailable";
import { failRunsWithMail } from "@/lib/submissions/run-failure-mail";

/** A processing run untouched for this long has lost its server (UPLOAD_LEASE_SECONDS, 90 s by default). */
const LEASE_EXPIRY_MS = env.UPLOAD_LEASE_SECONDS * 1000;
// Renewed often enough that a scoring blocking the event loop for a few seconds does not lose it.
const LEASE_RENEWAL_MS = LEASE_EXPIRY_MS / 6;
/** Retries of a failure the database refused: 0.25 s, doubling, at most this apart. */
const FIRST_RETRY_MS = 250;
const MAX_RETRY_MS = 5_000;

export function holdRunLease(runId: string): () => void {
  const timer = setInterval(() => {
    db.submissionRun
      .updateMany({ where: { id: runId, status: "processing" }, data: { updatedAt: new Date() } })
      .catch(() => {});
  }, LEASE_RENEWAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}

export interface RunFailureReason {
  code: string;
  detail: string;
}

// Per process, not per bundle: the upload's route and the routes that sweep are bundled apart.
const RETRIES = Symbol.for("mrben.unrecordedRunFailures");
const retries = ((globalThis as { [RETRIES]?: Retries })[RETRIES] ??= {
  unrecorded: new Map(),
  timer: null,
  delayMs: FIRST_RETRY_MS,
});

interface Retries {
  /** Runs whose failure the database refused to record, by id. */
  unrecorded: Map<string, RunFailureReason>;
  timer: NodeJS.Timeout | null;
  delayMs: number;
}

/** Marks the run failed unless something settled it already (another instance's sweep, say). */
async function recordFailure(runId: string, { code, detail }: RunFailureReason): Promise<void> {
  await failRunsWithMail(async (client) => {
    const { count } = await client.submissionRun.updateMany({
      where: { id: runId, status: "processing" },
      data: { status: "failed", failureCode: code, failureDetail: detail, finishedAt: new Date() },
    });
    return count === 1 ? [runId] : [];
  });
}

/** Writes every failure still unrecorded; those the database still refuses stay for the next try. */
async function recordUnrecordedFailures(): Promise<void> {
  for (const [runId, reason] of retries.unrecorded) {
    try {
      await recordFailure(runId, reason);
      retries.unrecorded.delete(runId);
    } catch (error) {
      if (isDatabaseUnavailable(error)) return;
      retries.unrecorded.delete(runId);
      console.error(`[runs] could not mark run ${runId} failed (${reason.code}):`, error);
    }
  }
}

function scheduleRetry(): void {
  if (retries.timer || retries.unrecorded.size === 0) return;
  retries.timer = setTimeout(() => {
    void recordUnrecordedFailures().then(() => {
      retries.timer = null;
      retries.delayMs = retries.unrecorded.size === 0 ? FIRST_RETRY_MS : Math.min(retries.delayMs * 2, MAX_RETRY_MS);
      scheduleRetry();
    });
  }, retries.delayMs);
  retries.timer.unref();
}

/**
 * Marks a processing run failed with its reason now, or, while the database refuses, as soon as it
 * answers again: retried with backoff, and before any sweep of this process (failInterruptedRuns),
 * so the run is never shown processing, nor "interrupted", once the portal serves again. Only a
 * server that stops meanwhile leaves the run to the lease.
 */
export async function failRunDespiteOutage(runId: string, reason: RunFailureReason): Promise<void> {
  try {
    await recordFailure(runId, reason);
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    retries.unrecorded.set(runId, reason);
    scheduleRetry();
  }
}

export async function failInterruptedRuns(): Promise<number> {
  await recordUnrecordedFailures();
  return failRunsWithMail(async (client) => {
    const failed = await client.submissionRun.updateManyAndReturn({
      where: { status: "processing", updatedAt: { lt: new Date(Date.now() - LEASE_EXPIRY_MS) } },
      data: {
        status: "failed",
        failureCode: "interrupted",
        failureDetail:
          "The server stopped, or lost its database, while processing this file; nothing of it was stored. Upload it again.",
        finishedAt: new Date(),
      },
      select: { id: true },
    });
    return failed.map((run) => run.id);
  });
}

/**
 * Sweeps for runs whose server stopped, every `intervalMs` (a sixth of the lease by default): each
 * is failed, and its submitter mailed, within that long of its lease running out, not when someone
 * next reads the submission. The background worker runs it; every instance's may, as the update
 * settles each run once.
 */
export function startInterruptedRunSweeper({ intervalMs = LEASE_RENEWAL_MS }: { intervalMs?: number } = {}): {
  stop(): void;
} {
  const sweep = () =>
    failInterruptedRuns().catch((error: unknown) => {
      if (!isDatabaseUnavailable(error)) console.error("[runs] failing interrupted uploads failed:", error);
    });
  void sweep();
  const timer = setInterval(() => void sweep(), intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
