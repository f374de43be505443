// Property-based tests of the streaming results-file parser against JSON.parse, its reference:
// generated documents and byte-level mutations of them, cut into random chunks. Fixed seeds; the
// number of generated inputs is counted and asserted so the suite cannot quietly shrink.
import { isUtf8 } from "node:buffer";
import { isDeepStrictEqual } from "node:util";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { RecordScanner, type ScanResult } from "./record-scanner";

const SEED = 20261121;
/** Generous: thousands of runs on a busy machine; the count of runs, not time, is what is asserted. */
const PROPERTY_TIMEOUT_MS = 120_000;
const SCAN_ERROR_CODES = [
  "invalid-json",
  "invalid-utf8",
  "byte-order-mark",
  "not-an-object",
  "duplicate-subject-key",
  "too-deep",
  "value-too-large",
  "too-many-values",
];

let generated = 0;

/** Strings with what JSON escapes and UTF-8 encodes in every width, lone surrogates included. */
const text = fc.string({
  maxLength: 12,
  unit: fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom("a", "Z", "0", " ", "_", "Step 1", "correct") },
    fc.constantFrom('"', "\\", "\n", "\t", "\u0000", "\u001f", "\u2028", "é", "€", "😀", "\ufeff"),
    fc.integer({ min: 0xd800, max: 0xdfff }).map((unit) => String.fromCharCode(unit)),
  ),
});
const key = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom("math", "physics", "coding", "Evaluation_Result", "a", "") },
  fc.constantFrom("__proto__", "constructor", "toString", "hasOwnProperty"),
  text,
);

/** An object from entries, with "__proto__" as an own key as JSON.parse makes it. */
function objectOf(entries: Array<[string, unknown]>): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (const [name, value] of entries)
    Object.defineProperty(object, name, { value, enumerable: true, writable: true, configurable: true });
  return object;
}

const { value: jsonValue } = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    fc.constant(null),
    fc.boolean(),
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    text,
    fc.array(tie("value"), { maxLength: 4 }),
    fc.array(fc.tuple(key, tie("value")), { maxLength: 4 }).map(objectOf),
  ),
}));

/** A results-file-shaped document: subjects (arrays of records) and other members. */
const document = fc
  .array(fc.tuple(key, fc.oneof({ weight: 3, arbitrary: fc.array(jsonValue, { maxLength: 5 }) }, jsonValue)), {
    maxLength: 5,
  })
  .map(objectOf);

const indent = fc.constantFrom(undefined, 1, "\t", 2);

/** Scan `bytes` cut at the given chunk lengths (cycled). */
function scanChunked(bytes: Uint8Array, lengths: readonly number[]): ScanResult {
  const scanner = new RecordScanner();
  for (let i = 0, k = 0; i < bytes.length; k++) {
    const length = Math.max(1, lengths[k % lengths.length]!);
    if (!scanner.push(bytes.subarray(i, i + length))) break;
    i += length;
  }
  return scanner.end();
}

const chunking = fc.array(fc.integer({ min: 1, max: 64 }), { minLength: 1, maxLength: 6 });

/** JSON.parse's verdict on the bytes, as a UTF-8 text without a byte order mark. */
function reference(bytes: Uint8Array): { ok: true; value: unknown } | { ok: false } {
  if (!isUtf8(bytes)) return { ok: false };
  const decoded = Buffer.from(bytes).toString("utf8");
  try {
    return { ok: true, value: JSON.parse(decoded) };
  } catch {
    return { ok: false };
  }
}

const isObject = (value: unknown) => typeof value === "object" && value !== null && !Array.isArray(value);

/** What the scanner must say about any bytes, judged by JSON.parse. */
function checkAgainstJsonParse(bytes: Uint8Array, result: ScanResult): void {
  const expected = reference(bytes);
  if (result.ok) {
    // Accepted: exactly JSON.parse's value (key order included), and an object.
    expect(expected.ok).toBe(true);
    expect(isDeepStrictEqual(result.value, (expected as { value: unknown }).value)).toBe(true);
    expect(JSON.stringify(result.value)).toBe(JSON.stringify((expected as { value: unknown }).value));
    return;
  }
  expect(SCAN_ERROR_CODES).toContain(result.error.code);
  expect(result.error.message.length).toBeGreaterThan(0);
  if (result.error.position) expect(result.error.position.offset).toBeLessThanOrEqual(bytes.length);
  if (!expected.ok) return;
  // JSON.parse takes it: the scanner refuses only what a results file may not be.
  if (!isObject(expected.value)) expect(result.error.code).toBe("not-an-object");
  else expect(["duplicate-subject-key", "too-deep"]).toContain(result.error.code);
}

