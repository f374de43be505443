// Optimal matching of predictions to references (the assignment with the most credit in all)
// without scoring every pair. Each pair's credit has a cheap upper bound (the two records' shared
// leaf tokens); the assignment is solved over the pairs scored so far, and its LP duals say which
// other pairs could still improve it: those whose bound exceeds their row's and column's duals.
// They are scored and the assignment solved again, until none is left. The result is then the
// assignment over all pairs (same total, same tie-break), having scored a small part of them.
// Equal records (a reference given many times, predictions that say the same) form one group: pairs
// are scored, searched and solved per pair of groups (a transportation problem), then handed out
// to the records, aligned pairs first.
import type { TokenBag } from "./record-tokens";
import { solveSparseTransport, type SparseArcs } from "./sparse-transport";
import { BOUND_WORK, TokenBounds, type BoundCombine } from "./token-bounds";

/** Records per file that optimal matching takes (with bounds, or a record key). */
export const MAX_OPTIMAL_RECORDS = 20_000;
/** Pairs scored at most before giving up (records too alike for the bounds to prune). */
const MAX_SCORED_PAIRS = 4_000_000;
/**
 * Work the rounds may do in all, in posting visits (a full bound and an arc of each round's solve
 * count their share): about 8 s here. Past it the records are too alike for the bounds to rule pairs
 * out quickly, and matching stops in a named state rather than running for minutes.
 */
const MAX_SEARCH_WORK = 400_000_000;
/** An arc of a round's solve, in posting visits. */
const SOLVE_WORK = 50;

interface PairBounds {
  /**
   * A reference's leaf tokens (`recordTokens`), and a usable prediction's: only equal tokens can earn
   * credit together. Asked once per group of equal records.
   */
  row: (row: number) => TokenBag;
  column: (column: number) => TokenBag;
  /** `product` for the book's cross product of list items, `min` for items paired one to one. */
  combine: BoundCombine;
}

export interface OptimalMatchingInput {
  /** Reference (row) -> its aligned prediction (column), or null. */
  aligned: readonly (number | null)[];
  /** How many predictions there are. */
  columns: number;
  /** Whether a prediction can be matched at all (it parsed). */
  usable: (column: number) => boolean;
  /** The exact credit of a pair, what the assignment maximizes (correct items; >= 0, may be fractional). */
  credit: (row: number, column: number) => number;
  /**
   * Per reference and per prediction, a number shared by records that earn the same credit with
   * every record of the other side (equal records); absent, every record is its own.
   */
  rowClass?: readonly number[];
  columnClass?: readonly number[];
  /** Cheap upper bounds of `credit`, or null: then every pair is scored (up to maxScoredPairs). */
  bounds: PairBounds | null;
  /**
   * A key per reference and prediction (the value of a field that names the record): only pairs
   * with equal keys, and the aligned pairs, are considered. Fast, but NOT exact: a prediction
   * whose key is wrong or missing can no longer go to the reference it fits best.
   */
  keys?: { rows: readonly (string | null)[]; columns: readonly (string | null)[] } | null;
  maxScoredPairs?: number;
  maxSearchWork?: number;
}

export interface OptimalMatchingStats {
  method: "pruned" | "dense" | "keyed";
  /** Whether the total is provably that of the assignment over all pairs (false for `keyed`). */
  exact: boolean;
  /** Pairs of a reference with a usable prediction. */
  pairs: number;
  /** Pairs of groups of equal records whose exact credit was computed, and those the final assignment was solved over. */
  scoredPairs: number;
  candidatePairs: number;
  /** Pairs whose bound was computed in full. */
  boundsComputed: number;
  rounds: number;
}

export type OptimalMatchingResult =
  | { ok: true; assignment: (number | null)[]; total: number; stats: OptimalMatchingStats }
  | { ok: false; code: "too-costly"; message: string; stats: OptimalMatchingStats };

