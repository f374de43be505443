// The pairs a round of optimal matching scores next: with a cap, each row's and each column's best
// few by margin (so that early duals do not send every pair to scoring); else every pair offered.

/** The pairs a round scores: with a cap, each row's and each column's best few by margin; else all. */
export class PairSelection {
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
