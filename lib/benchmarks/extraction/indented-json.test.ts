import { describe, expect, it } from "vitest";
import { parsePythonJson } from "@/lib/benchmarks/extraction/extraction-score";
import { indentedJson } from "./indented-json";

const parsed = (text: string) => {
  const result = parsePythonJson({ text });
  if (!result.ok) throw new Error(result.message);
  return result.value;
};

describe("indentedJson", () => {
  it("writes what JSON.stringify(value, null, 2) writes for plain JSON", () => {
    const text = '{"a": [1, 2.5, {"b": null, "c": []}], "d": {}, "e": "x\\"y", "f": true}';
    expect(indentedJson(parsed(text))).toBe(JSON.stringify(JSON.parse(text), null, 2));
  });

  it("keeps integers past 2^53 exact and writes NaN and Infinity as Python does, as the scorer compared them", () => {
    expect(indentedJson(parsed('{"n": 12345678901234567890, "x": NaN, "y": -Infinity}'))).toBe(
      '{\n  "n": 12345678901234567890,\n  "x": NaN,\n  "y": -Infinity\n}',
    );
  });
});
