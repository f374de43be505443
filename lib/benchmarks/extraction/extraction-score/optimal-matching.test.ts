// Optimal matching with pruned pairs gives the total of the assignment over every pair (the
// Hungarian algorithm on the full matrix of credits), in both list modes and under field rules; a
// record key narrows the pairs to equal keys; records too alike for the bounds stop in a named state.
import { munkres } from "munkres";
import { describe, expect, it } from "vitest";
import { compileFieldRules, type FieldRules } from "./field-rules";
import { matchRecords } from "./match-records";
import { solveOptimalMatching } from "./optimal-matching";
import { RuledWalk } from "./ruled-walk";
import type { JsonObject, JsonValue, ListMode } from "./types";

/** A seeded stream of integers (a linear congruential generator). */
function seeded(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return (state >>> 8) % below;
  };
}

/** Small records of one schema with few distinct values, so that many pairs earn credit. */
function randomRecord(next: (below: number) => number): JsonObject {
  const value = (): JsonValue => ["a", "b", "c", 1, 2, 2.0, true, null][next(8)]!;
  const item = (): JsonObject => ({ role: value(), amount: { value: value(), unit: value() } });
  return {
    id: `r${next(6)}`,
    name: value(),
    items: Array.from({ length: next(4) }, item),
    tags: Array.from({ length: next(3) }, value),
  };
}

function rulesOf(spec: unknown): FieldRules {
  const compiled = compileFieldRules(spec);
  if (!compiled.ok) throw new Error(JSON.stringify(compiled.problems));
  return compiled.rules;
}

/** The most credit over all assignments: the Hungarian algorithm on every pair. */
function fullAssignmentTotal(credits: number[][]): number {
  if (credits.length === 0 || credits[0]!.length === 0) return 0;
  return munkres(credits.map((row) => row.map((credit) => -credit))).reduce(
    (sum, [row, column]) => sum + credits[row]![column]!,
    0,
  );
}

/** The most credit, then the most aligned pairs kept: the Hungarian algorithm on credit * (rows + 1) + aligned. */
function fullTieBrokenWeight(credits: number[][], aligned: (number | null)[]): number {
  const weight = (row: number, column: number) =>
    credits[row]![column]! * (credits.length + 1) + (aligned[row] === column ? 1 : 0);
  const size = Math.max(credits.length, credits[0]!.length);
  const cost = Array.from({ length: size }, (_, row) =>
    Array.from({ length: size }, (_, column) =>
      row < credits.length && column < credits[0]!.length ? -weight(row, column) : 0,
    ),
  );
  return -munkres(cost).reduce((sum, [row, column]) => sum + cost[row]![column]!, 0);
}

/** The same weight of an assignment found. */
function tieBrokenWeight(credits: number[][], aligned: (number | null)[], assignment: (number | null)[]): number {
  return assignment.reduce<number>(
    (sum, column, row) =>
      column === null ? sum : sum + credits[row]![column]! * (credits.length + 1) + (aligned[row] === column ? 1 : 0),
    0,
  );
}

describe("pruned optimal matching", () => {
  const cases: [string, ListMode, unknown][] = [
    ["the book's lists, every field exact", "book", undefined],
    ["items matched one to one, every field exact", "matched", undefined],
    ["items matched, case-insensitive and fuzzy fields", "matched", { "**.role": "case-insensitive", name: "fuzzy" }],
    [
      "the book's lists, a skipped field and a number tolerance",
      "book",
      { "items.[].amount": "skip", name: { rule: "number", absolute: 1 } },
    ],
  ];
  it.each(cases)("equals the full assignment's total: %s", (_, lists, spec) => {
    const rules = rulesOf(spec);
    const walk = new RuledWalk(rules, null, lists);
    for (let trial = 0; trial < 40; trial++) {
      const next = seeded(trial + 1);
      const size = 2 + next(12);
      const truths = Array.from({ length: size }, () => randomRecord(next));
      const predictions = Array.from({ length: size + next(3) - 1 }, () => (next(7) === 0 ? null : randomRecord(next)));
      const credit = (truth: JsonObject, prediction: JsonObject) => walk.pairCredit(truth, prediction);
      const credits = truths.map((truth) =>
        predictions.map((prediction) => (prediction ? credit(truth, prediction) : 0)),
      );
      const aligned = truths.map((_, row) => (row < predictions.length ? row : null));
      const result = matchRecords({ truths, predictions, aligned, lists, rules, credit });
      if (!result.ok) throw new Error(result.message);
      expect(result.stats.exact).toBe(true);
      expect(result.total, `trial ${trial}`).toBe(fullAssignmentTotal(credits));
      const used = result.assignment.filter((column) => column !== null);
      expect(new Set(used).size).toBe(used.length);
    }
  });

  it("scores a small part of the pairs when records are unlike each other", () => {
    const truths = Array.from({ length: 300 }, (_, i) => ({ id: `r${i}`, value: i, name: `name ${i}` }));
    const predictions = truths.map((truth, i) => ({ ...truth, name: i % 2 ? truth.name : "other" }));
    const rules = rulesOf(undefined);
    const walk = new RuledWalk(rules, null, "book");
    const result = matchRecords({
      truths,
      predictions: [...predictions].reverse(),
      aligned: truths.map((_, row) => row),
      lists: "book",
      rules,
      credit: (truth, prediction) => walk.pairCredit(truth, prediction),
    });
    if (!result.ok) throw new Error(result.message);
    expect(result.assignment).toEqual(truths.map((_, row) => 299 - row));
    expect(result.stats.scoredPairs).toBeLessThan(300 * 300 * 0.05);
  });
});

