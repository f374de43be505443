// Sorting and paging the item-difficulty table, pure: the aggregate is cached once per setting
// and every sort order and page is cut from it.
import { compareSubjects } from "@/lib/benchmarks/mrben/benchmark";
import type { DIFFICULTY_SORTS } from "@/lib/benchmarks/mrben/board/items-query";

export type DifficultySort = (typeof DIFFICULTY_SORTS)[number];
export type SortDirection = "asc" | "desc";
const DIFFICULTY_PAGE_SIZE = 50;

export type ItemDifficultyRow = {
  itemId: string;
  subject: string;
  /** Position of the solution in its subject's data file. */
  position: number;
  correctness: "correct" | "incorrect";
  /** Approved entries with a scored answer to the item. */
  answered: number;
  /** Shares of those entries that earned each task (0..1); null when none answered or the task does not apply. */
  verdictShare: number | null;
  stepShare: number | null;
  reasonShare: number | null;
};

const SHARE: Record<Exclude<DifficultySort, "subject" | "answered">, keyof ItemDifficultyRow> = {
  verdict: "verdictShare",
  step: "stepShare",
  reason: "reasonShare",
};

function datasetOrder(a: ItemDifficultyRow, b: ItemDifficultyRow): number {
  return (
    compareSubjects(a.subject, b.subject) ||
    (a.subject < b.subject ? -1 : a.subject > b.subject ? 1 : 0) ||
    a.position - b.position
  );
}

/** Sorts rows by a column; rows without a value (task does not apply) always come last, ties in dataset order. */
export function sortDifficulty(
  rows: readonly ItemDifficultyRow[],
  { sort, dir }: { sort: DifficultySort; dir: SortDirection },
): ItemDifficultyRow[] {
  const sign = dir === "asc" ? 1 : -1;
  const value = (row: ItemDifficultyRow): number | null =>
    sort === "answered" ? row.answered : sort === "subject" ? null : (row[SHARE[sort]] as number | null);
  return [...rows].sort((a, b) => {
    if (sort === "subject") return sign * datasetOrder(a, b);
    const va = value(a);
    const vb = value(b);
    if (va === null || vb === null) return va === vb ? datasetOrder(a, b) : va === null ? 1 : -1;
    return sign * (va - vb) || datasetOrder(a, b);
  });
}

export function pageOf<T>(rows: readonly T[], page: number, size = DIFFICULTY_PAGE_SIZE) {
  const pageCount = Math.max(1, Math.ceil(rows.length / size));
  const current = Math.min(Math.max(1, page), pageCount);
  return { page: current, pageCount, total: rows.length, rows: rows.slice((current - 1) * size, current * size) };
}
