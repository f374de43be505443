// Writes a scored predictions file in one transaction: the file (once per SHA-256), its scoring
// with a row per field path and per reference, and the run that points at them. Either all of
// it is stored or none of it.
import "server-only";
import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { ExtractionPrediction, ExtractionReport } from "@/lib/extraction-score";
import type { ExtractionTruth } from "@/lib/submissions/extraction-truth";
import { storeFileOnce, type ReceivedFile } from "@/lib/submissions/persist-scoring";
import { storableFields } from "@/lib/submissions/storable-fields";
import { storableJson, storableText } from "@/lib/postgres/storable";

type Tx = Prisma.TransactionClient;

export interface SubmittedReferenceCheck {
  /** References the file carries (the book's layout), 0 when it has none. */
  given: number;
  /** Of those, how many differ from the database's reference at the same position. */
  differing: number;
  /** Positions (0-based) of the first differing references. */
  positions: number[];
}

export async function persistExtractionScoring({
  runId,
  shots,
  file,
  truth,
  report,
  predictions,
  submittedReferences,
}: {
  runId: string;
  shots: number;
  file: ReceivedFile;
  truth: ExtractionTruth;
  report: ExtractionReport;
  predictions: ExtractionPrediction[];
  submittedReferences: SubmittedReferenceCheck;
}): Promise<{ fileId: string; scoringId: string }> {
  return db.$transaction(
    async (tx) => {
      const fileId = await storeFileOnce(tx, file);
      const scoringId = await storeExtractionScoringOnce(tx, {
        fileId,
        shots,
        truth,
        report,
        predictions,
        submittedReferences,
      });
      await tx.submissionRun.update({
        where: { id: runId },
        data: {
          status: "scored",
          fileId,
          extractionScoringId: scoringId,
          sha256: file.sha256,
          sizeBytes: file.sizeBytes,
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

export function normalizationKey(report: Pick<ExtractionReport, "normalization">): string {
  return `${report.normalization.name}@${report.normalization.version}`;
}

export async function storeExtractionScoringOnce(
  tx: Tx,
  {
    fileId,
    shots,
    truth,
    report,
    predictions,
    submittedReferences,
  }: {
    fileId: string;
    /** The shot setting the predictions were read for (a book's whole file holds both). */
    shots: number;
    truth: ExtractionTruth;
    report: ExtractionReport;
    predictions: ExtractionPrediction[];
    submittedReferences: SubmittedReferenceCheck;
  },
): Promise<string> {
  const id = randomUUID();
  const { summary } = report;
  const key = {
    fileId,
    benchmarkVersionId: truth.versionId,
    scorerName: report.scorer.name,
    scorerVersion: report.scorer.version,
    matching: report.matching,
    normalization: normalizationKey(report),
    shots,
  };
  // ON CONFLICT DO NOTHING: the same file scored at the same moment by another upload is kept once.
  await tx.extractionScoring.createMany({
    data: [
      {
        id,
        ...key,
        records: summary.records,
        recall: summary.recall,
        precision: summary.precision,
        f1: summary.f1,
        f1CiLow: summary.intervals?.f1.low ?? null,
        f1CiHigh: summary.intervals?.f1.high ?? null,
        recallCiLow: summary.intervals?.recall.low ?? null,
        recallCiHigh: summary.intervals?.recall.high ?? null,
        precisionCiLow: summary.intervals?.precision.low ?? null,
        precisionCiHigh: summary.intervals?.precision.high ?? null,
        microRecall: summary.micro.recall,
        microPrecision: summary.micro.precision,
        microF1: summary.micro.f1,
        report: storableJson(
          JSON.parse(
            JSON.stringify({
              scorer: report.scorer,
              matching: report.matching,
              normalization: report.normalization,
              summary,
              diagnostics: report.diagnostics,
              submittedReferences,
            }),
          ),
        ) as Prisma.InputJsonValue,
      },
    ],
    skipDuplicates: true,
  });
  const stored = await tx.extractionScoring.findUniqueOrThrow({
    where: { fileId_benchmarkVersionId_scorerName_scorerVersion_matching_normalization_shots: key },
    select: { id: true },
  });
  if (stored.id !== id) return stored.id;

  await tx.extractionFieldScore.createMany({
    data: storableFields(report.fields).map((field) => ({ id: randomUUID(), scoringId: id, ...field })),
  });
  await tx.extractionRecordScore.createMany({
    data: report.records.map((record) => ({
      scoringId: id,
      referenceId: truth.referenceRowIds[record.referenceIndex]!,
      referenceIndex: record.referenceIndex,
      predictionIndex: record.predictionIndex,
      alignedPredictionIndex: record.alignedPredictionIndex,
      moved: record.moved,
      parse:
        record.parse === "no-object" ? "no_object" : record.parse === "invalid-json" ? "invalid_json" : record.parse,
      parseDetail: record.parseDetail === null ? null : storableText(record.parseDetail),
      prediction: record.predictionIndex === null ? null : storableText(predictions[record.predictionIndex]!.text),
      correct: record.correct,
      rawCorrect: record.rawCorrect,
      truthLeaves: record.truthLeaves,
      predictionLeaves: record.predictionLeaves,
      recall: record.recall,
      precision: record.precision,
      f1: record.f1,
    })),
  });
  return id;
}
