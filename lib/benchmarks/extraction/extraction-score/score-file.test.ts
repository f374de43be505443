import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { correctItemCounts, countLeaves, leafPaths } from "./correct-items";
import { parsePythonJson } from "./python-json";
import { compileFieldRules } from "./field-rules";
import { scoreExtraction } from "./score-file";
import type { ExtractionPrediction, ExtractionReference, JsonObject } from "./types";

const refs = (...values: JsonObject[]): ExtractionReference[] =>
  values.map((reference, index) => ({ id: `r${index}`, reference }));
const byPosition = (...texts: string[]): ExtractionPrediction[] => texts.map((text) => ({ id: null, text }));

function report(
  references: ExtractionReference[],
  predictions: ExtractionPrediction[],
  options: { matching?: "aligned" | "optimal"; normalization?: string } = {},
) {
  const result = scoreExtraction({
    references,
    predictions,
    matching: options.matching ?? "aligned",
    normalization: options.normalization ?? "none",
  });
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.report;
}

const parse = (text: string) => {
  const parsed = parsePythonJson({ text });
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.value as JsonObject;
};

describe("correct items and leaves", () => {
  it("counts equal leaves walked together, with Python's == (1 == 1.0 == True)", () => {
    const truth = { a: 1, b: { c: "x", d: 2.0 }, e: true, f: null };
    const prediction = { a: 1.0, b: { c: "x", d: 2 }, e: 1, f: null, extra: 5 };
    expect(correctItemCounts({ truth, prediction }).total).toBe(5);
    expect(countLeaves(truth)).toBe(5);
    expect(countLeaves(prediction)).toBe(6);
  });

  it("a list of scalars earns no correct item, as in the reference, even when equal", () => {
    expect(correctItemCounts({ truth: { tags: ["a", "b"] }, prediction: { tags: ["a", "b"] } }).total).toBe(0);
    expect(countLeaves({ tags: ["a", "b"] })).toBe(2);
  });

  it("lists of dicts compare as a cross product, so one truth item can count several times", () => {
    const truth = { items: [{ unit: "g" }] };
    const prediction = { items: [{ unit: "g" }, { unit: "g" }, { unit: "mg" }] };
    const counts = correctItemCounts({ truth, prediction });
    expect(counts.total).toBe(2);
    expect(counts.byPath.get("items.[].unit")).toBe(2);
  });

  it("a dict against a list, or a dict against a scalar, counts nothing", () => {
    expect(correctItemCounts({ truth: { a: { b: 1 } }, prediction: { a: [{ b: 1 }] } }).total).toBe(0);
    expect(correctItemCounts({ truth: { a: { b: 1 } }, prediction: { a: 1 } }).total).toBe(0);
  });

  it("an empty dict or list has no leaf; null is one leaf", () => {
    expect(countLeaves({ a: {}, b: [], c: null })).toBe(1);
    expect(leafPaths({ a: [{ b: 1 }, { b: 2 }], c: [3] })).toEqual(["a.[].b", "a.[].b", "c.[]"]);
  });

  it("integers past 2^53 stay exact, as Python compares them", () => {
    const truth = parse('{"n": 9007199254740993}');
    expect(correctItemCounts({ truth, prediction: parse('{"n": 9007199254740992}') }).total).toBe(0);
    expect(correctItemCounts({ truth, prediction: parse('{"n": 9007199254740993}') }).total).toBe(1);
    expect(
      correctItemCounts({ truth: parse('{"n": 9007199254740992}'), prediction: { n: 9007199254740992 } }).total,
    ).toBe(1);
  });

  it("NaN never equals NaN, though Python's json reads it", () => {
    expect(correctItemCounts({ truth: parse('{"x": NaN}'), prediction: parse('{"x": NaN}') }).total).toBe(0);
  });
});

