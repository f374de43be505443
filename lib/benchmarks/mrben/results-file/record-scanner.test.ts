import { isUtf8 } from "node:buffer";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { isDeepStrictEqual } from "node:util";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { FIXTURES_DIR } from "@/tests/helpers/shared-data";
import { jsonErrorOffset } from "./json-error-offset";
import { RecordScanner, scanResultsBytes, type ScanError, type ScanResult } from "./record-scanner";

const bytesOf = (text: string) => Buffer.from(text, "utf8");

/** Where JSON.parse of the whole text stops: UTF-16 offset, 1-based line and UTF-16 column; null when it parses. */
function wholeTextErrorPosition(text: string): { offset: number; line: number; column: number } | null {
  try {
    JSON.parse(text);
    return null;
  } catch {
    const offset = jsonErrorOffset(text) ?? text.length;
    const before = text.slice(0, offset);
    const line = before.split("\n").length;
    return { offset, line, column: offset - (before.lastIndexOf("\n") + 1) + 1 };
  }
}

/** Scan `bytes` cut at the given chunk lengths (cycled). */
function scanChunked(bytes: Uint8Array, lengths: number[]): ScanResult {
  const scanner = new RecordScanner();
  for (let i = 0, k = 0; i < bytes.length; k++) {
    const length = lengths[k % lengths.length]!;
    if (!scanner.push(bytes.subarray(i, i + length))) break;
    i += length;
  }
  return scanner.end();
}

function scanText(text: string, chunkSize = 1): ScanResult {
  return scanResultsBytes({ bytes: bytesOf(text), chunkSize });
}

function expectError(text: string | Uint8Array, code: string, message?: RegExp): ScanError {
  const bytes = typeof text === "string" ? bytesOf(text) : text;
  for (const chunkSize of [1, 3, 1 << 20]) {
    const result = scanResultsBytes({ bytes, chunkSize });
    expect(result.ok, `chunks of ${chunkSize}`).toBe(false);
    if (result.ok) continue;
    expect(result.error.code, `chunks of ${chunkSize}`).toBe(code);
    if (message) expect(result.error.message).toMatch(message);
  }
  const result = scanResultsBytes({ bytes });
  return (result as { error: ScanError }).error;
}

function expectValue(text: string, chunkSizes = [1, 2, 5, 1 << 20]): Record<string, unknown> {
  const expected: unknown = JSON.parse(text);
  let value: Record<string, unknown> = {};
  for (const chunkSize of chunkSizes) {
    const result = scanText(text, chunkSize);
    if (!result.ok) throw new Error(`chunks of ${chunkSize}: ${result.error.message}`);
    expect(isDeepStrictEqual(result.value, expected), `chunks of ${chunkSize}`).toBe(true);
    expect(JSON.stringify(result.value), `key order, chunks of ${chunkSize}`).toBe(JSON.stringify(expected));
    value = result.value;
  }
  return value;
}

