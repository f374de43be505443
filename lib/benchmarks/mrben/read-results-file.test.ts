import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { readResultsFile } from "./read-results-file";

const dir = mkdtempSync(path.join(os.tmpdir(), "mrben-read-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, content: string | Uint8Array): string {
  const full = path.join(dir, name);
  writeFileSync(full, content);
  return full;
}

const VALUE = { math: [{ a: "é ✓ 😀" }] };
const TEXT = JSON.stringify(VALUE, null, 2);

async function expectError(p: string, code: string, message: RegExp) {
  const result = await readResultsFile({ path: p });
  expect(result.ok).toBe(false);
  if (!result.ok) {
    expect(result.error.code).toBe(code);
    expect(result.error.message).toMatch(message);
    expect(result.error.message.startsWith(p)).toBe(true);
  }
  return result;
}

describe("readResultsFile", () => {
  it("reads plain JSON", async () => {
    const result = await readResultsFile({ path: file("plain.json", TEXT) });
    expect(result.ok && result.value.results).toEqual(VALUE);
    expect(result.ok && result.value.stats.compressed).toBe(false);
  });

  it("reads gzip, detected by its magic bytes whatever the name", async () => {
    for (const name of ["a.json.gz", "a-gzipped.json", "a.GZ"]) {
      const result = await readResultsFile({ path: file(name, gzipSync(TEXT)) });
      expect(result.ok && result.value.results, name).toEqual(VALUE);
      expect(result.ok && result.value.stats.compressed).toBe(true);
    }
  });

  it("reads concatenated gzip members, as Python's gzip module does", async () => {
    const result = await readResultsFile({
      path: file("multi.json.gz", Buffer.concat([gzipSync(TEXT.slice(0, 10)), gzipSync(TEXT.slice(10))])),
    });
    expect(result.ok && result.value.results).toEqual(VALUE);
  });

  it("says when the file does not exist or is a directory", async () => {
    await expectError(path.join(dir, "missing.json"), "not-found", /no such file/);
    mkdirSync(path.join(dir, "a-dir.json"));
    await expectError(path.join(dir, "a-dir.json"), "not-a-file", /not a regular file/);
  });

  it("says when a .gz file is not gzip", async () => {
    await expectError(file("fake.json.gz", TEXT), "not-gzip", /named \.gz but not gzip-compressed/);
  });

  it("says when the gzip data is truncated or corrupt", async () => {
    // Valid JSON when whole: the reader streams, and a JSON error before the cut would be reported first.
    const gz = gzipSync(JSON.stringify({ math: Array.from({ length: 50 }, () => VALUE.math[0]) }, null, 2));
    await expectError(file("cut.json.gz", gz.subarray(0, gz.length - 30)), "truncated-gzip", /truncated/);
    const corrupt = Buffer.from(gz);
    corrupt.fill(0xff, 12, 40);
    await expectError(file("corrupt.json.gz", corrupt), "corrupt-gzip", /corrupt/);
  });

  it("gives the line and column of invalid JSON", async () => {
    const result = await expectError(
      file("bad.json", '{\n  "math": [1, 2,, 3]\n}'),
      "invalid-json",
      /not valid JSON at line 2, column 17/,
    );
    expect(!result.ok && result.error.position).toEqual({ offset: 18, line: 2, column: 17 });
  });

  it("says when JSON is truncated", async () => {
    await expectError(file("short.json", TEXT.slice(0, 20)), "invalid-json", /ends early.*looks truncated/);
    await expectError(file("short2.json.gz", gzipSync(TEXT.slice(0, 25))), "invalid-json", /looks truncated/);
    await expectError(file("empty.json", ""), "invalid-json", /looks truncated/);
  });

  it("rejects invalid UTF-8 and a byte order mark, as the official script's json.load does", async () => {
    await expectError(
      file("latin1.json", Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xe9, 0x22, 0x7d])),
      "invalid-utf8",
      /offset 6/,
    );
    await expectError(file("bom.json", `\ufeff${TEXT}`), "invalid-json", /byte order mark/);
  });

  it("bounds the decompressed size", async () => {
    const result = await readResultsFile({
      path: file("big.json.gz", gzipSync(" ".repeat(10_000) + "{}")),
      maxJsonBytes: 1000,
    });
    expect(!result.ok && result.error.code).toBe("too-large");
  });

  it("bounds a plain file's size before reading it, and says when it is empty", async () => {
    const big = await readResultsFile({ path: file("big.json", " ".repeat(2_000) + "{}"), maxJsonBytes: 1000 });
    expect(!big.ok && big.error).toMatchObject({ code: "too-large", message: expect.stringContaining("1000 bytes") });
    const empty = await readResultsFile({ path: file("empty.json", "") });
    expect(!empty.ok && empty.error).toMatchObject({ code: "invalid-json", message: expect.stringContaining("empty") });
  });
});

describe("a file with ill-formed UTF-8 in the middle", () => {
  it("is reported with the offset of the first bad byte, promptly (this input once made the reader loop forever)", async () => {
    const bytes = Buffer.from(
      "207b09226d61746822093a5b31202c097b09225df09f9880e280a8e280a82f22203a092d302e35652b320a2c20225f5f70726f746f5f5f22203a0922c3a9f09f9880e2935a22092c0a22615c226222093a7b097d207d2c2031323334353637383930313233343536373839303132333435363738393031320d0a20202c0a7b207d5d7d0a",
      "hex",
    );
    const dir = mkdtempSync(path.join(os.tmpdir(), "mrben-utf8-"));
    try {
      const file = path.join(dir, "bad.json");
      writeFileSync(file, bytes);
      const result = await readResultsFile({ path: file });
      expect(result.ok).toBe(false);
      if (!result.ok) {
        expect(result.error.code).toBe("invalid-utf8");
        expect(result.error.message).toContain(`offset ${bytes.indexOf(Buffer.from("e2935a", "hex"))}`);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
