// Two to four models side by side: their board entries and the benchmark items where their
// runs earned different credit, found in one grouped query over the runs' stored records.
import "server-only";
import { compareSubjects } from "@/lib/benchmarks/mrben/benchmark";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { getBoardData } from "@/lib/benchmarks/mrben/board/load-board";
import { cachedQuery } from "@/lib/platform/cache/cached-query";
import type { BoardData, BoardSubject, ModelEntry, RunResult, Shots } from "@/lib/benchmarks/mrben/board/types";

const DISAGREEMENT_PAGE_SIZE = 50;

type ComparedAnswer = {
  outcome: "tp" | "tn" | "fp" | "fn";
  predictedStep: string | null;
  verdictEarned: boolean;
  stepEarned: boolean;
  reasonEarned: boolean;
};

type Disagreement = {
  itemId: string;
  subject: string;
  position: number;
  correctness: "correct" | "incorrect";
  excerpt: string;
  /** In the order of the compared models. */
  answers: ComparedAnswer[];
};

export type Disagreements = {
  /** Items answered by every compared run where some task's credit differs, per subject and in all. */
  total: number;
  bySubject: Record<string, number>;
  subject: string | null;
  page: number;
  pageCount: number;
  items: Disagreement[];
};

export type Comparison = {
  shots: Shots;
  subjects: BoardSubject[];
  models: Array<{ entry: ModelEntry; run: RunResult | null }>;
  /** Null when a compared model has no run in this setting. */
  disagreements: Disagreements | null;
};

export type ComparisonResult = { ok: true; data: Comparison } | { ok: false; error: string };

type DisagreementRow = {
  item_id: string;
  subject: string;
  position: number;
  correctness: "correct" | "incorrect";
  excerpt: string;
  answers: Record<string, ComparedAnswer>;
};

function disagreeingItems(runIds: string[]): Prisma.Sql {
  return Prisma.sql`
    WITH runs AS (
      SELECT sr.id AS run_id, sr."scoringId" AS scoring_id
      FROM "SubmissionRun" sr WHERE sr.id = ANY(${runIds}::text[]) AND sr."scoringId" IS NOT NULL
    ), answers AS (
      SELECT DISTINCT ON (runs.run_id, r."itemId") runs.run_id, r."itemId" AS item_id, r.outcome,
        r."predictedStep", r.outcome IN ('tp', 'tn') AS verdict_earned, r."stepEarned", r."reasonEarned"
      FROM runs JOIN "RecordResult" r ON r."scoringId" = runs.scoring_id
      WHERE r."itemId" IS NOT NULL AND r.outcome IS NOT NULL
      ORDER BY runs.run_id, r."itemId", r."recordIndex"
    ), disagreeing AS (
      SELECT item_id, json_object_agg(run_id, json_build_object(
          'outcome', outcome, 'predictedStep', "predictedStep", 'verdictEarned', verdict_earned,
          'stepEarned', "stepEarned", 'reasonEarned', "reasonEarned")) AS answers
      FROM answers GROUP BY item_id
      HAVING count(*) = ${runIds.length}
        AND (bool_or(verdict_earned) <> bool_and(verdict_earned)
          OR bool_or("stepEarned") <> bool_and("stepEarned")
          OR bool_or("reasonEarned") <> bool_and("reasonEarned"))
    )`;
}

/** The disagreements of runs (in the compared order): counts per subject and one page of items. */
export async function loadDisagreements({
  runIds,
  subject,
  page,
  subjectOrder,
}: {
  runIds: string[];
  subject: string | null;
  page: number;
  subjectOrder: string[];
}): Promise<Disagreements> {
  const counts = await db.$queryRaw<Array<{ subject: string; count: number }>>`
    ${disagreeingItems(runIds)}
    SELECT s.key AS subject, count(*)::int AS count
    FROM disagreeing d JOIN "BenchmarkItem" i ON i.id = d.item_id JOIN "BenchmarkSubject" s ON s.id = i."subjectId"
    GROUP BY s.key`;
  const bySubject = Object.fromEntries(
    counts.sort((a, b) => compareSubjects(a.subject, b.subject)).map((row) => [row.subject, row.count]),
  );
  const total = subject ? (bySubject[subject] ?? 0) : counts.reduce((sum, row) => sum + row.count, 0);
  const pageCount = Math.max(1, Math.ceil(total / DISAGREEMENT_PAGE_SIZE));
  const current = Math.min(page, pageCount);
  const rows = total
    ? await db.$queryRaw<DisagreementRow[]>`
        ${disagreeingItems(runIds)}
        SELECT d.item_id, s.key AS subject, i.position, i.correctness::text AS correctness,
          left(i.question, 160) AS excerpt, d.answers
        FROM disagreeing d JOIN "BenchmarkItem" i ON i.id = d.item_id JOIN "BenchmarkSubject" s ON s.id = i."subjectId"
        WHERE (${subject}::text IS NULL OR s.key = ${subject}::text)
        ORDER BY array_position(${subjectOrder}::text[], s.key), s.key, i.position
        LIMIT ${DISAGREEMENT_PAGE_SIZE} OFFSET ${(current - 1) * DISAGREEMENT_PAGE_SIZE}`
    : [];
  return {
    total,
    bySubject,
    subject,
    page: current,
    pageCount,
    items: rows.map((row) => ({
      itemId: row.item_id,
      subject: row.subject,
      position: row.position,
      correctness: row.correctness,
      excerpt: row.excerpt,
      answers: runIds.map((runId) => row.answers[runId]!),
    })),
  };
}

const cachedDisagreements = cachedQuery("compare-disagreements", loadDisagreements);

/** Compares board entries by slug (2..4 distinct slugs, already checked for form). */
export async function getComparison({
  slugs,
  shots,
  subject = null,
  page = 1,
  board,
}: {
  slugs: string[];
  shots: Shots;
  subject?: string | null;
  page?: number;
  board?: BoardData;
}): Promise<ComparisonResult> {
  const data = board ?? (await getBoardData());
  // Comparison is by records, which a reported entry does not have.
  const entries = slugs.map((slug) =>
    data.entries.find((entry) => entry.slug === slug && entry.verification === "verified"),
  );
  const unknown = slugs.filter((_, index) => !entries[index]);
  if (unknown.length)
    return { ok: false, error: `No model on the board is called ${unknown.map((slug) => `“${slug}”`).join(", ")}.` };
  const models = entries.map((entry) => ({ entry: entry!, run: entry!.runs[`${shots}`] ?? null }));
  const runs = models.map((model) => model.run);
  const comparable = runs.every(
    (run): run is RunResult => run !== null && run.benchmarkVersion === runs[0]?.benchmarkVersion,
  );
  const known = subject && data.subjects.some((candidate) => candidate.key === subject) ? subject : null;
  const disagreements = comparable
    ? await cachedDisagreements({
        runIds: runs.map((run) => run.runId),
        subject: known,
        page,
        subjectOrder: data.subjects.map((candidate) => candidate.key),
      })
    : null;
  return { ok: true, data: { shots, subjects: data.subjects, models, disagreements } };
}
