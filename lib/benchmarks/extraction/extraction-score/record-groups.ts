// Groups of equal records for optimal matching (optimal-matching.ts): the scored pairs between groups as
// a transportation problem, and its solution handed out to the records, aligned pairs first.
import type { SparseArcs } from "./sparse-transport";

/** Records grouped by class: each group's members in record order. */
export interface Groups {
  count: number;
  members: number[][];
  /** Record -> its group, -1 for a record in none (a prediction that cannot be matched). */
  of: Int32Array;
}

export function groupsOf(records: readonly number[], classOf: readonly number[] | undefined): Groups {
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
export function alignedGroupPairs(
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

/** The scored pairs of groups, by row group; pairs holding aligned pairs are marked. */
export class ScoredGroups {
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

export type Weights = {
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
export function handOut(
  flow: Int32Array,
  weights: Weights,
  aligned: readonly (number | null)[],
  rowGroups: Groups,
  columnGroups: Groups,
): { assignment: (number | null)[]; total: number } {
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
  return { assignment, total };
}
