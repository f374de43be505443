// The export API's inputs: which board (?shots=0|1, ?subject=key, ?level=college) and which tier of
// entries (?tier=evaluated|rescored|reported).
import { z } from "zod";
import type { ProblemFieldError } from "@/lib/http/problem";
import {
  BOARD_LEVELS,
  ENTRY_TIERS,
  type BoardLevel,
  type BoardSubject,
  type EntryTier,
  type Shots,
} from "@/lib/benchmarks/mrben/board/types";

export type LeaderboardQuery = { shots: Shots; subject?: string; level?: BoardLevel; tier?: EntryTier };

const ZShotsParam = z
  .enum(["0", "1"], { error: "must be 0 or 1" })
  .default("0")
  .transform((value): Shots => (value === "1" ? 1 : 0));

/**
 * Reads ?shots (default 0), ?subject (a key of the board's subjects) and ?level (high_school or
 * college: the overall board of that difficulty's items); a bad value, or a level with a subject, is refused with what is wrong.
 */
export function parseLeaderboardQuery({
  searchParams,
  subjects,
}: {
  searchParams: URLSearchParams;
  subjects: readonly BoardSubject[];
}): { ok: true; data: LeaderboardQuery } | { ok: false; errors: ProblemFieldError[] } {
  const known = subjects.map((subject) => subject.key);
  const schema = z
    .object({
      shots: ZShotsParam,
      subject: z
        .string()
        .refine((key) => known.includes(key), { error: `must be one of: ${known.join(", ") || "(no subjects)"}` })
        .optional(),
      level: z.enum(BOARD_LEVELS, { error: `must be one of: ${BOARD_LEVELS.join(", ")}` }).optional(),
      tier: z.enum(ENTRY_TIERS, { error: `must be one of: ${ENTRY_TIERS.join(", ")}` }).optional(),
    })
    .refine((query) => query.level === undefined || query.subject === undefined, {
      path: ["level"],
      error: "cannot be combined with subject: difficulty boards are overall boards",
    });
  const parsed = schema.safeParse({
    shots: searchParams.get("shots") ?? undefined,
    subject: searchParams.get("subject") ?? undefined,
    level: searchParams.get("level") ?? undefined,
    tier: searchParams.get("tier") ?? undefined,
  });
  if (parsed.success) {
    const { shots, subject, level, tier } = parsed.data;
    return {
      ok: true,
      data: {
        shots,
        ...(subject === undefined ? {} : { subject }),
        ...(level === undefined ? {} : { level }),
        ...(tier === undefined ? {} : { tier }),
      },
    };
  }
  const errors = parsed.error.issues.map((issue) => ({
    pointer: issue.path.join("."),
    detail: `${issue.path.join(".")} ${issue.message}`,
  }));
  return { ok: false, errors };
}