describe("scoring a file", () => {
  it("averages per-record recall and precision and takes F1 of the means", () => {
    const scored = report(refs({ a: 1, b: 2 }, { a: 1, b: 2, c: 3, d: 4 }), byPosition('{"a": 1}', '{"a": 1, "b": 0}'));
    expect(scored.records.map((record) => [record.recall, record.precision])).toEqual([
      [0.5, 1],
      [0.25, 0.5],
    ]);
    expect(scored.summary.recall).toBe(0.375);
    expect(scored.summary.precision).toBe(0.75);
    expect(scored.summary.f1).toBeCloseTo(2 / (1 / 0.375 + 1 / 0.75), 15);
    expect(scored.summary.micro).toMatchObject({ correct: 2, truthLeaves: 6, predictionLeaves: 3 });
  });

  it("reads the prediction from the first { to the last }, and scores text without one as zero", () => {
    const scored = report(
      refs({ a: 1 }, { a: 1 }, { a: 1 }),
      byPosition('Here it is:\n```json\n{"a": 1}\n```', "I cannot.", '{"a": 1} and also {"b": 2}'),
    );
    expect(scored.records.map((record) => record.parse)).toEqual(["ok", "no-object", "invalid-json"]);
    expect(scored.records[2]!.parseDetail).toMatch(/Extra data/);
    expect(scored.diagnostics.unparseable).toMatchObject({ total: 2, noObject: 1, invalidJson: 1 });
    expect(scored.summary.parsedOnly).toMatchObject({ records: 1, recall: 1, precision: 1 });
  });

  it("takes precision 0 for a prediction without leaves, where the reference divides by zero", () => {
    const scored = report(refs({ a: 1 }), byPosition("{}"));
    expect(scored.records[0]).toMatchObject({ parse: "ok", precision: 0, recall: 0 });
    expect(scored.diagnostics.quirks.emptyPredictions).toBe(1);
  });

  it("aligns by id when predictions carry ids: unknown ids are counted and ignored, missing references score 0", () => {
    const scored = report(refs({ a: 1 }, { a: 2 }), [
      { id: "r1", text: '{"a": 2}' },
      { id: "zz", text: '{"a": 1}' },
    ]);
    expect(scored.records.map((record) => [record.parse, record.recall])).toEqual([
      ["missing", 0],
      ["ok", 1],
    ]);
    expect(scored.diagnostics.unknownIds).toEqual({ total: 1, ids: ["zz"] });
    expect(scored.diagnostics.missing).toEqual({ total: 1, referenceIds: ["r0"] });
  });

  it("refuses a prediction id given twice, and ids given to some predictions only", () => {
    const twice = scoreExtraction({
      references: refs({ a: 1 }),
      predictions: [
        { id: "r0", text: "{}" },
        { id: "r0", text: "{}" },
      ],
      matching: "aligned",
      normalization: "none",
    });
    expect(twice).toMatchObject({ ok: false, errors: [{ code: "duplicate-prediction-id" }] });
    expect(JSON.stringify(twice)).toContain('\\"r0\\"');
    const mixed = scoreExtraction({
      references: refs({ a: 1 }, { a: 2 }),
      predictions: [
        { id: "r0", text: "{}" },
        { id: null, text: "{}" },
      ],
      matching: "aligned",
      normalization: "none",
    });
    expect(mixed).toMatchObject({ ok: false, errors: [{ code: "mixed-ids" }] });
  });

  it("counts predictions beyond the references when aligned by position", () => {
    expect(report(refs({ a: 1 }), byPosition('{"a": 1}', '{"a": 2}')).diagnostics.extraPredictions).toBe(1);
  });

  it("scores per field path: which fields a model gets wrong", () => {
    const scored = report(
      refs({ name: "x", amount: { value: 1, units: "GRAM" } }),
      byPosition('{"name": "x", "amount": {"value": 2, "units": "GRAM"}, "note": "n"}'),
    );
    const counts = { missing: 0, invented: 0, wrong: 0 };
    expect(scored.fields).toEqual([
      {
        path: "amount.units",
        correct: 1,
        truthLeaves: 1,
        predictionLeaves: 1,
        recall: 1,
        precision: 1,
        f1: 1,
        ...counts,
      },
      {
        path: "amount.value",
        correct: 0,
        truthLeaves: 1,
        predictionLeaves: 1,
        recall: 0,
        precision: 0,
        f1: 0,
        ...counts,
        wrong: 1,
      },
      { path: "name", correct: 1, truthLeaves: 1, predictionLeaves: 1, recall: 1, precision: 1, f1: 1, ...counts },
      {
        path: "note",
        correct: 0,
        truthLeaves: 0,
        predictionLeaves: 1,
        recall: 0,
        precision: 0,
        f1: 0,
        ...counts,
        invented: 1,
      },
    ]);
    expect(scored.summary.diff).toEqual({ correct: 2, missing: 0, invented: 1, wrong: 1 });
  });

  it("gives the same bootstrap interval on every run, around the point estimate", () => {
    const references = refs(...Array.from({ length: 30 }, (_, i) => ({ a: i, b: i % 3 })));
    const predictions = byPosition(...Array.from({ length: 30 }, (_, i) => `{"a": ${i % 2 ? i : -1}, "b": ${i % 3}}`));
    const first = report(references, predictions).summary;
    const second = report(references, predictions).summary;
    expect(first.intervals).toEqual(second.intervals);
    expect(first.intervals!.f1.low).toBeLessThanOrEqual(first.f1);
    expect(first.intervals!.f1.high).toBeGreaterThanOrEqual(first.f1);
  });
});