describe("matching by a record key", () => {
  it("pairs only records with equal keys (and the aligned pairs), and says it is not exact", () => {
    const truths = [
      { reaction_id: "a", x: 1, y: 1 },
      { reaction_id: "b", x: 1, y: 1 },
    ];
    // The first prediction has every value of the first reference but the key of the second.
    const predictions = [
      { reaction_id: "b", x: 1, y: 1 },
      { reaction_id: "zzz", x: 1, y: 2 },
    ];
    const rules = rulesOf(undefined);
    const walk = new RuledWalk(rules, null, "book");
    const result = matchRecords({
      truths,
      predictions,
      aligned: [1, 0],
      lists: "book",
      rules,
      recordKey: "reaction_id",
      credit: (truth, prediction) => walk.pairCredit(truth, prediction),
    });
    if (!result.ok) throw new Error(result.message);
    expect(result.stats).toMatchObject({ method: "keyed", exact: false });
    // Reference "b" takes the prediction keyed "b"; reference "a" keeps its aligned prediction.
    expect(result.assignment).toEqual([1, 0]);
  });
});

describe("records given many times", () => {
  it("are searched as groups and still give the full assignment's total", () => {
    const walk = new RuledWalk(rulesOf(undefined), null, "book");
    const credit = (truth: JsonObject, prediction: JsonObject) => walk.pairCredit(truth, prediction);
    for (let trial = 0; trial < 20; trial++) {
      const next = seeded(trial + 100);
      const distinctTruths = Array.from({ length: 2 + next(4) }, () => randomRecord(next));
      const distinctPredictions = Array.from({ length: 2 + next(5) }, () => randomRecord(next));
      const truths = Array.from({ length: 12 + next(20) }, () => distinctTruths[next(distinctTruths.length)]!);
      const predictions = Array.from({ length: truths.length + next(5) - 2 }, () =>
        next(9) === 0 ? null : structuredClone(distinctPredictions[next(distinctPredictions.length)]!),
      );
      const credits = truths.map((truth) =>
        predictions.map((prediction) => (prediction ? credit(truth, prediction) : 0)),
      );
      const aligned = truths.map((_, row) => (row < predictions.length && predictions[row] ? row : null));
      const result = matchRecords({ truths, predictions, aligned, lists: "book", rules: rulesOf(undefined), credit });
      if (!result.ok) throw new Error(result.message);
      expect(result.stats.exact).toBe(true);
      expect(result.total, `trial ${trial}`).toBe(fullAssignmentTotal(credits));
      // Among the assignments with the most credit, one that keeps the most aligned pairs.
      expect(tieBrokenWeight(credits, aligned, result.assignment), `trial ${trial}`).toBe(
        fullTieBrokenWeight(credits, aligned),
      );
      const used = result.assignment.filter((column) => column !== null);
      expect(new Set(used).size).toBe(used.length);
    }
  });
});

describe("records too alike for the bounds", () => {
  it("stop in a named state once the search has spent its limit, instead of running on", () => {
    const result = solveOptimalMatching({
      aligned: Array.from({ length: 200 }, () => null),
      columns: 200,
      usable: () => true,
      credit: () => 1,
      bounds: {
        row: () => new Map([["same", 5]]),
        column: () => new Map([["same", 5]]),
        combine: "product",
      },
      maxSearchWork: 1_000,
    });
    expect(result).toMatchObject({ ok: false, code: "too-costly" });
    if (!result.ok) expect(result.message).toContain("declare a recordKey");
  });
});
