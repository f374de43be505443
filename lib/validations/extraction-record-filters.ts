// The extraction records list's filters and order, from the URL. Unknown values fall back to "any".
import { z } from "zod";
import { firstValue, zPageParam } from "@/lib/validations/url-params";

/** How a prediction parsed, as stored (`PredictionParse`). */
export const PARSE_OUTCOMES = ["ok", "missing", "no_object", "invalid_json"] as const;
export type TParseOutcome = (typeof PARSE_OUTCOMES)[number];

export const ZExtractionRecordFilters = z.object({
  shots: z.preprocess(firstValue, z.enum(["0", "1"]).catch("0")),
  parse: z.preprocess(firstValue, z.enum(PARSE_OUTCOMES).optional().catch(undefined)),
  /** `reference`: the benchmark's order; `worst`: the lowest F1 first. */
  order: z.preprocess(firstValue, z.enum(["reference", "worst"]).catch("reference")),
  page: zPageParam(10_000),
});

export type TExtractionRecordFilters = z.infer<typeof ZExtractionRecordFilters>;