describe("optimal matching", () => {
  it("re-matches shuffled predictions to the references they fit, and says how many moved", () => {
    const references = refs({ a: 1, b: 1 }, { a: 2, b: 2 }, { a: 3, b: 3 });
    const predictions = byPosition('{"a": 3, "b": 3}', '{"a": 2, "b": 2}', '{"a": 1, "b": 1}');
    const aligned = report(references, predictions);
    const optimal = report(references, predictions, { matching: "optimal" });
    expect(aligned.summary.recall).toBeCloseTo(1 / 3, 15);
    expect(optimal.summary.recall).toBe(1);
    expect(optimal.diagnostics.moved).toBe(2);
    expect(optimal.records.map((record) => record.predictionIndex)).toEqual([2, 1, 0]);
  });

  it("moves nothing when no other assignment has more correct items", () => {
    const optimal = report(refs({ a: 1 }, { a: 2 }), byPosition("{}", "no json"), { matching: "optimal" });
    expect(optimal.diagnostics.moved).toBe(0);
    expect(optimal.records.map((record) => record.predictionIndex)).toEqual([0, 1]);
  });

  it("is never below aligned matching (property)", () => {
    const value = fc.record({ a: fc.integer({ min: 0, max: 2 }), b: fc.integer({ min: 0, max: 2 }) });
    fc.assert(
      fc.property(fc.array(fc.tuple(value, value), { minLength: 1, maxLength: 8 }), (pairs) => {
        const references = refs(...pairs.map(([truth]) => truth));
        const predictions = byPosition(...pairs.map(([, prediction]) => JSON.stringify(prediction)));
        const aligned = report(references, predictions).summary.micro.correct;
        const optimal = report(references, predictions, { matching: "optimal" }).summary.micro.correct;
        expect(optimal).toBeGreaterThanOrEqual(aligned);
      }),
    );
  });

  it("refuses files beyond its size limit, naming the limit", () => {
    const result = scoreExtraction({
      references: refs({ a: 1 }, { a: 2 }, { a: 3 }),
      predictions: byPosition("{}", "{}", "{}"),
      matching: "optimal",
      normalization: "none",
      maxOptimalRecords: 2,
    });
    expect(result).toMatchObject({ ok: false, errors: [{ code: "too-many-for-optimal" }] });
  });
});

