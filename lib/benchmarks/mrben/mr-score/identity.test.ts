import { describe, expect, it } from "vitest";
import {
  CanonicalJsonError,
  MAX_CANONICAL_DEPTH,
  canonicalJson,
  identityKeyFromStepsKey,
  itemIdentityKey,
} from "./identity";
import { sameJson } from "./same-steps";

describe("canonicalJson", () => {
  it("sorts object keys, keeps array order and writes no whitespace", () => {
    expect(canonicalJson({ b: 1, a: [3, { d: null, c: "x" }] })).toBe('{"a":[3,{"c":"x","d":null}],"b":1}');
    expect(canonicalJson(["Step 1: x", 'Step 2: "y"\n'])).toBe(JSON.stringify(["Step 1: x", 'Step 2: "y"\n']));
    expect(canonicalJson("def f():\n    return 1")).toBe(JSON.stringify("def f():\n    return 1"));
  });

  it("is the same text for the same value whatever the key order", () => {
    expect(canonicalJson({ x: 1, y: [true, false] })).toBe(canonicalJson({ y: [true, false], x: 1 }));
  });

  it("refuses values JSON cannot hold and nesting beyond the limit", () => {
    expect(() => canonicalJson(undefined)).toThrow(CanonicalJsonError);
    expect(() => canonicalJson([Number.NaN])).toThrow(CanonicalJsonError);
    let deep: unknown = "x";
    for (let i = 0; i <= MAX_CANONICAL_DEPTH; i++) deep = [deep];
    expect(() => canonicalJson(deep)).toThrow(CanonicalJsonError);
  });
});

describe("itemIdentityKey", () => {
  const claude2 = { subject: "coding", questionUuid: "2b52c2da-e129-4810-af95-18e2e9088f0b", sampledModel: "Claude2" };
  it("tells apart two solutions of one question by one model (the coding Claude2 pair)", () => {
    const a = itemIdentityKey({ ...claude2, steps: "def f(x):\n    return x" });
    const b = itemIdentityKey({ ...claude2, steps: "def f(x):\n    return -x" });
    expect(a).not.toBe(b);
  });

  it("is canonicalJson([subject, uuid, model, steps]) and can reuse a known steps key", () => {
    const steps = ["Step 1", "Step 2"];
    const key = itemIdentityKey({ ...claude2, subject: "math", steps });
    expect(key).toBe(canonicalJson(["math", claude2.questionUuid, "Claude2", steps]));
    expect(identityKeyFromStepsKey({ ...claude2, subject: "math", stepsKey: canonicalJson(steps) })).toBe(key);
  });

  it("differs by subject", () => {
    expect(itemIdentityKey({ ...claude2, subject: "math", steps: [] })).not.toBe(
      itemIdentityKey({ ...claude2, subject: "physics", steps: [] }),
    );
  });
});

describe("sameJson (how the scorer compares steps)", () => {
  it("agrees with canonicalJson equality", () => {
    const values: unknown[] = [
      ["a", "b"],
      ["a", "b "],
      "a",
      ["a"],
      { x: 1, y: 2 },
      { y: 2, x: 1 },
      { x: 1 },
      [1, [2]],
      [1, [2, 3]],
      null,
      0,
      -0,
      "",
    ];
    for (const a of values)
      for (const b of values)
        expect(sameJson(a, b), `${JSON.stringify(a)} ${JSON.stringify(b)}`).toBe(canonicalJson(a) === canonicalJson(b));
  });
});
