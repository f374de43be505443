import { describe, expect, it } from "vitest";
import { compilePathPattern } from "./field-path-pattern";

function pattern(text: string) {
  const compiled = compilePathPattern(text);
  if (!compiled.ok) throw new Error(compiled.message);
  return compiled.pattern;
}

const PATH = "inputs.m1.components.[].identifiers.[].value";

describe("field path patterns", () => {
  it("a plain pattern names one path, anchored at both ends", () => {
    expect(pattern(PATH).matches(PATH)).toBe(true);
    expect(pattern(PATH).plain).toBe(true);
    expect(pattern("inputs.m1").matches(PATH)).toBe(false);
    expect(pattern("components.[].identifiers.[].value").matches(PATH)).toBe(false);
  });

  it("the shorthand identifiers[].value reads as identifiers.[].value", () => {
    const short = pattern("inputs.m1.components[].identifiers[].value");
    expect(short.matches(PATH)).toBe(true);
    expect(short.plain).toBe(true);
    expect(pattern("a[][]").matches("a.[].[]")).toBe(true);
  });

  it("* is any one key, never a list item", () => {
    expect(pattern("inputs.*.components.[].identifiers.[].value").matches(PATH)).toBe(true);
    expect(pattern("inputs.m1.components.*.identifiers.[].value").matches(PATH)).toBe(false);
    expect(pattern("inputs.*").matches("inputs.m1")).toBe(true);
    expect(pattern("inputs.*").matches("inputs.m1.amount")).toBe(false);
    expect(pattern("*[].value").matches("components.[].value")).toBe(true);
  });

  it("** is any number of segments, none included, list items too", () => {
    const anywhere = pattern("**.identifiers[].value");
    expect(anywhere.matches(PATH)).toBe(true);
    expect(anywhere.matches("identifiers.[].value")).toBe(true);
    expect(anywhere.matches("identifiers.[].value.x")).toBe(false);
    expect(pattern("inputs.**.value").matches(PATH)).toBe(true);
    expect(pattern("inputs.**.value").matches("inputs.value")).toBe(true);
    expect(pattern("inputs.**").matches(PATH)).toBe(true);
    expect(pattern("**").matches("a")).toBe(true);
    expect(pattern("**.m1.**.[].value").matches(PATH)).toBe(true);
    expect(pattern("**.m2.**").matches(PATH)).toBe(false);
    expect(pattern("**.**.value").matches("value")).toBe(true);
  });

  it("a pattern not starting with ** is anchored at the root", () => {
    expect(pattern("m1.**").matches(PATH)).toBe(false);
    expect(pattern("*.m1.**").matches(PATH)).toBe(true);
  });

  it("bad patterns say what is wrong", () => {
    const message = (text: string) => {
      const compiled = compilePathPattern(text);
      return compiled.ok ? null : compiled.message;
    };
    expect(message("")).toBe("is an empty pattern");
    expect(message("a..b")).toMatch(/empty segment/);
    expect(message(".a")).toMatch(/empty segment/);
    expect(message("a.")).toMatch(/empty segment/);
    expect(message("comp*.value")).toBe('has "comp*": "*" and "**" must be a whole segment between dots');
    expect(message("a[0].b")).toBe('has "a[0]": "[]" must stand alone or end a key');
    expect(message("a[]b")).toMatch(/"\[\]" must stand alone/);
    expect(message("x".repeat(1001))).toMatch(/longer than 1000/);
  });

  it("many ** on a deep path try each position once (no exponential backtracking)", () => {
    const deep = Array.from({ length: 60 }, (_, index) => `k${index}`).join(".");
    expect(pattern("**.*.**.*.**.*.**.*.**.*.**.nothing").matches(deep)).toBe(false);
    expect(pattern("**.*.**.*.**.*.**.k59").matches(deep)).toBe(true);
  });
});
