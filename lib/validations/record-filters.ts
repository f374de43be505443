// The item drill-down's filters, from the URL. Unknown values fall back to "any".
import { z } from "zod";
import { SUBJECTS } from "@/lib/mr-score";

const first = (value: unknown) => (Array.isArray(value) ? value[0] : value);
const yesNo = z.preprocess(first, z.enum(["yes", "no"]).optional().catch(undefined));

export const ZRecordFilters = z.object({
  shots: z.preprocess(first, z.enum(["0", "1"]).catch("0")),
  subject: z.preprocess(first, z.enum(SUBJECTS).optional().catch(undefined)),
  outcome: z.preprocess(first, z.enum(["tp", "tn", "fp", "fn", "unscored"]).optional().catch(undefined)),
  step: yesNo,
  reason: yesNo,
  page: z.preprocess(first, z.coerce.number().int().min(1).max(10_000).catch(1)),
});

export type TRecordFilters = z.infer<typeof ZRecordFilters>;
