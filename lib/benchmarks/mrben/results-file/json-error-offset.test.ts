import { describe, expect, it } from "vitest";
import { jsonErrorOffset } from "./json-error-offset";

describe("jsonErrorOffset", () => {
  it("is null exactly when JSON.parse accepts the text", () => {
    const samples = [
      '{"a": [1, -2.5e+3, true, false, null, "x\\u00e9\\n"]}',
      " [ ] ",
      "{}",
      '"s"',
      "0",
      "-0.1",
      "[1,]",
      "[01]",
      '{"a" 1}',
      '{"a":1,}',
      "[1 2]",
      '"\\x"',
      '"\u0001"',
      "tru",
      "nul",
      "[",
      '{"a"',
      "1.",
      "1e",
      "-",
      "",
      "  ",
      "{} {}",
      "[]]",
      '"\\u12g4"',
      '{"a":{"b":[{"c":[]}]}}',
      '["é😀"]',
      "[1e5, 1E-5, 0.0]",
      "[.5]",
      "[+1]",
    ];
    for (const text of samples) {
      let valid = true;
      try {
        JSON.parse(text);
      } catch {
        valid = false;
      }
      expect(jsonErrorOffset(text) === null, JSON.stringify(text)).toBe(valid);
    }
  });

  it("points at the first bad character, or the end when the text stops early", () => {
    expect(jsonErrorOffset('{\n  "math": [1, 2,, 3]\n}')).toBe(18);
    expect(jsonErrorOffset('{"a": [1, 2')).toBe(11);
    expect(jsonErrorOffset('{"a": "unterminated')).toBe(19);
    expect(jsonErrorOffset("[1] x")).toBe(4);
    expect(jsonErrorOffset('{"a":1,}')).toBe(7);
  });
});