describe("RecordScanner on valid files", () => {
  it("gives what JSON.parse gives, record by record, with keys in file order", () => {
    const text = JSON.stringify(
      { math: [{ a: 1, b: [true, null, "x"] }, 2, "s", [], {}], physics: [], coding: [{ é: '😀\n\t"\\' }] },
      null,
      2,
    );
    const value = expectValue(text);
    expect(Object.keys(value)).toEqual(["math", "physics", "coding"]);
  });

  it("keeps a __proto__ key as an own property and never touches the prototype (JSON.parse semantics)", () => {
    const value = expectValue(
      '{"__proto__": [{"__proto__": {"polluted": 1}}], "constructor": [], "hasOwnProperty": 3}',
    );
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(Object.hasOwn(value, "__proto__")).toBe(true);
    expect(value.__proto__).toEqual([JSON.parse('{"__proto__": {"polluted": 1}}')]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.keys(value)).toEqual(["__proto__", "constructor", "hasOwnProperty"]);
  });

  it("returns members that are not arrays as their parsed value, so the scorer can name the problem", () => {
    const value = expectValue(
      '{"math": {"a": [1, {"b": "c"}]}, "physics": 3, "logic": "x\\u00e9", "coding": null, "x": true, "y": -1.5e+3}',
    );
    expect(value).toEqual({ math: { a: [1, { b: "c" }] }, physics: 3, logic: "xé", coding: null, x: true, y: -1500 });
  });

  it("summarises non-array members past maxMemberBytes (in all) as empty values of their type", () => {
    const big = "x".repeat(5000);
    const text = `{"math": {"a": "${big}"}, "logic": "${big}", "physics": 1${"0".repeat(5000)}, "coding": [1]}`;
    for (const chunkSize of [1, 100, 1 << 20]) {
      const result = scanResultsBytes({ bytes: bytesOf(text), chunkSize, maxMemberBytes: 1000 });
      expect(result.ok && result.value).toEqual({ math: {}, logic: "", physics: 0, coding: [1] });
      expect(result.ok && result.summarisedKeys).toEqual(["math", "logic", "physics"]);
    }
    const several = `{"a": "${"x".repeat(600)}", "b": "${"y".repeat(600)}", "c": 1}`;
    const kept = scanResultsBytes({ bytes: bytesOf(several), maxMemberBytes: 1000 });
    expect(kept.ok && kept.value).toEqual({ a: "x".repeat(600), b: "", c: 1 });
    // ... but still checks their syntax.
    const bad = `{"math": {"a": "${big}\u0001"}}`;
    const result = scanResultsBytes({ bytes: bytesOf(bad), maxMemberBytes: 1000 });
    expect(!result.ok && result.error.code).toBe("invalid-json");
  });

  it("accepts any JSON whitespace, numbers and escapes around and inside records", () => {
    expectValue(
      ' \t\r\n{ "math" \n:\r [ 1 , -0.5e-3 ,\t"\\/\\b\\f\\n\\r\\t\\u00E9\\ud83d\\ude00" , 0 , 1E+2 ]\n , "x" : { } } \n',
    );
    expectValue('{"math":[{"a":"}]","b":"\\"],["},"[{\\\\",{"c":[[[]]]}]}');
  });

  it("handles chunk boundaries inside escapes, between a backslash and its character, and inside UTF-8 characters", () => {
    const texts = [
      '{"math": ["a\\"b\\\\", "\\\\\\"", {"k\\"": "\\u00e9\\\\u"}], "\\"key": 1}',
      '{"é😀": ["é😀✓", {"😀": "😀"}], "x": "é😀"}',
      '{"math": [1e5, -0, 0.25, true, false, null], "n": -12.5E-2, "t": true, "f": false, "z": null}',
    ];
    for (const text of texts) {
      const bytes = bytesOf(text);
      const expected: unknown = JSON.parse(text);
      // Every single cut point, and every 1-byte chunking.
      for (let cut = 0; cut <= bytes.length; cut++) {
        const result = scanChunked(bytes, [cut || 1, bytes.length]);
        expect(result.ok && isDeepStrictEqual(result.value, expected), `cut at ${cut} of ${text}`).toBe(true);
      }
    }
  });

  it("counts records and bytes", () => {
    const result = scanText('{"a": [1, 2], "b": [{}]}', 1 << 20);
    expect(result.ok && [result.recordCount, result.jsonBytes]).toEqual([3, 24]);
  });
});

