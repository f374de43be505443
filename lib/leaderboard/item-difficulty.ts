// How hard each benchmark item is for the models on the board: the share of approved entries
// that earned each task, from their runs' stored records, in one aggregated query per setting.
import "server-only";
import { MRBEN_SLUG } from "@/lib/benchmark/mrben";
import { db } from "@/lib/db";
import { getBoardData } from "@/lib/leaderboard/board-cache";
import { boardRuns } from "@/lib/leaderboard/board-runs";
import { cachedQuery } from "@/lib/leaderboard/cached-query";
import {
  pageOf,
  sortDifficulty,
  type DifficultySort,
  type ItemDifficultyRow,
  type SortDirection,
} from "@/lib/leaderboard/item-difficulty-sort";
import type { BoardData, BoardSubject, Shots } from "@/lib/leaderboard/types";

export type ItemDifficultyPage = {
  shots: Shots;
  subjects: BoardSubject[];
  /** Approved entries with a run in this setting (the denominator's upper bound). */
  entryCount: number;
  subject: string | null;
  sort: DifficultySort;
  dir: SortDirection;
  page: number;
  pageCount: number;
  total: number;
  rows: Array<ItemDifficultyRow & { excerpt: string }>;
};

type AggregateRow = {
  id: string;
  subject: string;
  position: number;
  correctness: "correct" | "incorrect";
  answered: number;
  verdict: number;
  step: number;
  reason: number;
};

/**
 * Per item of the benchmark version, how many of the runs answered it and earned each task. A
 * file listing an item twice is scored twice (as the official script does); here its first
 * record stands for the model's answer.
 */
export async function loadItemDifficulty({
  runIds,
  benchmarkVersion,
}: {
  runIds: string[];
  benchmarkVersion: number;
}): Promise<ItemDifficultyRow[]> {
  const rows = await db.$queryRaw<AggregateRow[]>`
    WITH runs AS (
      SELECT sr.id AS run_id, sr."scoringId" AS scoring_id
      FROM "SubmissionRun" sr
      WHERE sr.id = ANY(${runIds}::text[]) AND sr."scoringId" IS NOT NULL
    ), answers AS (
      SELECT DISTINCT ON (runs.run_id, r."itemId") r."itemId" AS item_id, r.outcome, r."stepEarned", r."reasonEarned"
      FROM runs JOIN "RecordResult" r ON r."scoringId" = runs.scoring_id
      WHERE r."itemId" IS NOT NULL AND r.outcome IS NOT NULL
      ORDER BY runs.run_id, r."itemId", r."recordIndex"
    ), per_item AS (
      SELECT item_id,
        count(*)::int AS answered,
        (count(*) FILTER (WHERE outcome IN ('tp', 'tn')))::int AS verdict,
        (count(*) FILTER (WHERE "stepEarned"))::int AS step,
        (count(*) FILTER (WHERE "reasonEarned"))::int AS reason
      FROM answers GROUP BY item_id
    )
    SELECT i.id, s.key AS subject, i.position, i.correctness::text AS correctness,
      coalesce(p.answered, 0) AS answered, coalesce(p.verdict, 0) AS verdict,
      coalesce(p.step, 0) AS step, coalesce(p.reason, 0) AS reason
    FROM "BenchmarkItem" i
    JOIN "BenchmarkSubject" s ON s.id = i."subjectId"
    JOIN "BenchmarkVersion" v ON v.id = i."versionId"
    JOIN "Benchmark" b ON b.id = v."benchmarkId"
    LEFT JOIN per_item p ON p.item_id = i.id
    WHERE b.slug = ${MRBEN_SLUG} AND v.number = ${benchmarkVersion}`;
  return rows.map((row) => {
    const share = (earned: number, applies: boolean) => (applies && row.answered > 0 ? earned / row.answered : null);
    const incorrect = row.correctness === "incorrect";
    return {
      itemId: row.id,
      subject: row.subject,
      position: row.position,
      correctness: row.correctness,
      answered: row.answered,
      verdictShare: share(row.verdict, true),
      stepShare: share(row.step, incorrect),
      reasonShare: share(row.reason, incorrect),
    };
  });
}

const cachedDifficulty = cachedQuery("item-difficulty", loadItemDifficulty);

/** The start of each item's question, for tables. */
export async function loadItemExcerpts(itemIds: string[]): Promise<Record<string, string>> {
  const rows = await db.$queryRaw<Array<{ id: string; excerpt: string }>>`
    SELECT id, left(question, 160) AS excerpt FROM "BenchmarkItem" WHERE id = ANY(${itemIds}::text[])`;
  return Object.fromEntries(rows.map((row) => [row.id, row.excerpt]));
}

const cachedExcerpts = cachedQuery("item-excerpts", loadItemExcerpts);

/** One page of the difficulty table, from the board given or the cached board. */
export async function getItemDifficulty({
  shots,
  subject,
  sort,
  dir,
  page,
  board,
}: {
  shots: Shots;
  subject?: string | null;
  sort: DifficultySort;
  dir: SortDirection;
  page: number;
  board?: BoardData;
}): Promise<ItemDifficultyPage> {
  const data = board ?? (await getBoardData());
  const runs = boardRuns(data, shots);
  const known = subject && data.subjects.some((candidate) => candidate.key === subject) ? subject : null;
  const all = data.benchmark
    ? await cachedDifficulty({ runIds: runs.map((run) => run.runId), benchmarkVersion: data.benchmark.version })
    : [];
  const filtered = known ? all.filter((row) => row.subject === known) : all;
  const cut = pageOf(sortDifficulty(filtered, { sort, dir }), page);
  const excerpts = cut.rows.length ? await cachedExcerpts(cut.rows.map((row) => row.itemId).sort()) : {};
  return {
    shots,
    subjects: data.subjects,
    entryCount: runs.length,
    subject: known,
    sort,
    dir,
    ...cut,
    rows: cut.rows.map((row) => ({ ...row, excerpt: excerpts[row.itemId] ?? "" })),
  };
}
