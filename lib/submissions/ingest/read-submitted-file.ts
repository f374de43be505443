// The one way from a submitted file's bytes to what its scorer reads, taken by uploads, rescores
// and the command line alike, so that a file reads the same wherever it comes from: the bytes
// arrive as a stream (size-capped, hashed, gzip detected by its magic bytes and inflated bomb-safe,
// plain JSON compressed for storage), then an MR-Ben results file is parsed record by record by
// the record scanner, and an extraction predictions file is decoded as text for the predictions reader.
import { readPredictionsFile, type PredictionsFileResult } from "@/lib/extraction-score";
import { receiveUpload, type ReceivedUpload, type ReceiveUploadInput, type UploadRejection } from "./receive-upload";
import { TextCollector } from "./text-collector";

export type SubmittedFileSource = Omit<ReceiveUploadInput, "scanner">;

/** An MR-Ben results file: `results` is what JSON.parse of the whole file gives (see RecordScanner). */
export type ResultsFileRead = ReceivedUpload & { kind: "mrben" };

/** An extraction predictions file, read for the shot setting it was submitted as. */
export type PredictionsFileRead = Omit<ReceivedUpload, "results" | "recordCount" | "summarisedKeys"> & {
  kind: "extraction";
  predictions: PredictionsFileResult;
};

export function readSubmittedFile(
  input: SubmittedFileSource & { kind: "mrben" },
): Promise<ResultsFileRead | UploadRejection>;
export function readSubmittedFile(
  input: SubmittedFileSource & { kind: "extraction"; shots: 0 | 1 },
): Promise<PredictionsFileRead | UploadRejection>;
export async function readSubmittedFile(
  input: SubmittedFileSource & ({ kind: "mrben" } | { kind: "extraction"; shots: 0 | 1 }),
): Promise<ResultsFileRead | PredictionsFileRead | UploadRejection> {
  if (input.kind === "mrben") {
    const received = await receiveUpload(input);
    return received.ok ? { ...received, kind: "mrben" } : received;
  }
  const collector = new TextCollector();
  const received = await receiveUpload({ ...input, scanner: collector });
  if (!received.ok) return received;
  const { results: _results, recordCount: _records, summarisedKeys: _keys, ...facts } = received;
  return {
    ...facts,
    kind: "extraction",
    predictions: readPredictionsFile({ text: collector.text(), shots: input.shots }),
  };
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
export async function readStoredFile(gzipBytes: Uint8Array, kind: { kind: "mrben" }): Promise<ResultsFileRead>;
export async function readStoredFile(
  gzipBytes: Uint8Array,
  kind: { kind: "extraction"; shots: 0 | 1 },
): Promise<PredictionsFileRead>;
export async function readStoredFile(
  gzipBytes: Uint8Array,
  kind: { kind: "mrben" } | { kind: "extraction"; shots: 0 | 1 },
): Promise<ResultsFileRead | PredictionsFileRead> {
  const source = {
    body: oneChunk(gzipBytes),
    maxBytes: MAX_INFLATED_BYTES,
    declaredLength: null,
    declaredGzip: true,
  };
  const read =
    kind.kind === "mrben"
      ? await readSubmittedFile({ ...source, ...kind })
      : await readSubmittedFile({ ...source, ...kind });
  if (!read.ok) throw new Error(`The stored original cannot be read: ${read.message}`);
  return read;
}

async function* oneChunk(bytes: Uint8Array): AsyncIterable<Uint8Array> {
  yield bytes;
}
