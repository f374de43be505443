// The one way from a submitted file's bytes to what its kind's scorer reads, taken by uploads,
// rescores and the command line alike, so that a file reads the same wherever it comes from: the
// bytes arrive as a stream (size-capped, hashed, gzip detected by its magic bytes and inflated
// bomb-safe, plain JSON compressed for storage) through the kind's scanner, then the kind parses
// what it scanned for the shot setting.
import type { BenchmarkKind, ParsedFile, Shots } from "@/lib/benchmarks/kind";
import { receiveUpload, type ReceivedUpload, type ReceiveUploadInput, type UploadRejection } from "./receive-upload";
import { MAX_INFLATED_BYTES } from "./read-whole-json";
import { ok, type Result } from "@/lib/result";

export type SubmittedFileSource = Omit<ReceiveUploadInput, "scanner">;

/** A file read whole: its facts (hash, size, stored bytes, timings) and the kind's reading of it. */
export type SubmittedFile<Input> = Omit<ReceivedUpload, "scanned"> & { parsed: ParsedFile<Input> };

export async function readSubmittedFile<Input>(
  kind: Pick<BenchmarkKind<unknown, unknown, unknown, Input>, "scanner" | "parse">,
  shots: Shots,
  source: SubmittedFileSource,
): Promise<Result<SubmittedFile<Input>, UploadRejection>> {
  const received = await receiveUpload({ ...source, scanner: kind.scanner(shots) });
  if (!received.ok) return received;
  const { scanned, ...facts } = received.value;
  return ok({ ...facts, parsed: kind.parse(scanned, shots) });
}

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
  if (!read.ok) throw new Error(`The stored original cannot be read: ${read.error.message}`);
  return read.value;
}

async function* oneChunk(bytes: Uint8Array): AsyncIterable<Uint8Array> {
  yield bytes;
}