describe("RecordScanner errors", () => {
  it("invalid-json: names the line, column, offset and V8's reason", () => {
    const error = expectError(
      '{\n  "math": [1, 2,, 3]\n}',
      "invalid-json",
      /^not valid JSON at line 2, column 17 \(offset 18\): Unexpected token ','$/,
    );
    expect(error.position).toEqual({ offset: 18, line: 2, column: 17 });
    expectError(
      '{"math": [{"a": 1 "b": 2}]}',
      "invalid-json",
      /line 1, column 19 \(offset 18\): Expected ',' or '}' after property value/,
    );
    expectError('{"math": [1], "x": [1] 2}', "invalid-json", /Expected ',' or '}' after property value/);
    expectError('{"math": [1}', "invalid-json", /Expected ',' or '\]' after array element/);
    expectError('{"math": [1,]}', "invalid-json", /Unexpected token '\]'/);
    expectError('{"math": [1],}', "invalid-json", /Expected double-quoted property name/);
    expectError('{"math" [1]}', "invalid-json", /Expected ':' after property name/);
    expectError("{math: []}", "invalid-json", /Expected property name or '}'/);
    expectError('{"math": []} {}', "invalid-json", /Unexpected non-whitespace character after JSON/);
    expectError('{"math": ["a\u0001"]}', "invalid-json", /Bad control character in string literal/);
    expectError('{"m\u0001": []}', "invalid-json", /Bad control character in string literal/);
    expectError('{"m\\x": []}', "invalid-json", /Bad escaped character/);
    expectError('{"m": "\\u12g4"}', "invalid-json", /Bad Unicode escape/);
    expectError('{"m": 01}', "invalid-json", /Unexpected number/);
    expectError('{"m": -}', "invalid-json", /No number after minus sign/);
    expectError('{"m": [1.]}', "invalid-json", /Unterminated fractional number/);
    expectError('{"m": 1e+}', "invalid-json", /Exponent part is missing a number/);
    expectError('{"m": [tru]}', "invalid-json", /Unexpected token '\]'/);
    expectError('{"m": nul}', "invalid-json", /Unexpected token '}'/);
  });

  it("invalid-json: says a file that ends early looks truncated", () => {
    for (const text of [
      '{"math": [{"a": 1}',
      '{"math": [{"a": "x',
      '{"math": [1',
      '{"math"',
      "{",
      '{"m": {"a": [1',
      '{"m": 1',
    ])
      expectError(
        text,
        "invalid-json",
        /^not valid JSON: the text ends early at line 1, column \d+ \(.*\); the file looks truncated$/,
      );
    const error = expectError('{\n"math": [\n{"a": "é', "invalid-json", /ends early at line 3, column 9/);
    expect(error.position).toEqual({ offset: 21, line: 3, column: 9 });
    expectError("", "invalid-json", /empty or holds only whitespace/);
    expectError(" \n\t", "invalid-json", /empty or holds only whitespace/);
  });

  it("invalid-utf8: gives the offset of the first bad byte, in a record, a key or the structure", () => {
    const record = Buffer.concat([bytesOf('{"math": [{"a": "x'), Buffer.from([0xe9]), bytesOf('"}]}')]);
    expect(expectError(record, "invalid-utf8", /first bad byte at offset 18/).position).toEqual({
      offset: 18,
      line: 1,
      column: 19,
    });
    const key = Buffer.concat([bytesOf('{"m'), Buffer.from([0xc3, 0x28]), bytesOf('": []}')]);
    expectError(key, "invalid-utf8", /offset 3/);
    const surrogate = Buffer.concat([bytesOf('{"m": "'), Buffer.from([0xed, 0xa0, 0x80]), bytesOf('"}')]);
    expectError(surrogate, "invalid-utf8", /offset 7/);
    expectError(Buffer.concat([bytesOf('{"m": []}'), Buffer.from([0xff])]), "invalid-utf8", /offset 9/);
    expectError(Buffer.from([0xef, 0xbb, 0x7b]), "invalid-utf8", /offset 0/);
  });

  it("byte-order-mark: refuses a UTF-8 BOM, as the official script's json.load does", () => {
    const error = expectError(`\ufeff{"math": []}`, "byte-order-mark", /starts with a UTF-8 byte order mark/);
    expect(error.position).toEqual({ offset: 0, line: 1, column: 1 });
  });

  it("not-an-object: says what the top level is instead", () => {
    expectError(" [1, 2]", "not-an-object", /the file holds an array, but a results file is one JSON object/);
    expectError('"math"', "not-an-object", /holds a string/);
    expectError("-3", "not-an-object", /holds a number/);
    expectError("12", "not-an-object", /holds a number/);
    expectError("true", "not-an-object", /holds the JSON value true/);
    expectError("null", "not-an-object", /holds the JSON value null/);
  });

  it("duplicate-subject-key: names the subject given twice (JSON.parse would silently keep the last)", () => {
    const error = expectError(
      '{"math": [1],\n "math": [2]}',
      "duplicate-subject-key",
      /subject "math" appears twice.*line 2, column 2/,
    );
    expect(error.position).toEqual({ offset: 15, line: 2, column: 2 });
    expectError('{"__proto__": [], "__proto__": 1}', "duplicate-subject-key", /"__proto__"/);
    expectError('{"a\\u0062": [], "ab": []}', "duplicate-subject-key", /"ab"/);
  });

  it("too-deep: stops at the nesting limit in a record or a member, without overflowing any stack", () => {
    const deep = 200_000;
    const inRecord = `{"math": [${"[".repeat(deep)}${"]".repeat(deep)}]}`;
    const error = expectError(
      inRecord,
      "too-deep",
      /nested more than 1000 levels deep at line 1, column 1009 \(offset 1008\)/,
    );
    expect(error.position?.offset).toBe(1008);
    expectError(`{"math": ${'{"a":'.repeat(deep)}1${"}".repeat(deep)}}`, "too-deep", /more than 1000 levels/);
    const shallow = `{"math": [${"[".repeat(998)}${"]".repeat(998)}]}`;
    expect(scanText(shallow, 7).ok).toBe(true);
    expect(scanResultsBytes({ bytes: bytesOf('{"m": [[[1]]]}'), maxDepth: 4 }).ok).toBe(true);
    expect(scanResultsBytes({ bytes: bytesOf('{"m": [[[[1]]]]}'), maxDepth: 4 }).ok).toBe(false);
  });

  it("value-too-large: refuses a record or a subject name over maxValueBytes", () => {
    const text = `{"math": [1, "${"x".repeat(3000)}"]}`;
    for (const chunkSize of [1, 100, 1 << 20]) {
      const result = scanResultsBytes({ bytes: bytesOf(text), chunkSize, maxValueBytes: 1000 });
      expect(!result.ok && result.error.code).toBe("value-too-large");
      expect(!result.ok && result.error.message).toMatch(
        /^a record larger than .* starts at line 1, column 14 \(offset 13\)/,
      );
    }
    const key = scanResultsBytes({ bytes: bytesOf(`{"${"k".repeat(3000)}": []}`), maxValueBytes: 1000 });
    expect(!key.ok && key.error.message).toMatch(/^a subject name larger than/);
  });

  it("too-many-values: refuses a file of tiny values that would parse to a huge heap", () => {
    const text = `{"math": [{"a": [1, 2]}, ${"[],".repeat(600)} []]}`;
    for (const chunkSize of [1, 100, 1 << 20]) {
      const result = scanResultsBytes({ bytes: bytesOf(text), chunkSize, maxValues: 500 });
      expect(!result.ok && result.error.code).toBe("too-many-values");
      expect(!result.ok && result.error.message).toMatch(
        /^more than 500 JSON values by line 1, column \d+ \(offset \d+\): a results file holds a few hundred thousand$/,
      );
    }
    expect(scanResultsBytes({ bytes: bytesOf(text), maxValues: 700 }).ok).toBe(true);
    // Subject keys count too: a file of millions of empty subjects is as costly.
    const keys = `{${Array.from({ length: 600 }, (_, k) => `"k${k}": []`).join(", ")}}`;
    const result = scanResultsBytes({ bytes: bytesOf(keys), maxValues: 500 });
    expect(!result.ok && result.error.code).toBe("too-many-values");
  });

  it("reports positions as JSON.parse of the whole text places them (UTF-16 columns) though its offsets count bytes", () => {
    const texts = [
      '{"é😀": [\n {"a": "é😀", "b": x}]}',
      '{"é😀": [{"a": "é😀"}, {"b": "✓"} y]}',
      '{"é😀": [{"a": "é😀"}],\n "✓": {"a": "😀"} z}',
      '{"é😀": "😀", "b": [1.]}',
    ];
    for (const text of texts) {
      const whole = wholeTextErrorPosition(text);
      const scanned = scanText(text, 3);
      expect(whole !== null && !scanned.ok).toBe(true);
      if (whole === null || scanned.ok) continue;
      expect(scanned.error.code).toBe("invalid-json");
      expect([scanned.error.position?.line, scanned.error.position?.column], text).toEqual([whole.line, whole.column]);
      expect(scanned.error.position?.offset).toBe(Buffer.byteLength(text.slice(0, whole.offset)));
    }
  });

  it("stops taking input after the first problem", () => {
    const scanner = new RecordScanner();
    expect(scanner.push(bytesOf("[1]"))).toBe(false);
    expect(scanner.push(bytesOf("more"))).toBe(false);
    expect(scanner.end().ok).toBe(false);
    expect(() => scanner.end()).toThrow(/twice/);
  });
});

