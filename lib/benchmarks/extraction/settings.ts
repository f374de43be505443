// How an extraction benchmark is scored and where its data comes from (Benchmark.settings, JSON),
// read back with defaults so a row written by an older import still reads.
import { z } from "zod";
import type { FieldRuleDescription, ListMode } from "@/lib/benchmarks/extraction/extraction-score";

/** A field rule as stored: an array keeps the declared order, which a JSON column's object would not. */
const ZFieldRule = z.object({
  pattern: z.string(),
  rule: z.string(),
  options: z.record(z.string(), z.unknown()).catch({}),
});

const ZExtractionSettings = z.object({
  matching: z.enum(["aligned", "optimal"]).catch("aligned"),
  normalization: z.string().catch("none"),
  /** How lists of objects are compared: the book's cross product, or items matched one to one. */
  lists: z.enum(["book", "matched"]).catch("book"),
  /** The field rules (compileFieldRules reads them), in the order they are tried; none: every field exact. */
  fields: z.array(ZFieldRule).catch([]),
  recordKey: z.string().optional().catch(undefined),
  source: z.string().optional().catch(undefined),
  license: z.string().optional().catch(undefined),
});

export type ExtractionSettings = z.infer<typeof ZExtractionSettings>;

export function readExtractionSettings(settings: unknown): ExtractionSettings {
  return ZExtractionSettings.parse(settings !== null && typeof settings === "object" ? settings : {});
}

/**
 * What of the settings decides scores beyond normalization: the list mode, the field rules and the
 * record key, as one canonical text (sorted keys; the rules keep their order). Undefined when all are
 * at their defaults, so a benchmark without rules keeps the truth digest it always had.
 */
export function scoringRulesIdentity({
  lists,
  fields,
  recordKey,
}: {
  lists: ListMode;
  fields: readonly FieldRuleDescription[];
  recordKey?: string;
}): string | undefined {
  if (lists === "book" && fields.length === 0 && recordKey === undefined) return undefined;
  return sortedJson({ lists, fields, recordKey: recordKey ?? null });
}

function sortedJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner !== null && typeof inner === "object" && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}
