// The server side of an upload to an extraction benchmark: receive the predictions file as a
// stream, score it against the references in the database (never the file's own), and store
// everything at once; or record the failed attempt and its reason.
import "server-only";
import { db } from "@/lib/db";
import { EXTRACTION_SCORER, getNormalization, type ExtractionInputError } from "@/lib/extraction-score";
import type { BenchmarkRef } from "@/lib/benchmark/benchmarks";
import { getExtractionTruth } from "@/lib/submissions/extraction-truth";
import { receiveFailure, simpleFailure, type IngestFailure } from "@/lib/submissions/ingest/ingest-failure";
import { normalizationKey, persistExtractionScoring } from "@/lib/submissions/persist-extraction-scoring";
import { readSubmittedFile } from "@/lib/submissions/ingest/read-submitted-file";
import {
  cancelBody,
  reuseScoring,
  scoredRun,
  withUploadRun,
  type IngestInput,
  type IngestResult,
} from "@/lib/submissions/ingest/run-lifecycle";
import { scoreExtractionOffThread } from "@/lib/submissions/scoring-thread/score-off-thread";
import { checkSubmittedReferences } from "@/lib/submissions/submitted-references";

export async function ingestPredictionsFile(input: IngestInput & { benchmark: BenchmarkRef }): Promise<IngestResult> {
  return withUploadRun(input, async ({ id: runId, fail }) => {
    const started = performance.now();
    const truth = await getExtractionTruth(input.benchmark.id);
    if (!truth) {
      await cancelBody(input.body);
      return fail(
        simpleFailure(
          "benchmark-not-imported",
          503,
          "The benchmark is not imported",
          `${input.benchmark.name} has no references to score against yet.`,
        ),
      );
    }
    const normalization = getNormalization(truth.normalization);
    if (!normalization) throw new Error(`Benchmark ${input.benchmark.slug} names an unknown normalization`);

    const received = await readSubmittedFile({
      kind: "extraction",
      shots: input.shots === 1 ? 1 : 0,
      body: input.body,
      maxBytes: input.maxBytes,
      declaredLength: input.declaredLength,
      declaredGzip: input.declaredGzip || (input.fileName?.toLowerCase().endsWith(".gz") ?? false),
      idleTimeoutMs: input.idleTimeoutMs,
    });
    const receivedAt = performance.now();
    if (!received.ok) return fail(receiveFailure(received), received);
    const facts = { sha256: received.sha256, sizeBytes: received.sizeBytes };
    const scoringKey = {
      benchmarkVersionId: truth.versionId,
      scorerName: EXTRACTION_SCORER.name,
      scorerVersion: EXTRACTION_SCORER.version,
      matching: truth.matching,
      normalization: normalizationKey({ normalization }),
      shots: input.shots,
    };

    const reused = await db.extractionScoring.findFirst({
      where: { file: { sha256: received.sha256 }, ...scoringKey },
      select: { id: true, fileId: true },
    });
    if (reused) {
      await reuseScoring(runId, { fileId: reused.fileId, extractionScoringId: reused.id }, facts);
      return scoredRun(runId, { started, received: receivedAt, stored: performance.now() });
    }

    const file = received.predictions;
    if (!file.ok) return fail(invalidPredictionsFailure(file.error), facts);
    const scored = await scoreExtractionOffThread({ truth, predictions: file.predictions });
    const scoredAt = performance.now();
    if (!scored.ok) return fail(scoringInputFailure(scored.errors), facts);
    const { report } = scored;
    if (report.diagnostics.missing.total === report.records.length) {
      return fail(
        simpleFailure(
          "no-matching-records",
          422,
          "No prediction matches the benchmark",
          `None of the file's ${file.predictions.length} predictions is for a reference of ${truth.benchmarkName} version ${truth.versionNumber} (matched by id, or by position when the file gives no ids).`,
        ),
        facts,
      );
    }

    await persistExtractionScoring({
      runId,
      shots: input.shots,
      file: received,
      truth,
      report,
      predictions: file.predictions,
      submittedReferences: checkSubmittedReferences(file.submittedReferences, truth),
    });
    return scoredRun(runId, { started, received: receivedAt, scored: scoredAt, stored: performance.now() });
  });
}

function invalidPredictionsFailure(error: { code: string; message: string }): IngestFailure {
  return {
    code: "invalid-predictions",
    status: 422,
    title: "The predictions file cannot be read",
    detail: error.message,
    problems: [{ pointer: "(file)", detail: error.message, code: error.code }],
  };
}

function scoringInputFailure(errors: ExtractionInputError[]): IngestFailure {
  return {
    code: errors[0]?.code === "duplicate-prediction-id" ? "duplicate-records" : "invalid-predictions",
    status: 422,
    title:
      errors[0]?.code === "duplicate-prediction-id"
        ? "The file gives some references more than one prediction"
        : "The predictions cannot be scored",
    detail: errors.map((error) => error.message).join(" "),
    problems: errors.map((error) => ({ pointer: "(file)", detail: error.message, code: error.code })),
  };
}
