// The server side of an upload: receive the file as a stream, score it against the database's
// ground truth, and store everything at once; or record the failed attempt and its reason.
// Never trusts the file's own truth fields or numbers.
import "server-only";
import { db } from "@/lib/db";
import { getCurrentBenchmarkTruth } from "@/lib/submissions/benchmark-truth";
import { readFileName } from "@/lib/submissions/file-name";
import {
  duplicateRecordsFailure,
  receiveFailure,
  scoringFailure,
  simpleFailure,
} from "@/lib/submissions/ingest/ingest-failure";
import { persistScoring } from "@/lib/submissions/persist-scoring";
import { readSubmittedFile } from "@/lib/submissions/ingest/read-submitted-file";
import { scoreOffThread } from "@/lib/submissions/scoring-thread/score-off-thread";
import {
  cancelBody,
  reuseScoring,
  scoredRun,
  withUploadRun,
  type IngestInput,
  type IngestResult,
} from "@/lib/submissions/ingest/run-lifecycle";
import { SCORER } from "@/lib/mr-score";

export type { IngestInput, IngestResult, IngestTimings } from "@/lib/submissions/ingest/run-lifecycle";

export async function ingestResultsFile(input: IngestInput): Promise<IngestResult> {
  return withUploadRun(input, async ({ id: runId, fail }) => {
    const started = performance.now();
    const named = input.fileName ? readFileName(input.fileName) : null;
    if (named?.shots !== null && named?.shots !== undefined && named.shots !== input.shots) {
      await cancelBody(input.body);
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
      await cancelBody(input.body);
      return await fail(
        simpleFailure(
          "benchmark-not-imported",
          503,
          "The benchmark is not imported",
          "The portal has no benchmark data to score against yet.",
        ),
      );
    }

    const received = await readSubmittedFile({
      kind: "mrben",
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
      await reuseScoring(runId, { fileId: reused.fileId, scoringId: reused.id }, facts);
      return scoredRun(runId, { started, received: receivedAt, stored: performance.now() });
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
      runId,
      file: received,
      truth,
      report,
      results: received.results,
    });
    return scoredRun(runId, { started, received: receivedAt, scored: scoredAt, stored: performance.now() });
  });
}

async function findExistingScoring(sha256: string, versionId: string) {
  return db.fileScoring.findFirst({
    where: { file: { sha256 }, benchmarkVersionId: versionId, scorerName: SCORER.name, scorerVersion: SCORER.version },
    select: { id: true, fileId: true },
  });
}
