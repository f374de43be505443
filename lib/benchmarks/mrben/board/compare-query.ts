// The comparison page's URL state: ?models=a,b,c&shots=0&subject=math&page=2. Unlike the
// board's query, a bad `models` list is reported to the reader, not silently replaced.
import { z } from "zod";
import { firstValue, ZShotsParam, ZSubjectParam, zPageParam } from "@/lib/validations/url-params";

const SLUG = /^[a-z0-9._-]{1,80}$/;

const MIN_COMPARED = 2;
export const MAX_COMPARED = 4;

const ZComparedModels = z
  .string({ error: "Choose models to compare." })
  .transform((value) =>
    value
      .split(",")
      .map((slug) => slug.trim().toLowerCase())
      .filter((slug) => slug !== ""),
  )
  .pipe(
    z
      .array(z.string().regex(SLUG, { error: "A model name in the list is not a valid model slug." }))
      .min(MIN_COMPARED, { error: `Choose at least ${MIN_COMPARED} models to compare.` })
      .max(MAX_COMPARED, { error: `Compare at most ${MAX_COMPARED} models at once.` })
      .refine((slugs) => new Set(slugs).size === slugs.length, { error: "Each model can appear only once." }),
  );

export const ZCompareQuery = z.object({
  models: z.preprocess(firstValue, z.string().optional()),
  shots: ZShotsParam,
  subject: ZSubjectParam,
  page: zPageParam(1000),
});

/** The models of a query: the slugs, or the first problem with the list, in words. */
export function parseComparedModels(
  value: string | undefined,
): { ok: true; slugs: string[] } | { ok: false; error: string } {
  if (value === undefined || value.trim() === "") return { ok: false, error: "Choose two to four models to compare." };
  const parsed = ZComparedModels.safeParse(value);
  return parsed.success ? { ok: true, slugs: parsed.data } : { ok: false, error: parsed.error.issues[0]!.message };
}
