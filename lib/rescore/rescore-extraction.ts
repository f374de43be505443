// Rescoring an extraction benchmark's stored predictions files against its current references
// and settings: after an import made a new version, or changed the matching or normalization.
// Every file is scored first (a new scoring row beside the old); then every run switches to its
// new scoring in one transaction, so the board never mixes the two. A file that cannot be scored
// keeps its old scoring and is reported.
import "server-only";
import { db } from "@/lib/db";
import { EXTRACTION_SCORER, getNormalization, scoreExtraction } from "@/lib/extraction-score";
import { invalidateBoard } from "@/lib/leaderboard/board-cache";
import { getExtractionTruth, type ExtractionTruth } from "@/lib/submissions/extraction-truth";
import { readStoredFile } from "@/lib/submissions/ingest/read-submitted-file";
import { normalizationKey, storeExtractionScoringOnce } from "@/lib/submissions/persist-extraction-scoring";
import { checkSubmittedReferences } from "@/lib/submissions/submitted-references";

export interface ExtractionRescoreSummary {
  versionNumber: number;
  /** Scored runs of the benchmark, and those already scored as the benchmark is now. */
  runs: number;
  current: number;
  /** Runs switched to a new scoring. */
  rescored: number;
  failed: { runId: string; submissionId: string; shots: number; reason: string }[];
}

export type RescoreExtractionResult = { ok: true; summary: ExtractionRescoreSummary } | { ok: false; error: string };

export async function rescoreExtractionBenchmark({
  slug,
  log = () => {},
}: {
  slug: string;
  log?: (message: string) => void;
}): Promise<RescoreExtractionResult> {
  const benchmark = await db.benchmark.findUnique({ where: { slug }, select: { id: true, kind: true } });
  if (!benchmark || benchmark.kind !== "extraction") return { ok: false, error: `No extraction benchmark "${slug}".` };
  const truth = await getExtractionTruth(benchmark.id);
  if (!truth) return { ok: false, error: `"${slug}" has no references imported.` };
  const normalization = getNormalization(truth.normalization);
  if (!normalization) return { ok: false, error: `"${slug}" names an unknown normalization "${truth.normalization}".` };
  const current = {
    benchmarkVersionId: truth.versionId,
    scorerName: EXTRACTION_SCORER.name,
    scorerVersion: EXTRACTION_SCORER.version,
    matching: truth.matching,
    normalization: normalizationKey({ normalization }),
  };

  const runs = await db.submissionRun.findMany({
    where: { status: "scored", fileId: { not: null }, submission: { benchmarkId: benchmark.id } },
    orderBy: { createdAt: "asc" },
    select: {
      id: true,
      shots: true,
      submissionId: true,
      fileId: true,
      extractionScoring: {
        select: {
          benchmarkVersionId: true,
          scorerName: true,
          scorerVersion: true,
          matching: true,
          normalization: true,
          shots: true,
        },
      },
    },
  });
  const isCurrent = (run: (typeof runs)[number]) => {
    const scoring = run.extractionScoring;
    return (
      scoring !== null &&
      scoring.shots === run.shots &&
      Object.entries(current).every(([key, value]) => scoring[key as keyof typeof current] === value)
    );
  };
  const stale = runs.filter((run) => !isCurrent(run));
  const switches: { runId: string; scoringId: string }[] = [];
  const failed: ExtractionRescoreSummary["failed"] = [];
  for (const run of stale) {
    const outcome = await scoreStoredFile({ fileId: run.fileId!, shots: run.shots, truth });
    if (outcome.ok) switches.push({ runId: run.id, scoringId: outcome.scoringId });
    else failed.push({ runId: run.id, submissionId: run.submissionId, shots: run.shots, reason: outcome.reason });
    log(`${run.submissionId} ${run.shots}-shot: ${outcome.ok ? "scored" : `not scored (${outcome.reason})`}`);
  }
  await db.$transaction(
    switches.map(({ runId, scoringId }) =>
      db.submissionRun.update({ where: { id: runId }, data: { extractionScoringId: scoringId } }),
    ),
  );
  if (switches.length > 0) await invalidateBoard();
  return {
    ok: true,
    summary: {
      versionNumber: truth.versionNumber,
      runs: runs.length,
      current: runs.length - stale.length,
      rescored: switches.length,
      failed,
    },
  };
}

/** One stored file scored and its scoring stored (once per file and settings); the runs are not touched. */
async function scoreStoredFile({
  fileId,
  shots,
  truth,
}: {
  fileId: string;
  shots: number;
  truth: ExtractionTruth;
}): Promise<{ ok: true; scoringId: string } | { ok: false; reason: string }> {
  const file = await db.storedFile.findUniqueOrThrow({ where: { id: fileId }, select: { gzipBytes: true } });
  let read;
  try {
    ({ predictions: read } = await readStoredFile(file.gzipBytes, { kind: "extraction", shots: shots === 1 ? 1 : 0 }));
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
  if (!read.ok) return { ok: false, reason: read.error.message };
  const scored = scoreExtraction({
    references: truth.references,
    predictions: read.predictions,
    matching: truth.matching,
    normalization: truth.normalization,
  });
  if (!scored.ok) return { ok: false, reason: scored.errors.map((error) => error.message).join(" ") };
  if (scored.report.diagnostics.missing.total === scored.report.records.length)
    return { ok: false, reason: "none of its predictions is for a reference of the current version" };
  const scoringId = await db.$transaction(
    (tx) =>
      storeExtractionScoringOnce(tx, {
        fileId,
        shots,
        truth,
        report: scored.report,
        predictions: read.predictions,
        submittedReferences: checkSubmittedReferences(read.submittedReferences, truth),
      }),
    { timeout: 120_000, maxWait: 30_000 },
  );
  return { ok: true, scoringId };
}
