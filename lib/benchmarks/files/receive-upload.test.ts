import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { isDeepStrictEqual } from "node:util";
import { gunzipSync, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { FIXTURES_DIR } from "@/tests/helpers/shared-data";
import { mrbenKind } from "@/lib/benchmarks/mrben/kind";
import { receiveUpload, type ReceiveUploadInput, type ReceiveUploadResult } from "./receive-upload";

const MB = 1024 * 1024;
const TEXT = JSON.stringify({ math: [{ a: "é ✓ 😀" }, { b: [1, 2] }], physics: [] }, null, 2);
const JSON_BYTES = Buffer.from(TEXT);
const GZIP_BYTES = gzipSync(JSON_BYTES);

/** A body that hands out `bytes` in chunks and records how far it was read and whether it was cancelled. */
function trackedBody(bytes: Uint8Array | Uint8Array[], chunkSize = 64 * 1024) {
  const chunks = Array.isArray(bytes) ? bytes : [];
  if (!Array.isArray(bytes))
    for (let i = 0; i < bytes.length; i += chunkSize) chunks.push(bytes.subarray(i, i + chunkSize));
  const state = { pulled: 0, total: chunks.length, cancelled: false };
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        const chunk = chunks[state.pulled];
        if (chunk === undefined) controller.close();
        else {
          state.pulled++;
          controller.enqueue(chunk);
        }
      },
      cancel() {
        state.cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, state };
}

async function* iterate(bytes: Uint8Array, chunkSize: number): AsyncGenerator<Uint8Array> {
  for (let i = 0; i < bytes.length; i += chunkSize) yield bytes.subarray(i, i + chunkSize);
}

function receive(body: ReceiveUploadInput["body"], overrides: Partial<ReceiveUploadInput> = {}) {
  return receiveUpload({
    body,
    maxBytes: 200 * MB,
    declaredLength: null,
    declaredGzip: false,
    scanner: mrbenKind.scanner(0),
    ...overrides,
  });
}

function expectRejected(result: ReceiveUploadResult, code: string, message?: RegExp) {
  expect(result.ok).toBe(false);
  if (result.ok) throw new Error("accepted");
  expect(result.error.code).toBe(code);
  if (message) expect(result.error.message).toMatch(message);
  return result.error;
}

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

describe("receiveUpload accepts a results file", () => {
  it("plain JSON: parsed, hashed as uploaded, and gzip-compressed for storage on the way", async () => {
    const result = await receive(trackedBody(JSON_BYTES, 7).stream, { declaredLength: JSON_BYTES.length });
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.scanned).toEqual(JSON.parse(TEXT));
    expect(result.value.originalEncoding).toBe("json");
    expect(result.value.sha256).toBe(sha256(JSON_BYTES));
    expect(result.value.sizeBytes).toBe(JSON_BYTES.length);
    expect(result.value.jsonBytes).toBe(JSON_BYTES.length);
    expect(gunzipSync(result.value.gzipBytes).equals(JSON_BYTES)).toBe(true);
  });

  it("gzip: detected by its magic bytes whether announced or not, stored as uploaded", async () => {
    for (const declaredGzip of [true, false])
      for (const chunkSize of [1, 5, 1 << 20]) {
        const result = await receive(iterate(GZIP_BYTES, chunkSize), { declaredGzip });
        if (!result.ok) throw new Error(result.error.message);
        expect(result.value.scanned).toEqual(JSON.parse(TEXT));
        expect(result.value.originalEncoding).toBe("gzip");
        expect(result.value.gzipBytes.equals(GZIP_BYTES)).toBe(true);
        expect(result.value.sha256).toBe(sha256(GZIP_BYTES));
        expect([result.value.sizeBytes, result.value.jsonBytes]).toEqual([GZIP_BYTES.length, JSON_BYTES.length]);
      }
  });

  it("gzip with several members, as gzip and Python's gzip module write when appending", async () => {
    const multi = Buffer.concat([gzipSync(TEXT.slice(0, 10)), gzipSync(TEXT.slice(10))]);
    const result = await receive(iterate(multi, 3));
    expect(result.ok && result.value.scanned).toEqual(JSON.parse(TEXT));
  });

  it("an AsyncIterable body as well as a ReadableStream", async () => {
    const result = await receive(iterate(JSON_BYTES, 1));
    expect(result.ok && result.value.scanned).toEqual(JSON.parse(TEXT));
  });
});

