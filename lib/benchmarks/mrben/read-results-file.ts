// Reads an MR-Ben results file from disk (plain or gzip) into the parsed JSON value, or a clear
// error naming where reading stopped: the shared disk reader with MR-Ben's record scanner.
import { readFileAt, type ReadFileError, type ReadFileStats } from "@/lib/benchmarks/files/read-file-at";
import { err, ok, type Result } from "@/lib/result";
import { mrbenKind, type ResultsFile } from "./kind";

/** The parsed file and the figures of the read; or why it could not be read. */
export type ReadResultsFileResult = Result<{ results: ResultsFile; stats: ReadFileStats }, ReadFileError>;

export async function readResultsFile({
  path,
  maxJsonBytes,
}: {
  path: string;
  maxJsonBytes?: number;
}): Promise<ReadResultsFileResult> {
  const read = await readFileAt({ kind: mrbenKind, path, shots: 0, maxJsonBytes });
  if (!read.ok) return err(read.error);
  const { parsed, stats } = read.value;
  // MR-Ben's parse never refuses: the scanner already checked the file's JSON.
  if (!parsed.ok) throw new Error(`readResultsFile: ${parsed.error.detail}`);
  return ok({ results: parsed.value, stats });
}
