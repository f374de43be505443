// The export API's inputs: which board (?shots=0|1, ?subject=key) and which format (CSV by
// path or Accept header, JSON otherwise).
import { z } from "zod";
import type { Problem } from "@/lib/http/problem";
import { BOARD_LEVELS, type BoardLevel, type BoardSubject, type Shots } from "@/lib/leaderboard/types";

export type LeaderboardQuery = { shots: Shots; subject?: string; level?: BoardLevel };

const ZShotsParam = z
  .enum(["0", "1"], { error: "must be 0 or 1" })
  .default("0")
  .transform((value): Shots => (value === "1" ? 1 : 0));

/**
 * Reads ?shots (default 0), ?subject (a key of the board's subjects) and ?level (high_school or
 * college: the overall board of that difficulty's items); a bad value, or a level with a subject, is a 400.
 */
export function parseLeaderboardQuery({
  searchParams,
  subjects,
}: {
  searchParams: URLSearchParams;
  subjects: readonly BoardSubject[];
}): { ok: true; data: LeaderboardQuery } | { ok: false; problem: Problem } {
  const known = subjects.map((subject) => subject.key);
  const schema = z
    .object({
      shots: ZShotsParam,
      subject: z
        .string()
        .refine((key) => known.includes(key), { error: `must be one of: ${known.join(", ") || "(no subjects)"}` })
        .optional(),
      level: z.enum(BOARD_LEVELS, { error: `must be one of: ${BOARD_LEVELS.join(", ")}` }).optional(),
    })
    .refine((query) => query.level === undefined || query.subject === undefined, {
      path: ["level"],
      error: "cannot be combined with subject: difficulty boards are overall boards",
    });
  const parsed = schema.safeParse({
    shots: searchParams.get("shots") ?? undefined,
    subject: searchParams.get("subject") ?? undefined,
    level: searchParams.get("level") ?? undefined,
  });
  if (parsed.success) {
    const { shots, subject, level } = parsed.data;
    return {
      ok: true,
      data: { shots, ...(subject === undefined ? {} : { subject }), ...(level === undefined ? {} : { level }) },
    };
  }
  const errors = parsed.error.issues.map((issue) => ({
    pointer: issue.path.join("."),
    detail: `${issue.path.join(".")} ${issue.message}`,
  }));
  return {
    ok: false,
    problem: {
      status: 400,
      type: "invalid-query",
      title: "Invalid query",
      detail: errors.map((error) => error.detail).join("; "),
      errors,
    },
  };
}

/** A media type's quality in an Accept header and how specifically it was named (2 exact, 1 a type wildcard, 0 the any-type wildcard, -1 absent). */
function preference(accept: string, type: string): { q: number; specificity: number } {
  const [major] = type.split("/");
  let found = { q: 0, specificity: -1 };
  for (const part of accept.split(",")) {
    const [range = "", ...params] = part.trim().toLowerCase().split(";");
    const specificity = range === type ? 2 : range === `${major}/*` ? 1 : range === "*/*" ? 0 : -1;
    if (specificity <= found.specificity) continue;
    const q = Number(params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean) ?? 1);
    found = { q: Number.isFinite(q) ? q : 0, specificity };
  }
  return found;
}

/**
 * CSV when the Accept header names text/csv and ranks it above JSON: by quality, then by how
 * specifically each is named (so "text/csv" beside the any-type wildcard is CSV, and a browser's Accept is JSON).
 */
export function prefersCsv(accept: string | null): boolean {
  if (!accept || !/text\/csv/i.test(accept)) return false;
  const csv = preference(accept, "text/csv");
  const json = preference(accept, "application/json");
  return csv.q > 0 && (csv.q > json.q || (csv.q === json.q && csv.specificity > json.specificity));
}
