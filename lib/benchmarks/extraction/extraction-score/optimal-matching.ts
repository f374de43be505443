// Optimal matching of predictions to references (the assignment with the most credit in all)
// without scoring every pair. Each pair's credit has a cheap upper bound (the two records' shared
// leaf tokens); the assignment is solved over the pairs scored so far, and its LP duals say which
// other pairs could still improve it: those whose bound exceeds their row's and column's duals.
// They are scored and the assignment solved again, until none is left. The result is then the
// assignment over all pairs (same total, same tie-break), having scored a small part of them.
import type { TokenBag } from "./record-tokens";
import { solveSparseAssignment } from "./sparse-assignment";
import { BOUND_WORK, PAIR_CHECK_WORK, TokenBounds, type BoundCombine } from "./token-bounds";

/** Records per file that optimal matching takes (with bounds, or a record key). */
export const MAX_OPTIMAL_RECORDS = 20_000;
/** Pairs scored at most before giving up (records too alike for the bounds to prune). */
const MAX_SCORED_PAIRS = 4_000_000;
/**
 * Work the rounds may do in all, in posting visits (a full bound, a pair checked and a pair solved
 * count their share): about 8 s here. Past it the records are too alike for the bounds to rule pairs
 * out quickly, and matching stops in a named state rather than running for minutes.
 */
const MAX_SEARCH_WORK = 400_000_000;
/** A scored pair in each round's solve, in posting visits. */
const SOLVE_WORK = 50;

