import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parsePythonJson, readPythonJson } from "./python-json";

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

  it("keeps an integer past 2^53 exact wherever it sits, and a digit run in a string a string", () => {
    expect(parsePythonJson({ text: '{"a": [1, {"b": 18014398509481985}], "c": "12345678901234567890"}' })).toEqual({
      ok: true,
      value: { a: [1, { b: 18014398509481985n }], c: "12345678901234567890" },
    });
  });

  it("fails where the exact reader fails, with its message, for text JSON.parse refuses", () => {
    for (const text of [
      '{"a": NaN, "b": 1 2}',
      '{"a": "x\u0001"}',
      '{"a": "unterminated',
      '{"a": 1}\n\n{"b": 2}',
      "[1,]",
    ])
      expect(parsePythonJson({ text })).toEqual(readPythonJson(text));
  });

  it("says Extra data where a second value starts, as the exact reader does, on line and column", () => {
    for (const text of [
      '{"a": 1} {"b": 2}',
      '{"a": [1, 2]}\n\n  \t{"b": 2}\n}',
      '{"a": "x"}\r\n]',
      '[{"a": "\u00e9\ud83d\ude00"}]\nmore text }',
    ]) {
      const parsed = parsePythonJson({ text });
      expect(parsed).toMatchObject({ ok: false, message: expect.stringMatching(/^Extra data at line/) as unknown });
      expect(parsed).toEqual(readPythonJson(text));
    }
  });

  it("refuses a value nested past the limit before extra data, as the exact reader does", () => {
    const text = "[".repeat(600) + "]".repeat(600) + " [1]";
    expect(parsePythonJson({ text })).toEqual(readPythonJson(text));
    expect(parsePythonJson({ text })).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^Nested/) as unknown,
    });
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
        // The reader keeps unsafe integers as bigint: the same number, exactly.
        const exact = readPythonJson(text);
        expect(exact.ok && asNumbers(exact.value)).toEqual(expected);
      }),
    );
  });
});
