// Upper bounds of a pair's credit from the two records' token bags, and the search for the pairs
// whose bound exceeds a threshold without visiting every pair: each record's tokens are ordered
// rarest first, and the common tokens at the end whose most possible credit stays under the
// record's threshold are never looked up (prefix filtering, as set-similarity joins do).
import type { TokenBag } from "./record-tokens";

/**
 * How a token's counts in the two records bound their credit: `product` when every pair of equal
 * leaves may count (the book's cross product of list items), `min` when leaves pair one to one.
 */
export type BoundCombine = "product" | "min";

/** One side's bags as sorted token ids with counts (compressed rows), and each token's postings. */
interface Side {
  size: number;
  start: Int32Array;
  token: Int32Array;
  count: Int32Array;
  /** Per token: the records holding it, and how often. */
  postingStart: Int32Array;
  posting: Int32Array;
  postingCount: Int32Array;
  /** Per token: how many records hold it, and the most any holds. */
  frequency: Int32Array;
  most: Int32Array;
}

export interface ViolatorSearchStats {
  /** Pairs whose bound was computed in full (after the cheaper prefix estimate let them through). */
  boundsComputed: number;
  /** Postings visited while accumulating prefix estimates. */
  postingsVisited: number;
  /** The search stopped because it spent `maxWork` (its results are then incomplete). */
  exhausted: boolean;
}

/** A full bound merges two records' token lists: it costs about this many posting visits. */
export const BOUND_WORK = 50;

export class TokenBounds {
  private readonly rows: Side;
  private readonly columns: Side;
  private readonly combine: (a: number, b: number) => number;
  private readonly rowOrder: RarestFirst;
  private readonly columnOrder: RarestFirst;

  constructor(rowBags: readonly (TokenBag | null)[], columnBags: readonly (TokenBag | null)[], combine: BoundCombine) {
    const ids = new Map<string, number>();
    const idOf = (token: string) => {
      let id = ids.get(token);
      if (id === undefined) ids.set(token, (id = ids.size));
      return id;
    };
    // Ids first, so that both sides know the number of tokens.
    const rowLists = rowBags.map((bag) => listOf(bag, idOf));
    const columnLists = columnBags.map((bag) => listOf(bag, idOf));
    this.rows = sideOf(rowLists, ids.size);
    this.columns = sideOf(columnLists, ids.size);
    this.combine = combine === "product" ? (a, b) => a * b : (a, b) => (a < b ? a : b);
    this.rowOrder = rarestFirst(this.rows, this.columns, this.combine);
    this.columnOrder = rarestFirst(this.columns, this.rows, this.combine);
  }

  /** The bound of one pair: the sum over shared tokens of the combined counts. */
  bound(row: number, column: number): number {
    const r = this.rows;
    const c = this.columns;
    let i = r.start[row]!;
    const iEnd = r.start[row + 1]!;
    let j = c.start[column]!;
    const jEnd = c.start[column + 1]!;
    let total = 0;
    while (i < iEnd && j < jEnd) {
      const a = r.token[i]!;
      const b = c.token[j]!;
      if (a === b) total += this.combine(r.count[i++]!, c.count[j++]!);
      else if (a < b) i++;
      else j++;
    }
    return total;
  }

