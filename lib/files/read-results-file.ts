// Reads a results file from disk, plain or gzip-compressed (detected by its magic bytes, not
// its name), into the parsed JSON value, or a clear error a submitter can act on.
import { isUtf8 } from "node:buffer";
import { readFileSync, statSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { jsonErrorOffset } from "@/lib/results-file/json-error-offset";
import { firstInvalidUtf8Offset } from "@/lib/results-file/utf8";

export type ResultsFileErrorCode =
  | "not-found"
  | "not-a-file"
  | "unreadable"
  | "too-large"
  | "not-gzip"
  | "truncated-gzip"
  | "corrupt-gzip"
  | "invalid-utf8"
  | "invalid-json";

export type ResultsFileError = {
  code: ResultsFileErrorCode;
  message: string;
  /** For invalid-json: where parsing stopped (UTF-16 offset into the text, 1-based line and column). */
  position?: { offset: number; line: number; column: number };
};

export type ReadResultsFileStats = {
  fileBytes: number;
  jsonBytes: number;
  compressed: boolean;
  readMs: number;
  gunzipMs: number;
  decodeMs: number;
  parseMs: number;
};

export type ReadResultsFileResult =
  { ok: true; value: unknown; stats: ReadResultsFileStats } | { ok: false; error: ResultsFileError };

/** Real results files are 20-80 MB; this bounds what a gzip bomb can make us allocate. */
const DEFAULT_MAX_JSON_BYTES = 1024 * 1024 * 1024;

const GZIP_MAGIC = [0x1f, 0x8b] as const;

function isGzip(bytes: Uint8Array): boolean {
  return bytes.length >= 2 && bytes[0] === GZIP_MAGIC[0] && bytes[1] === GZIP_MAGIC[1];
}

export function readResultsFile({
  path,
  maxJsonBytes = DEFAULT_MAX_JSON_BYTES,
}: {
  path: string;
  maxJsonBytes?: number;
}): ReadResultsFileResult {
  const fail = (code: ResultsFileErrorCode, message: string, position?: ResultsFileError["position"]) =>
    ({ ok: false, error: { code, message: `${path}: ${message}`, ...(position ? { position } : {}) } }) as const;

  let t = performance.now();
  let file: Buffer;
  try {
    if (!statSync(path).isFile()) return fail("not-a-file", "not a regular file");
    file = readFileSync(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT") return fail("not-found", "no such file");
    return fail("unreadable", `cannot read the file (${code ?? String(error)})`);
  }
  const readMs = performance.now() - t;

  t = performance.now();
  const compressed = isGzip(file);
  let json: Buffer = file;
  if (compressed) {
    const result = gunzip(file, maxJsonBytes);
    if (!result.ok) return fail(result.code, result.message);
    json = result.bytes;
  } else if (path.toLowerCase().endsWith(".gz")) {
    return fail("not-gzip", "named .gz but not gzip-compressed (it does not start with the gzip magic bytes 1f 8b)");
  }
  if (json.length > maxJsonBytes) return fail("too-large", `larger than ${maxJsonBytes} bytes of JSON`);
  const gunzipMs = performance.now() - t;

  t = performance.now();
  if (!isUtf8(json)) {
    const offset = firstInvalidUtf8Offset(json);
    return fail(
      "invalid-utf8",
      `not valid UTF-8 (first bad byte at offset ${offset}${compressed ? " of the decompressed data" : ""})`,
    );
  }
  const text = json.toString("utf8");
  const decodeMs = performance.now() - t;

  t = performance.now();
  if (text.charCodeAt(0) === 0xfeff)
    return fail(
      "invalid-json",
      "starts with a UTF-8 byte order mark, which JSON (and the official script) does not accept",
      {
        offset: 0,
        line: 1,
        column: 1,
      },
    );
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return describeJsonError(text, error, fail);
  }
  const parseMs = performance.now() - t;
  return {
    ok: true,
    value,
    stats: { fileBytes: file.length, jsonBytes: json.length, compressed, readMs, gunzipMs, decodeMs, parseMs },
  };
}

function gunzip(
  file: Buffer,
  maxJsonBytes: number,
): { ok: true; bytes: Buffer } | { ok: false; code: ResultsFileErrorCode; message: string } {
  // The trailer's ISIZE (size mod 2^32) sizes the output buffer: one allocation instead of many chunks.
  const sizeHint = file.length >= 4 ? file.readUInt32LE(file.length - 4) : 0;
  const chunkSize = Math.min(Math.max(sizeHint + 1, 64 * 1024), maxJsonBytes + 1, 256 * 1024 * 1024);
  try {
    return { ok: true, bytes: gunzipSync(file, { chunkSize, maxOutputLength: maxJsonBytes + 1 }) };
  } catch (error) {
    const e = error as NodeJS.ErrnoException;
    if (e.code === "ERR_BUFFER_TOO_LARGE")
      return { ok: false, code: "too-large", message: `decompresses to more than ${maxJsonBytes} bytes` };
    if (e.code === "Z_BUF_ERROR")
      return {
        ok: false,
        code: "truncated-gzip",
        message: "the gzip data is truncated (unexpected end of file): upload the complete file",
      };
    return { ok: false, code: "corrupt-gzip", message: `the gzip data is corrupt (${e.message})` };
  }
}

function describeJsonError(
  text: string,
  error: unknown,
  fail: (code: ResultsFileErrorCode, message: string, position?: ResultsFileError["position"]) => ReadResultsFileResult,
): ReadResultsFileResult {
  if (!(error instanceof SyntaxError)) throw error;
  const offset = jsonErrorOffset(text) ?? text.length;
  let line = 1;
  let lineStart = 0;
  for (let i = text.indexOf("\n"); i !== -1 && i < offset; i = text.indexOf("\n", i + 1)) {
    line++;
    lineStart = i + 1;
  }
  const position = { offset, line, column: offset - lineStart + 1 };
  // V8's message without its quote of the text around the error (which can be long).
  const detail = error.message
    .replace(/ in JSON at position \d+.*$/s, "")
    .replace(/, (\.\.\.)?".*" is not valid JSON$/s, "");
  return fail(
    "invalid-json",
    offset >= text.length
      ? `not valid JSON: the text ends early at line ${line}, column ${position.column} (${detail}); the file looks truncated`
      : `not valid JSON at line ${line}, column ${position.column} (offset ${offset}): ${detail}`,
    position,
  );
}
