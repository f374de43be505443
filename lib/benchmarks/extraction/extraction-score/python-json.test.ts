import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parsePythonJson } from "./python-json";

/** bigint -> the double JSON.parse reads the same literal as. */
function asNumbers(value: unknown): unknown {
  if (typeof value === "bigint") return Number(value);
  if (Array.isArray(value)) return value.map(asNumbers);
  if (value !== null && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, asNumbers(inner)]));
  return value;
}

describe("parsePythonJson", () => {
  it("reads NaN and Infinity, as Python's json.loads does", () => {
    const parsed = parsePythonJson({ text: '{"a": NaN, "b": -Infinity, "c": [Infinity]}' });
    expect(parsed).toMatchObject({ ok: true });
    if (!parsed.ok) return;
    const value = parsed.value as { a: number; b: number; c: number[] };
    expect(value.a).toBeNaN();
    expect(value.b).toBe(-Infinity);
    expect(value.c).toEqual([Infinity]);
  });

  it("keeps integers past 2^53 exact, and floats as floats", () => {
    expect(parsePythonJson({ text: "[9007199254740993, 1e400, 12345678901234567.5, -0]" })).toEqual({
      ok: true,
      value: [9007199254740993n, Infinity, 12345678901234568, -0],
    });
  });

  it("names where the JSON breaks: line, column and character", () => {
    const parsed = parsePythonJson({ text: '{\n  "a": 1,\n  "b": 2 3\n}' });
    expect(parsed).toMatchObject({ ok: false, offset: 21 });
    if (!parsed.ok) expect(parsed.message).toBe("Expecting ',' delimiter at line 3 column 10 (char 21)");
    expect(parsePythonJson({ text: '{"a": 1,}' })).toMatchObject({ ok: false });
    expect(parsePythonJson({ text: '{"a": "tab\there"}' })).toMatchObject({ ok: false });
    expect(parsePythonJson({ text: "" })).toMatchObject({ ok: false, offset: 0 });
  });

  it("refuses nesting past its limit instead of overflowing the stack", () => {
    const deep = "[".repeat(100_000) + "]".repeat(100_000);
    expect(parsePythonJson({ text: deep })).toMatchObject({ ok: false });
  });

  it("gives what JSON.parse gives for any JSON, on the fast path and on the exact reader (property)", () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 4 }), (value) => {
        const text = JSON.stringify(value);
        const expected = JSON.parse(text) as unknown;
        const parsed = parsePythonJson({ text });
        expect(parsed.ok && asNumbers(parsed.value)).toEqual(expected);
        // A 16-digit integer sends the same document through the exact reader.
        const padded = parsePythonJson({ text: `{"pad": 1234567890123456, "v": ${text}}` });
        // The reader keeps unsafe integers as bigint: the same number, exactly.
        expect(padded.ok && asNumbers(padded.value)).toEqual({ pad: 1234567890123456, v: expected });
      }),
    );
  });
});
