// The problems a scan finds, as the submitter reads them: each ScanError's code, message and position.
import { formatBytes } from "@/lib/platform/format-bytes";
import { jsonErrorOffset } from "./json-error-offset";
import type { ScanError, ScanErrorCode, ScanPosition } from "./scan-result";
import { positionWithin, startOfFile } from "./scan-position";

function scanError(code: ScanErrorCode, message: string, position?: ScanPosition): ScanError {
  return { code, message, ...(position ? { position } : {}) };
}

export function invalidJson(position: ScanPosition, detail: string): ScanError {
  return scanError(
    "invalid-json",
    `not valid JSON at line ${position.line}, column ${position.column} (offset ${position.offset}): ${detail}`,
    position,
  );
}

/** Byte `c` where no JSON token may start. */
export function unexpectedToken(position: ScanPosition, c: number): ScanError {
  return invalidJson(
    position,
    c >= 0x80 ? "Unexpected non-ASCII character" : `Unexpected token '${String.fromCharCode(c)}'`,
  );
}

export function truncatedJson(detail: string, position: ScanPosition): ScanError {
  return scanError(
    "invalid-json",
    `not valid JSON: the text ends early at line ${position.line}, column ${position.column} (${detail}); the file looks truncated`,
    position,
  );
}

export function emptyJson(position: ScanPosition): ScanError {
  return scanError("invalid-json", "not valid JSON: the file is empty or holds only whitespace", position);
}

export function invalidUtf8(position: ScanPosition): ScanError {
  return scanError(
    "invalid-utf8",
    `not valid UTF-8 (first bad byte at offset ${position.offset}, line ${position.line}, column ${position.column}): save the file as UTF-8`,
    position,
  );
}

export function byteOrderMark(): ScanError {
  return scanError(
    "byte-order-mark",
    "starts with a UTF-8 byte order mark, which JSON (and the official script) does not accept: save the file as UTF-8 without a BOM",
    startOfFile(),
  );
}

/** The top-level value is `what` ("an array", "the JSON value null"...), not an object. */
export function notAnObject(what: string): ScanError {
  return scanError(
    "not-an-object",
    `the file holds ${what}, but a results file is one JSON object that maps each subject to its array of records, like {"math": [...], "physics": [...]}`,
    startOfFile(),
  );
}

export function duplicateSubjectKey(key: string, position: ScanPosition): ScanError {
  return scanError(
    "duplicate-subject-key",
    `subject ${JSON.stringify(key)} appears twice in the file (again at line ${position.line}, column ${position.column}): put all its records in one array`,
    position,
  );
}

export function tooDeep(maxDepth: number, position: ScanPosition): ScanError {
  return scanError(
    "too-deep",
    `nested more than ${maxDepth} levels deep at line ${position.line}, column ${position.column} (offset ${position.offset}): results records are never that deep`,
    position,
  );
}

/** A record, or a subject key (`isKey`), larger than maxValueBytes. */
export function valueTooLarge(isKey: boolean, maxValueBytes: number, position: ScanPosition): ScanError {
  return scanError(
    "value-too-large",
    `${isKey ? "a subject name" : "a record"} larger than ${formatBytes(maxValueBytes)} starts at line ${position.line}, column ${position.column} (offset ${position.offset}): records are a few kilobytes each`,
    position,
  );
}

export function tooManyValues(maxValues: number, position: ScanPosition): ScanError {
  return scanError(
    "too-many-values",
    `more than ${maxValues.toLocaleString("en")} JSON values by line ${position.line}, column ${position.column} (offset ${position.offset}): a results file holds a few hundred thousand`,
    position,
  );
}

/**
 * What JSON.parse's `error` says about a record, `text` decoded from `bytes` (which start at `start`),
 * placed in the file. `terminator` is the byte after the record, null at the end of the input.
 */
export function recordSyntaxError(
  text: string,
  bytes: Uint8Array,
  error: unknown,
  terminator: number | null,
  start: ScanPosition,
): ScanError {
  if (!(error instanceof SyntaxError)) throw error;
  const at = jsonErrorOffset(text) ?? 0;
  if (at < text.length)
    return invalidJson(positionWithin(bytes, Buffer.byteLength(text.slice(0, at)), start), v8Detail(error));
  const position = positionWithin(bytes, bytes.length, start);
  if (terminator === null) return truncatedJson(v8Detail(error), position);
  // The record stops at a ',' ']' or '}' while incomplete ("1." or "tru"): V8's word for that.
  let detail = v8Detail(error);
  try {
    JSON.parse(text + String.fromCharCode(terminator));
  } catch (withTerminator) {
    if (withTerminator instanceof SyntaxError) detail = v8Detail(withTerminator);
  }
  return invalidJson(position, detail);
}

/** V8's message without its quote of the text around the error (which can be long). */
function v8Detail(error: SyntaxError): string {
  return error.message.replace(/ in JSON at position \d+.*$/s, "").replace(/, (\.\.\.)?".*" is not valid JSON$/s, "");
}
