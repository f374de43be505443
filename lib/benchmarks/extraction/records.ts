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
  compileFieldRules,
  getNormalization,
  isJsonObject,
  needsChemistry,
  parsePrediction,
  parsePythonJson,
  type JsonObject,
  type ListMode,
  type MoleculeQuery,
  type RecordComparison,
} from "@/lib/benchmarks/extraction/extraction-score";
import { indentedJson } from "./indented-json";
import { readExtractionSummary } from "./summary";

const EXTRACTION_RECORDS_PER_PAGE = 50;

/** How a prediction parsed, as stored (ScoredRecord.outcome). */
const PARSE_OUTCOMES = ["ok", "missing", "no_object", "invalid_json"] as const;
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
  // Null in records stored before these were counted.
  missing: z.number().nullable().catch(null),
  invented: z.number().nullable().catch(null),
  wrong: z.number().nullable().catch(null),
  nodeF1: z.number().nullable().catch(null),
  anlsStar: z.number().nullable().catch(null),
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

/** A stored record as its page shows it: truth and prediction as indented JSON, and what each field path earned. */
export async function extractionRecordDetail(
  record: ScoredRecordWithTruth,
  scoring: { summary: unknown; report: unknown },
): Promise<ExtractionRecordDetail> {
  const truth = parsePythonJson({ text: record.truthText });
  const predictionText = record.submitted;
  const parsed = predictionText === null ? null : parsePrediction({ text: predictionText });
  const { normalization, lists } = readExtractionSummary(scoring.summary);
  const comparison =
    truth.ok && isJsonObject(truth.value)
      ? await compareStoredRecord(truth.value, predictionText ?? "", {
          normalization: normalization.split("@")[0] ?? "",
          lists: lists === "matched" ? "matched" : "book",
          rules: readStoredRules(scoring.report),
        })
      : null;
  return {
    row: toRow(record),
    truth: truth.ok ? indentedJson(truth.value) : record.truthText,
    predictionText,
    predictionJson: parsed?.ok ? indentedJson(parsed.value) : null,
    paths: comparison?.paths ?? null,
  };
}

/** The field rules a scoring was made with, as its report lists them (none before rules existed). */
const readStoredRules = (report: unknown): unknown => (report as { rules?: unknown } | null)?.rules;

/** Recomputed with the scoring's settings; null when they no longer compile (a normalization gone). */
async function compareStoredRecord(
  truth: JsonObject,
  predictionText: string,
  settings: { normalization: string; lists: ListMode; rules: unknown },
): Promise<RecordComparison | null> {
  const compiled = compileFieldRules(settings.rules);
  if (!compiled.ok || !getNormalization(settings.normalization)) return null;
  const resolve = needsChemistry(settings.normalization)
    ? async (queries: MoleculeQuery[]) => {
        const chemistry = await import("./chemistry/resolve-molecules");
        return chemistry.chemistryUnavailable() ? new Map() : chemistry.resolveMolecules(queries);
      }
    : undefined;
  return compareRecord({
    truth,
    predictionText,
    options: { normalization: settings.normalization, lists: settings.lists, fields: compiled.rules },
    resolve,
  });
}

export async function getExtractionRecord({
  scoringId,
  summary,
  report,
  referenceIndex,
}: {
  scoringId: string;
  /** The scoring's FileScoring.summary (its normalization and list mode) and report (its field rules). */
  summary: unknown;
  report?: unknown;
  referenceIndex: number;
}): Promise<{ detail: ExtractionRecordDetail; count: number } | null> {
  const record = await getScoredRecord(scoringId, referenceIndex);
  return record ? { count: record.count, detail: await extractionRecordDetail(record, { summary, report }) } : null;
}
