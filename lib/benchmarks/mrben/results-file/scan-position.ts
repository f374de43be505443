// Positions as readResultsFile reports them: a byte offset, a 1-based line and a UTF-16 column,
// worked out for a byte inside a captured value.
import { NEWLINE } from "./json-bytes";
import type { ScanPosition } from "./scan-result";

/** The first byte of the file (a fresh object: errors carry it out to callers). */
export function startOfFile(): ScanPosition {
  return { offset: 0, line: 1, column: 1 };
}

/** The position `at` bytes into `bytes`, a value whose first byte is at `start`. */
export function positionWithin(bytes: Uint8Array, at: number, start: ScanPosition): ScanPosition {
  let line = start.line;
  let lastNewline = -1;
  for (let k = bytes.indexOf(NEWLINE); k !== -1 && k < at; k = bytes.indexOf(NEWLINE, k + 1)) {
    line++;
    lastNewline = k;
  }
  const units = new TextDecoder().decode(bytes.subarray(lastNewline + 1, at)).length;
  const column = lastNewline >= 0 ? units + 1 : start.column + units;
  return { offset: start.offset + at, line, column };
}
