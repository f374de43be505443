// The drill-down of a scored predictions file: its records (one per reference), filtered and ordered,
// and one record with the benchmark's truth beside the model's prediction and what each field path earned.
import "server-only";
import { z } from "zod";
import type { RecordFilter, RecordPage } from "@/lib/benchmarks/kind-server";
import {
  getScoredRecord,
  listScoredRecords,
  type ScoredRecordRow,
  type ScoredRecordWithTruth,
} from "@/lib/benchmarks/scored-records/scored-records";
import {
  compareRecord,
  getNormalization,
  isJsonObject,
  parsePrediction,
  parsePythonJson,
  type RecordComparison,
} from "@/lib/benchmarks/extraction/extraction-score";
import { indentedJson } from "./indented-json";
import { readExtractionSummary } from "./summary";

const EXTRACTION_RECORDS_PER_PAGE = 50;

/** How a prediction parsed, as stored (ScoredRecord.outcome). */
export const PARSE_OUTCOMES = ["ok", "missing", "no_object", "invalid_json"] as const;
export type TParseOutcome = (typeof PARSE_OUTCOMES)[number];

export const PARSE_LABELS: Record<TParseOutcome, string> = {
  ok: "parsed",
  missing: "missing",
  no_object: "no JSON object",
  invalid_json: "not valid JSON",
};

export const EXTRACTION_RECORD_FILTERS: RecordFilter[] = [
  {
    name: "parse",
    label: "Prediction",
    options: PARSE_OUTCOMES.map((parse) => ({ value: parse, label: PARSE_LABELS[parse] })),
  },
  {
    name: "order",
    label: "Order",
    required: true,
    default: "reference",
    options: [
      { value: "reference", label: "the benchmark's order" },
      { value: "worst", label: "the lowest F1 first" },
    ],
  },
];

const ZRecordDetail = z.object({
  predictionIndex: z.number().int().nullable().catch(null),
  alignedPredictionIndex: z.number().int().nullable().catch(null),
  moved: z.boolean().catch(false),
  parseDetail: z.string().nullable().catch(null),
  correct: z.number().catch(0),
  rawCorrect: z.number().catch(0),
  truthLeaves: z.number().catch(0),
  predictionLeaves: z.number().catch(0),
  recall: z.number().catch(0),
  precision: z.number().catch(0),
});

/** A record as the extraction pages show it. */
function toRow(row: ScoredRecordRow) {
  const detail = ZRecordDetail.parse(row.detail ?? {});
  return {
    id: row.id,
    referenceIndex: row.position,
    parse: row.outcome,
    f1: row.score,
    reference: { key: row.key },
    ...detail,
  };
}

export type ExtractionRecordRow = ReturnType<typeof toRow>;

export async function listExtractionRecords(
  scoringId: string,
  filters: Record<string, string>,
  page: number,
): Promise<Omit<RecordPage, "rows"> & { rows: ExtractionRecordRow[] }> {
  const list = await listScoredRecords({
    scoringId,
    outcome: filters.parse,
    order: filters.order === "worst" ? "worst" : "truth",
    page,
    perPage: EXTRACTION_RECORDS_PER_PAGE,
  });
  return { ...list, rows: list.rows.map(toRow) };
}

export interface ExtractionRecordDetail {
  row: ExtractionRecordRow;
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
/** A stored record as its page shows it: truth and prediction as indented JSON, and what each field path earned. */
export function extractionRecordDetail(record: ScoredRecordWithTruth, summary: unknown): ExtractionRecordDetail {
  const truth = parsePythonJson({ text: record.truthText });
  const predictionText = record.submitted;
  const parsed = predictionText === null ? null : parsePrediction({ text: predictionText });
  const normalization = getNormalization(readExtractionSummary(summary).normalization.split("@")[0] ?? "");
  const paths =
    truth.ok && isJsonObject(truth.value) && normalization
      ? compareRecord({ truth: truth.value, predictionText: predictionText ?? "", normalization: normalization.name })
          .paths
      : null;
  return {
    row: toRow(record),
    truth: truth.ok ? indentedJson(truth.value) : record.truthText,
    predictionText,
    predictionJson: parsed?.ok ? indentedJson(parsed.value) : null,
    paths,
  };
}

export async function getExtractionRecord({
  scoringId,
  summary,
  referenceIndex,
}: {
  scoringId: string;
  /** The scoring's FileScoring.summary (its normalization). */
  summary: unknown;
  referenceIndex: number;
}): Promise<{ detail: ExtractionRecordDetail; count: number } | null> {
  const record = await getScoredRecord(scoringId, referenceIndex);
  return record ? { count: record.count, detail: extractionRecordDetail(record, summary) } : null;
}
