// Truth and prediction walked together under the benchmark's field rules. Two walks share the
// rules: the book's (lists as a cross product of dict items, for parity) and the matched one (list
// items paired one to one by the assignment with the most credit). The matched walk also tells
// missing, invented and wrong apart and counts nodes; it runs in both list modes, since those
// counts mean the same whatever the list mode scores with. Scoring a record walks once: the book's
// count is taken from the matched walk's list tables (`credit`); only `pairCredit`, which optimal
// matching calls for many pairs, walks the book's way alone.
import { munkres } from "munkres";
import { TooCostlyError, MAX_PAIRS_PER_RECORD } from "./correct-items";
import type { ChemistryLookup, CompiledFieldRule, FieldRules } from "./field-rules";
import { isJsonObject, pyEquals } from "./python-equality";
import type { JsonObject, JsonValue, ListMode } from "./types";

/** One field path's counts in a record or a file. */
export interface PathTally {
  correct: number;
  truthLeaves: number;
  predictionLeaves: number;
  missing: number;
  invented: number;
  wrong: number;
}

export interface RecordTally {
  /** Leaf credit by the list mode's rules (book: cross product; matched: one to one). */
  correct: number;
  truthLeaves: number;
  predictionLeaves: number;
  /** Missing, invented, wrong and correct by the matched walk. */
  matchedCorrect: number;
  missing: number;
  invented: number;
  wrong: number;
  nodes: { correct: number; truth: number; prediction: number };
  byPath: Map<string, PathTally>;
  /** Values a molecule or formula rule found equal whose texts differ. */
  matchedByChemistry: { molecules: number; formulas: number };
  /** The book walk counted a path more often than the truth has leaves there. */
  crossed: boolean;
}

/** Lists with more item pairs than this are paired greedily (best credit first) instead of optimally. */
export const MAX_OPTIMAL_LIST_PAIRS = 40_000;

const NO_RULE: CompiledFieldRule = {
  name: "exact",
  atomic: false,
  skip: false,
  score: (truth, prediction) => (pyEquals(truth, prediction) ? 1 : 0),
};

/**
 * What one side's subtree counts as: missing (truth) or invented (prediction) where the other side has no
 * value, or wrong where it has one of another shape (the prediction's leaves then count only as its leaves).
 */
type SubtreeRole = "missing" | "invented" | "wrong truth" | "wrong prediction";

/** A list item's key in a path. */
const LIST_ITEM = "[]";

const isContainer = (value: JsonValue): value is JsonObject | JsonValue[] =>
  Array.isArray(value) || isJsonObject(value);

/** Path nodes a walk keeps between records; past it (predictions inventing keys), it starts a new tree. */
const MAX_PATH_NODES = 100_000;

/**
 * One field path, with its rule looked up once: records repeat one schema, so walking them from node to
 * child costs a lookup of the key in its parent instead of building and hashing the path's text.
 */
class PathNode {
  private readonly children = new Map<string, PathNode>();
  /** The current record's counts at the path (one object, reset for each record that reaches the path). */
  readonly row: PathTally = { correct: 0, truthLeaves: 0, predictionLeaves: 0, missing: 0, invented: 0, wrong: 0 };
  /** The record `row` belongs to. */
  rowEpoch = -1;
  bookCredit = 0;
  /** The record `bookCredit` belongs to. */
  creditEpoch = -1;

  constructor(
    readonly path: string,
    readonly rule: CompiledFieldRule,
    private readonly tree: PathTree,
  ) {}

  child(key: string): PathNode {
    let node = this.children.get(key);
    if (node === undefined) {
      const path = this.path === "" ? key : `${this.path}.${key}`;
      node = new PathNode(path, this.tree.rules.ruleAt(path), this.tree);
      this.children.set(key, node);
      this.tree.size++;
    }
    return node;
  }
}

class PathTree {
  size = 0;
  readonly root: PathNode;

  constructor(readonly rules: FieldRules) {
    this.root = new PathNode("", NO_RULE, this);
  }
}

export class RuledWalk {
  private pairs = 0;
  private tally!: RecordTally;
  private tree: PathTree;
  /** Counts which record the nodes' tallies and book credits belong to. */
  private epoch = 0;
  private touched: PathNode[] = [];
  private credited: PathNode[] = [];

