import { describe, expect, it } from "vitest";
import { pythonJsonDumps } from "@/tests/helpers/python-json";
import { HAS_PYTHON } from "@/tests/helpers/shared-data";
import { pyJsonDumps, type PyJsonValue } from "./python-json-dumps";

if (!HAS_PYTHON) console.warn("python-json-dumps.test.ts: python3 not found, the comparisons with CPython are skipped");

describe("pyJsonDumps (Python's json.dumps with indent, ensure_ascii=False)", () => {
  it("separates items with a comma and a new line, keys with ': ', and writes empty containers inline", () => {
    expect(pyJsonDumps({ a: [1, "x"], b: {}, c: [] })).toBe(
      '{\n  "a": [\n    1,\n    "x"\n  ],\n  "b": {},\n  "c": []\n}',
    );
    expect(pyJsonDumps("é\u2028\u007f\u0001")).toBe('"é\u2028\u007f\\u0001"');
  });

  it.skipIf(!HAS_PYTHON)("is byte for byte CPython's output on tricky strings, nesting and numbers", () => {
    const value: PyJsonValue = {
      strings: [
        "",
        'quote " backslash \\ slash /',
        "named \n \r \t \b \f",
        String.fromCharCode(...Array.from({ length: 32 }, (_, i) => i)),
        "\u007f\u0080\u00a0\u00ad\u2028\u2029\ufeff",
        "é中文😀 𝒜 ﬃ \u{10ffff}",
      ],
      nested: [[], {}, [[]], { "": { "key \"'": [null, true, false] } }],
      numbers: [0, -1, 42, 2 ** 53 + 2, 0.1, 2.5, -0.5, 1e-7, 1.5e-10, 123.456, 5e-324, 0.3333333333333333],
      "ünï \u0007 key": "value",
    };
    expect(pyJsonDumps(value)).toBe(pythonJsonDumps(JSON.stringify(value)));
  });
});
