// A file named on the command line: opened (or a sentence saying why it cannot be), then read whole
// when it is plain JSON, or streamed as the source readSubmittedFile reads (gzip when its magic bytes
// or its name say so: inflating is bomb-safe only as a stream).
import { closeSync, createReadStream, fstatSync, openSync, readSync } from "node:fs";
import type { SubmittedFileSource } from "@/lib/benchmarks/files/read-submitted-file";
import { err, ok, type Result } from "@/lib/result";

export type OpenFileErrorCode = "not-found" | "not-a-file" | "unreadable";

/** Large reads: each chunk is one turn of the reading loop. */
const READ_CHUNK_BYTES = 1024 * 1024;

export type OpenedFile = { fd: number; sizeBytes: number; gzip: boolean };

export function openFile(path: string): Result<OpenedFile, { code: OpenFileErrorCode; message: string }> {
  let fd: number;
  try {
    fd = openSync(path, "r");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT") return err({ code: "not-found", message: "no such file" });
    if (code === "EISDIR") return err({ code: "not-a-file", message: "not a regular file" });
    return err({ code: "unreadable", message: `cannot read the file (${code ?? String(error)})` });
  }
  const stat = fstatSync(fd);
  if (!stat.isFile()) {
    closeSync(fd);
    return err({ code: "not-a-file", message: "not a regular file" });
  }
  const magic = Buffer.alloc(2);
  const gzipMagic = readSync(fd, magic, 0, 2, 0) === 2 && magic[0] === 0x1f && magic[1] === 0x8b;
  return ok({ fd, sizeBytes: stat.size, gzip: gzipMagic || path.toLowerCase().endsWith(".gz") });
}

/** The opened file as a stream of chunks (it closes the file when done). */
export function streamFileSource(path: string, file: OpenedFile, maxBytes: number): SubmittedFileSource {
  return {
    body: createReadStream(path, { fd: file.fd, start: 0, highWaterMark: READ_CHUNK_BYTES }),
    maxBytes,
    declaredLength: null,
    declaredGzip: path.toLowerCase().endsWith(".gz"),
  };
}