describe("RecordScanner, property-based", () => {
  it(
    "parses every generated document as JSON.parse does, however it is cut into chunks, and re-parses its own output the same",
    () => {
      fc.assert(
        fc.property(document, indent, chunking, (doc, space, lengths) => {
          generated++;
          const bytes = Buffer.from(JSON.stringify(doc, null, space));
          const result = scanChunked(bytes, lengths);
          checkAgainstJsonParse(bytes, result);
          expect(result.ok).toBe(true);
          if (!result.ok) return;
          const records = Object.values(doc).reduce<number>(
            (sum, member) => sum + (Array.isArray(member) ? member.length : 0),
            0,
          );
          expect(result.recordCount).toBe(records);
          // parse -> serialize -> parse is stable.
          const again = scanChunked(Buffer.from(JSON.stringify(result.value)), [1 << 20]);
          expect(again.ok && JSON.stringify(again.value)).toBe(JSON.stringify(result.value));
        }),
        { seed: SEED, numRuns: 4000 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  const mutation = fc.oneof(
    fc.record({ kind: fc.constant("flip" as const), at: fc.nat(), byte: fc.integer({ min: 0, max: 255 }) }),
    fc.record({
      kind: fc.constant("insert" as const),
      at: fc.nat(),
      bytes: fc.oneof(
        fc.constantFrom(
          [0xef, 0xbb, 0xbf],
          [0xff],
          [0xc0, 0xaf],
          [0xed, 0xa0, 0x80],
          [0xe2, 0x82],
          [0xf4, 0x90, 0x80, 0x80],
        ),
        fc.constantFrom(...'{}[]",:\\ 0-eE.ntfu'.split("").map((c) => [c.charCodeAt(0)])),
        fc.array(fc.integer({ min: 0, max: 255 }), { minLength: 1, maxLength: 4 }),
      ),
    }),
    fc.record({ kind: fc.constant("delete" as const), at: fc.nat(), length: fc.integer({ min: 1, max: 8 }) }),
    fc.record({ kind: fc.constant("truncate" as const), at: fc.nat() }),
    fc.record({ kind: fc.constant("repeat" as const), at: fc.nat(), length: fc.integer({ min: 1, max: 16 }) }),
  );
  type Mutation = typeof mutation extends fc.Arbitrary<infer T> ? T : never;

  function mutate(bytes: Buffer, mutations: readonly Mutation[]): Buffer {
    let out = bytes;
    for (const m of mutations) {
      const at = out.length === 0 ? 0 : m.at % (out.length + 1);
      if (m.kind === "flip" && at < out.length)
        out = Buffer.concat([out.subarray(0, at), Buffer.from([m.byte]), out.subarray(at + 1)]);
      else if (m.kind === "insert") out = Buffer.concat([out.subarray(0, at), Buffer.from(m.bytes), out.subarray(at)]);
      else if (m.kind === "delete") out = Buffer.concat([out.subarray(0, at), out.subarray(at + m.length)]);
      else if (m.kind === "truncate") out = out.subarray(0, at);
      else if (m.kind === "repeat") out = Buffer.concat([out.subarray(0, at + m.length), out.subarray(at)]);
    }
    return out;
  }

  it(
    "never throws on a mutated document, agrees with JSON.parse, and gives the same answer for any chunking",
    () => {
      fc.assert(
        fc.property(
          document,
          fc.array(mutation, { minLength: 1, maxLength: 4 }),
          chunking,
          (doc, mutations, lengths) => {
            generated++;
            const bytes = mutate(Buffer.from(JSON.stringify(doc)), mutations);
            const whole = scanChunked(bytes, [1 << 20]);
            checkAgainstJsonParse(bytes, whole);
            const chunked = scanChunked(bytes, lengths);
            // Same value, or the same problem at the same place, whatever the chunk boundaries.
            expect(JSON.stringify(chunked)).toBe(JSON.stringify(whole));
          },
        ),
        { seed: SEED + 1, numRuns: 6000 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    "never throws on arbitrary bytes and refuses anything that is not a JSON object",
    () => {
      fc.assert(
        fc.property(fc.uint8Array({ maxLength: 64 }), chunking, (bytes, lengths) => {
          generated++;
          checkAgainstJsonParse(bytes, scanChunked(bytes, lengths));
        }),
        { seed: SEED + 2, numRuns: 1000 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});

// Last in the file, so it counts every property above (it is skipped, like them, by a -t filter).
it("generated at least 11,000 inputs: 4,000 documents, 6,000 mutations, 1,000 byte strings", () => {
  expect(generated).toBeGreaterThanOrEqual(11_000);
});
