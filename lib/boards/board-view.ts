// A board's view state (shot setting, sort, filters, search, level), kept in the URL so a view can
// be shared, for every kind. Pure: a page renders the view its request names (or the default, when
// cached) and the browser applies the URL's. Unknown or malformed parameters fall back to their
// defaults, so a hand-edited URL still works. The sortable columns and the levels are the board's:
// every board has the base columns and `s.<subject>`; a kind adds its own (BoardShape).
import { z } from "@/lib/validations/zod-without-eval";
import type { Shots } from "@/lib/benchmarks/kind";
import type { EntryTier } from "@/lib/benchmarks/board-change";
import { firstValue, ZShotsParam } from "@/lib/validations/url-params";
import type { ShownRow } from "./shown-board";

/** Columns every board sorts by; the overall board adds `s.<subject>` (a subject's score). */
const BASE_SORT_COLUMNS = ["rank", "model", "org", "size", "weights", "price", "score", "other"] as const;

/** What a kind's board adds to the view: its own sortable columns and its levels. */
export interface BoardShape {
  sortColumns: readonly string[];
  levels: readonly string[];
}

const BASE_BOARD_SHAPE: BoardShape = { sortColumns: [], levels: [] };

export type SortDir = "asc" | "desc";

export type BoardView = {
  shots: Shots;
  sort: string;
  /** Absent means the column's natural direction (defaultSortDir). */
  dir?: SortDir;
  q?: string;
  weights: "all" | "open" | "closed";
  min?: number;
  max?: number;
  /**
   * One tier of entries: evaluated by the portal, rescored uploads, or reported (which arrive with
   * moderation); "verified", from older links, is the first two together.
   */
  kind: "all" | EntryTier | "verified";
  /** Overall board: rank by one of the kind's levels ("all": every item). */
  level: string;
};

export const DEFAULT_BOARD_VIEW: BoardView = { shots: 0, sort: "rank", weights: "all", kind: "all", level: "all" };

const blankToUndefined = (value: unknown) => {
  const single = firstValue(value);
  return typeof single === "string" && single.trim() === "" ? undefined : single;
};

const ZBillions = z.coerce.number().finite().nonnegative().max(1e6);

function viewSchema(shape: BoardShape) {
  const known = new Set<string>([...BASE_SORT_COLUMNS, ...shape.sortColumns]);
  return z.object({
    shots: ZShotsParam,
    sort: z
      .preprocess(
        firstValue,
        z.string().refine((value) => known.has(value) || /^s\.[a-z0-9_-]{1,40}$/.test(value)),
      )
      .catch("rank"),
    dir: z.preprocess(firstValue, z.enum(["asc", "desc"]).optional()).catch(undefined),
    q: z.preprocess(firstValue, z.string().trim().max(100).optional()).catch(undefined),
    weights: z.preprocess(firstValue, z.enum(["all", "open", "closed"])).catch("all"),
    /** Parameter bounds in billions, inclusive. */
    min: z.preprocess(blankToUndefined, ZBillions.optional()).catch(undefined),
    max: z.preprocess(blankToUndefined, ZBillions.optional()).catch(undefined),
    kind: z.preprocess(firstValue, z.enum(["all", "evaluated", "rescored", "reported", "verified"])).catch("all"),
    level: z
      .preprocess(
        firstValue,
        z.string().refine((value) => value === "all" || shape.levels.includes(value)),
      )
      .catch("all"),
  });
}

/** The one tier the view keeps, for the exports; null for every entry (or the old "verified": two tiers). */
export const viewTier = (view: BoardView): EntryTier | null =>
  view.kind === "all" || view.kind === "verified" ? null : view.kind;

/** Ranks, names, weights and prices read best ascending; scores and sizes descending. */
function defaultSortDir(column: string): SortDir {
  return column === "rank" || column === "model" || column === "org" || column === "weights" || column === "price"
    ? "asc"
    : "desc";
}

export function sortDir(view: BoardView): SortDir {
  return view.dir ?? defaultSortDir(view.sort);
}

export function parseBoardView(params: URLSearchParams, shape: BoardShape = BASE_BOARD_SHAPE): BoardView {
  const raw: Record<string, string> = {};
  for (const key of params.keys()) raw[key] = params.get(key) ?? "";
  const parsed = viewSchema(shape).parse(raw);
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
export function toggleSort(view: BoardView, column: string): BoardView {
  if (view.sort !== column) return { ...view, sort: column, dir: undefined };
  const flipped: SortDir = sortDir(view) === "asc" ? "desc" : "asc";
  return { ...view, dir: flipped === defaultSortDir(column) ? undefined : flipped };
}

type SortValue = number | string | null;

/** A row's value under a column: every board's, a subject's (`s.<key>`), or one of the kind's figures. */
function sortValue(row: ShownRow, column: string): SortValue {
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
    default:
      return column.startsWith("s.") ? (row.subjects[column.slice(2)]?.v ?? null) : (row.figures?.[column]?.v ?? null);
  }
}

function compareValues(a: SortValue, b: SortValue): number {
  if (typeof a === "string" && typeof b === "string") return a < b ? -1 : a > b ? 1 : 0;
  return Number(a) - Number(b);
}

function matchesView(row: ShownRow, view: BoardView): boolean {
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
export function applyBoardView({ rows, view }: { rows: readonly ShownRow[]; view: BoardView }): ShownRow[] {
  const sign = sortDir(view) === "asc" ? 1 : -1;
  const boardOrder = (a: ShownRow, b: ShownRow) =>
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
 * The overall board's rows as they stand on one level's board: ranks, scores and the kind's level
 * figures in place of the overall ones, without the overall board's subjects and notes; rows
 * without the level are left out.
 */
export function rowsForLevel(rows: readonly ShownRow[], level: string): ShownRow[] {
  return rows.flatMap((row) => {
    const levelRow = row.levels?.[level];
    if (!levelRow) return [];
    const { levels: _levels, notes: _notes, ...rest } = row;
    return [{ ...rest, ...levelRow, subjects: {} }];
  });
}
