// The drill-down of a scored predictions file: its records (one per reference), filtered, and one
// record with the benchmark's truth beside the model's prediction and what each field path earned.
import "server-only";
import { db } from "@/lib/db";
import {
  compareRecord,
  getNormalization,
  isJsonObject,
  parsePrediction,
  parsePythonJson,
  type RecordComparison,
} from "@/lib/extraction-score";
import type { Prisma } from "@/lib/generated/prisma/client";
import { indentedJson } from "@/lib/submissions/indented-json";
import type { TExtractionRecordFilters } from "@/lib/validations/extraction-record-filters";

const EXTRACTION_RECORDS_PER_PAGE = 50;

const ROW_SELECT = {
  id: true,
  referenceIndex: true,
  parse: true,
  moved: true,
  predictionIndex: true,
  correct: true,
  truthLeaves: true,
  predictionLeaves: true,
  recall: true,
  precision: true,
  f1: true,
  reference: { select: { key: true } },
} as const;

export async function listExtractionRecords({
  scoringId,
  filters,
}: {
  scoringId: string;
  filters: TExtractionRecordFilters;
}) {
  const where: Prisma.ExtractionRecordScoreWhereInput = {
    scoringId,
    ...(filters.parse ? { parse: filters.parse } : {}),
  };
  const orderBy: Prisma.ExtractionRecordScoreOrderByWithRelationInput[] =
    filters.order === "worst" ? [{ f1: "asc" }, { referenceIndex: "asc" }] : [{ referenceIndex: "asc" }];
  const [total, rows] = await Promise.all([
    db.extractionRecordScore.count({ where }),
    db.extractionRecordScore.findMany({
      where,
      orderBy,
      skip: (filters.page - 1) * EXTRACTION_RECORDS_PER_PAGE,
      take: EXTRACTION_RECORDS_PER_PAGE,
      select: ROW_SELECT,
    }),
  ]);
  return { total, rows, pages: Math.max(1, Math.ceil(total / EXTRACTION_RECORDS_PER_PAGE)) };
}

export type ExtractionRecordRow = Awaited<ReturnType<typeof listExtractionRecords>>["rows"][number];

export interface ExtractionRecordDetail {
  row: ExtractionRecordRow & {
    alignedPredictionIndex: number | null;
    parseDetail: string | null;
    rawCorrect: number;
  };
  /** The benchmark's reference, indented. */
  truth: string;
  /** The model's text as uploaded, null when the reference got no prediction. */
  predictionText: string | null;
  /** The JSON the scorer read from it (first "{" to last "}"), indented; null when none parsed. */
  predictionJson: string | null;
  /** Per field path after the scoring's normalization, recomputed for the page; null if that normalization is gone. */
  paths: RecordComparison["paths"] | null;
}

/** One record of a scoring by the reference's position, with what the page shows beside it. */
export async function getExtractionRecord({
  scoringId,
  referenceIndex,
}: {
  scoringId: string;
  referenceIndex: number;
}): Promise<ExtractionRecordDetail | null> {
  const record = await db.extractionRecordScore.findUnique({
    where: { scoringId_referenceIndex: { scoringId, referenceIndex } },
    select: {
      ...ROW_SELECT,
      alignedPredictionIndex: true,
      parseDetail: true,
      rawCorrect: true,
      prediction: true,
      reference: { select: { key: true, text: true } },
      scoring: { select: { normalization: true } },
    },
  });
  if (!record) return null;
  const { prediction: predictionText, scoring, reference, ...row } = record;
  const truth = parsePythonJson({ text: reference.text });
  const parsed = predictionText === null ? null : parsePrediction({ text: predictionText });
  const normalization = getNormalization(scoring.normalization.split("@")[0] ?? "");
  const paths =
    truth.ok && isJsonObject(truth.value) && normalization
      ? compareRecord({ truth: truth.value, predictionText: predictionText ?? "", normalization: normalization.name })
          .paths
      : null;
  return {
    row: { ...row, reference: { key: reference.key } },
    truth: truth.ok ? indentedJson(truth.value) : reference.text,
    predictionText,
    predictionJson: parsed?.ok ? indentedJson(parsed.value) : null,
    paths,
  };
}
