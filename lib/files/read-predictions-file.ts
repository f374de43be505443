// Reads an extraction predictions file from disk (plain or gzip, JSON or JSON Lines) for the
// command line, through the reader uploads and rescores take, so the CLI refuses what the portal refuses.
import type { PredictionsFileResult } from "@/lib/extraction-score";
import { readSubmittedFile } from "@/lib/submissions/ingest/read-submitted-file";
import { openFileSource } from "./file-source";

/** The file's predictions read for `shots`, or why the file itself cannot be read. */
export async function readPredictionsAt({
  path,
  shots,
}: {
  path: string;
  shots: 0 | 1;
}): Promise<{ ok: true; predictions: PredictionsFileResult } | { ok: false; message: string }> {
  const opened = openFileSource(path);
  if (!opened.ok) return { ok: false, message: opened.message };
  const read = await readSubmittedFile({ ...opened.source, kind: "extraction", shots });
  return read.ok ? { ok: true, predictions: read.predictions } : { ok: false, message: read.message };
}
