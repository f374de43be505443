import { readFileSync } from "node:fs";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { extractionKind } from "@/lib/benchmarks/extraction/kind";
import { mrbenKind } from "@/lib/benchmarks/mrben/kind";
import { readPredictionsFile } from "@/lib/benchmarks/extraction/extraction-score";
import { FIXTURES_DIR, SHARED_DIR } from "@/tests/helpers/shared-data";
import type { Result } from "@/lib/result";
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

const input = (read: { parsed: Result<unknown, unknown> }) => (read.parsed.ok ? read.parsed.value : undefined);
const accepted = <T>(read: Result<T, unknown>): T => {
  if (!read.ok) throw new Error("refused");
  return read.value;
};

describe("readSubmittedFile, the one reader of a submitted file", () => {
  it("reads an MR-Ben results file as JSON.parse does, plain or gzip, and a stored original the same", async () => {
    const gzip = readFileSync(SIM_A);
    const plain = gunzipSync(gzip);
    const expected: unknown = JSON.parse(plain.toString("utf8"));
    const fromGzip = await readSubmittedFile(mrbenKind, 0, source(gzip));
    const fromPlain = await readSubmittedFile(mrbenKind, 0, source(plain));
    expect(input(accepted(fromGzip))).toEqual(expected);
    expect(input(accepted(fromPlain))).toEqual(expected);
    expect(accepted(fromGzip).originalEncoding).toBe("gzip");
    // What a rescore reads from the database is what the upload read.
    const stored = await readStoredFile(mrbenKind, 0, accepted(fromPlain).gzipBytes);
    expect(input(stored)).toEqual(expected);
  });

  it("reads an extraction predictions file for the shot it was submitted as, as the predictions reader does", async () => {
    const bytes = readFileSync(BOOK);
    for (const shots of [0, 1] as const) {
      const read = await readSubmittedFile(extractionKind, shots, source(bytes));
      const expected = readPredictionsFile({ text: bytes.toString("utf8"), shots });
      expect(expected.ok).toBe(true);
      expect(input(accepted(read))).toEqual(
        expected.ok && { predictions: expected.predictions, submittedReferences: expected.submittedReferences },
      );
      const stored = await readStoredFile(extractionKind, shots, gzipSync(bytes));
      expect(input(stored)).toEqual(input(accepted(read)));
    }
  });

  it("refuses bad bytes with the upload's named problem, and a damaged stored original with an error", async () => {
    const notJson = await readSubmittedFile(mrbenKind, 0, source(Buffer.from('{"math": [1,, 2]}')));
    expect(!notJson.ok && notJson.error.code).toBe("invalid-json");
    const bom = await readSubmittedFile(extractionKind, 0, source(Buffer.from("\ufeff[]")));
    expect(!bom.ok && bom.error.code).toBe("byte-order-mark");
    const cut = gzipSync(Buffer.from(JSON.stringify({ math: Array(500).fill({ a: 1 }) })));
    await expect(readStoredFile(mrbenKind, 0, cut.subarray(0, cut.length - 20))).rejects.toThrow(
      /^The stored original cannot be read: the gzip data is truncated/,
    );
  });
});
