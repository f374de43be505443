// The item-difficulty table's URL state; unknown or malformed values fall back to the defaults.
import { z } from "zod";
import { DIFFICULTY_SORTS } from "@/lib/leaderboard/item-difficulty-sort";

const first = (value: unknown) => (Array.isArray(value) ? value[0] : value);

export const ZItemsQuery = z.object({
  shots: z.preprocess(first, z.enum(["0", "1"]).catch("0")).transform((value) => (value === "1" ? 1 : 0) as 0 | 1),
  subject: z.preprocess(
    first,
    z
      .string()
      .regex(/^[a-z_]{1,40}$/)
      .optional()
      .catch(undefined),
  ),
  sort: z.preprocess(first, z.enum(DIFFICULTY_SORTS).catch("subject")),
  dir: z.preprocess(first, z.enum(["asc", "desc"]).catch("asc")),
  page: z.preprocess(first, z.coerce.number().int().min(1).max(10_000).catch(1)),
});

export type TItemsQuery = z.infer<typeof ZItemsQuery>;