// More or other mutated inputs: SCANNER_FUZZ_RUNS=100000 SCANNER_FUZZ_SEED=3 npx vitest run ...
const FUZZ_RUNS = Number(process.env.SCANNER_FUZZ_RUNS ?? 2500);
const FUZZ_SEED = Number(process.env.SCANNER_FUZZ_SEED ?? 7);

// A seeded generator, so a failure can be replayed.
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const CHARS = [
  "a",
  "Z",
  " ",
  '"',
  "\\",
  "/",
  "\n",
  "\t",
  "\u0001",
  "\u001f",
  "é",
  "✓",
  "😀",
  "\u2028",
  "\ud800",
  "}",
  "]",
  ",",
  ":",
];
const KEYS = ["math", "physics", "__proto__", "constructor", "é😀", 'a"b', "", "0", "17", "toString"];
const WS = ["", "", " ", "\n", "\t", "\r\n  "];

function generateDocument(rand: () => number): string {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
  const ws = () => pick(WS);
  const string = () => {
    let s = "";
    for (let n = Math.floor(rand() * 8); n > 0; n--) s += pick(CHARS);
    // JSON.stringify's escapes, sometimes written as \\u escapes or with an escaped slash instead.
    let out = JSON.stringify(s);
    if (rand() < 0.3)
      out = out.replace(/[^\x20-\x7e]/gu, (c) =>
        [...c].map((u) => `\\u${u.charCodeAt(0).toString(16).padStart(4, "0")}`).join(""),
      );
    if (rand() < 0.3) out = out.replaceAll("/", "\\/");
    return out;
  };
  const number = () =>
    pick(["0", "-0", "1", "-12", "3.25", "1e5", "2E-3", "-0.5e+2", "123456789012345678901234", "1.5e308"]);
  const value = (depth: number): string => {
    const r = rand();
    if (depth > 3 || r < 0.35)
      return r < 0.15 ? string() : r < 0.25 ? number() : pick(["true", "false", "null", string()]);
    if (r < 0.65) {
      const items = Array.from({ length: Math.floor(rand() * 4) }, () => `${ws()}${value(depth + 1)}${ws()}`);
      return `[${items.join(",") || ws()}]`;
    }
    const keys = Array.from({ length: Math.floor(rand() * 4) }, () => (rand() < 0.5 ? pick(KEYS) : string()));
    const members = keys.map(
      (k) => `${ws()}${k.startsWith('"') ? k : JSON.stringify(k)}${ws()}:${ws()}${value(depth + 1)}${ws()}`,
    );
    return `{${members.join(",") || ws()}}`;
  };
  const subjects = [...new Set(Array.from({ length: Math.floor(rand() * 5) }, () => pick(KEYS)))];
  const members = subjects.map((key) => {
    const records = Array.from({ length: Math.floor(rand() * 5) }, () => `${ws()}${value(1)}${ws()}`);
    const member = rand() < 0.85 ? `[${records.join(",") || ws()}]` : value(1);
    return `${ws()}${JSON.stringify(key)}${ws()}:${ws()}${member}${ws()}`;
  });
  return `${ws()}{${members.join(",") || ws()}}${ws()}`;
}

