// The leaderboard's view state (shot setting, sort, filters, search), kept in the URL so a view
// can be shared. Pure: the pages render the default view and the browser applies the URL's.
// Unknown or malformed parameters fall back to their defaults, so a hand-edited URL still works.
import { z } from "@/lib/validations/zod-without-eval";
import type { BoardRow } from "@/lib/benchmarks/mrben/board/board-rows";
import { BOARD_LEVELS, type BoardLevel, type EntryTier, type Shots } from "@/lib/benchmarks/mrben/board/types";
import { firstValue, ZShotsParam } from "@/lib/validations/url-params";

/** Columns every board sorts by; the overall board adds `s.<subject>` (a subject's MR-Score). */
const BOARD_SORT_COLUMNS = [
  "rank",
  "model",
  "org",
  "size",
  "weights",
  "price",
  "score",
  "other",
  "mcc",
  "step",
  "reason",
] as const;
export type BoardSortColumn = (typeof BOARD_SORT_COLUMNS)[number] | `s.${string}`;
export type SortDir = "asc" | "desc";

const blankToUndefined = (value: unknown) => {
  const single = firstValue(value);
  return typeof single === "string" && single.trim() === "" ? undefined : single;
};

const ZSortColumn = z.union([z.enum(BOARD_SORT_COLUMNS), z.string().regex(/^s\.[a-z0-9_-]{1,40}$/)]);
const ZBillions = z.coerce.number().finite().nonnegative().max(1e6);

const ZBoardView = z.object({
  shots: ZShotsParam,
  sort: z
    .preprocess(firstValue, ZSortColumn)
    .transform((value) => value as BoardSortColumn)
    .catch("rank"),
  dir: z.preprocess(firstValue, z.enum(["asc", "desc"]).optional()).catch(undefined),
  q: z.preprocess(firstValue, z.string().trim().max(100).optional()).catch(undefined),
  weights: z.preprocess(firstValue, z.enum(["all", "open", "closed"])).catch("all"),
  /** Parameter bounds in billions, inclusive. */
  min: z.preprocess(blankToUndefined, ZBillions.optional()).catch(undefined),
  max: z.preprocess(blankToUndefined, ZBillions.optional()).catch(undefined),
  /**
   * One tier of entries: evaluated by the portal, rescored uploads, or reported (which arrive with
   * moderation); "verified", from older links, is the first two together.
   */
  kind: z.preprocess(firstValue, z.enum(["all", "evaluated", "rescored", "reported", "verified"])).catch("all"),
  /** Overall board: rank by one difficulty level's items. */
  level: z.preprocess(firstValue, z.enum(["all", ...BOARD_LEVELS])).catch("all"),
});

export type BoardView = {
  shots: Shots;
  sort: BoardSortColumn;
  /** Absent means the column's natural direction (defaultSortDir). */
  dir?: SortDir;
  q?: string;
  weights: "all" | "open" | "closed";
  min?: number;
  max?: number;
  kind: "all" | EntryTier | "verified";
  level: "all" | BoardLevel;
};

export const DEFAULT_BOARD_VIEW: BoardView = { shots: 0, sort: "rank", weights: "all", kind: "all", level: "all" };

/** The one tier the view keeps, for the exports; null for every entry (or the old "verified": two tiers). */
export const viewTier = (view: BoardView): EntryTier | null =>
  view.kind === "all" || view.kind === "verified" ? null : view.kind;

/** Ranks, names, weights and prices read best ascending; scores and sizes descending. */
function defaultSortDir(column: BoardSortColumn): SortDir {
  return column === "rank" || column === "model" || column === "org" || column === "weights" || column === "price"
    ? "asc"
    : "desc";
}

export function sortDir(view: BoardView): SortDir {
  return view.dir ?? defaultSortDir(view.sort);
}

export function parseBoardView(params: URLSearchParams): BoardView {
  const raw: Record<string, string> = {};
  for (const key of params.keys()) raw[key] = params.get(key) ?? "";
  const parsed = ZBoardView.parse(raw);
  const view: BoardView = {
    shots: parsed.shots,
    sort: parsed.sort,
    weights: parsed.weights,
    kind: parsed.kind,
    level: parsed.level,
  };
  if (parsed.dir && parsed.dir !== defaultSortDir(parsed.sort)) view.dir = parsed.dir;
  if (parsed.q) view.q = parsed.q;
  if (parsed.min !== undefined) view.min = parsed.min;
  if (parsed.max !== undefined) view.max = parsed.max;
  return view;
}