describe("receiveUpload refuses", () => {
  it("empty: an upload with no bytes", async () => {
    expectRejected(await receive(trackedBody([]).stream), "empty", /the upload is empty/);
    expectRejected(await receive(iterate(Buffer.alloc(0), 1)), "empty");
  });

  it("too-large: a Content-Length over the cap, before reading any of the body", async () => {
    const { stream, state } = trackedBody(JSON_BYTES);
    const result = await receive(stream, { maxBytes: 1000, declaredLength: 5 * 1024 ** 3 });
    expectRejected(result, "too-large", /^the upload is 5 GB, larger than the 1000 bytes limit/);
    expect(state.pulled).toBe(0);
    expect(state.cancelled).toBe(true);
  });

  it("too-large: bytes past the cap, stopping at once and cancelling the stream", async () => {
    const big = Buffer.alloc(10 * MB, 0x20);
    const { stream, state } = trackedBody(big);
    const result = await receive(stream, { maxBytes: MB });
    expectRejected(result, "too-large", /larger than the 1 MB limit \(stopped reading after 1 MB\)/);
    expect(state.pulled).toBe(17); // the 17th 64 KB chunk crosses 1 MB
    expect(state.cancelled).toBe(true);
  });

  it("gzip-too-large: a small gzip inflating past the cap, stopping the inflation at once (gzip bomb)", async () => {
    // 1 KB members of 1 MB of spaces each: 1.2 MB of gzip that inflates to 1 GB of whitespace.
    const member = gzipSync(Buffer.alloc(MB, 0x20), { level: 9 });
    const chunks = [gzipSync('{"math": ['), ...Array.from({ length: 1024 }, () => member)];
    const { stream, state } = trackedBody(chunks);
    const before = process.memoryUsage();
    const result = await receive(stream, { maxBytes: 8 * MB });
    const after = process.memoryUsage();
    expectRejected(result, "gzip-too-large", /inflates to more than the 8 MB limit/);
    // Stopped within a few members of the cap, not after reading (or inflating) the whole bomb.
    expect(state.pulled).toBeLessThan(20);
    expect(state.cancelled).toBe(true);
    expect(after.arrayBuffers - before.arrayBuffers).toBeLessThan(64 * MB);
  });

  it("not-gzip: announced as gzip but without the gzip magic bytes", async () => {
    const { stream, state } = trackedBody(JSON_BYTES, 1);
    expectRejected(
      await receive(stream, { declaredGzip: true }),
      "not-gzip",
      /does not start with the gzip magic bytes 1f 8b/,
    );
    expect(state.pulled).toBe(2);
    expect(state.cancelled).toBe(true);
    expectRejected(await receive(iterate(Buffer.from("{"), 1), { declaredGzip: true }), "not-gzip");
  });

  it("truncated-gzip and corrupt-gzip, with the size and digest of what arrived", async () => {
    const gz = gzipSync(TEXT.repeat(50));
    const cut = gz.subarray(0, gz.length - 30);
    const truncated = expectRejected(
      await receive(iterate(cut, 100)),
      "truncated-gzip",
      /the gzip data is truncated \(unexpected end of file\): upload the complete file/,
    );
    expect([truncated.sizeBytes, truncated.sha256]).toEqual([cut.length, sha256(cut)]);
    const corrupt = Buffer.from(gz);
    corrupt.fill(0xff, 12, 40);
    expectRejected(await receive(iterate(corrupt, 100)), "corrupt-gzip", /the gzip data is corrupt \(.+\)/);
    const badCrc = Buffer.from(GZIP_BYTES);
    badCrc[badCrc.length - 6]! ^= 1;
    expectRejected(await receive(iterate(badCrc, 100)), "corrupt-gzip", /incorrect data check/);
  });

  it("stalled: no bytes for idleTimeoutMs, cancelling the stream", async () => {
    let cancelled = false;
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(JSON_BYTES.subarray(0, 10));
      },
      cancel() {
        cancelled = true;
      },
    });
    expectRejected(await receive(stream, { idleTimeoutMs: 50 }), "stalled", /no data arrived for 50 ms after 10 bytes/);
    expect(cancelled).toBe(true);
  });

  it("aborted: the body fails or ends before its Content-Length", async () => {
    async function* failing() {
      yield JSON_BYTES.subarray(0, 10);
      throw new Error("socket hang up");
    }
    expectRejected(await receive(failing()), "aborted", /cut off after 10 bytes \(socket hang up\)/);
    expectRejected(
      await receive(iterate(JSON_BYTES, 10), { declaredLength: JSON_BYTES.length + 1 }),
      "aborted",
      /ended after/,
    );
  });

  it("the scanner's problems, with their position in the JSON", async () => {
    const bad = Buffer.from('{\n  "math": [1, 2,, 3]\n}');
    const plain = expectRejected(
      await receive(iterate(bad, 4)),
      "invalid-json",
      /^not valid JSON at line 2, column 17 \(offset 18\)/,
    );
    expect(plain.position).toEqual({ offset: 18, line: 2, column: 17 });
    const cut = Buffer.from('{"math": [{"a": 1}');
    const truncated = expectRejected(await receive(iterate(cut, 4)), "invalid-json", /looks truncated/);
    expect([truncated.sizeBytes, truncated.sha256]).toEqual([cut.length, sha256(cut)]);
    expectRejected(await receive(iterate(gzipSync(bad), 4)), "invalid-json", /offsets count the decompressed JSON/);
    expectRejected(await receive(iterate(Buffer.from("[1]"), 4)), "not-an-object");
    expectRejected(await receive(iterate(Buffer.from('{"a": [], "a": []}'), 4)), "duplicate-subject-key");
    expectRejected(await receive(iterate(Buffer.from("\ufeff{}"), 4)), "byte-order-mark");
    expectRejected(await receive(iterate(Buffer.from([0x7b, 0x22, 0xff]), 4)), "invalid-utf8");
  });

  it("stops reading as soon as the JSON is known to be bad", async () => {
    const bad = Buffer.concat([Buffer.from('{"math": [1]]'), Buffer.alloc(4 * MB, 0x20)]);
    const { stream, state } = trackedBody(bad);
    expectRejected(await receive(stream), "invalid-json");
    expect(state.pulled).toBe(1);
    expect(state.cancelled).toBe(true);
  });

  it("throws for misuse, not for bad input", async () => {
    await expect(receive(iterate(JSON_BYTES, 4), { maxBytes: 0 })).rejects.toThrow(RangeError);
    async function* strings() {
      yield "not bytes" as unknown as Uint8Array;
    }
    await expect(receive(strings())).rejects.toThrow(TypeError);
  });
});

describe("receiveUpload on the shared fixtures", () => {
  const fixtures = readdirSync(FIXTURES_DIR).filter((name) => /\.json(\.gz)?$/.test(name) && name !== "expected.json");

  it.each(fixtures)(
    "%s, uploaded plain and gzip: results deep-equal JSON.parse of the whole text",
    async (name) => {
      const file = readFileSync(path.join(FIXTURES_DIR, name));
      const json = name.endsWith(".gz") ? gunzipSync(file) : file;
      const expected: unknown = JSON.parse(json.toString("utf8"));
      for (const upload of [json, name.endsWith(".gz") ? file : gzipSync(json)]) {
        const result = await receive(trackedBody(upload).stream, { declaredLength: upload.length });
        if (!result.ok) throw new Error(result.error.message);
        expect(isDeepStrictEqual(result.value.scanned, expected)).toBe(true);
        expect(Object.keys(result.value.scanned as object)).toEqual(Object.keys(expected as object));
        expect(result.value.sha256).toBe(sha256(upload));
        expect(gunzipSync(result.value.gzipBytes).equals(json)).toBe(true);
      }
    },
    30_000,
  );
});