describe("normalization", () => {
  it("ord-v1 makes 743 MILLIGRAM equal 0.743 GRAM, and reports what it changed and gained", () => {
    const references = refs({ mass: { value: 743.0, units: "MILLIGRAM" }, name: "Water" });
    const predictions = byPosition('{"mass": {"value": 0.743, "units": "GRAM"}, "name": "  water "}');
    const plain = report(references, predictions);
    const normalized = report(references, predictions, { normalization: "ord-v1" });
    expect(plain.records[0]!.correct).toBe(0);
    expect(normalized.records[0]).toMatchObject({ correct: 3, rawCorrect: 0 });
    expect(normalized.normalization).toEqual({ name: "ord-v1", version: "1", rules: ["units", "strings", "numbers"] });
    expect(normalized.diagnostics.normalization.recordsGained).toBe(1);
    expect(normalized.diagnostics.normalization.itemsGained).toBe(3);
    expect(normalized.diagnostics.normalization.changedValues.units).toBeGreaterThan(0);
  });

  it("converts temperature, time and amounts of the ORD enums", () => {
    const references = refs({ t: { value: 25, units: "CELSIUS" }, d: { value: 2, units: "DAY" } });
    const predictions = byPosition(
      '{"t": {"value": 298.15, "units": "KELVIN"}, "d": {"value": "48", "units": "HOUR"}}',
    );
    expect(report(references, predictions, { normalization: "ord-v1" }).records[0]!.correct).toBe(4);
  });

  it("refuses an unknown normalization", () => {
    const result = scoreExtraction({
      references: refs({ a: 1 }),
      predictions: [],
      matching: "aligned",
      normalization: "x",
    });
    expect(result).toMatchObject({ ok: false, errors: [{ code: "unknown-normalization" }] });
  });
});

describe("correctItemTotal", () => {
  it("counts what correctItemCounts counts, without building paths (property)", async () => {
    const { correctItemTotal } = await import("./correct-items");
    const leaf = fc.oneof(fc.integer({ min: 0, max: 2 }), fc.constantFrom("a", "b"), fc.boolean(), fc.constant(null));
    const { value } = fc.letrec((tie) => ({
      value: fc.oneof({ depthSize: "small" }, leaf, tie("object"), fc.array(tie("object"), { maxLength: 3 })),
      object: fc.dictionary(fc.constantFrom("x", "y", "z"), tie("value"), { maxKeys: 3 }),
    }));
    const object = fc.dictionary(fc.constantFrom("x", "y", "z"), value, { maxKeys: 3 }) as fc.Arbitrary<JsonObject>;
    fc.assert(
      fc.property(object, object, (truth, prediction) => {
        expect(correctItemTotal({ truth, prediction })).toBe(correctItemCounts({ truth, prediction }).total);
      }),
    );
  });
});

describe("field rules through the file scorer", () => {
  it("keeps a quantity's text through ord-v1's lower-casing: 5 mM is 0.005 M, not 5 mm", () => {
    const compiled = compileFieldRules({ conc: "quantity" });
    if (!compiled.ok) throw new Error("rules");
    const scored = scoreExtraction({
      references: refs({ conc: "5 mM", label: "A" }),
      predictions: byPosition('{"conc": "0.005 M", "label": "a"}'),
      matching: "aligned",
      normalization: "ord-v1",
      fields: compiled.rules,
    });
    if (!scored.ok) throw new Error(JSON.stringify(scored.errors));
    expect(scored.report.records[0]!.correct).toBe(2);
    expect(scored.report.rules).toEqual([{ pattern: "conc", rule: "quantity", options: expect.any(Object) }]);
  });

  it("scores matched lists, nodes and ANLS* per record and per file", () => {
    const scored = scoreExtraction({
      references: refs({ items: [{ a: 1 }, { a: 2 }] }),
      predictions: byPosition('{"items": [{"a": 2}]}'),
      matching: "aligned",
      normalization: "none",
      lists: "matched",
    });
    if (!scored.ok) throw new Error(JSON.stringify(scored.errors));
    const { report } = scored;
    expect(report.lists).toBe("matched");
    expect(report.records[0]).toMatchObject({ correct: 1, truthLeaves: 2, predictionLeaves: 1 });
    expect(report.records[0]!.diff).toEqual({ correct: 1, missing: 1, invented: 0, wrong: 0 });
    // nodes: items, two items, two a's in truth; items, one item, one a predicted; items itself is not whole.
    expect(report.records[0]!.nodes).toMatchObject({ correct: 2, truthNodes: 5, predictionNodes: 3 });
    expect(report.summary.nodes.micro).toMatchObject({ correct: 2, truthNodes: 5, predictionNodes: 3 });
    expect(report.summary.anlsStar).toBe(report.records[0]!.anlsStar);
    expect(report.summary.anlsStar).toBeGreaterThan(0);
    expect(report.summary.anlsStar).toBeLessThan(1);
  });
});
