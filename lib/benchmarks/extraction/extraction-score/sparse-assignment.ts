// The assignment of rows to columns with the most weight in all, over a sparse set of allowed
// pairs, where a row may also stay unassigned (weight 0): the Hungarian algorithm, one row at a
// time, each by a shortest augmenting path (Dijkstra on reduced costs) that ends at the first free
// column it reaches, or at the row's own "unassigned" column. It returns the LP duals too, which
// prove the assignment optimal among every pair whose weight is at most rowDual + columnDual.

/** Allowed pairs by row (compressed rows): row r's pairs are start[r] .. start[r + 1] - 1. */
export interface SparsePairs {
  rows: number;
  columns: number;
  start: Int32Array;
  column: Int32Array;
  /** Non-negative weights; integers, so that sums are exact. */
  weight: Float64Array;
}

export interface SparseAssignment {
  /** Row -> column, or -1 when the row stays unassigned. */
  rowColumn: Int32Array;
  /**
   * Duals: rowDual[r] + columnDual[c] >= weight(r, c) for every allowed pair, equal on the assigned
   * ones, both >= 0, and 0 for an unassigned row or column. Any pair outside the set whose weight
   * is at most rowDual[r] + columnDual[c] could not improve the assignment (LP duality).
   */
  rowDual: Float64Array;
  columnDual: Float64Array;
  total: number;
}

export function solveSparseAssignment(pairs: SparsePairs): SparseAssignment {
  const { rows, columns, start, column, weight } = pairs;
  // Minimum cost on -weight. Columns columns .. columns + rows - 1 are the rows' own "unassigned"
  // columns (cost 0, each reachable from its row alone).
  const nodes = columns + rows;
  const u = new Float64Array(rows);
  const v = new Float64Array(nodes);
  const columnRow = new Int32Array(nodes).fill(-1);
  const rowColumn = new Int32Array(rows).fill(-1);
  const distance = new Float64Array(nodes);
  const previousRow = new Int32Array(nodes);
  const seen = new Int32Array(nodes).fill(-1);
  const settled = new Int32Array(nodes).fill(-1);
  const settledList: number[] = [];
  const heap = new MinHeap();

  for (let source = 0; source < rows; source++) {
    // The new row's potential makes its reduced costs non-negative: the most it can gain.
    let best = -v[columns + source]!;
    for (let e = start[source]!; e < start[source + 1]!; e++) best = Math.min(best, -weight[e]! - v[column[e]!]!);
    u[source] = best;

    heap.clear();
    settledList.length = 0;
    const reach = (row: number, to: number, cost: number, base: number) => {
      const d = base + cost - u[row]! - v[to]!;
      if (settled[to] === source) return;
      if (seen[to] !== source || d < distance[to]!) {
        seen[to] = source;
        distance[to] = d;
        previousRow[to] = row;
        heap.push(d, to);
      }
    };
    const expand = (row: number, base: number) => {
      for (let e = start[row]!; e < start[row + 1]!; e++) reach(row, column[e]!, -weight[e]!, base);
      reach(row, columns + row, 0, base);
    };
    expand(source, 0);

    let target = -1;
    while (heap.size > 0) {
      const at = heap.pop();
      if (settled[at] === source || heap.poppedKey > distance[at]!) continue;
      settled[at] = source;
      settledList.push(at);
      const holder = columnRow[at]!;
      if (holder === -1) {
        target = at;
        break;
      }
      expand(holder, distance[at]!);
    }
    // The source's own column is always reachable, and free until the source takes it.
    const delta = distance[target]!;
    u[source] = u[source]! + delta;
    for (const at of settledList) {
      if (at === target) continue;
      const d = distance[at]!;
      v[at] = v[at]! - (delta - d);
      const holder = columnRow[at]!;
      u[holder] = u[holder]! + (delta - d);
    }
    // Augment along the path back to the source.
    for (let at = target; ;) {
      const row = previousRow[at]!;
      const had = rowColumn[row]!;
      rowColumn[row] = at;
      columnRow[at] = row;
      if (row === source) break;
      at = had;
    }
  }

  const rowDual = new Float64Array(rows);
  const columnDual = new Float64Array(columns);
  let total = 0;
  for (let row = 0; row < rows; row++) {
    const assigned = rowColumn[row]!;
    if (assigned >= columns) {
      rowColumn[row] = -1;
      continue;
    }
    rowDual[row] = -u[row]!;
    for (let e = start[row]!; e < start[row + 1]!; e++) if (column[e] === assigned) total += weight[e]!;
  }
  for (let c = 0; c < columns; c++) columnDual[c] = -v[c]!;
  return { rowColumn, rowDual, columnDual, total };
}

/** A binary heap of (key, node) pairs with lazy deletion: stale entries are skipped by the caller. */
class MinHeap {
  private keys: number[] = [];
  private nodes: number[] = [];
  /** The key of the entry the last pop returned. */
  poppedKey = 0;

  get size(): number {
    return this.keys.length;
  }

  clear(): void {
    this.keys.length = 0;
    this.nodes.length = 0;
  }

  push(key: number, node: number): void {
    const keys = this.keys;
    const nodes = this.nodes;
    let at = keys.length;
    keys.push(key);
    nodes.push(node);
    while (at > 0) {
      const parent = (at - 1) >> 1;
      if (keys[parent]! <= key) break;
      keys[at] = keys[parent]!;
      nodes[at] = nodes[parent]!;
      at = parent;
    }
    keys[at] = key;
    nodes[at] = node;
  }

  pop(): number {
    const keys = this.keys;
    const nodes = this.nodes;
    const node = nodes[0]!;
    this.poppedKey = keys[0]!;
    const lastKey = keys.pop()!;
    const lastNode = nodes.pop()!;
    const size = keys.length;
    if (size > 0) {
      let at = 0;
      for (;;) {
        let child = 2 * at + 1;
        if (child >= size) break;
        if (child + 1 < size && keys[child + 1]! < keys[child]!) child++;
        if (keys[child]! >= lastKey) break;
        keys[at] = keys[child]!;
        nodes[at] = nodes[child]!;
        at = child;
      }
      keys[at] = lastKey;
      nodes[at] = lastNode;
    }
    return node;
  }
}
