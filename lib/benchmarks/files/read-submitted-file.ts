// The one way from a submitted file's bytes to what its kind's scorer reads, taken by uploads,
// rescores and the command line alike, so that a file reads the same wherever it comes from: the
// bytes arrive as a stream (size-capped, hashed, gzip detected by its magic bytes and inflated
// bomb-safe, plain JSON compressed for storage) through the kind's scanner, then the kind parses
// what it scanned for the shot setting.
import type { BenchmarkKind, ParsedFile, Shots } from "@/lib/benchmarks/kind";
import { receiveUpload, type ReceivedUpload, type ReceiveUploadInput, type UploadRejection } from "./receive-upload";
import { badJson, empty, tooLarge } from "./upload-rejection";

export type SubmittedFileSource = Omit<ReceiveUploadInput, "scanner">;

/** A file read whole: its facts (hash, size, stored bytes, timings) and the kind's reading of it. */
export type SubmittedFile<Input> = Omit<ReceivedUpload, "scanned"> & { parsed: ParsedFile<Input> };

export async function readSubmittedFile<Input>(
  kind: Pick<BenchmarkKind<unknown, unknown, unknown, Input>, "scanner" | "parse">,
  shots: Shots,
  source: SubmittedFileSource,
): Promise<SubmittedFile<Input> | UploadRejection> {
  const received = await receiveUpload({ ...source, scanner: kind.scanner(shots) });
  if (!received.ok) return received;
  const { scanned, ...facts } = received;
  return { ...facts, parsed: kind.parse(scanned, shots) };
}

/**
 * Plain JSON already in memory (a file on disk, `sizeBytes` long, read whole unless it is over
 * `maxBytes`), through the same scanner in one push: nothing to store, hash or inflate.
 */
export function readWholeJson<Input>(
  kind: Pick<BenchmarkKind<unknown, unknown, unknown, Input>, "scanner" | "parse">,
  shots: Shots,
  bytes: Uint8Array,
  sizeBytes: number,
  maxBytes: number,
): { ok: true; parsed: ParsedFile<Input>; jsonBytes: number; scanMs: number } | UploadRejection {
  if (sizeBytes > maxBytes) return tooLarge(maxBytes, sizeBytes, false);
  if (bytes.length === 0) return empty();
  const started = performance.now();
  const scanner = kind.scanner(shots);
  scanner.push(bytes);
  const scanned = scanner.end();
  const scanMs = performance.now() - started;
  if (!scanned.ok) return badJson(scanned.error, false);
  return { ok: true, parsed: kind.parse(scanned.value, shots), jsonBytes: scanned.jsonBytes, scanMs };
}

/**
 * The cap on a file read from disk or the database (uploads have their own, UPLOAD_MAX_BYTES): real
 * results files are 20-80 MB of JSON, and this bounds what a gzip bomb can make us allocate.
 */
export const MAX_INFLATED_BYTES = 1024 * 1024 * 1024;

/**
 * A stored original (gzip-compressed, see StoredFile.gzipBytes) read again, for a rescore. Throws
 * when it no longer reads: it was accepted once, so that is damage, not the submitter's mistake.
 */
export async function readStoredFile<Input>(
  kind: Pick<BenchmarkKind<unknown, unknown, unknown, Input>, "scanner" | "parse">,
  shots: Shots,
  gzipBytes: Uint8Array,
): Promise<SubmittedFile<Input>> {
  const read = await readSubmittedFile(kind, shots, {
    body: oneChunk(gzipBytes),
    maxBytes: MAX_INFLATED_BYTES,
    declaredLength: null,
    declaredGzip: true,
  });
  if (!read.ok) throw new Error(`The stored original cannot be read: ${read.message}`);
  return read;
}

async function* oneChunk(bytes: Uint8Array): AsyncIterable<Uint8Array> {
  yield bytes;
}
