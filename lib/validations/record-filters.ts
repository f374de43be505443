// The item drill-down's filters, from the URL. Unknown values fall back to "any".
import { z } from "zod";
import { SUBJECTS } from "@/lib/mr-score";
import { firstValue, zPageParam } from "@/lib/validations/url-params";

const yesNo = z.preprocess(firstValue, z.enum(["yes", "no"]).optional().catch(undefined));

export const ZRecordFilters = z.object({
  shots: z.preprocess(firstValue, z.enum(["0", "1"]).catch("0")),
  subject: z.preprocess(firstValue, z.enum(SUBJECTS).optional().catch(undefined)),
  outcome: z.preprocess(firstValue, z.enum(["tp", "tn", "fp", "fn", "unscored"]).optional().catch(undefined)),
  step: yesNo,
  reason: yesNo,
  page: zPageParam(10_000),
});

export type TRecordFilters = z.infer<typeof ZRecordFilters>;
