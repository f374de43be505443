import { describe, expect, it } from "vitest";
import { storableJson, storableText } from "./storable";

describe("storable text", () => {
  it("replaces NUL characters and lone surrogates, which PostgreSQL refuses", () => {
    expect(storableText("a\u0000b\uD800c")).toBe("a\uFFFDb\uFFFDc");
    expect(storableText("plain ✓ 😀")).toBe("plain ✓ 😀");
  });

  it("cleans every string of a JSON value, keys included", () => {
    expect(storableJson({ "k\u0000": ["x\u0000", 1, { y: "\uDC00" }] })).toEqual({
      "k\uFFFD": ["x\uFFFD", 1, { y: "\uFFFD" }],
    });
  });
});