  constructor(
    rules: FieldRules,
    private readonly chemistry: ChemistryLookup | null,
    private readonly lists: ListMode,
  ) {
    this.tree = new PathTree(rules);
  }

  /**
   * Scores one record; throws TooCostlyError past MAX_PAIRS_PER_RECORD compared pairs. With `paths`, the
   * record's rows are added to those sums (a file's) and its `byPath` is left empty.
   */
  record(truth: JsonObject, prediction: JsonObject | null, paths?: Map<string, PathTally>): RecordTally {
    this.pairs = 0;
    this.startRecord();
    this.tally = {
      correct: 0,
      truthLeaves: 0,
      predictionLeaves: 0,
      matchedCorrect: 0,
      missing: 0,
      invented: 0,
      wrong: 0,
      nodes: { correct: 0, truth: 0, prediction: 0 },
      byPath: new Map(),
      matchedByChemistry: { molecules: 0, formulas: 0 },
      crossed: false,
    };
    const root = this.tree.root;
    if (prediction === null) {
      this.missingSubtree(truth, root, true);
      return this.finishRecord(paths);
    }
    // The book's cross product is counted as the matched walk computes every pair's credit (see `credit`).
    this.compare(truth, prediction, root, null, null, this.lists === "book", true);
    if (this.lists === "book") {
      let correct = 0;
      for (const node of this.touched) {
        const row = node.row;
        row.correct = node.creditEpoch === this.epoch ? node.bookCredit : 0;
        if (row.correct > row.truthLeaves) this.tally.crossed = true;
        correct += row.correct;
      }
      this.tally.correct = correct;
    } else this.tally.correct = this.tally.matchedCorrect;
    return this.finishRecord(paths);
  }

  /** The record's rows by path, in the order the walk first met them: added to `paths`, or kept as `byPath`. */
  private finishRecord(paths: Map<string, PathTally> | undefined): RecordTally {
    for (const node of this.touched)
      if (paths) addPathTally(paths, node.path, node.row);
      else this.tally.byPath.set(node.path, { ...node.row });
    return this.tally;
  }

  /** The credit of a record pair by the list mode, without tallies: what optimal matching maximizes. */
  pairCredit(truth: JsonObject, prediction: JsonObject): number {
    this.pairs = 0;
    this.startRecord();
    const root = this.tree.root;
    if (this.lists === "matched") return this.credit(truth, prediction, root, null, null, false);
    this.bookCount(truth, prediction, root);
    let total = 0;
    for (const node of this.credited) total += node.bookCredit;
    return total;
  }

  /** Leaves of a value under the rules (skipped paths count nothing; an atomic rule makes an object one leaf). */
  leaves(value: JsonValue, node: PathNode = this.tree.root): number {
    const rule = node.rule;
    if (rule.skip) return 0;
    if (Array.isArray(value)) {
      let total = 0;
      for (const item of value) total += this.leaves(item, node.child(LIST_ITEM));
      return total;
    }
    if (isJsonObject(value) && !(rule.atomic && node !== this.tree.root)) {
      let total = 0;
      for (const key of Object.keys(value)) total += this.leaves(value[key]!, node.child(key));
      return total;
    }
    return 1;
  }

  /** A new record: tallies and book credits left on the nodes by the last one no longer count. */
  private startRecord(): void {
    if (this.tree.size > MAX_PATH_NODES) this.tree = new PathTree(this.tree.rules);
    this.epoch++;
    this.touched = [];
    this.credited = [];
  }

  private row(node: PathNode): PathTally {
    const row = node.row;
    if (node.rowEpoch !== this.epoch) {
      node.rowEpoch = this.epoch;
      row.correct = row.truthLeaves = row.predictionLeaves = row.missing = row.invented = row.wrong = 0;
      this.touched.push(node);
    }
    return row;
  }

  private countPair() {
    if (++this.pairs > MAX_PAIRS_PER_RECORD)
      throw new TooCostlyError(`compares more than ${MAX_PAIRS_PER_RECORD} pairs of values`);
  }

