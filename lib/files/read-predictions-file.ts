// Reads an extraction predictions file from disk (plain or gzip, JSON or JSON Lines) for the
// command line, through the reader uploads and rescores take, so the CLI refuses what the portal refuses.
import { createReadStream } from "node:fs";
import type { PredictionsFileResult } from "@/lib/extraction-score";
import { readSubmittedFile } from "@/lib/submissions/ingest/read-submitted-file";
import { openRegularFile } from "./open-file";
import { READ_CHUNK_BYTES } from "./read-results-file";

/** Predictions files are a few megabytes; this bounds what a gzip bomb can make us allocate. */
const MAX_TEXT_BYTES = 1024 * 1024 * 1024;

/** The file's predictions read for `shots`, or why the file itself cannot be read. */
export async function readPredictionsAt({
  path,
  shots,
}: {
  path: string;
  shots: 0 | 1;
}): Promise<{ ok: true; predictions: PredictionsFileResult } | { ok: false; message: string }> {
  const opened = openRegularFile(path);
  if (!opened.ok) return { ok: false, message: opened.message };
  const read = await readSubmittedFile({
    kind: "extraction",
    shots,
    body: createReadStream(path, { fd: opened.fd, highWaterMark: READ_CHUNK_BYTES }),
    maxBytes: MAX_TEXT_BYTES,
    declaredLength: null,
    declaredGzip: path.toLowerCase().endsWith(".gz"),
  });
  return read.ok ? { ok: true, predictions: read.predictions } : { ok: false, message: read.message };
}
