import { describe, expect, it } from "vitest";
import { jsonText } from "./json-text";

describe("jsonText", () => {
  it("writes integers past 2^53 exactly and NaN/Infinity as Python's json.dumps does", () => {
    expect(jsonText({ value: { big: 9007199254740993n, nan: NaN, inf: -Infinity, x: 1.5 } })).toBe(
      '{"big":9007199254740993,"nan":NaN,"inf":-Infinity,"x":1.5}',
    );
  });

  it("keeps key order unless a canonical text is asked for", () => {
    const value = { b: [1, { d: null, c: true }], a: "x" };
    expect(jsonText({ value })).toBe('{"b":[1,{"d":null,"c":true}],"a":"x"}');
    expect(jsonText({ value, sortKeys: true })).toBe('{"a":"x","b":[1,{"c":true,"d":null}]}');
  });

  it("refuses nesting deeper than it can write", () => {
    let deep: unknown[] = [];
    for (let i = 0; i < 300; i++) deep = [deep];
    expect(() => jsonText({ value: deep as never })).toThrow(/deeper/);
  });
});