  private leafCredit(
    rule: CompiledFieldRule,
    truth: JsonValue,
    prediction: JsonValue,
    truthParent: JsonObject | null,
    predictionParent: JsonObject | null,
  ): number {
    const credit = rule.score(truth, prediction, { chemistry: this.chemistry, truthParent, predictionParent });
    if (
      credit > 0 &&
      this.chemistry &&
      (rule.name === "molecule" || rule.name === "formula") &&
      !pyEquals(truth, prediction)
    )
      this.tally.matchedByChemistry[rule.name === "molecule" ? "molecules" : "formulas"]++;
    return credit;
  }

  /**
   * The credit of a pair alone (no tally): what list items are matched by. With `book`, each leaf's
   * credit is also the book's: list tables score every pair of items, which is the book's cross
   * product wherever both items are dicts, so the book's count needs no walk of its own.
   */
  private credit(
    truth: JsonValue,
    prediction: JsonValue,
    node: PathNode,
    truthParent: JsonObject | null,
    predictionParent: JsonObject | null,
    book: boolean,
  ): number {
    this.countPair();
    const rule = node.rule;
    if (rule.skip) return 0;
    if (rule.atomic || (!isContainer(truth) && !isContainer(prediction))) {
      const credit = rule.score(truth, prediction, { chemistry: this.chemistry, truthParent, predictionParent });
      if (book) this.addCredit(node, credit);
      return credit;
    }
    if (isJsonObject(truth) && isJsonObject(prediction)) {
      let credit = 0;
      for (const key of Object.keys(truth))
        if (Object.hasOwn(prediction, key))
          credit += this.credit(truth[key]!, prediction[key]!, node.child(key), truth, prediction, book);
      return credit;
    }
    if (Array.isArray(truth) && Array.isArray(prediction))
      return this.listCredit(truth, prediction, node.child(LIST_ITEM), book);
    return 0;
  }

  /**
   * The credit of two lists whose items are paired one to one for the most credit (see `matchItems`),
   * without building the pairs where there is nothing to choose.
   */
  private listCredit(truth: JsonValue[], prediction: JsonValue[], itemNode: PathNode, book: boolean): number {
    if (truth.length === 0 || prediction.length === 0) return 0;
    if (truth.length === 1 && prediction.length === 1)
      return this.itemCredit(truth[0]!, prediction[0]!, itemNode, book);
    const scores = this.creditTable(truth, prediction, itemNode, book);
    return creditOf(scores, bestPairs(scores));
  }

  /**
   * Pairs list items one to one for the most credit; a pair worth nothing is no pair. With `book`, the
   * pairs of dict items add their leaves' credit to the book's count (the book skips other items).
   */
  private matchItems(truth: JsonValue[], prediction: JsonValue[], itemNode: PathNode, book: boolean) {
    if (truth.length === 0 || prediction.length === 0) return { pairs: [], credit: 0 };
    if (truth.length === 1 && prediction.length === 1) {
      const credit = this.itemCredit(truth[0]!, prediction[0]!, itemNode, book);
      return { pairs: credit > 0 ? [[0, 0] as [number, number]] : [], credit };
    }
    const scores = this.creditTable(truth, prediction, itemNode, book);
    const pairs = bestPairs(scores);
    return { pairs, credit: creditOf(scores, pairs) };
  }

  /** Every pair of items' credit, row by row. */
  private creditTable(truth: JsonValue[], prediction: JsonValue[], itemNode: PathNode, book: boolean): number[][] {
    const scores: number[][] = [];
    for (const item of truth) {
      const row: number[] = [];
      for (const other of prediction) row.push(this.itemCredit(item, other, itemNode, book));
      scores.push(row);
    }
    return scores;
  }

  private itemCredit(item: JsonValue, other: JsonValue, itemNode: PathNode, book: boolean): number {
    return this.credit(item, other, itemNode, null, null, book && isJsonObject(item) && isJsonObject(other));
  }