const MUTATION_BYTES = [...'{}[],:"\\ \n0-.etx']
  .map((c) => c.charCodeAt(0))
  .concat([0x00, 0x1f, 0xff, 0xc3, 0x80, 0xe2, 0xed]);

function mutate(bytes: Buffer, rand: () => number): Buffer {
  const at = Math.floor(rand() * (bytes.length + 1));
  const byte = MUTATION_BYTES[Math.floor(rand() * MUTATION_BYTES.length)]!;
  switch (Math.floor(rand() * 6)) {
    case 0:
      return bytes.subarray(0, at); // truncated
    case 1:
      return Buffer.concat([bytes.subarray(0, at), bytes.subarray(at + 1)]);
    case 2:
      return Buffer.concat([bytes.subarray(0, at), Buffer.from([byte]), bytes.subarray(at)]);
    case 3:
      return Buffer.concat([bytes.subarray(0, at), Buffer.from([byte]), bytes.subarray(at + 1)]);
    case 4: {
      const end = Math.min(bytes.length, at + 1 + Math.floor(rand() * 12));
      return Buffer.concat([bytes.subarray(0, end), bytes.subarray(at)]); // a slice repeated
    }
    default:
      return Buffer.concat([
        bytes.subarray(0, at),
        bytes.subarray(at + 1, at + 2),
        bytes.subarray(at, at + 1),
        bytes.subarray(at + 2),
      ]);
  }
}

