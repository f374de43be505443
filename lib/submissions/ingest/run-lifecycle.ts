// An upload's run from start to end, whatever the benchmark's kind: created as processing, then
// marked failed with its reason (and its submitter mailed), or (by the persistence step) scored.
// An outage or a bug marks it failed too, so no run is left processing with nothing stored.
import "server-only";
import { isDatabaseUnavailable } from "@/lib/database-errors/database-unavailable";
import { db } from "@/lib/db";
import { DATABASE_UNAVAILABLE, type IngestFailure } from "@/lib/submissions/ingest/ingest-failure";
import { failRunDespiteOutage, holdRunLease } from "@/lib/submissions/interrupted-runs";
import { failRunsWithMail } from "@/lib/submissions/run-failure-mail";
import { storableJson, storableText } from "@/lib/platform/postgres/storable";
import { err, ok, type Result } from "@/lib/result";

export interface IngestTimings {
  receiveMs: number;
  scoreMs: number;
  storeMs: number;
  totalMs: number;
}

/** The run, scored (from this upload's scoring or one stored for the same bytes), or failed and why. */
export type IngestResult = Result<
  { runId: string; reusedScoring: boolean; timings: IngestTimings },
  IngestFailure & { runId: string }
>;

export interface IngestInput {
  submissionId: string;
  shots: number;
  fileName: string | null;
  body: ReadableStream<Uint8Array> | AsyncIterable<Uint8Array>;
  declaredLength: number | null;
  declaredGzip: boolean;
  maxBytes: number;
  /** Give up on a body that sends nothing for this long (receiveUpload's default when unset). */
  idleTimeoutMs?: number;
  /** The hosted run whose scored file this is; unset for an upload. */
  hostedRunId?: string;
}

/** Phase marks (performance.now()) of an upload that ended scored; without `scored`, an earlier scoring was reused. */
export function scoredRun(
  runId: string,
  at: { started: number; received: number; scored?: number; stored: number },
): IngestResult {
  const scored = at.scored ?? at.received;
  return ok({
    runId,
    reusedScoring: at.scored === undefined,
    timings: {
      receiveMs: at.received - at.started,
      scoreMs: scored - at.received,
      storeMs: at.stored - scored,
      totalMs: at.stored - at.started,
    },
  });
}

/** The run takes a scoring already stored for the same bytes, scorer and truth, instead of scoring them again. */
export async function reuseScoring(
  runId: string,
  scoring: { fileId: string; scoringId: string },
  facts: { sha256: string; sizeBytes: number },
): Promise<void> {
  await db.$transaction([
    db.submissionRun.update({
      where: { id: runId },
      data: { status: "scored", ...scoring, ...facts, finishedAt: new Date() },
    }),
    db.runScoringChange.create({ data: { runId, scoringId: scoring.scoringId } }),
  ]);
}

export type FailRun = (
  failure: IngestFailure,
  facts?: { sha256?: string; sizeBytes?: number },
) => Promise<IngestResult>;

/**
 * Creates the run, holds its lease while `work` runs, and turns an outage or an unexpected error
 * into a failed run (the unexpected error is then thrown on, to be logged with a reference).
 */
export async function withUploadRun(
  input: Pick<IngestInput, "submissionId" | "shots" | "fileName" | "hostedRunId">,
  work: (run: { id: string; fail: FailRun }) => Promise<IngestResult>,
): Promise<IngestResult> {
  const run = await db.submissionRun.create({
    data: {
      submissionId: input.submissionId,
      shots: input.shots,
      fileName: input.fileName === null ? null : storableText(input.fileName),
      status: "processing",
      hostedRunId: input.hostedRunId ?? null,
    },
    select: { id: true },
  });
  const fail: FailRun = async (failure, facts = {}) => {
    await failRunsWithMail(async (client) => {
      await client.submissionRun.update({
        where: { id: run.id },
        data: {
          status: "failed",
          failureCode: failure.code,
          // The reasons quote the upload (an unknown subject's key), which may hold NUL or lone surrogates.
          failureDetail: storableText(failure.detail),
          problems:
            failure.problems.length > 0 ? storableJson(JSON.parse(JSON.stringify(failure.problems))) : undefined,
          sha256: facts.sha256,
          sizeBytes: facts.sizeBytes,
          finishedAt: new Date(),
        },
      });
      return [run.id];
    });
    return err({ ...failure, runId: run.id });
  };

  const releaseLease = holdRunLease(run.id);
  try {
    return await work({ id: run.id, fail });
  } catch (error) {
    if (isDatabaseUnavailable(error)) {
      // The database went away or refused us mid-way (a restart, a failover, connections closed):
      // an outage, not a bug. The run is marked failed with that reason now if the database
      // answers, else as soon as it answers again.
      await failRunDespiteOutage(run.id, DATABASE_UNAVAILABLE).catch(() => {});
      return err({ ...DATABASE_UNAVAILABLE, runId: run.id });
    }
    // Unexpected: the run is marked failed (nothing else was written: persistence is one
    // transaction) and the error goes up to be logged with a reference.
    await failRunDespiteOutage(run.id, {
      code: "internal-error",
      detail: "The server failed while processing this file; nothing of it was stored. Please try again.",
    }).catch(() => {});
    throw error;
  } finally {
    releaseLease();
  }
}

export async function cancelBody(body: IngestInput["body"]): Promise<void> {
  if (body instanceof ReadableStream) await body.cancel().catch(() => {});
}