  /**
   * Tallies a pair at `path`; true when the whole subtree is correct. With `book`, leaves reached through
   * dicts alone add their credit to the book's count too (list tables add theirs in `credit`).
   */
  private compare(
    truth: JsonValue,
    prediction: JsonValue,
    node: PathNode,
    truthParent: JsonObject | null,
    predictionParent: JsonObject | null,
    book: boolean,
    root = false,
  ): boolean {
    const rule = node.rule;
    if (rule.skip) return true;
    const nodes = this.tally.nodes;
    if (!root) {
      nodes.truth++;
      nodes.prediction++;
    }
    let correct: boolean;
    if (rule.atomic || (!isContainer(truth) && !isContainer(prediction))) {
      this.countPair();
      const credit = this.leafCredit(rule, truth, prediction, truthParent, predictionParent);
      if (book) this.addCredit(node, credit);
      const row = this.row(node);
      row.truthLeaves++;
      row.predictionLeaves++;
      row.correct += credit;
      row.wrong += 1 - credit;
      this.tally.truthLeaves++;
      this.tally.predictionLeaves++;
      this.tally.matchedCorrect += credit;
      this.tally.wrong += 1 - credit;
      correct = credit === 1;
    } else if (isJsonObject(truth) && isJsonObject(prediction)) {
      correct = true;
      for (const key of Object.keys(truth)) {
        const child = node.child(key);
        if (Object.hasOwn(prediction, key))
          correct = this.compare(truth[key]!, prediction[key]!, child, truth, prediction, book) && correct;
        else if (this.missingSubtree(truth[key]!, child, false)) correct = false;
      }
      for (const key of Object.keys(prediction))
        if (!Object.hasOwn(truth, key) && this.inventedSubtree(prediction[key]!, node.child(key))) correct = false;
    } else if (Array.isArray(truth) && Array.isArray(prediction)) {
      const itemNode = node.child(LIST_ITEM);
      const { pairs } = this.matchItems(truth, prediction, itemNode, book);
      correct = true;
      for (const [i, j] of pairs)
        correct = this.compare(truth[i]!, prediction[j]!, itemNode, null, null, false) && correct;
      if (
        pairs.length < Math.max(truth.length, prediction.length) &&
        !this.unpairedItems(truth, prediction, pairs, itemNode)
      )
        correct = false;
    } else {
      // A container against a scalar (or a dict against a list): the truth's leaves are wrong there.
      this.wrongSubtree(truth, node, "truth");
      this.wrongSubtree(prediction, node, "prediction");
      nodes.truth--;
      nodes.prediction--;
      return false;
    }
    if (correct && !root) nodes.correct++;
    return correct;
  }

  /** Counts the items no pair holds as missing or invented; false when one of them counts. */
  private unpairedItems(
    truth: JsonValue[],
    prediction: JsonValue[],
    pairs: [number, number][],
    itemNode: PathNode,
  ): boolean {
    const pairedTruth = new Uint8Array(truth.length);
    const pairedPrediction = new Uint8Array(prediction.length);
    for (const [i, j] of pairs) {
      pairedTruth[i] = 1;
      pairedPrediction[j] = 1;
    }
    let none = true;
    for (let i = 0; i < truth.length; i++)
      if (!pairedTruth[i] && this.missingSubtree(truth[i]!, itemNode, false)) none = false;
    for (let j = 0; j < prediction.length; j++)
      if (!pairedPrediction[j] && this.inventedSubtree(prediction[j]!, itemNode)) none = false;
    return none;
  }

  /** Counts a truth subtree as missing; false when the rules skip all of it. */
  private missingSubtree(value: JsonValue, node: PathNode, root: boolean): boolean {
    return this.subtree(value, node, root, "missing");
  }

  private inventedSubtree(value: JsonValue, node: PathNode): boolean {
    return this.subtree(value, node, false, "invented");
  }

  private wrongSubtree(value: JsonValue, node: PathNode, side: "truth" | "prediction"): void {
    this.subtree(value, node, false, side === "truth" ? "wrong truth" : "wrong prediction");
  }

  /** Visits each leaf and counts each node of one side's subtree; false when it has none (all skipped). */
  private subtree(value: JsonValue, node: PathNode, root: boolean, role: SubtreeRole): boolean {
    const rule = node.rule;
    if (rule.skip) return false;
    if (!root) {
      if (role === "missing" || role === "wrong truth") this.tally.nodes.truth++;
      else this.tally.nodes.prediction++;
    }
    if (Array.isArray(value)) {
      const itemNode = node.child(LIST_ITEM);
      for (const item of value) this.subtree(item, itemNode, false, role);
    } else if (isJsonObject(value) && !(rule.atomic && !root)) {
      for (const key of Object.keys(value)) this.subtree(value[key]!, node.child(key), false, role);
    } else this.countLeaf(this.row(node), role);
    return true;
  }