/** The top-level keys of valid JSON text, repeats included (a small independent tokenizer). */
function topLevelKeys(text: string): string[] {
  const keys: string[] = [];
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"') {
      let j = i + 1;
      while (text[j] !== '"') j += text[j] === "\\" ? 2 : 1;
      const rest = text.slice(j + 1).trimStart();
      if (depth === 1 && rest.startsWith(":")) keys.push(JSON.parse(text.slice(i, j + 1)) as string);
      i = j;
    } else if (c === "{" || c === "[") depth++;
    else if (c === "}" || c === "]") depth--;
  }
  return keys;
}

const decoder = new TextDecoder("utf-8", { fatal: true });
const decodes = (bytes: Uint8Array) => {
  try {
    decoder.decode(bytes);
    return true;
  } catch {
    return false;
  }
};

/** The scanner against JSON.parse of the whole text, for one input cut three ways. */
function checkAgainstJsonParse(bytes: Buffer, rand: () => number): "ok" | "rejected" {
  const lengths = [[1], [1 + Math.floor(rand() * 16), 1 + Math.floor(rand() * 64)], [bytes.length || 1]];
  const results = lengths.map((l) => scanChunked(bytes, l));
  const first = results[0]!;
  for (const other of results.slice(1)) expect(JSON.stringify(other)).toBe(JSON.stringify(first));

  const context = `input ${JSON.stringify(bytes.toString("latin1"))}`;
  if (!isUtf8(bytes)) {
    expect(first.ok, context).toBe(false);
    if (!first.ok && first.error.code === "invalid-utf8") {
      const offset = first.error.position!.offset;
      expect(decodes(bytes.subarray(0, offset)), context).toBe(true);
      for (let length = 1; length <= 4 && offset + length <= bytes.length; length++)
        expect(decodes(bytes.subarray(offset, offset + length)), context).toBe(false);
    }
    return "rejected";
  }
  const text = bytes.toString("utf8");
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    expect(first.ok, context).toBe(false);
    if (first.ok) return "ok";
    const firstChar = text.trimStart()[0];
    if (first.error.code === "not-an-object") expect(firstChar, context).not.toBe("{");
    else if (first.error.code === "byte-order-mark") expect(text.startsWith("\ufeff")).toBe(true);
    else if (first.error.code === "duplicate-subject-key")
      expect(first.error.position!.offset).toBeLessThan(Buffer.byteLength(text.slice(0, jsonErrorOffset(text)!)));
    else {
      expect(first.error.code, context).toBe("invalid-json");
      // The same spot as the whole-text reader: byte offset, line and UTF-16 column.
      const at = jsonErrorOffset(text)!;
      const before = text.slice(0, at);
      const lastNewline = before.lastIndexOf("\n");
      expect(first.error.position, context).toEqual({
        offset: Buffer.byteLength(before),
        line: before.split("\n").length,
        column: at - lastNewline,
      });
    }
    return "rejected";
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    expect(!first.ok && first.error.code, context).toBe("not-an-object");
    return "rejected";
  }
  const keys = topLevelKeys(text);
  if (new Set(keys).size < keys.length) {
    expect(!first.ok && first.error.code, context).toBe("duplicate-subject-key");
    return "rejected";
  }
  expect(first.ok, `${context}: ${first.ok ? "" : first.error.message}`).toBe(true);
  if (!first.ok) return "rejected";
  expect(isDeepStrictEqual(first.value, parsed), context).toBe(true);
  expect(JSON.stringify(first.value), context).toBe(JSON.stringify(parsed));
  expect(Object.getPrototypeOf(first.value)).toBe(Object.prototype);
  return "ok";
}

