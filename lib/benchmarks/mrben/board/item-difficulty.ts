// How hard each benchmark item is for the models on the board: the share of approved entries
// that earned each task, from their runs' stored records, in one aggregated query per setting.
import "server-only";
import { MRBEN_SLUG } from "@/lib/benchmarks/mrben/benchmark";
import { db } from "@/lib/db";
import { getBoardData } from "@/lib/benchmarks/mrben/board/load-board";
import { boardRuns } from "@/lib/benchmarks/mrben/board/board-runs";
import { cachedQuery } from "@/lib/platform/cache/cached-query";
import {
  pageOf,
  sortDifficulty,
  type DifficultySort,
  type ItemDifficultyRow,
  type SortDirection,
} from "@/lib/benchmarks/mrben/board/item-difficulty-sort";
import type { BoardData, BoardSubject, Shots } from "@/lib/benchmarks/mrben/board/types";

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

type ItemRow = { id: string; subject: string; position: number; correctness: "correct" | "incorrect" };
type Counts = { item_id: string; answered: number; verdict: number; step: number; reason: number };

/**
 * Per item of the benchmark version, how many of the runs answered it and earned each task. A
 * file listing an item twice is scored twice (as the official script does); here its first
 * record stands for the model's answer. The counts and the item list are two queries joined
 * here: in one statement a stale row estimate (right after an import) made PostgreSQL pick a
 * nested loop over every item and count, ten times slower.
 */
export async function loadItemDifficulty({
  runIds,
  benchmarkVersion,
}: {
  runIds: string[];
  benchmarkVersion: number;
}): Promise<ItemDifficultyRow[]> {
  const [items, counts] = await Promise.all([
    db.$queryRaw<ItemRow[]>`
      SELECT i.id, s.key AS subject, i.position, i.correctness::text AS correctness
      FROM "BenchmarkItem" i
      JOIN "BenchmarkSubject" s ON s.id = i."subjectId"
      JOIN "BenchmarkVersion" v ON v.id = i."versionId"
      JOIN "Benchmark" b ON b.id = v."benchmarkId"
      WHERE b.slug = ${MRBEN_SLUG} AND v.number = ${benchmarkVersion}`,
    runIds.length === 0
      ? Promise.resolve([] as Counts[])
      : db.$queryRaw<Counts[]>`
      WITH runs AS (
        SELECT sr.id AS run_id, sr."scoringId" AS scoring_id
        FROM "SubmissionRun" sr
        WHERE sr.id = ANY(${runIds}::text[]) AND sr."scoringId" IS NOT NULL
      ), answers AS (
        SELECT DISTINCT ON (runs.run_id, r."itemId") r."itemId" AS item_id, r.outcome, r."stepEarned", r."reasonEarned"
        FROM runs JOIN "RecordResult" r ON r."scoringId" = runs.scoring_id
        WHERE r."itemId" IS NOT NULL AND r.outcome IS NOT NULL
        ORDER BY runs.run_id, r."itemId", r."recordIndex"
      )
      SELECT item_id,
        count(*)::int AS answered,
        (count(*) FILTER (WHERE outcome IN ('tp', 'tn')))::int AS verdict,
        (count(*) FILTER (WHERE "stepEarned"))::int AS step,
        (count(*) FILTER (WHERE "reasonEarned"))::int AS reason
      FROM answers GROUP BY item_id`,
  ]);
  const byItem = new Map(counts.map((row) => [row.item_id, row]));
  return items.map((item) => {
    const count = byItem.get(item.id);
    const answered = count?.answered ?? 0;
    const share = (earned: number | undefined, applies: boolean) =>
      applies && answered > 0 ? (earned ?? 0) / answered : null;
    const incorrect = item.correctness === "incorrect";
    return {
      itemId: item.id,
      subject: item.subject,
      position: item.position,
      correctness: item.correctness,
      answered,
      verdictShare: share(count?.verdict, true),
      stepShare: share(count?.step, incorrect),
      reasonShare: share(count?.reason, incorrect),
    };
  });
}

const cachedDifficulty = cachedQuery("item-difficulty", loadItemDifficulty);

/** The start of each item's question, for tables. */
async function loadItemExcerpts(itemIds: string[]): Promise<Record<string, string>> {
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