  /**
   * Calls `found(row, column, bound)` for every pair whose bound may exceed rowSlack[row] +
   * columnSlack[column] (slacks in the bound's units), each pair once; pairs that `skip` names are
   * left out. Every pair it leaves out has bound <= rowSlack + columnSlack.
   */
  violators(
    rowSlack: Float64Array,
    columnSlack: Float64Array,
    skip: (row: number, column: number) => boolean,
    found: (row: number, column: number, bound: number) => void,
    maxWork = Number.POSITIVE_INFINITY,
  ): ViolatorSearchStats {
    const stats: ViolatorSearchStats = { boundsComputed: 0, postingsVisited: 0, exhausted: false };
    const spent = () => stats.postingsVisited + BOUND_WORK * stats.boundsComputed > maxWork;
    const rows = this.rows;
    const columns = this.columns;
    // Each record's prefix: its rarest tokens, up to where the rest's most possible credit (against
    // the other side's largest count of each token) fits within its slack.
    const rowPrefix = prefixes(this.rowOrder, rowSlack);
    const columnPrefix = prefixes(this.columnOrder, columnSlack);
    // How many column prefixes hold each token: the cost of finding a row's pairs from the columns.
    const inColumnPrefixes = new Int32Array(rows.frequency.length);
    for (let column = 0; column < columns.size; column++)
      for (let at = 0; at < columnPrefix.length[column]!; at++)
        inColumnPrefixes[columnPrefix.order[columnPrefix.start[column]! + at]!]!++;
    // Each row's pairs are found from whichever side visits fewer postings.
    const fromRow = new Uint8Array(rows.size);
    for (let row = 0; row < rows.size; row++) {
      if (rowPrefix.length[row] === 0) continue;
      let ownCost = 0;
      for (let at = 0; at < rowPrefix.length[row]!; at++)
        ownCost += columns.frequency[rowPrefix.order[rowPrefix.start[row]! + at]!]!;
      let theirCost = 0;
      for (let at = rows.start[row]!; at < rows.start[row + 1]!; at++) theirCost += inColumnPrefixes[rows.token[at]!]!;
      fromRow[row] = ownCost <= theirCost ? 1 : 2;
    }

    const accumulated = new Float64Array(Math.max(rows.size, columns.size));
    const touched = new Int32Array(Math.max(rows.size, columns.size));
    // With nothing past the prefix, the estimate is the bound itself.
    const check = (row: number, column: number, estimate: number, exact: boolean) => {
      if (estimate <= rowSlack[row]! + columnSlack[column]! || skip(row, column)) return;
      if (exact) return found(row, column, estimate);
      stats.boundsComputed++;
      const bound = this.bound(row, column);
      if (bound > rowSlack[row]! + columnSlack[column]!) found(row, column, bound);
    };

    for (let row = 0; row < rows.size; row++) {
      if (fromRow[row] !== 1) continue;
      if (spent()) return { ...stats, exhausted: true };
      let touchedCount = 0;
      const prefixStart = rowPrefix.start[row]!;
      for (let at = 0; at < rowPrefix.length[row]!; at++) {
        const token = rowPrefix.order[prefixStart + at]!;
        const own = rowPrefix.count[prefixStart + at]!;
        for (let p = columns.postingStart[token]!; p < columns.postingStart[token + 1]!; p++) {
          const column = columns.posting[p]!;
          if (accumulated[column] === 0) touched[touchedCount++] = column;
          accumulated[column]! += this.combine(own, columns.postingCount[p]!);
        }
        stats.postingsVisited += columns.frequency[token]!;
      }
      const rest = rowPrefix.rest[row]!;
      for (let t = 0; t < touchedCount; t++) {
        const column = touched[t]!;
        check(
          row,
          column,
          accumulated[column]! + rest,
          rowPrefix.length[row] === rows.start[row + 1]! - rows.start[row]!,
        );
        accumulated[column] = 0;
      }
    }

    for (let column = 0; column < columns.size; column++) {
      if (columnPrefix.length[column] === 0) continue;
      if (spent()) return { ...stats, exhausted: true };
      let touchedCount = 0;
      const prefixStart = columnPrefix.start[column]!;
      for (let at = 0; at < columnPrefix.length[column]!; at++) {
        const token = columnPrefix.order[prefixStart + at]!;
        const own = columnPrefix.count[prefixStart + at]!;
        for (let p = rows.postingStart[token]!; p < rows.postingStart[token + 1]!; p++) {
          const row = rows.posting[p]!;
          if (fromRow[row] !== 2) continue;
          if (accumulated[row] === 0) touched[touchedCount++] = row;
          accumulated[row]! += this.combine(rows.postingCount[p]!, own);
        }
        stats.postingsVisited += rows.frequency[token]!;
      }
      const rest = columnPrefix.rest[column]!;
      for (let t = 0; t < touchedCount; t++) {
        const row = touched[t]!;
        check(
          row,
          column,
          accumulated[row]! + rest,
          columnPrefix.length[column] === columns.start[column + 1]! - columns.start[column]!,
        );
        accumulated[row] = 0;
      }
    }
    return stats;
  }
}