export function solveOptimalMatching(input: OptimalMatchingInput): OptimalMatchingResult {
  const { aligned, columns: columnCount, usable, credit, bounds, keys } = input;
  const maxScoredPairs = input.maxScoredPairs ?? MAX_SCORED_PAIRS;
  const rows = aligned.length;
  const columns = Array.from({ length: columnCount }, (_, column) => column).filter(usable);
  const stats: OptimalMatchingStats = {
    method: keys ? "keyed" : bounds ? "pruned" : "dense",
    exact: !keys,
    pairs: rows * columns.length,
    scoredPairs: 0,
    candidatePairs: 0,
    boundsComputed: 0,
    rounds: 0,
  };
  const rowGroups = groupsOf(
    Array.from({ length: rows }, (_, row) => row),
    input.rowClass,
  );
  const columnGroups = groupsOf(columns, input.columnClass);
  const alignedPairs = alignedGroupPairs(aligned, usable, rowGroups, columnGroups);
  const scored = new ScoredGroups(rowGroups, columnGroups, alignedPairs, rows);
  const score = (g: number, h: number) => {
    if (scored.has(g, h)) return false;
    if (++stats.scoredPairs > maxScoredPairs) return true;
    scored.add(g, h, credit(rowGroups.members[g]![0]!, columnGroups.members[h]![0]!));
    return false;
  };
  const maxSearchWork = input.maxSearchWork ?? MAX_SEARCH_WORK;
  let searchWork = 0;
  const tooCostly = (what = `score more than ${maxScoredPairs} pairs of records`) =>
    ({
      ok: false,
      code: "too-costly",
      message: `optimal matching would ${what}: the records are too alike for its bounds to rule pairs out (declare a recordKey to match by it, or use aligned matching)`,
      stats,
    }) as const;

  for (const pair of alignedPairs.keys()) score(Math.floor(pair / columnGroups.count), pair % columnGroups.count);
  if (keys) {
    const byKey = new Map<string, number[]>();
    for (let h = 0; h < columnGroups.count; h++) {
      const key = keys.columns[columnGroups.members[h]![0]!];
      if (key === null || key === undefined) continue;
      byKey.set(key, [...(byKey.get(key) ?? []), h]);
    }
    for (let g = 0; g < rowGroups.count; g++) {
      const key = keys.rows[rowGroups.members[g]![0]!];
      for (const h of key === null || key === undefined ? [] : (byKey.get(key) ?? []))
        if (score(g, h)) return tooCostly();
    }
  } else if (!bounds) {
    for (let g = 0; g < rowGroups.count; g++)
      for (let h = 0; h < columnGroups.count; h++) if (score(g, h)) return tooCostly();
  }

  const tokenBounds =
    !keys && bounds
      ? new TokenBounds(
          rowGroups.members.map((members) => bounds.row(members[0]!)),
          columnGroups.members.map((members) => bounds.column(members[0]!)),
          bounds.combine,
        )
      : null;
  // While rounds improve, each scores only the most promising pairs of each group, so that early
  // duals (most groups holding only their aligned pairs) do not send every pair to scoring.
  let capped = true;
  for (;;) {
    stats.rounds++;
    const weights = scored.weights();
    const solved = solveSparseTransport(weights.arcs);
    searchWork += SOLVE_WORK * weights.arcs.column.length;
    if (!tokenBounds) return finish(solved.flow, weights, stats, aligned, scored, rowGroups, columnGroups);
    // Slacks in credit units, a little low, so that rounding can only let more pairs through.
    const scale = weights.perCredit;
    const slack = (dual: number) => (dual / scale) * (1 - 1e-12) - 1e-9;
    const rowSlack = Float64Array.from(solved.rowDual, slack);
    const columnSlack = Float64Array.from(solved.columnDual, slack);
    const selected = new PairSelection(rowGroups.count, columnGroups.count, capped ? PAIRS_PER_RECORD_AND_ROUND : 0);
    const searched = tokenBounds.violators(
      rowSlack,
      columnSlack,
      (g, h) => scored.has(g, h),
      (g, h, bound) => selected.offer(g, h, bound - rowSlack[g]! - columnSlack[h]!),
      maxSearchWork - searchWork,
    );
    stats.boundsComputed += searched.boundsComputed;
    searchWork += searched.postingsVisited + BOUND_WORK * searched.boundsComputed;
    if (searched.exhausted)
      return tooCostly(`search the pairs of records longer than its limit (${maxSearchWork} steps)`);
    let improving = false;
    for (const [g, h] of selected.pairs()) {
      if (score(g, h)) return tooCostly();
      const weight = weights.weightOf(scored.creditOf(g, h)!, false);
      if (weight > solved.rowDual[g]! + solved.columnDual[h]!) improving = true;
    }
    // Credit past the resolution the weights were built with is a new round too.
    const finer = scored.needsFinerWeights(weights);
    if (!improving && !finer && (!capped || selected.offered === selected.kept))
      return finish(solved.flow, weights, stats, aligned, scored, rowGroups, columnGroups);
    // A round that scored pairs without improving anything scores every pair its search finds next.
    capped = improving;
  }
}