interface PairBounds {
  /** Each reference's leaf tokens (`recordTokens`): only equal tokens can earn credit together. */
  rows: readonly TokenBag[];
  /** Each prediction's; null for one that cannot be matched (it did not parse). */
  columns: readonly (TokenBag | null)[];
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
  /** Pairs whose exact credit was computed, and those of them the final assignment was solved over. */
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
  const scored = new ScoredPairs(rows, columnCount, aligned);
  const score = (row: number, column: number) => {
    if (scored.has(row, column)) return false;
    if (++stats.scoredPairs > maxScoredPairs) return true;
    scored.add(row, column, credit(row, column));
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

  for (let row = 0; row < rows; row++) {
    const own = aligned[row];
    if (own !== null && own !== undefined && usable(own)) score(row, own);
  }
  if (keys) {
    const byKey = new Map<string, number[]>();
    for (const column of columns) {
      const key = keys.columns[column];
      if (key === null || key === undefined) continue;
      byKey.set(key, [...(byKey.get(key) ?? []), column]);
    }
    for (let row = 0; row < rows; row++) {
      const key = keys.rows[row];
      for (const column of key === null || key === undefined ? [] : (byKey.get(key) ?? []))
        if (score(row, column)) return tooCostly();
    }
  } else if (!bounds) {
    for (let row = 0; row < rows; row++) for (const column of columns) if (score(row, column)) return tooCostly();
  }

  const tokenBounds = !keys && bounds ? new TokenBounds(bounds.rows, bounds.columns, bounds.combine) : null;
  // While rounds improve, each scores only the most promising pairs of each row and column, so
  // that early duals (most rows holding only their aligned pair) do not send every pair to scoring.
  let capped = true;
  for (;;) {
    stats.rounds++;
    const weights = scored.weights();
    const solved = solveSparseAssignment(weights.pairs);
    searchWork += SOLVE_WORK * weights.pairs.column.length;
    if (!tokenBounds) return finish(solved.rowColumn, weights, stats, aligned, scored);
    // Slacks in credit units, a little low, so that rounding can only let more pairs through.
    const scale = weights.perCredit;
    const slack = (dual: number) => (dual / scale) * (1 - 1e-12) - 1e-9;
    const rowSlack = Float64Array.from(solved.rowDual, slack);
    const columnSlack = new Float64Array(columnCount).fill(Number.POSITIVE_INFINITY);
    for (const column of columns) columnSlack[column] = slack(solved.columnDual[weights.columnIndex[column]!]!);
    const selected = new PairSelection(rows, columnCount, capped ? PAIRS_PER_RECORD_AND_ROUND : 0);
    const searched = tokenBounds.violators(
      rowSlack,
      columnSlack,
      (row, column) => scored.has(row, column),
      (row, column, bound) => selected.offer(row, column, bound - rowSlack[row]! - columnSlack[column]!),
      maxSearchWork - searchWork,
    );
    stats.boundsComputed += searched.boundsComputed;
    searchWork +=
      searched.postingsVisited + PAIR_CHECK_WORK * searched.pairsChecked + BOUND_WORK * searched.boundsComputed;
    if (searched.exhausted)
      return tooCostly(`search the pairs of records longer than its limit (${maxSearchWork} steps)`);
    let improving = false;
    for (const [row, column] of selected.pairs()) {
      if (score(row, column)) return tooCostly();
      const weight = weights.weightOf(scored.creditOf(row, column)!, false);
      if (weight > solved.rowDual[row]! + solved.columnDual[weights.columnIndex[column]!]!) improving = true;
    }
    // Credit past the resolution the weights were built with is a new round too.
    const finer = scored.needsFinerWeights(weights);
    if (!improving && !finer && (!capped || selected.offered === selected.kept))
      return finish(solved.rowColumn, weights, stats, aligned, scored);
    // A round that scored pairs without improving anything scores every pair its search finds next.
    capped = improving;
  }
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

/** The scored pairs, by row; the aligned pair of a row is marked. */
class ScoredPairs {
  private readonly byRow: Map<number, number>[];
  private fractional = false;
  private most = 0;

  constructor(
    rows: number,
    private readonly columnCount: number,
    private readonly aligned: readonly (number | null)[],
  ) {
    this.byRow = Array.from({ length: rows }, () => new Map());
  }

  has(row: number, column: number): boolean {
    return this.byRow[row]!.has(column);
  }

  creditOf(row: number, column: number): number | undefined {
    return this.byRow[row]!.get(column);
  }

  add(row: number, column: number, credit: number): void {
    this.byRow[row]!.set(column, credit);
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
    const rows = this.byRow.length;
    let quantum = 2 ** 30;
    while (quantum > 1 / 1024 && (this.most + 1) * quantum * (rows + 1) * 4 * (rows + 1) > 2 ** 53) quantum /= 2;
    return quantum;
  }

  weights(): Weights {
    const rows = this.byRow.length;
    const quantum = this.quantum();
    const perCredit = quantum * (rows + 1);
    const weightOf = (credit: number, isAligned: boolean) =>
      Math.round(credit * quantum) * (rows + 1) + (isAligned ? 1 : 0);
    const columnIndex = new Int32Array(this.columnCount).fill(-1);
    const columnOf: number[] = [];
    const start = new Int32Array(rows + 1);
    const column: number[] = [];
    const weight: number[] = [];
    this.byRow.forEach((pairs, row) => {
      for (const [c, credit] of pairs) {
        const w = weightOf(credit, this.aligned[row] === c);
        if (w <= 0) continue;
        if (columnIndex[c] === -1) {
          columnIndex[c] = columnOf.length;
          columnOf.push(c);
        }
        column.push(columnIndex[c]!);
        weight.push(w);
      }
      start[row + 1] = column.length;
    });
    // Columns no pair reaches still need a dual (0) for the bound check.
    for (let c = 0; c < this.columnCount; c++)
      if (columnIndex[c] === -1) {
        columnIndex[c] = columnOf.length;
        columnOf.push(c);
      }
    return {
      quantum,
      perCredit,
      weightOf,
      columnIndex,
      columnOf,
      pairs: {
        rows,
        columns: columnOf.length,
        start,
        column: Int32Array.from(column),
        weight: Float64Array.from(weight),
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
  /** Prediction -> the solver's column, and back. */
  columnIndex: Int32Array;
  columnOf: number[];
  pairs: Parameters<typeof solveSparseAssignment>[0];
};

function finish(
  rowColumn: Int32Array,
  weights: Weights,
  stats: OptimalMatchingStats,
  aligned: readonly (number | null)[],
  scored: ScoredPairs,
): OptimalMatchingResult {
  stats.candidatePairs = scored.size;
  const assignment: (number | null)[] = Array.from(rowColumn, (column) =>
    column === -1 ? null : weights.columnOf[column]!,
  );
  let total = 0;
  assignment.forEach((column, row) => {
    if (column !== null) total += scored.creditOf(row, column)!;
  });
  // A reference left without a match keeps its aligned prediction when nobody took it.
  const taken = new Set(assignment.filter((column): column is number => column !== null));
  assignment.forEach((column, row) => {
    const own = aligned[row] ?? null;
    if (column === null && own !== null && !taken.has(own)) {
      assignment[row] = own;
      taken.add(own);
    }
  });
  return { ok: true, assignment, total, stats };
}
