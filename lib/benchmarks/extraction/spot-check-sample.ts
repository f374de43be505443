// A few records of an extraction scoring for a moderator to read: the benchmark's truth beside the
// model's prediction, random but the same every time for the same seed (the submission id).
import "server-only";
import { sampleScoredRecords } from "@/lib/benchmarks/scored-records/scored-records";

const EXTRACTION_SAMPLE_PER_SETTING = 5;
const EXCERPT_CHARS = 600;

export type SampledExtractionRecord = {
  referenceIndex: number;
  referenceId: string;
  parse: string;
  recall: number;
  precision: number;
  f1: number;
  truth: string;
  prediction: string;
};

const excerpt = (text: string) => (text.length <= EXCERPT_CHARS ? text : `${text.slice(0, EXCERPT_CHARS)}…`);
const figure = (detail: unknown, key: "recall" | "precision") => {
  const value = (detail as Record<string, unknown> | null)?.[key];
  return typeof value === "number" ? value : 0;
};

export async function sampleExtractionRecords(scoringId: string, seed: string): Promise<SampledExtractionRecord[]> {
  const rows = await sampleScoredRecords(scoringId, seed, EXTRACTION_SAMPLE_PER_SETTING);
  return rows.map((row) => ({
    referenceIndex: row.position,
    referenceId: row.key,
    parse: row.outcome,
    recall: figure(row.detail, "recall"),
    precision: figure(row.detail, "precision"),
    f1: row.score,
    truth: excerpt(row.truthText),
    prediction: excerpt(row.submitted),
  }));
}
