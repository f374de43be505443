// One reference beside one prediction, for a drill-down page: scored as a file of one record with
// the scoring's settings, so the page shows per field path what the file's scoring counted.
import { prepareExtraction, type ExtractionScoringOptions } from "./score-file";
import type { MoleculeAnswers, MoleculeQuery } from "./chemistry-values";
import type { ExtractionRecordResult, FieldPathScore, JsonObject, PredictionParse } from "./types";

export interface RecordComparison {
  parse: Exclude<PredictionParse, "missing">;
  parseDetail: string | null;
  record: ExtractionRecordResult;
  /** Every path of either side, sorted, with what it earned and how it was wrong. */
  paths: FieldPathScore[];
  /** Values each normalization rule changed, truth and prediction together. */
  normalizationChanges: Record<string, number>;
}

export async function compareRecord({
  truth,
  predictionText,
  options,
  resolve,
}: {
  truth: JsonObject;
  predictionText: string;
  options: Omit<ExtractionScoringOptions, "matching" | "maxOptimalRecords">;
  /** Resolves molecules when the normalization compares chemistry; without it, such a record is not compared. */
  resolve?: (queries: MoleculeQuery[]) => Promise<MoleculeAnswers>;
}): Promise<RecordComparison | null> {
  const prepared = prepareExtraction({
    ...options,
    matching: "aligned",
    references: [{ id: "record", reference: truth }],
    predictions: [{ id: null, text: predictionText }],
  });
  if (!prepared.ok) return null;
  const queries = prepared.prepared.moleculeQueries();
  const answers = resolve ? await resolve(queries) : queries.length === 0 ? new Map() : undefined;
  const scored = prepared.prepared.score(answers);
  if (!scored.ok) return null;
  const record = scored.report.records[0]!;
  return {
    parse: record.parse === "missing" ? "no-object" : record.parse,
    parseDetail: record.parseDetail,
    record,
    paths: scored.report.fields,
    normalizationChanges: scored.report.diagnostics.normalization.changedValues,
  };
}