/** Records grouped by class: each group's members in record order. */
interface Groups {
  count: number;
  members: number[][];
  /** Record -> its group, -1 for a record in none (a prediction that cannot be matched). */
  of: Int32Array;
}

function groupsOf(records: readonly number[], classOf: readonly number[] | undefined): Groups {
  const byClass = new Map<number, number>();
  const members: number[][] = [];
  const of = new Int32Array(records.length === 0 ? 0 : Math.max(...records) + 1).fill(-1);
  for (const record of records) {
    const key = classOf ? classOf[record]! : -1 - record;
    let group = byClass.get(key);
    if (group === undefined) {
      byClass.set(key, (group = members.length));
      members.push([]);
    }
    members[group]!.push(record);
    of[record] = group;
  }
  return { count: members.length, members, of };
}

/** Pairs of groups holding aligned pairs (row group * column groups + column group), and how many. */
function alignedGroupPairs(
  aligned: readonly (number | null)[],
  usable: (column: number) => boolean,
  rowGroups: Groups,
  columnGroups: Groups,
): Map<number, number> {
  const counts = new Map<number, number>();
  aligned.forEach((own, row) => {
    if (own === null || own === undefined || !usable(own)) return;
    const pair = rowGroups.of[row]! * columnGroups.count + columnGroups.of[own]!;
    counts.set(pair, (counts.get(pair) ?? 0) + 1);
  });
  return counts;
}

/** Pairs scored per reference and per prediction in a round that may still improve: the best by margin. */
const PAIRS_PER_RECORD_AND_ROUND = 10;

/** The pairs a round scores: with a cap, each row's and each column's best few by margin; else all. */
class PairSelection {
  offered = 0;
  private readonly all: Array<[number, number]> = [];
  private readonly rowBest: TopPairs;
  private readonly columnBest: TopPairs;

  constructor(
    rows: number,
    columns: number,
    private readonly cap: number,
  ) {
    this.rowBest = new TopPairs(cap > 0 ? rows : 0, cap);
    this.columnBest = new TopPairs(cap > 0 ? columns : 0, cap);
  }

  offer(row: number, column: number, margin: number): void {
    this.offered++;
    if (this.cap === 0) this.all.push([row, column]);
    else {
      this.rowBest.offer(row, column, margin);
      this.columnBest.offer(column, row, margin);
    }
  }

  get kept(): number {
    return this.cap === 0 ? this.all.length : this.pairs().length;
  }

  pairs(): Array<[number, number]> {
    if (this.cap === 0) return this.all;
    const seen = new Set<number>();
    const pairs: Array<[number, number]> = [];
    const columns = this.columnBest.size;
    const add = (row: number, column: number) => {
      const key = row * columns + column;
      if (seen.has(key)) return;
      seen.add(key);
      pairs.push([row, column]);
    };
    this.rowBest.each((row, column) => add(row, column));
    this.columnBest.each((column, row) => add(row, column));
    return pairs;
  }
}

