// The item-difficulty table's URL state; unknown or malformed values fall back to the defaults.
import { z } from "zod";
import { DIFFICULTY_SORTS } from "@/lib/leaderboard/item-difficulty-sort";
import { firstValue, ZShotsParam, ZSubjectParam, zPageParam } from "@/lib/validations/url-params";

export const ZItemsQuery = z.object({
  shots: ZShotsParam,
  subject: ZSubjectParam,
  sort: z.preprocess(firstValue, z.enum(DIFFICULTY_SORTS).catch("subject")),
  dir: z.preprocess(firstValue, z.enum(["asc", "desc"]).catch("asc")),
  page: zPageParam(10_000),
});

export type TItemsQuery = z.infer<typeof ZItemsQuery>;
