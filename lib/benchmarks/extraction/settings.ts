// How an extraction benchmark is scored and where its data comes from (Benchmark.settings, JSON),
// read back with defaults so a row written by an older import still reads.
import { z } from "zod";

const ZExtractionSettings = z.object({
  matching: z.enum(["aligned", "optimal"]).catch("aligned"),
  normalization: z.string().catch("none"),
  source: z.string().optional().catch(undefined),
  license: z.string().optional().catch(undefined),
});

export type ExtractionSettings = z.infer<typeof ZExtractionSettings>;

export function readExtractionSettings(settings: unknown): ExtractionSettings {
  return ZExtractionSettings.parse(settings !== null && typeof settings === "object" ? settings : {});
}
