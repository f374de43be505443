import { describe, expect, it } from "vitest";
import { HAS_PYTHON, runPython } from "@/tests/helpers/shared-data";
import { pyFloatRepr, pyFormat, pyRepr } from "./python-repr";

if (!HAS_PYTHON) console.warn("python-repr.test.ts: python3 not found, the comparisons with CPython are skipped");

/** CPython's answers for each input, read back through ASCII-only JSON (no locale in the way). */
function python(expression: string, inputs: unknown[]): string[] {
  const script = `import json, sys\nprint(json.dumps([${expression} for v in json.load(sys.stdin)]))`;
  return JSON.parse(runPython(["-c", script], JSON.stringify(inputs))) as string[];
}

const TRICKY_STRINGS = [
  "",
  "plain",
  "it's",
  'say "hi"',
  "both ' and \"",
  "back\\slash \\n not a newline",
  "tab\tnew\nline\rreturn",
  String.fromCharCode(...Array.from({ length: 32 }, (_, i) => i)) + "\u007f",
  // C1 controls, no-break space, soft hyphen, Latin-1 letters.
  "\u0080\u0085\u009f\u00a0\u00ad\u00e9\u00ff",
  // Separators and format characters: line/paragraph separators, zero-width space, BOM, ideographic space.
  "\u2028\u2029\u200b\u200d\ufeff\u3000\u1680",
  // Private use, noncharacters and unassigned code points in every plane width.
  "\ue000\uf8ff\ufffe\uffff\u0378\u{e0000}\u{f0000}\u{10ffff}",
  // Assigned in Unicode 15 (after CPython 3.11's 14.0): Python escapes them, Node's \p{Cn} would not.
  "\u{1f6dc}\u{31350}\u{11f00}",
  // Lone surrogates (JSON can carry them; Python keeps them in a str).
  "\ud800 \udfff x\ud83d",
  "é中文😀 Ω ∑ 𝒜 ﬃ",
  "step's \"quoted\" \\ end'",
];

describe("pyRepr (Python's repr)", () => {
  it("writes simple values as Python does", () => {
    expect(pyRepr(["Step 1: it's", 'a "b"'])).toBe(`["Step 1: it's", 'a "b"']`);
    expect(pyRepr([1, 2.5, true, false, null, { a: [] }])).toBe("[1, 2.5, True, False, None, {'a': []}]");
    expect(pyFormat("as is\n")).toBe("as is\n");
    expect(pyFormat(["x"])).toBe("['x']");
  });

  it.skipIf(!HAS_PYTHON)("escapes tricky strings exactly as CPython's repr (quotes, controls, isprintable)", () => {
    const expected = python("repr(v)", TRICKY_STRINGS);
    TRICKY_STRINGS.forEach((text, i) => expect(pyRepr(text), JSON.stringify(text)).toBe(expected[i]));
  });

  it.skipIf(!HAS_PYTHON)("writes a list of tricky strings as CPython's repr of the list", () => {
    const values = [TRICKY_STRINGS, [1, 2.5, true, null, "x"], [[], {}, { "k'": ["v"] }]];
    const expected = python("repr(v)", values);
    values.forEach((value, i) => expect(pyRepr(value)).toBe(expected[i]));
  });

  it.skipIf(!HAS_PYTHON)("writes floats as repr(float): shortest digits, Python's exponent layout", () => {
    const floats = [
      "0.1",
      "2.5",
      "-0.5",
      "0.0001",
      "1e-05",
      "1.5e-07",
      "123.456",
      "1e16",
      "1.5e16",
      "9999999999999998",
    ];
    floats.push(
      "1e22",
      "100",
      "-0",
      "0",
      "5e-324",
      "1.7976931348623157e308",
      "1.2345678901234567e-300",
      "0.3333333333333333",
    );
    const expected = python("repr(float(v))", floats);
    floats.forEach((text, i) => expect(pyFloatRepr(Number(text)), text).toBe(expected[i]));
  });
});