/** Per owner (a row or a column), the `cap` others with the largest margin offered. */
class TopPairs {
  private readonly margin: Float64Array;
  private readonly other: Int32Array;
  private readonly count: Int32Array;

  constructor(
    readonly size: number,
    private readonly cap: number,
  ) {
    this.margin = new Float64Array(size * cap);
    this.other = new Int32Array(size * cap);
    this.count = new Int32Array(size);
  }

  offer(owner: number, other: number, margin: number): void {
    const base = owner * this.cap;
    const n = this.count[owner]!;
    if (n < this.cap) {
      this.margin[base + n] = margin;
      this.other[base + n] = other;
      this.count[owner] = n + 1;
      return;
    }
    let weakest = base;
    for (let at = base + 1; at < base + n; at++) if (this.margin[at]! < this.margin[weakest]!) weakest = at;
    if (margin > this.margin[weakest]!) {
      this.margin[weakest] = margin;
      this.other[weakest] = other;
    }
  }

  each(visit: (owner: number, other: number) => void): void {
    for (let owner = 0; owner < this.size; owner++)
      for (let at = 0; at < this.count[owner]!; at++) visit(owner, this.other[owner * this.cap + at]!);
  }
}

/** The scored pairs of groups, by row group; pairs holding aligned pairs are marked. */
class ScoredGroups {
  private readonly byRow: Map<number, number>[];
  private fractional = false;
  private most = 0;

  constructor(
    private readonly rowGroups: Groups,
    private readonly columnGroups: Groups,
    private readonly alignedPairs: ReadonlyMap<number, number>,
    private readonly rows: number,
  ) {
    this.byRow = Array.from({ length: rowGroups.count }, () => new Map());
  }

  has(g: number, h: number): boolean {
    return this.byRow[g]!.has(h);
  }

  creditOf(g: number, h: number): number | undefined {
    return this.byRow[g]!.get(h);
  }

  add(g: number, h: number, credit: number): void {
    this.byRow[g]!.set(h, credit);
    if (!Number.isInteger(credit)) this.fractional = true;
    if (credit > this.most) this.most = credit;
  }

  needsFinerWeights(weights: Weights): boolean {
    return weights.quantum !== this.quantum();
  }

  /**
   * Credit in whole quanta (1 for integer credit; else the finest power of two that keeps every
   * sum of weights an exact integer), then times (rows + 1) plus 1 for an aligned pair: any credit
   * outweighs any number of kept alignments, and among equal credit the most aligned pairs win.
   */
  private quantum(): number {
    if (!this.fractional) return 1;
    const rows = this.rows;
    let quantum = 2 ** 30;
    while (quantum > 1 / 1024 && (this.most + 1) * quantum * (rows + 1) * 4 * (rows + 1) > 2 ** 53) quantum /= 2;
    return quantum;
  }

  /**
   * The transportation problem over the scored pairs: per pair of groups an arc for its aligned
   * pairs (one more unit of weight, as many units as they are) and one for any pair of its members.
   */
  weights(): Weights {
    const rows = this.rows;
    const quantum = this.quantum();
    const perCredit = quantum * (rows + 1);
    const weightOf = (credit: number, isAligned: boolean) =>
      Math.round(credit * quantum) * (rows + 1) + (isAligned ? 1 : 0);
    const { rowGroups, columnGroups } = this;
    const start = new Int32Array(rowGroups.count + 1);
    const column: number[] = [];
    const weight: number[] = [];
    const limit: number[] = [];
    const credits: number[] = [];
    const ofAligned: boolean[] = [];
    const add = (h: number, credit: number, isAligned: boolean, most: number) => {
      const w = weightOf(credit, isAligned);
      if (w <= 0 || most <= 0) return;
      column.push(h);
      weight.push(w);
      limit.push(most);
      credits.push(credit);
      ofAligned.push(isAligned);
    };
    this.byRow.forEach((pairs, g) => {
      for (const [h, credit] of pairs) {
        const alignedUnits = this.alignedPairs.get(g * columnGroups.count + h) ?? 0;
        add(h, credit, true, alignedUnits);
        add(h, credit, false, Math.min(rowGroups.members[g]!.length, columnGroups.members[h]!.length));
      }
      start[g + 1] = column.length;
    });
    return {
      quantum,
      perCredit,
      weightOf,
      credits,
      ofAligned,
      arcs: {
        supply: Int32Array.from(rowGroups.members, (members) => members.length),
        capacity: Int32Array.from(columnGroups.members, (members) => members.length),
        start,
        column: Int32Array.from(column),
        weight: Float64Array.from(weight),
        limit: Int32Array.from(limit),
      },
    };
  }