  private countLeaf(row: PathTally, role: SubtreeRole): void {
    const tally = this.tally;
    if (role === "missing" || role === "wrong truth") {
      row.truthLeaves++;
      tally.truthLeaves++;
      if (role === "missing") {
        row.missing++;
        tally.missing++;
      } else {
        row.wrong++;
        tally.wrong++;
      }
    } else {
      row.predictionLeaves++;
      tally.predictionLeaves++;
      if (role === "invented") {
        row.invented++;
        tally.invented++;
      }
    }
  }

  /** The book's count under the rules: dict items of two lists as a cross product, scalar lists nothing. */
  private bookCount(truth: JsonObject, prediction: JsonObject, node: PathNode): void {
    this.countPair();
    for (const key of Object.keys(truth)) {
      if (!Object.hasOwn(prediction, key)) continue;
      const child = node.child(key);
      const rule = child.rule;
      if (rule.skip) continue;
      const t = truth[key]!;
      const p = prediction[key]!;
      if (!rule.atomic && isJsonObject(t) && isJsonObject(p)) this.bookCount(t, p, child);
      else if (!rule.atomic && Array.isArray(t) && Array.isArray(p)) {
        const itemNode = child.child(LIST_ITEM);
        const itemRule = itemNode.rule;
        if (itemRule.skip) continue;
        for (const item of t) {
          if (!isJsonObject(item)) continue;
          for (const other of p) {
            if (!isJsonObject(other)) continue;
            if (itemRule.atomic) this.addCredit(itemNode, itemRule.score(item, other, this.context(null, null)));
            else this.bookCount(item, other, itemNode);
          }
        }
      } else if (rule.atomic || (!isContainer(t) && !isContainer(p))) {
        this.countPair();
        this.addCredit(child, rule.score(t, p, this.context(truth, prediction)));
      }
    }
  }

  private context(truthParent: JsonObject | null, predictionParent: JsonObject | null) {
    return { chemistry: this.chemistry, truthParent, predictionParent };
  }

  private addCredit(node: PathNode, credit: number) {
    if (credit <= 0) return;
    if (node.creditEpoch !== this.epoch) {
      node.creditEpoch = this.epoch;
      node.bookCredit = 0;
      this.credited.push(node);
    }
    node.bookCredit += credit;
  }
}

/**
 * The pairs of items with the most credit (greedily, best first, past MAX_OPTIMAL_LIST_PAIRS); a pair
 * worth nothing is no pair.
 */
function bestPairs(scores: number[][]): [number, number][] {
  const pairs: [number, number][] = [];
  const columns = scores[0]!.length;
  if (scores.length * columns <= MAX_OPTIMAL_LIST_PAIRS) {
    // The slight preference for pairs at the same index keeps equal items where they stand.
    const cost = scores.map((row, i) => row.map((score, j) => -score - (i === j ? 1e-9 : 0)));
    for (const [i, j] of munkres(cost)) if (scores[i]![j]! > 0) pairs.push([i, j]);
    return pairs;
  }
  const candidates: [number, number, number][] = [];
  scores.forEach((row, i) => row.forEach((score, j) => score > 0 && candidates.push([score, i, j])));
  candidates.sort((a, b) => b[0] - a[0] || a[1] - b[1] || a[2] - b[2]);
  const rows = new Set<number>();
  const taken = new Set<number>();
  for (const [, i, j] of candidates)
    if (!rows.has(i) && !taken.has(j)) {
      rows.add(i);
      taken.add(j);
      pairs.push([i, j]);
    }
  return pairs;
}

function creditOf(scores: number[][], pairs: [number, number][]): number {
  let credit = 0;
  for (const [i, j] of pairs) credit += scores[i]![j]!;
  return credit;
}

/** Adds one path's counts to a file's sums. */
function addPathTally(paths: Map<string, PathTally>, path: string, row: PathTally): void {
  const sum = paths.get(path);
  if (!sum) paths.set(path, { ...row });
  else {
    sum.correct += row.correct;
    sum.truthLeaves += row.truthLeaves;
    sum.predictionLeaves += row.predictionLeaves;
    sum.missing += row.missing;
    sum.invented += row.invented;
    sum.wrong += row.wrong;
  }
}
