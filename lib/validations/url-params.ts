// The pieces the pages' URL-state schemas share. A repeated parameter counts by its first value,
// and a missing or malformed one falls back to its default instead of failing the page.
import { z } from "zod";

export const firstValue = (value: unknown) => (Array.isArray(value) ? value[0] : value);

/** ?shots=0|1, the shot setting a page shows; anything else shows 0-shot. */
export const ZShotsParam = z.preprocess(
  firstValue,
  z
    .enum(["0", "1"])
    .catch("0")
    .transform((value) => Number(value) as 0 | 1),
);

/** The shot setting as a path segment (/results/0): exactly "0" or "1", not "0x1", "1.0" or " 1". */
export const ZShotSegment = z.enum(["0", "1"]).transform((value) => Number(value) as 0 | 1);

/** ?subject=math: a subject key, or none. */
export const ZSubjectParam = z.preprocess(
  firstValue,
  z
    .string()
    .regex(/^[a-z_]{1,40}$/)
    .optional()
    .catch(undefined),
);

/** ?page=N, from 1 to `max`; anything else is page 1. */
export function zPageParam(max: number) {
  return z.preprocess(firstValue, z.coerce.number().int().min(1).max(max).catch(1));
}

/** ?benchmark=slug, a benchmark's slug (`mr-ben`, `ord-reactions`), or none. */
export const ZBenchmarkParam = z.preprocess(
  firstValue,
  z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{1,62}$/)
    .optional()
    .catch(undefined),
);

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * `?asOf=YYYY-MM-DD`: a board as it stood at the end of that day (UTC). A day that is not a real
 * date, or has not begun yet, is refused.
 */
export function readAsOfDay(
  value: string | null,
  today: Date = new Date(),
): { ok: true; day: string | null } | { ok: false; message: string } {
  if (value === null || value === "") return { ok: true, day: null };
  if (!DAY.test(value)) return { ok: false, message: "must be a day written YYYY-MM-DD, such as 2026-11-20" };
  const at = Date.parse(`${value}T00:00:00.000Z`);
  if (Number.isNaN(at) || new Date(at).toISOString().slice(0, 10) !== value)
    return { ok: false, message: `must be a real day: ${value} is not one` };
  if (value > today.toISOString().slice(0, 10))
    return { ok: false, message: `must not be after today (${today.toISOString().slice(0, 10)})` };
  return { ok: true, day: value };
}
