import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import cases from "./anls-star-cases.json";
import {
  AnlsFloat,
  AnlsTuple,
  anlsStar,
  anlsStarOfJson,
  pythonFloatRepr,
  type AnlsTruth,
  type AnlsValue,
} from "./anls-star";

/** A case file value (see its `encoding`) as the value the reference's test passed. */
function decode(value: unknown): AnlsTruth {
  if (value === null || typeof value === "boolean" || typeof value === "string") return value;
  if (typeof value === "number") {
    if (!Number.isSafeInteger(value)) throw new Error(`a plain number in the case file must be an int: ${value}`);
    return value;
  }
  if (Array.isArray(value)) return value.map(decode);
  if (typeof value !== "object") throw new Error(`not a case file value: ${String(value)}`);
  const entries = Object.entries(value);
  const [tag, body] = entries.length === 1 ? entries[0]! : [null, null];
  if (tag === "$int") return BigInt(body as string);
  if (tag === "$float") return new AnlsFloat(PYTHON_FLOAT_WORDS[body as string] ?? Number(body));
  if (tag === "$tuple") {
    const [first, ...rest] = (body as unknown[]).map(decode);
    if (first === undefined) throw new Error("an empty $tuple");
    return new AnlsTuple([first, ...rest]);
  }
  const dict = tag === "$dict" ? Object.entries(body as object) : entries;
  return Object.fromEntries(dict.map(([key, item]) => [key, decode(item)]));
}

const PYTHON_FLOAT_WORDS: Record<string, number> = { nan: NaN, inf: Infinity, "-inf": -Infinity };

describe("anlsStar on the reference's own test cases (anls-star-cases.json)", () => {
  it("carries every test of the reference that scores, from a pinned commit", () => {
    expect(cases.source.repository).toBe("deepopinion/anls_star_metric");
    expect(cases.source.commit).toMatch(/^[0-9a-f]{40}$/);
    expect(cases.cases).toHaveLength(223);
    expect(new Set(cases.cases.map((c) => c.test)).size).toBe(66);
  });

  it.each(cases.cases.map((c) => [`${c.test}${"example" in c ? ` (${c.example})` : ""}`, c] as const))("%s", (_, c) => {
    const score = anlsStar(decode(c.truth), decode(c.prediction) as AnlsValue);
    if (c.asserted.includes("exactly")) expect(score).toBe(c.expected);
    else expect(Math.abs(score - c.expected), `score ${score}, reference ${c.expected}`).toBeLessThanOrEqual(1e-9);
  });
});

