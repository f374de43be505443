import { readFileSync } from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SHARED_DIR } from "@/tests/helpers/shared-data";
import { correctItemCounts, leafCounts } from "./correct-items";
import { compileFieldRules, type FieldRules } from "./field-rules";
import { parsePrediction } from "./parse-prediction";
import { RuledWalk } from "./ruled-walk";
import type { JsonObject } from "./types";

const rules = (spec: unknown = {}): FieldRules => {
  const compiled = compileFieldRules(spec);
  if (!compiled.ok) throw new Error(JSON.stringify(compiled.problems));
  return compiled.rules;
};
const matched = (spec?: unknown) => new RuledWalk(rules(spec), null, "matched");
const book = (spec?: unknown) => new RuledWalk(rules(spec), null, "book");

describe("the book walk under no rule", () => {
  it("counts what correctItemCounts and leafCounts count, path by path, on every shared record", () => {
    const walk = book();
    let records = 0;
    for (const file of ["Llama_results.json", "sft_results.json"]) {
      const results = JSON.parse(readFileSync(path.join(SHARED_DIR, "extraction", file), "utf8")) as Record<
        string,
        { references: string[]; predictions: string[] }
      >;
      for (const shot of ["0-shot", "1-shot"]) {
        const { references, predictions } = results[shot]!;
        references.forEach((text, index) => {
          const truth = JSON.parse(text) as JsonObject;
          const parsed = parsePrediction({ text: predictions[index]! });
          if (!parsed.ok) return;
          const tally = walk.record(truth, parsed.value);
          const expected = correctItemCounts({ truth, prediction: parsed.value });
          expect(tally.correct).toBe(expected.total);
          for (const [fieldPath, count] of expected.byPath) expect(tally.byPath.get(fieldPath)?.correct).toBe(count);
          expect(tally.truthLeaves).toBe(leafCounts(truth).total);
          expect(tally.predictionLeaves).toBe(leafCounts(parsed.value).total);
          expect(walk.pairCredit(truth, parsed.value)).toBe(expected.total);
          records++;
        });
      }
    }
    expect(records).toBeGreaterThan(100);
  });

  it("equals correctItemCounts on random trees", () => {
    const leaf = fc.oneof(fc.constantFrom(1, 2, "a", "b", null, true), fc.integer({ min: 0, max: 3 }));
    const tree = fc.letrec((tie) => ({
      value: fc.oneof({ depthSize: "small" }, leaf, tie("object"), fc.array(tie("value"), { maxLength: 3 })),
      object: fc.dictionary(fc.constantFrom("a", "b", "c"), tie("value"), { maxKeys: 3 }),
    }));
    fc.assert(
      fc.property(tree.object, tree.object, (truth, prediction) => {
        const t = truth as JsonObject;
        const p = prediction as JsonObject;
        expect(book().record(t, p).correct).toBe(correctItemCounts({ truth: t, prediction: p }).total);
      }),
      { numRuns: 500 },
    );
  });
});