  get size(): number {
    return this.byRow.reduce((sum, pairs) => sum + pairs.size, 0);
  }
}

type Weights = {
  quantum: number;
  perCredit: number;
  weightOf(credit: number, aligned: boolean): number;
  /** Each arc's credit, and whether it carries aligned pairs, in arc order. */
  credits: number[];
  ofAligned: boolean[];
  arcs: SparseArcs;
};

/**
 * The records' assignment from the groups' flow: each arc of aligned pairs hands out aligned pairs,
 * then each other arc pairs its groups' members left over, in record order. An optimal flow uses an
 * arc of members only once its arc of aligned pairs is full, so no aligned pair is handed out twice.
 */
function finish(
  flow: Int32Array,
  weights: Weights,
  stats: OptimalMatchingStats,
  aligned: readonly (number | null)[],
  scored: ScoredGroups,
  rowGroups: Groups,
  columnGroups: Groups,
): OptimalMatchingResult {
  stats.candidatePairs = scored.size;
  const { arcs } = weights;
  const assignment: (number | null)[] = aligned.map(() => null);
  const taken = new Set<number>();
  let total = 0;
  const arcRow = new Int32Array(arcs.column.length);
  for (let g = 0; g < rowGroups.count; g++) for (let e = arcs.start[g]!; e < arcs.start[g + 1]!; e++) arcRow[e] = g;
  for (let e = 0; e < flow.length; e++) {
    if (flow[e] === 0 || !weights.ofAligned[e]) continue;
    let units = flow[e]!;
    const h = arcs.column[e]!;
    for (const row of rowGroups.members[arcRow[e]!]!) {
      if (units === 0) break;
      const own = aligned[row];
      if (own === null || own === undefined || columnGroups.of[own] !== h || taken.has(own)) continue;
      assignment[row] = own;
      taken.add(own);
      total += weights.credits[e]!;
      units--;
    }
  }
  // Members not handed out yet, by a cursor per group (records only ever get taken).
  const nextRow = new Int32Array(rowGroups.count);
  const nextColumn = new Int32Array(columnGroups.count);
  for (let e = 0; e < flow.length; e++) {
    if (flow[e] === 0 || weights.ofAligned[e]) continue;
    const g = arcRow[e]!;
    const h = arcs.column[e]!;
    const rowMembers = rowGroups.members[g]!;
    const columnMembers = columnGroups.members[h]!;
    for (let units = flow[e]!; units > 0; units--) {
      while (assignment[rowMembers[nextRow[g]!]!] !== null) nextRow[g]!++;
      while (taken.has(columnMembers[nextColumn[h]!]!)) nextColumn[h]!++;
      const row = rowMembers[nextRow[g]!]!;
      const column = columnMembers[nextColumn[h]!]!;
      assignment[row] = column;
      taken.add(column);
      total += weights.credits[e]!;
    }
  }
  // A reference left without a match keeps its aligned prediction when nobody took it.
  assignment.forEach((column, row) => {
    const own = aligned[row] ?? null;
    if (column === null && own !== null && !taken.has(own)) {
      assignment[row] = own;
      taken.add(own);
    }
  });
  return { ok: true, assignment, total, stats };
}
