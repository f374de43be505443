// Writes a scored predictions file in one transaction: the file (once per SHA-256), its scoring
// with a row per field path and per reference, and the run that points at them. Either all of
// it is stored or none of it.
import "server-only";
import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { ExtractionPrediction, ExtractionReport, FieldPathScore } from "@/lib/extraction-score";
import type { ExtractionTruth } from "@/lib/submissions/extraction-truth";
import { storeFileOnce, type ReceivedFile } from "@/lib/submissions/persist-scoring";
import { storableJson, storableText } from "@/lib/submissions/storable";

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

/** Field paths only predictions have, kept by name (the most frequent); the rest are summed in one row. */
export const MAX_PREDICTION_ONLY_PATHS = 500;
export const OTHER_PREDICTION_PATHS = "(other fields only in predictions)";

/**
 * The rows to store: every path of the truth, and the prediction-only paths a model invented up
 * to a bound (an upload must not write millions of rows), with paths made storable (merged if
 * that makes two equal).
 */
export function storableFields(fields: FieldPathScore[]): FieldPathScore[] {
  const merged = new Map<string, Omit<FieldPathScore, "recall" | "precision" | "f1">>();
  const add = (path: string, field: FieldPathScore) => {
    const row = merged.get(path) ?? { path, correct: 0, truthLeaves: 0, predictionLeaves: 0 };
    row.correct += field.correct;
    row.truthLeaves += field.truthLeaves;
    row.predictionLeaves += field.predictionLeaves;
    merged.set(path, row);
  };
  const predictionOnly = fields
    .filter((field) => field.truthLeaves === 0)
    .sort((a, b) => b.predictionLeaves - a.predictionLeaves || (a.path < b.path ? -1 : 1));
  const kept = new Set(predictionOnly.slice(0, MAX_PREDICTION_ONLY_PATHS));
  for (const field of fields) {
    if (field.truthLeaves > 0 || kept.has(field)) add(storableText(field.path), field);
    else add(OTHER_PREDICTION_PATHS, field);
  }
  return [...merged.values()].map((row) => {
    const recall = row.truthLeaves > 0 ? row.correct / row.truthLeaves : 0;
    const precision = row.predictionLeaves > 0 ? row.correct / row.predictionLeaves : 0;
    return { ...row, recall, precision, f1: recall > 0 && precision > 0 ? 2 / (1 / recall + 1 / precision) : 0 };
  });
}
