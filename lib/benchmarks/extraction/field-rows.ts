// A scoring's stored rows per field path (ExtractionFieldScore) as the report and the API give them:
// the counts, the ratios, and the missing, invented and wrong values apart (0 in rows stored before
// those were counted; the scoring's summary then has no `diff`).
import "server-only";
import { db } from "@/lib/db";
import type { FieldPathScore } from "./extraction-score/types";

export const FIELD_ROW_SELECT = {
  path: true,
  correct: true,
  truthLeaves: true,
  predictionLeaves: true,
  recall: true,
  precision: true,
  f1: true,
  missing: true,
  invented: true,
  wrong: true,
} as const;

/** A stored row is the scorer's per-path score, as it was written. */
export type FieldRow = FieldPathScore;

/** Every stored field path of a scoring, sorted by path. */
export async function extractionFieldRows(scoringId: string): Promise<FieldRow[]> {
  return db.extractionFieldScore.findMany({ where: { scoringId }, orderBy: { path: "asc" }, select: FIELD_ROW_SELECT });
}