describe("RecordScanner against JSON.parse (generated and mutated inputs, random chunk sizes)", () => {
  it("accepts exactly the valid files and gives JSON.parse's value", () => {
    const rand = random(20240601);
    let accepted = 0;
    for (let n = 0; n < 400; n++) if (checkAgainstJsonParse(bytesOf(generateDocument(rand)), rand) === "ok") accepted++;
    expect(accepted).toBeGreaterThan(300); // most generated files have no repeated subject
  });

  it("rejects what JSON.parse rejects, at the same position", () => {
    const rand = random(FUZZ_SEED);
    const outcomes = { ok: 0, rejected: 0 };
    for (let n = 0; n < FUZZ_RUNS; n++) {
      let bytes: Buffer = bytesOf(generateDocument(rand));
      for (let m = 1 + Math.floor(rand() * 2); m > 0; m--) bytes = mutate(bytes, rand);
      outcomes[checkAgainstJsonParse(bytes, rand)]++;
    }
    expect(outcomes.rejected).toBeGreaterThan(FUZZ_RUNS * 0.6);
    expect(outcomes.ok).toBeGreaterThan(FUZZ_RUNS * 0.02);
  });
});

describe("RecordScanner on the shared fixtures", () => {
  const fixtures = readdirSync(FIXTURES_DIR).filter((name) => /\.json(\.gz)?$/.test(name) && name !== "expected.json");

  it.each(fixtures)("%s: the same value as JSON.parse of the whole text", (name) => {
    const file = readFileSync(path.join(FIXTURES_DIR, name));
    const json = name.endsWith(".gz") ? gunzipSync(file) : file;
    const result = scanResultsBytes({ bytes: json });
    if (!result.ok) throw new Error(result.error.message);
    const expected: unknown = JSON.parse(json.toString("utf8"));
    expect(isDeepStrictEqual(result.value, expected)).toBe(true);
    expect(Object.keys(result.value)).toEqual(Object.keys(expected as object));
  });
});