/** The query string of a view ("" for the default view), defaults omitted. */
export function boardViewToSearch(view: BoardView): string {
  const params = new URLSearchParams();
  if (view.shots !== 0) params.set("shots", String(view.shots));
  if (view.sort !== "rank") params.set("sort", view.sort);
  if (view.dir && view.dir !== defaultSortDir(view.sort)) params.set("dir", view.dir);
  if (view.q) params.set("q", view.q);
  if (view.weights !== "all") params.set("weights", view.weights);
  if (view.min !== undefined) params.set("min", String(view.min));
  if (view.max !== undefined) params.set("max", String(view.max));
  if (view.kind !== "all") params.set("kind", view.kind);
  if (view.level !== "all") params.set("level", view.level);
  return params.toString();
}

/** A click on a column header: the same column flips its direction, another starts at its natural one. */
export function toggleSort(view: BoardView, column: BoardSortColumn): BoardView {
  if (view.sort !== column) return { ...view, sort: column, dir: undefined };
  const flipped: SortDir = sortDir(view) === "asc" ? "desc" : "asc";
  return { ...view, dir: flipped === defaultSortDir(column) ? undefined : flipped };
}

type SortValue = number | string | null;

function sortValue(row: BoardRow, column: BoardSortColumn): SortValue {
  switch (column) {
    case "rank":
      return row.rank;
    case "model":
      return row.modelName.toLowerCase();
    case "org":
      return row.organization.toLowerCase();
    case "size":
      return row.parameterCount;
    case "weights":
      return row.openWeights ? 0 : 1;
    case "price":
      return row.price?.v ?? null;
    case "score":
      return row.score.v;
    case "other":
      return row.otherShots?.v ?? null;
    case "mcc":
      return row.metrics?.mcc.v ?? null;
    case "step":
      return row.metrics?.step.v ?? null;
    case "reason":
      return row.metrics?.reason.v ?? null;
    default:
      return row.subjects[column.slice(2)]?.v ?? null;
  }
}

function compareValues(a: SortValue, b: SortValue): number {
  if (typeof a === "string" && typeof b === "string") return a < b ? -1 : a > b ? 1 : 0;
  return Number(a) - Number(b);
}

function matchesView(row: BoardRow, view: BoardView): boolean {
  if (view.weights === "open" && !row.openWeights) return false;
  if (view.weights === "closed" && row.openWeights) return false;
  if (view.kind === "verified" ? row.verification !== "verified" : view.kind !== "all" && row.tier !== view.kind)
    return false;
  if (view.min !== undefined || view.max !== undefined) {
    if (row.parameterCount === null) return false;
    const billions = row.parameterCount / 1e9;
    if (view.min !== undefined && billions < view.min) return false;
    if (view.max !== undefined && billions > view.max) return false;
  }
  if (view.q) {
    const needle = view.q.toLowerCase();
    const haystack = `${row.modelName} ${row.organization} ${row.slug}`.toLowerCase();
    if (!haystack.includes(needle)) return false;
  }
  return true;
}

/**
 * The rows a view shows: filtered, then sorted by its column. Missing values (no rank, no size,
 * no other setting) go last in either direction, so "descending" never opens on blanks; ties
 * keep the board's order (rank, then name). An unranked row is therefore last when sorting by
 * rank, and sits by its value under every other column.
 */
export function applyBoardView({ rows, view }: { rows: readonly BoardRow[]; view: BoardView }): BoardRow[] {
  const sign = sortDir(view) === "asc" ? 1 : -1;
  const boardOrder = (a: BoardRow, b: BoardRow) =>
    (a.rank ?? Infinity) - (b.rank ?? Infinity) || compareValues(a.modelName, b.modelName);
  return rows
    .filter((row) => matchesView(row, view))
    .map((row) => ({ row, value: sortValue(row, view.sort) }))
    .sort((a, b) => {
      if (a.value === null || b.value === null) {
        return (a.value === null ? 1 : 0) - (b.value === null ? 1 : 0) || boardOrder(a.row, b.row);
      }
      return sign * compareValues(a.value, b.value) || boardOrder(a.row, b.row);
    })
    .map(({ row }) => row);
}

/**
 * The overall board's rows as they stand on one difficulty level's board: ranks, scores and the
 * parts of the level's MR-Score in place of the overall ones; rows without the level are left out.
 */
export function rowsForLevel(rows: readonly BoardRow[], level: BoardLevel): BoardRow[] {
  return rows.flatMap((row) => {
    const levelRow = row.levels?.[level];
    if (!levelRow) return [];
    const { levels: _levels, serverJudged: _judged, ...rest } = row;
    return [{ ...rest, ...levelRow, subjects: {} }];
  });
}