describe("anlsStar beyond the reference's tests (expected values from running the reference)", () => {
  it("compares integers past 2^53 digit by digit, as Python's str() writes them", () => {
    expect(anlsStar({ n: 12345678901234567891n }, { n: 12345678901234567891n })).toBe(1);
    expect(anlsStar({ n: 12345678901234567891n }, { n: 12345678901234567892n })).toBeCloseTo(0.95, 12);
    // 2^53 as a JS number can only come from a float literal: Python writes it "9007199254740992.0".
    expect(anlsStar(9007199254740993n, 2 ** 53)).toBeCloseTo(0.8333333333333334, 12);
  });

  it("writes floats as Python's repr() does", () => {
    const table: Array<[number, string]> = [
      [1e16, "1e+16"],
      [1e15, "1000000000000000.0"],
      [0.0001, "0.0001"],
      [1e-5, "1e-05"],
      [1.5e-7, "1.5e-07"],
      [123456789.123, "123456789.123"],
      [5e-324, "5e-324"],
      [1.7976931348623157e308, "1.7976931348623157e+308"],
      [-2.5, "-2.5"],
      [0.1 + 0.2, "0.30000000000000004"],
      [1234567890123456.8, "1234567890123456.8"],
      [2 ** 53, "9007199254740992.0"],
      [1e21, "1e+21"],
      [-1e-4, "-0.0001"],
      [100, "100.0"],
      [12345678901234567, "1.2345678901234568e+16"],
      [-0, "-0.0"],
      [NaN, "nan"],
      [-Infinity, "-inf"],
    ];
    for (const [value, text] of table) expect(pythonFloatRepr(value), String(value)).toBe(text);
  });

  it("writes 3,000 random floats of every magnitude as Debian's Python repr() does", () => {
    let state = 12345;
    const bits = new DataView(new ArrayBuffer(8));
    const values = Array.from({ length: 3000 }, (_, i) => {
      // Random mantissas at exponents from 1e-8 to 1e20, and raw random bit patterns.
      state = (Math.imul(state, 1103515245) + 12345) >>> 0;
      if (i % 3 === 0) {
        bits.setUint32(0, state);
        bits.setUint32(4, Math.imul(state, 2654435761) >>> 0);
        const raw = bits.getFloat64(0);
        return Number.isFinite(raw) ? raw : 1.5;
      }
      return (state / 2 ** 32) * 10 ** ((i % 29) - 8);
    });
    const python = spawnSync(
      "/usr/bin/python3",
      ["-c", "import json,sys; print(json.dumps([repr(float(v)) for v in json.load(sys.stdin)]))"],
      {
        input: JSON.stringify(values),
        encoding: "utf8",
      },
    );
    expect(python.status, python.stderr).toBe(0);
    const expected = JSON.parse(python.stdout) as string[];
    values.forEach((value, i) => expect(pythonFloatRepr(value), String(value)).toBe(expected[i]));
  });

  it("reads an integral JSON number as an int and any other as a float", () => {
    expect(anlsStarOfJson(1, "1")).toBe(1);
    expect(anlsStarOfJson(1.5, "1.5")).toBe(1);
    expect(anlsStarOfJson(1e20, "1e+20")).toBe(1);
    // Python keeps 1.0 a float ("1.0" against "1" scores 0); JSON.parse cannot tell, AnlsFloat can.
    expect(anlsStar(new AnlsFloat(1), 1)).toBe(0);
    expect(anlsStarOfJson(1, 1)).toBe(1);
  });

  it("scores an unparsed prediction (null) as Python's None: 0 against a record, 1 against None", () => {
    expect(anlsStarOfJson({ a: "x", b: ["y", "z"] }, null)).toBe(0);
    expect(anlsStarOfJson(null, null)).toBe(1);
  });

  it("counts an invented key with a None value in the length, as the reference's code does", () => {
    expect(anlsStarOfJson({ a: "x" }, { a: "x", b: null })).toBe(0.5);
  });

  it("keeps the reference's length-0 quirks between empty containers and None", () => {
    expect(anlsStarOfJson([], {})).toBe(1);
    expect(anlsStarOfJson({}, [])).toBe(1);
    expect(anlsStarOfJson({ a: [] }, { a: {} })).toBe(1);
    expect(anlsStarOfJson([], null)).toBe(0);
    expect(anlsStarOfJson({}, null)).toBe(0);
  });

  it("scores an empty list against a string 0, where the reference raises (a tuple of no options)", () => {
    expect(anlsStarOfJson([], "x")).toBe(0);
  });

  it("splits on Python's whitespace, not JavaScript's, and counts code points", () => {
    expect(anlsStar("a\u00a0b", "a b")).toBe(1);
    expect(anlsStar("a\u001fb", "a b")).toBe(1);
    expect(anlsStar("a\u0085b", "a b")).toBe(1);
    expect(anlsStar("a\ufeffb", "a b")).toBeCloseTo(0.6666666666666667, 12);
    expect(anlsStar("😀😀", "😀😁")).toBe(0.5);
  });

  it("matches line items with big-integer ids by assignment and penalizes the invented key", () => {
    const truth = {
      items: [
        { id: 2n ** 64n, name: "bolt" },
        { id: 7, name: "nut" },
      ],
    };
    const prediction = {
      items: [
        { id: 7, name: "nuts" },
        { id: 2n ** 64n + 1n, name: "bolt" },
      ],
      total: null,
    };
    expect(anlsStarOfJson(truth, prediction)).toBeCloseTo(0.74, 12);
  });

  it("omits a missing key when a None option of a tuple matches it", () => {
    expect(anlsStar({ x: new AnlsTuple([null, "y"]) }, {})).toBe(1);
    expect(anlsStar({ x: new AnlsTuple(["y", null]) }, { x: "" })).toBe(1);
  });

  it("keeps a similarity of 0.5 and drops one below it (the threshold)", () => {
    expect(anlsStar("ab", "ax")).toBe(0.5);
    expect(anlsStar("abcde", "abxyz")).toBe(0);
    expect(anlsStar("abc", "axy")).toBe(0);
  });

  it("rules a pair out by its lengths only where normalizing keeps them", () => {
    expect(anlsStar("abcd", "ab")).toBe(0.5);
    expect(anlsStar("abcde", "ab")).toBe(0);
    expect(anlsStar("ab", "   AB   ")).toBe(1);
    expect(anlsStar("a b", "a      b")).toBe(1);
    expect(anlsStar("ab", "a\t\t\t\tb")).toBeCloseTo(2 / 3, 12);
    expect(anlsStar("😀😀", "😀😀😀😀")).toBe(0.5);
  });

  it("breaks a tie between options by equality with the prediction (Python's True == 1)", () => {
    // Both options score 0; the reference keeps True (== 1), whose length is 1, not the list's 3.
    expect(anlsStar({ t: new AnlsTuple([["a", "b", "c"], true]), k: "v" }, { t: 1, k: "v" })).toBe(0.5);
  });

  it("breaks a tie in the list assignment in favour of an item equal to the prediction", () => {
    // Both items have mean 0.5 against the prediction; only the first equals it (True == 1), and pairing it
    // leaves 1 of 6 leaves right, where pairing the other would leave 2 of 6.
    const equal = { a: true, b: "x" };
    const longer = { a: 1, b: "x", c: "q", d: "r" };
    const prediction = [{ a: 1, b: "x" }];
    expect(anlsStar([longer, equal], prediction)).toBeCloseTo(1 / 6, 12);
    expect(anlsStar([equal, longer], prediction)).toBeCloseTo(1 / 6, 12);
  });

  it("refuses a tuple in a prediction and a tuple of no options", () => {
    const tuple = new AnlsTuple(["a"]);
    expect(() => anlsStar("a", [tuple] as unknown as AnlsValue)).toThrow(/prediction cannot hold an AnlsTuple/);
    expect(() => new AnlsTuple([] as unknown as [AnlsTruth])).toThrow(/at least one/);
  });
});
