// Writes a scored file in one transaction: the file (once per SHA-256), its scoring, the
// per-subject scores and a row per record, and the run that points at them. Either all of it
// is stored or none of it.
import "server-only";
import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { ScoreReport } from "@/lib/mr-score";
import type { BenchmarkTruth } from "@/lib/submissions/benchmark-truth";
import { recordRows } from "@/lib/submissions/record-rows";
import { storableJson } from "@/lib/postgres/storable";

export interface ReceivedFile {
  sha256: string;
  sizeBytes: number;
  originalEncoding: "json" | "gzip";
  gzipBytes: Buffer;
}

type Tx = Prisma.TransactionClient;

export async function persistScoring({
  runId,
  file,
  truth,
  report,
  results,
}: {
  runId: string;
  file: ReceivedFile;
  truth: BenchmarkTruth;
  report: ScoreReport;
  results: Record<string, unknown>;
}): Promise<{ fileId: string; scoringId: string }> {
  return db.$transaction(
    async (tx) => {
      const fileId = await storeFileOnce(tx, file);
      const scoringId = await storeScoringOnce(tx, { fileId, truth, report, results });
      await tx.submissionRun.update({
        where: { id: runId },
        data: {
          status: "scored",
          fileId,
          scoringId,
          sha256: file.sha256,
          sizeBytes: file.sizeBytes,
          // A run its lease gave up for lost (a server that stalled past it) still completes here.
          failureCode: null,
          failureDetail: null,
          finishedAt: new Date(),
        },
      });
      return { fileId, scoringId };
    },
    { timeout: 120_000, maxWait: 30_000 },
  );
}

/** The same bytes uploaded again (or at the same moment) are stored once. */
export async function storeFileOnce(tx: Tx, file: ReceivedFile): Promise<string> {
  await tx.$executeRaw`
    INSERT INTO "StoredFile" ("id", "sha256", "sizeBytes", "originalEncoding", "gzipBytes", "createdAt", "updatedAt")
    VALUES (${randomUUID()}, ${file.sha256}, ${file.sizeBytes}, ${file.originalEncoding}, ${file.gzipBytes}, now(), now())
    ON CONFLICT ("sha256") DO NOTHING`;
  const stored = await tx.storedFile.findUniqueOrThrow({ where: { sha256: file.sha256 }, select: { id: true } });
  return stored.id;
}

/** The scoring row with its subjects and records, once per (file, benchmark version, scorer); rescoring reuses it. */
export async function storeScoringOnce(
  tx: Tx,
  {
    fileId,
    truth,
    report,
    results,
  }: { fileId: string; truth: BenchmarkTruth; report: ScoreReport; results: Record<string, unknown> },
): Promise<string> {
  const id = randomUUID();
  const reportJson = JSON.stringify(storableJson({ truthSource: report.truthSource, ...report.diagnostics }));
  const inserted = await tx.$queryRaw<Array<{ id: string }>>`
    INSERT INTO "FileScoring" ("id", "fileId", "benchmarkVersionId", "scorerName", "scorerVersion", "meanMrScore", "meanCiLow", "meanCiHigh", "report", "createdAt", "updatedAt")
    VALUES (${id}, ${fileId}, ${truth.versionId}, ${report.scorer.name}, ${report.scorer.version}, ${report.meanMrScore},
      ${report.intervals.mean?.low ?? null}, ${report.intervals.mean?.high ?? null}, ${reportJson}::jsonb, now(), now())
    ON CONFLICT ("fileId", "benchmarkVersionId", "scorerName", "scorerVersion") DO NOTHING
    RETURNING "id"`;
  if (inserted.length === 0) {
    // Another upload of the same bytes scored it first: theirs is the same scoring.
    const existing = await tx.fileScoring.findFirstOrThrow({
      where: {
        fileId,
        benchmarkVersionId: truth.versionId,
        scorerName: report.scorer.name,
        scorerVersion: report.scorer.version,
      },
      select: { id: true },
    });
    return existing.id;
  }

  await tx.subjectScore.createMany({
    data: Object.entries(report.subjects).map(([subject, score]) => {
      const coverage = report.diagnostics.coverage[subject];
      const benchmarkItems = coverage?.benchmarkItems ?? 0;
      const matchedItems = coverage?.matchedItems ?? 0;
      const interval = report.intervals.subjects[subject] ?? null;
      return {
        scoringId: id,
        subject,
        nCorrect: score.n_correct,
        nIncorrect: score.n_incorrect,
        tp: score.tp,
        tn: score.tn,
        fp: score.fp,
        fn: score.fn,
        stepCorrect: score.step_correct,
        reasonCorrect: score.reason_correct,
        mcc: score.mcc,
        accStep: score.acc_step,
        accReason: score.acc_reason,
        mrScore: score.mr_score,
        ciLow: interval?.low ?? null,
        ciHigh: interval?.high ?? null,
        benchmarkItems,
        matchedItems,
        recordsInFile: coverage?.recordsInFile ?? 0,
        matchedRecords: coverage?.matchedRecords ?? 0,
        rankable: benchmarkItems > 0 && matchedItems === benchmarkItems,
        scorerVersion: report.scorer.version,
      };
    }),
  });

  // One statement for thousands of rows: the rows travel as one JSON document.
  await tx.$executeRaw`
    INSERT INTO "RecordResult" ("scoringId", "subject", "recordIndex", "itemId", "outcome", "predictedCorrectness",
      "predictedStep", "stepEarned", "reasonEarned", "needsVerdict", "solutionCorrectness", "firstErrorStep",
      "errorReason", "rawResponse", "verdict", "judgeModel", "quirks")
    SELECT ${id}, r.s, r.i, r.item, r.o::"Outcome", r.pc, r.ps, r.se, r.re, r.nv, r.sc, r.fes, r.er, r.raw, r.v, r.jm,
      COALESCE(string_to_array(NULLIF(r.q, ''), ','), ARRAY[]::text[])
    FROM json_to_recordset(${recordRows({ report, results, itemIds: truth.itemIds })}::json) AS r(
      s text, i int, item text, o text, pc text, ps text, se boolean, re boolean, nv boolean,
      sc text, fes text, er text, raw text, v text, jm text, q text)`;
  return id;
}