describe("the matched walk", () => {
  it("pairs list items one to one, so no truth item counts twice", () => {
    const truth = {
      items: [
        { a: 1, b: 2 },
        { a: 1, b: 3 },
      ],
    };
    const prediction = { items: [{ a: 1, b: 2 }] };
    expect(book().record(truth, prediction).correct).toBe(3); // the book: a counts twice
    const tally = matched().record(truth, prediction);
    expect(tally.correct).toBe(2);
    expect(tally.missing).toBe(2);
    expect(tally.invented).toBe(0);
    expect(tally.wrong).toBe(0);
  });

  it("finds the pairing with the most credit, not the one in order", () => {
    const truth = {
      items: [
        { a: 1, b: 1 },
        { a: 2, b: 2 },
      ],
    };
    const prediction = {
      items: [
        { a: 2, b: 2 },
        { a: 1, b: 9 },
      ],
    };
    const tally = matched().record(truth, prediction);
    expect(tally.correct).toBe(3);
    expect(tally.wrong).toBe(1);
    expect(tally.byPath.get("items.[].b")).toMatchObject({ correct: 1, wrong: 1, truthLeaves: 2, predictionLeaves: 2 });
  });

  it("scores lists of scalars as multisets", () => {
    const tally = matched().record({ xs: ["a", "b", "b", "c"] }, { xs: ["b", "a", "d"] });
    expect(tally.correct).toBe(2);
    expect(tally.missing).toBe(2);
    expect(tally.invented).toBe(1);
  });

  it("tells missing, invented and wrong apart, per path", () => {
    const truth = { name: "x", amount: { value: 1, units: "GRAM" }, notes: "n" };
    const prediction = { name: "y", amount: { value: 1 }, extra: { deep: [1, 2] } };
    const tally = matched().record(truth, prediction);
    expect(tally).toMatchObject({ correct: 1, missing: 2, invented: 2, wrong: 1, truthLeaves: 4, predictionLeaves: 4 });
    expect(tally.byPath.get("name")).toMatchObject({ wrong: 1, correct: 0 });
    expect(tally.byPath.get("amount.units")).toMatchObject({ missing: 1 });
    expect(tally.byPath.get("notes")).toMatchObject({ missing: 1 });
    expect(tally.byPath.get("extra.deep.[]")).toMatchObject({ invented: 2, predictionLeaves: 2 });
  });

  it("counts a container against a scalar as wrong, not missing", () => {
    const tally = matched().record({ a: { b: 1, c: 2 } }, { a: "flat" });
    expect(tally).toMatchObject({ wrong: 2, missing: 0, invented: 0, truthLeaves: 2, predictionLeaves: 1 });
    expect(tally.nodes).toEqual({ correct: 0, truth: 3, prediction: 1 });
  });

  it("keeps truth leaves = correct + missing + wrong on random trees", () => {
    const leaf = fc.constantFrom(1, 2, "a", null);
    const tree = fc.letrec((tie) => ({
      value: fc.oneof({ depthSize: "small" }, leaf, tie("object"), fc.array(tie("value"), { maxLength: 3 })),
      object: fc.dictionary(fc.constantFrom("a", "b", "c"), tie("value"), { maxKeys: 3 }),
    }));
    fc.assert(
      fc.property(tree.object, tree.object, (truth, prediction) => {
        const tally = matched().record(truth as JsonObject, prediction as JsonObject);
        expect(tally.correct + tally.missing + tally.wrong).toBeCloseTo(tally.truthLeaves, 9);
        expect(tally.correct).toBeLessThanOrEqual(Math.min(tally.truthLeaves, tally.predictionLeaves));
        expect(tally.invented).toBeLessThanOrEqual(tally.predictionLeaves);
        expect(tally.nodes.correct).toBeLessThanOrEqual(Math.min(tally.nodes.truth, tally.nodes.prediction));
      }),
      { numRuns: 500 },
    );
  });
});

describe("nodes", () => {
  it("counts a wrong branch as a node besides its leaves", () => {
    const truth = { a: { b: 1, c: 2 }, d: 3 };
    // nodes: a, a.b, a.c, d = 4 in each; a is wrong because a.c is.
    const tally = matched().record(truth, { a: { b: 1, c: 9 }, d: 3 });
    expect(tally.nodes).toEqual({ correct: 2, truth: 4, prediction: 4 });
    expect(tally.correct).toBe(2);
  });

  it("counts an exact prediction's every node correct, and a missing prediction's none", () => {
    const truth: JsonObject = { a: [{ b: 1 }, { b: 2 }], c: {} };
    // a, its two items, their two b's, and c.
    expect(matched().record(truth, structuredClone(truth)).nodes).toEqual({ correct: 6, truth: 6, prediction: 6 });
    expect(matched().record(truth, null).nodes).toEqual({ correct: 0, truth: 6, prediction: 0 });
  });
});

describe("field rules in the walks", () => {
  it("skips what a skip rule names, in both list modes", () => {
    const truth = { a: 1, notes: { long: "x", more: [1, 2] } };
    const prediction = { a: 1, notes: "other" };
    for (const walk of [matched({ notes: "skip" }), book({ notes: "skip" })]) {
      const tally = walk.record(truth, prediction);
      expect(tally).toMatchObject({ correct: 1, truthLeaves: 1, predictionLeaves: 1, wrong: 0 });
      expect(walk.leaves(truth)).toBe(1);
    }
  });

  it("gives partial credit under fuzzy and counts the rest wrong", () => {
    const tally = matched({ name: "fuzzy" }).record({ name: "abcd" }, { name: "abce" });
    expect(tally.correct).toBeCloseTo(0.75, 12);
    expect(tally.wrong).toBeCloseTo(0.25, 12);
  });

  it("compares a quantity object as one leaf", () => {
    const spec = { "**.mass": "quantity" };
    const tally = matched(spec).record(
      { mass: { value: 743, units: "MILLIGRAM" } } as JsonObject,
      { mass: { value: 0.743, units: "GRAM" } } as JsonObject,
    );
    expect(tally).toMatchObject({ correct: 1, truthLeaves: 1, predictionLeaves: 1 });
  });

  it("matches list items under the rule of the item path", () => {
    const tally = matched({ "tags.[]": "case-insensitive" }).record({ tags: ["A", "b"] }, { tags: ["B", "a"] });
    expect(tally.correct).toBe(2);
  });
});
