// The item-difficulty table's URL state; unknown or malformed values fall back to the defaults.
import { z } from "zod";
import { firstValue, ZShotsParam, ZSubjectParam, zPageParam } from "@/lib/validations/url-params";

/** The item-difficulty table's sort columns (lib/benchmarks/mrben/board/item-difficulty-sort.ts sorts by them). */
export const DIFFICULTY_SORTS = ["subject", "answered", "verdict", "step", "reason"] as const;

export const ZItemsQuery = z.object({
  shots: ZShotsParam,
  subject: ZSubjectParam,
  sort: z.preprocess(firstValue, z.enum(DIFFICULTY_SORTS).catch("subject")),
  dir: z.preprocess(firstValue, z.enum(["asc", "desc"]).catch("asc")),
  page: zPageParam(10_000),
});

export type TItemsQuery = z.infer<typeof ZItemsQuery>;
