// Reads a file from disk, plain or gzip-compressed (detected by its magic bytes, not its name), as
// its benchmark kind reads it, or a clear error: the command line's way into the same reader uploads
// and rescores take (readSubmittedFile, or readWholeJson for plain JSON: a file on disk needs neither
// a stored copy nor a hash, and one read and one scan of it are the fastest), so a file the CLI
// scores is read as the portal reads it.
import { closeSync, readFileSync } from "node:fs";
import type { BenchmarkKind, ParsedFile, ScanPosition, Shots } from "@/lib/benchmarks/kind";
import { openFile, streamFileSource, type OpenedFile, type OpenFileErrorCode } from "./file-source";
import type { SubmittedFileSource } from "./read-submitted-file";
import { MAX_INFLATED_BYTES, readWholeJson } from "./read-whole-json";
import type { UploadRejection } from "./upload-rejection";
import { err, ok, type Result } from "@/lib/result";

type ReadFileErrorCode =
  | OpenFileErrorCode
  | "too-large"
  | "not-gzip"
  | "truncated-gzip"
  | "corrupt-gzip"
  /** The kind's scanner's code (MR-Ben: "invalid-json", "too-deep"...). */
  | (string & {});

export type ReadFileError = {
  code: ReadFileErrorCode;
  message: string;
  /** Where reading stopped: byte offset into the (decompressed) file, 1-based line and UTF-16 column. */
  position?: ScanPosition;
};

/** receiveMs, zlibMs and readMs (the whole read) are wall time; hashMs and scanMs are main-thread time within them. */
export type ReadFileStats = {
  fileBytes: number;
  jsonBytes: number;
  compressed: boolean;
  receiveMs: number;
  hashMs: number;
  scanMs: number;
  zlibMs: number;
  readMs: number;
};

/** The file as its kind reads it, and the figures of the read; or why it could not be read. */
export type ReadFileResult<Input> = Result<{ parsed: ParsedFile<Input>; stats: ReadFileStats }, ReadFileError>;

export async function readFileAt<Input>({
  kind,
  path,
  shots,
  maxJsonBytes = MAX_INFLATED_BYTES,
}: {
  kind: Pick<BenchmarkKind<unknown, unknown, unknown, Input>, "scanner" | "parse">;
  path: string;
  shots: Shots;
  maxJsonBytes?: number;
}): Promise<ReadFileResult<Input>> {
  const fail = ({ code, message, position }: ReadFileError) =>
    err({ code, message: `${path}: ${message}`, ...(position ? { position } : {}) });

  const opened = openFile(path);
  if (!opened.ok) return fail(opened.error);
  const read = opened.value.gzip
    ? await readStreamed(kind, shots, streamFileSource(path, opened.value, maxJsonBytes), maxJsonBytes)
    : readPlain(kind, shots, opened.value, maxJsonBytes);
  if (!read.ok) return fail(read.error);
  return ok({ parsed: read.value.parsed, stats: { fileBytes: opened.value.sizeBytes, ...read.value.stats } });
}

type KindReader<Input> = Pick<BenchmarkKind<unknown, unknown, unknown, Input>, "scanner" | "parse">;
type Read<Input> = Result<{ parsed: ParsedFile<Input>; stats: Omit<ReadFileStats, "fileBytes"> }, ReadFileError>;

/** Plain JSON: read whole and scanned in one push. */
function readPlain<Input>(
  kind: KindReader<Input>,
  shots: Shots,
  opened: OpenedFile,
  maxJsonBytes: number,
): Read<Input> {
  const started = performance.now();
  let bytes: Buffer;
  try {
    bytes = opened.sizeBytes > maxJsonBytes ? Buffer.alloc(0) : readFileSync(opened.fd);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? String(error);
    return err({ code: "unreadable", message: `cannot read the file (${code})` });
  } finally {
    closeSync(opened.fd);
  }
  const receiveMs = performance.now() - started;
  const read = readWholeJson(kind, shots, bytes, opened.sizeBytes, maxJsonBytes);
  if (!read.ok) return err(describeRejection(read.error, maxJsonBytes));
  const { parsed, jsonBytes, scanMs } = read.value;
  const stats = { jsonBytes, compressed: false, receiveMs, hashMs: 0, scanMs, zlibMs: 0 };
  return ok({ parsed, stats: { ...stats, readMs: performance.now() - started } });
}

/** Gzip: streamed, since only a stream inflates bomb-safe. */
async function readStreamed<Input>(
  kind: KindReader<Input>,
  shots: Shots,
  source: SubmittedFileSource,
  maxJsonBytes: number,
): Promise<Read<Input>> {
  // Loaded here only: the stream's zlib and hashing cost a plain file's start-up nothing.
  const { readSubmittedFile } = await import("./read-submitted-file");
  const read = await readSubmittedFile(kind, shots, source);
  if (!read.ok) return err(describeRejection(read.error, maxJsonBytes));
  const { receiveMs, hashMs, scanMs, zlibMs, totalMs } = read.value.timings;
  const compressed = read.value.originalEncoding === "gzip";
  const stats = { jsonBytes: read.value.jsonBytes, compressed, receiveMs, hashMs, scanMs, zlibMs, readMs: totalMs };
  return ok({ parsed: read.value.parsed, stats });
}

/** The reader's rejection in a file's terms (it speaks of uploads). */
function describeRejection(rejection: UploadRejection, maxJsonBytes: number): ReadFileError {
  const { code, message, position } = rejection;
  switch (code) {
    case "empty":
      return { code: "invalid-json", message: "not valid JSON: the file is empty (0 bytes); it looks truncated" };
    case "not-gzip":
      return {
        code: "not-gzip",
        message: "named .gz but not gzip-compressed (it does not start with the gzip magic bytes 1f 8b)",
      };
    case "too-large":
      return { code: "too-large", message: `larger than ${maxJsonBytes} bytes of JSON` };
    case "gzip-too-large":
      return { code: "too-large", message: `decompresses to more than ${maxJsonBytes} bytes` };
    case "truncated-gzip":
      return { code, message: "the gzip data is truncated (unexpected end of file): the file is incomplete" };
    case "stalled":
    case "aborted":
      return { code: "unreadable", message: `cannot read the file (${message})` };
    case "byte-order-mark":
      return { code: "invalid-json", message, ...(position ? { position } : {}) };
    default:
      return { code, message, ...(position ? { position } : {}) };
  }
}
