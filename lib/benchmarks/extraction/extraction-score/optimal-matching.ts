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
import { PairSelection } from "./pair-selection";
import { alignedGroupPairs, groupsOf, handOut, ScoredGroups, type Weights } from "./record-groups";
import { solveSparseTransport } from "./sparse-transport";
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
  const finish = (flow: Int32Array, weights: Weights): OptimalMatchingResult => {
    stats.candidatePairs = scored.size;
    return { ok: true, ...handOut(flow, weights, aligned, rowGroups, columnGroups), stats };
  };
  for (;;) {
    stats.rounds++;
    const weights = scored.weights();
    const solved = solveSparseTransport(weights.arcs);
    searchWork += SOLVE_WORK * weights.arcs.column.length;
    if (!tokenBounds) return finish(solved.flow, weights);
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
    if (!improving && !finer && (!capped || selected.offered === selected.kept)) return finish(solved.flow, weights);
    // A round that scored pairs without improving anything scores every pair its search finds next.
    capped = improving;
  }
}

/** Pairs scored per reference and per prediction in a round that may still improve: the best by margin. */
const PAIRS_PER_RECORD_AND_ROUND = 10;
