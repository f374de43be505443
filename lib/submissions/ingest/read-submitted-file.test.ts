import { readFileSync } from "node:fs";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { readPredictionsFile } from "@/lib/extraction-score";
import { FIXTURES_DIR, SHARED_DIR } from "@/tests/helpers/shared-data";
import { readStoredFile, readSubmittedFile } from "./read-submitted-file";

const SIM_A = path.join(FIXTURES_DIR, "sim-a_0shot_cot_True_scored_eval_results.json.gz");
const BOOK = path.join(SHARED_DIR, "extraction/Llama_results.json");

async function* chunks(bytes: Uint8Array, size: number): AsyncIterable<Uint8Array> {
  for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
}

const source = (bytes: Uint8Array, declaredGzip = false) => ({
  body: chunks(bytes, 64 * 1024),
  maxBytes: 200 * 1024 * 1024,
  declaredLength: bytes.length,
  declaredGzip,
});

describe("readSubmittedFile, the one reader of a submitted file", () => {
  it("reads an MR-Ben results file as JSON.parse does, plain or gzip, and a stored original the same", async () => {
    const gzip = readFileSync(SIM_A);
    const plain = gunzipSync(gzip);
    const expected: unknown = JSON.parse(plain.toString("utf8"));
    const fromGzip = await readSubmittedFile({ kind: "mrben", ...source(gzip) });
    const fromPlain = await readSubmittedFile({ kind: "mrben", ...source(plain) });
    expect(fromGzip.ok && fromGzip.results).toEqual(expected);
    expect(fromPlain.ok && fromPlain.results).toEqual(expected);
    expect(fromGzip.ok && fromGzip.originalEncoding).toBe("gzip");
    // What a rescore reads from the database is what the upload read.
    const stored = await readStoredFile(fromPlain.ok ? fromPlain.gzipBytes : new Uint8Array(), { kind: "mrben" });
    expect(stored.results).toEqual(expected);
  });

  it("reads an extraction predictions file for the shot it was submitted as, as the predictions reader does", async () => {
    const bytes = readFileSync(BOOK);
    for (const shots of [0, 1] as const) {
      const read = await readSubmittedFile({ kind: "extraction", shots, ...source(bytes) });
      expect(read.ok && read.predictions).toEqual(readPredictionsFile({ text: bytes.toString("utf8"), shots }));
      const stored = await readStoredFile(gzipSync(bytes), { kind: "extraction", shots });
      expect(stored.predictions).toEqual(read.ok && read.predictions);
    }
  });

  it("refuses bad bytes with the upload's named problem, and a damaged stored original with an error", async () => {
    const notJson = await readSubmittedFile({ kind: "mrben", ...source(Buffer.from('{"math": [1,, 2]}')) });
    expect(!notJson.ok && notJson.code).toBe("invalid-json");
    const bom = await readSubmittedFile({ kind: "extraction", shots: 0, ...source(Buffer.from("\ufeff[]")) });
    expect(!bom.ok && bom.code).toBe("byte-order-mark");
    const cut = gzipSync(Buffer.from(JSON.stringify({ math: Array(500).fill({ a: 1 }) })));
    await expect(readStoredFile(cut.subarray(0, cut.length - 20), { kind: "mrben" })).rejects.toThrow(
      /^The stored original cannot be read: the gzip data is truncated/,
    );
  });
});
