// A file named on the command line opened as the source readSubmittedFile reads (gzip when its
// name says so, checked against its magic bytes), or a sentence saying why it cannot be opened.
import { closeSync, createReadStream, fstatSync, openSync } from "node:fs";
import { MAX_INFLATED_BYTES, type SubmittedFileSource } from "@/lib/benchmarks/files/read-submitted-file";

export type OpenFileErrorCode = "not-found" | "not-a-file" | "unreadable";

/** Large reads: each chunk is one turn of the reading loop. */
const READ_CHUNK_BYTES = 1024 * 1024;

export function openFileSource(
  path: string,
  maxBytes = MAX_INFLATED_BYTES,
):
  | { ok: true; source: SubmittedFileSource; sizeBytes: number }
  | { ok: false; code: OpenFileErrorCode; message: string } {
  let fd: number;
  try {
    fd = openSync(path, "r");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT") return { ok: false, code: "not-found", message: "no such file" };
    if (code === "EISDIR") return { ok: false, code: "not-a-file", message: "not a regular file" };
    return { ok: false, code: "unreadable", message: `cannot read the file (${code ?? String(error)})` };
  }
  const stat = fstatSync(fd);
  if (!stat.isFile()) {
    closeSync(fd);
    return { ok: false, code: "not-a-file", message: "not a regular file" };
  }
  return {
    ok: true,
    sizeBytes: stat.size,
    source: {
      body: createReadStream(path, { fd, highWaterMark: READ_CHUNK_BYTES }),
      maxBytes,
      declaredLength: null,
      declaredGzip: path.toLowerCase().endsWith(".gz"),
    },
  };
}
