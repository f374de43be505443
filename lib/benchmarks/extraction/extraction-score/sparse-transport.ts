// Groups of equal rows sent to groups of equal columns for the most weight in all, over a sparse
// set of allowed arcs (a transportation problem): each row group has as many units as rows, each
// column group takes as many as it has columns, and a unit may also stay unsent (weight 0). Solved
// by successive shortest paths (Dijkstra on reduced costs) from each row group in turn, which for
// groups of one is the Hungarian algorithm. It returns the LP duals too, which prove the result
// optimal among every arc whose weight is at most rowDual + columnDual.

/** Allowed arcs by row group (compressed rows): group g's arcs are start[g] .. start[g + 1] - 1. */
export interface SparseArcs {
  /** Units per row group (its rows) and per column group (its columns). */
  supply: Int32Array;
  capacity: Int32Array;
  start: Int32Array;
  column: Int32Array;
  /** Positive weights; integers, so that sums are exact. */
  weight: Float64Array;
  /** The most units an arc carries (fewer than its groups allow: the aligned pairs between them). */
  limit: Int32Array;
}

export interface SparseTransport {
  /** Units carried by each arc. */
  flow: Int32Array;
  /**
   * Duals, both >= 0: rowDual[g] + columnDual[h] >= weight on every allowed arc, equal on the arcs
   * that carry units. An arc outside the set whose weight is at most rowDual[g] + columnDual[h]
   * could not improve the result (LP duality).
   */
  rowDual: Float64Array;
  columnDual: Float64Array;
  total: number;
}

const NONE = -1;

export function solveSparseTransport(arcs: SparseArcs): SparseTransport {
  const { supply, capacity, start, column, weight, limit } = arcs;
  const rows = supply.length;
  const columns = capacity.length;
  const sink = rows + columns;
  const nodes = sink + 1;
  const flow = new Int32Array(column.length);
  const used = new Int32Array(columns);
  // Arcs by column group, for the reverse (un-sending) moves.
  const byColumnStart = new Int32Array(columns + 1);
  for (let e = 0; e < column.length; e++) byColumnStart[column[e]! + 1]!++;
  for (let h = 0; h < columns; h++) byColumnStart[h + 1]! += byColumnStart[h]!;
  const byColumn = new Int32Array(column.length);
  const arcRow = new Int32Array(column.length);
  const fill = byColumnStart.slice(0, columns);
  for (let g = 0; g < rows; g++)
    for (let e = start[g]!; e < start[g + 1]!; e++) {
      byColumn[fill[column[e]!]!++] = e;
      arcRow[e] = g;
    }

  // Reduced cost of u -> v: cost + potential[u] - potential[v], >= 0 on every residual arc. Costs are
  // -weight; a row group's potential starts at its largest weight, so its arcs start non-negative.
  const potential = new Float64Array(nodes);
  for (let g = 0; g < rows; g++)
    for (let e = start[g]!; e < start[g + 1]!; e++) potential[g] = Math.max(potential[g]!, weight[e]!);

  const distance = new Float64Array(nodes);
  const seen = new Int32Array(nodes).fill(NONE);
  const settled = new Int32Array(nodes).fill(NONE);
  /**
   * How a node was reached: an arc index (forward from its row group), ~arc (backward), NONE for the
   * source; the sink holds the node it was reached from (the source, left unsent, or a column group).
   */
  const via = new Int32Array(nodes);
  const settledList: number[] = [];
  const heap = new MinHeap();
  let search = 0;

  for (let source = 0; source < rows; source++) {
    let remaining = supply[source]!;
    while (remaining > 0) {
      search++;
      heap.clear();
      settledList.length = 0;
      const reach = (to: number, d: number, how: number) => {
        if (settled[to] === search) return;
        if (seen[to] !== search || d < distance[to]!) {
          seen[to] = search;
          distance[to] = d;
          via[to] = how;
          heap.push(d, to);
        }
      };
      reach(source, 0, NONE);
      while (heap.size > 0) {
        const at = heap.pop();
        if (settled[at] === search || heap.poppedKey > distance[at]!) continue;
        settled[at] = search;
        settledList.push(at);
        if (at === sink) break;
        const base = distance[at]!;
        if (at < rows) {
          // Sent along an arc with room, or left unsent (the sink directly, weight 0): a unit another
          // group's unit displaces may stay unsent too.
          for (let e = start[at]!; e < start[at + 1]!; e++)
            if (flow[e]! < limit[e]!) {
              const to = rows + column[e]!;
              reach(to, base - weight[e]! + potential[at]! - potential[to]!, e);
            }
          reach(sink, base + potential[at]! - potential[sink]!, at);
        } else {
          const h = at - rows;
          if (used[h]! < capacity[h]!) reach(sink, base + potential[at]! - potential[sink]!, at);
          for (let k = byColumnStart[h]!; k < byColumnStart[h + 1]!; k++) {
            const e = byColumn[k]!;
            if (flow[e]! > 0) {
              const to = arcRow[e]!;
              reach(to, base + weight[e]! + potential[at]! - potential[to]!, ~e);
            }
          }
        }
      }
      // The path back from the sink: its bottleneck, then the units moved along it.
      const last = via[sink]!;
      let units = remaining;
      if (last >= rows) units = Math.min(units, capacity[last - rows]! - used[last - rows]!);
      for (let at = last; at !== source;) {
        const how = via[at]!;
        if (how >= 0) {
          units = Math.min(units, limit[how]! - flow[how]!);
          at = arcRow[how]!;
        } else {
          units = Math.min(units, flow[~how]!);
          at = rows + column[~how]!;
        }
      }
      if (last >= rows) used[last - rows]! += units;
      for (let at = last; at !== source;) {
        const how = via[at]!;
        if (how >= 0) {
          flow[how]! += units;
          at = arcRow[how]!;
        } else {
          flow[~how]! -= units;
          at = rows + column[~how]!;
        }
      }
      remaining -= units;
      // Potentials move by the distances, capped at the sink's (less that, so that nodes not reached stay).
      const reached = distance[sink]!;
      for (const v of settledList) potential[v]! += distance[v]! - reached;
    }
  }

  const rowDual = new Float64Array(rows);
  const columnDual = new Float64Array(columns);
  for (let g = 0; g < rows; g++) rowDual[g] = Math.max(0, potential[g]! - potential[sink]!);
  for (let h = 0; h < columns; h++) columnDual[h] = Math.max(0, potential[sink]! - potential[rows + h]!);
  let total = 0;
  for (let e = 0; e < flow.length; e++) total += flow[e]! * weight[e]!;
  return { flow, rowDual, columnDual, total };
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
