// An extraction scoring's figures besides F1 (FileScoring.summary), read back defensively: a row
// written by an older version may lack some.
import { z } from "zod";

const ZInterval = z.object({ low: z.number(), high: z.number() }).nullable().catch(null);
const ratio = z.number().catch(0);

const ZExtractionSummary = z.object({
  matching: z.string().catch("aligned"),
  /** `name@version`. */
  normalization: z.string().catch("none@1"),
  shots: z.number().int().catch(0),
  records: z.number().int().nonnegative().catch(0),
  recall: ratio,
  precision: ratio,
  recallCi: ZInterval,
  precisionCi: ZInterval,
  micro: z.object({ recall: ratio, precision: ratio, f1: ratio }).catch({ recall: 0, precision: 0, f1: 0 }),
});

export type ExtractionSummary = z.infer<typeof ZExtractionSummary>;

export function readExtractionSummary(summary: unknown): ExtractionSummary {
  return ZExtractionSummary.parse(summary !== null && typeof summary === "object" ? summary : {});
}

/** The variant an extraction scoring is stored under: what else its figures depend on. */
export function extractionVariant(key: { matching: string; normalization: string; shots: number }): string {
  return `matching=${key.matching};normalization=${key.normalization};shots=${key.shots}`;
}
