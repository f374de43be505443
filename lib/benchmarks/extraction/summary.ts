// An extraction scoring's figures besides F1 (FileScoring.summary), read back defensively: a row
// written by an older version may lack some (those read as null: not counted, rather than 0).
import { z } from "zod";

const ZInterval = z.object({ low: z.number(), high: z.number() }).nullable().catch(null);
const ratio = z.number().catch(0);
const ZRatios = z.object({ recall: ratio, precision: ratio, f1: ratio });

const ZExtractionSummary = z.object({
  matching: z.string().catch("aligned"),
  /** `name@version`. */
  normalization: z.string().catch("none@1"),
  /** How lists were compared; scorings from before list modes used the book's. */
  lists: z.string().catch("book"),
  shots: z.number().int().catch(0),
  records: z.number().int().nonnegative().catch(0),
  recall: ratio,
  precision: ratio,
  recallCi: ZInterval,
  precisionCi: ZInterval,
  micro: ZRatios.catch({ recall: 0, precision: 0, f1: 0 }),
  /** Node-level means over records (treeval); null when scored before nodes were counted. */
  nodes: ZRatios.nullable().catch(null),
  /** Mean ANLS* over records; null when scored before it was. */
  anlsStar: z.number().nullable().catch(null),
  /** The file's correct, missing, invented and wrong values, summed over records. */
  diff: z
    .object({ correct: z.number(), missing: z.number(), invented: z.number(), wrong: z.number() })
    .nullable()
    .catch(null),
  /** The same file scored with chemistry off (`name@version` of that normalization); null without chemistry. */
  withoutChemistry: ZRatios.extend({ normalization: z.string().catch("") })
    .nullable()
    .catch(null),
});

export type ExtractionSummary = z.infer<typeof ZExtractionSummary>;

export function readExtractionSummary(summary: unknown): ExtractionSummary {
  return ZExtractionSummary.parse(summary !== null && typeof summary === "object" ? summary : {});
}

/**
 * The variant an extraction scoring is stored under: what else its figures depend on. The book's
 * list mode adds nothing, so scorings stored before list modes keep their identity.
 */
export function extractionVariant(key: {
  matching: string;
  normalization: string;
  shots: number;
  lists: string;
}): string {
  const variant = `matching=${key.matching};normalization=${key.normalization};shots=${key.shots}`;
  return key.lists === "book" ? variant : `${variant};lists=${key.lists}`;
}