function listOf(bag: TokenBag | null, idOf: (token: string) => number): Array<[number, number]> {
  if (!bag) return [];
  const list: Array<[number, number]> = [];
  for (const [token, count] of bag) if (count > 0) list.push([idOf(token), count]);
  return list.sort((a, b) => a[0] - b[0]);
}

function sideOf(lists: Array<Array<[number, number]>>, tokens: number): Side {
  const start = new Int32Array(lists.length + 1);
  lists.forEach((list, index) => (start[index + 1] = start[index]! + list.length));
  const total = start[lists.length]!;
  const token = new Int32Array(total);
  const count = new Int32Array(total);
  const frequency = new Int32Array(tokens);
  const most = new Int32Array(tokens);
  lists.forEach((list, index) => {
    let at = start[index]!;
    for (const [id, n] of list) {
      token[at] = id;
      count[at++] = n;
      frequency[id]!++;
      if (n > most[id]!) most[id] = n;
    }
  });
  const postingStart = new Int32Array(tokens + 1);
  for (let id = 0; id < tokens; id++) postingStart[id + 1] = postingStart[id]! + frequency[id]!;
  const fill = postingStart.slice(0, tokens);
  const posting = new Int32Array(total);
  const postingCount = new Int32Array(total);
  lists.forEach((list, index) => {
    for (const [id, n] of list) {
      const at = fill[id]!++;
      posting[at] = index;
      postingCount[at] = n;
    }
  });
  return { size: lists.length, start, token, count, postingStart, posting, postingCount, frequency, most };
}

/** Per record: its tokens rarest first (by how many records of the other side hold them), and the most each can earn. */
interface RarestFirst {
  start: Int32Array;
  order: Int32Array;
  count: Int32Array;
  most: Float64Array;
}

function rarestFirst(side: Side, other: Side, combine: (a: number, b: number) => number): RarestFirst {
  const order = new Int32Array(side.token.length);
  const count = new Int32Array(side.token.length);
  const most = new Float64Array(side.token.length);
  const entries: number[] = [];
  for (let record = 0; record < side.size; record++) {
    const from = side.start[record]!;
    entries.length = 0;
    for (let at = from; at < side.start[record + 1]!; at++) entries.push(at);
    entries.sort((a, b) => other.frequency[side.token[a]!]! - other.frequency[side.token[b]!]! || a - b);
    entries.forEach((at, k) => {
      const token = side.token[at]!;
      order[from + k] = token;
      count[from + k] = side.count[at]!;
      most[from + k] = other.most[token] === 0 ? 0 : combine(side.count[at]!, other.most[token]!);
    });
  }
  return { start: side.start, order, count, most };
}

/**
 * Per record: how many of its rarest tokens make its prefix (the tokens past it can earn at most
 * `rest`, which fits within the record's slack).
 */
function prefixes(rarest: RarestFirst, slack: Float64Array) {
  const records = rarest.start.length - 1;
  const length = new Int32Array(records);
  const rest = new Float64Array(records);
  for (let record = 0; record < records; record++) {
    const from = rarest.start[record]!;
    let suffix = 0;
    let cut = rarest.start[record + 1]!;
    while (cut > from && suffix + rarest.most[cut - 1]! <= slack[record]!) suffix += rarest.most[--cut]!;
    length[record] = cut - from;
    rest[record] = suffix;
  }
  return { order: rarest.order, count: rarest.count, start: rarest.start, length, rest };
}
