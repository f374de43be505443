// The server side of an upload: receive the file as a stream, score it against the database's
// ground truth, and store everything at once; or record the failed attempt and its reason.
// Never trusts the file's own truth fields or numbers.
import "server-only";
import { isDatabaseUnavailable } from "@/lib/database-unavailable";
import { db } from "@/lib/db";
import { getCurrentBenchmarkTruth } from "@/lib/submissions/benchmark-truth";
import { readFileName } from "@/lib/submissions/file-name";
import {
  duplicateRecordsFailure,
  receiveFailure,
  scoringFailure,
  simpleFailure,
  type IngestFailure,
} from "@/lib/submissions/ingest-failure";
import { holdRunLease } from "@/lib/submissions/interrupted-runs";
import { persistScoring } from "@/lib/submissions/persist-scoring";
import { receiveUpload } from "@/lib/submissions/receive-upload";
import { scoreOffThread } from "@/lib/submissions/scoring-thread/score-off-thread";
import { storableJson, storableText } from "@/lib/submissions/storable";
import { SCORER } from "@/lib/mr-score";

export interface IngestTimings {
  receiveMs: number;
  scoreMs: number;
  storeMs: number;
  totalMs: number;
}

export type IngestResult =
  | { ok: true; runId: string; reusedScoring: boolean; timings: IngestTimings }
  | { ok: false; runId: string; failure: IngestFailure };

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
}

export async function ingestResultsFile(input: IngestInput): Promise<IngestResult> {
  const started = performance.now();
  const run = await db.submissionRun.create({
    data: {
      submissionId: input.submissionId,
      shots: input.shots,
      fileName: input.fileName === null ? null : storableText(input.fileName),
      status: "processing",
    },
    select: { id: true },
  });
  const fail = async (failure: IngestFailure, facts: { sha256?: string; sizeBytes?: number } = {}) => {
    await db.submissionRun.update({
      where: { id: run.id },
      data: {
        status: "failed",
        failureCode: failure.code,
        // The reasons quote the upload (an unknown subject's key), which may hold NUL or lone surrogates.
        failureDetail: storableText(failure.detail),
        problems: failure.problems.length > 0 ? storableJson(JSON.parse(JSON.stringify(failure.problems))) : undefined,
        sha256: facts.sha256,
        sizeBytes: facts.sizeBytes,
        finishedAt: new Date(),
      },
    });
    return { ok: false as const, runId: run.id, failure };
  };

  const releaseLease = holdRunLease(run.id);
  try {
    const named = input.fileName ? readFileName(input.fileName) : null;
    if (named?.shots !== null && named?.shots !== undefined && named.shots !== input.shots) {
      await cancel(input.body);
      return await fail(
        simpleFailure(
          "wrong-shot-count",
          422,
          "The file is for another shot setting",
          `The file name says ${named.shots}-shot (${input.fileName}), but it was uploaded as the ${input.shots}-shot results.`,
        ),
      );
    }
    const truth = await getCurrentBenchmarkTruth();
    if (!truth) {
      await cancel(input.body);
      return await fail(
        simpleFailure(
          "benchmark-not-imported",
          503,
          "The benchmark is not imported",
          "The portal has no benchmark data to score against yet.",
        ),
      );
    }

    const received = await receiveUpload({
      body: input.body,
      maxBytes: input.maxBytes,
      declaredLength: input.declaredLength,
      declaredGzip: input.declaredGzip || (named?.gzip ?? false),
      idleTimeoutMs: input.idleTimeoutMs,
    });
    const receivedAt = performance.now();
    if (!received.ok) return await fail(receiveFailure(received), received);
    const facts = { sha256: received.sha256, sizeBytes: received.sizeBytes };

    const reused = await findExistingScoring(received.sha256, truth.versionId);
    if (reused) {
      await db.submissionRun.update({
        where: { id: run.id },
        data: { status: "scored", fileId: reused.fileId, scoringId: reused.id, ...facts, finishedAt: new Date() },
      });
      const now = performance.now();
      return {
        ok: true,
        runId: run.id,
        reusedScoring: true,
        timings: { receiveMs: receivedAt - started, scoreMs: 0, storeMs: now - receivedAt, totalMs: now - started },
      };
    }

    const scored = await scoreOffThread({ results: received.results, truth });
    const scoredAt = performance.now();
    if (!scored.ok) return await fail(scoringFailure(scored.errors, scored.omittedErrors), facts);
    const { report } = scored;
    if (report.diagnostics.duplicates.total > 0) {
      return await fail(
        duplicateRecordsFailure(report.diagnostics.duplicates.total, report.diagnostics.duplicates.items),
        facts,
      );
    }
    if (report.records.every((record) => !record.matched)) {
      return await fail(
        simpleFailure(
          "no-matching-records",
          422,
          "No record matches the benchmark",
          `None of the file's ${report.records.length} records is a solution of MR-Ben version ${truth.versionNumber} (matched by Question_UUID, Sampled_Model and Model_Solution_Steps).`,
        ),
        facts,
      );
    }

    await persistScoring({
      runId: run.id,
      file: received,
      truth,
      report,
      results: received.results as Record<string, unknown>,
    });
    const storedAt = performance.now();
    return {
      ok: true,
      runId: run.id,
      reusedScoring: false,
      timings: {
        receiveMs: receivedAt - started,
        scoreMs: scoredAt - receivedAt,
        storeMs: storedAt - scoredAt,
        totalMs: storedAt - started,
      },
    };
  } catch (error) {
    if (isDatabaseUnavailable(error)) {
      // The database went away mid-way (a restart, a failover): an outage, not a bug. The run is
      // marked failed now if the database is back, else by the lease once it is.
      const failure = simpleFailure(
        "database-unavailable",
        503,
        "The database is unavailable",
        "The portal lost its database while processing this file; nothing of it was stored. Upload it again in a moment.",
      );
      await fail(failure).catch(() => {});
      return { ok: false, runId: run.id, failure };
    }
    // Unexpected: the run is marked failed (nothing else was written: persistence is one
    // transaction) and the error goes up to be logged with a reference.
    await db.submissionRun
      .update({
        where: { id: run.id },
        data: {
          status: "failed",
          failureCode: "internal-error",
          failureDetail: "The server failed while processing this file; nothing of it was stored. Please try again.",
          finishedAt: new Date(),
        },
      })
      .catch(() => {});
    throw error;
  } finally {
    releaseLease();
  }
}

async function findExistingScoring(sha256: string, versionId: string) {
  return db.fileScoring.findFirst({
    where: { file: { sha256 }, benchmarkVersionId: versionId, scorerName: SCORER.name, scorerVersion: SCORER.version },
    select: { id: true, fileId: true },
  });
}

async function cancel(body: IngestInput["body"]): Promise<void> {
  if (body instanceof ReadableStream) await body.cancel().catch(() => {});
}
