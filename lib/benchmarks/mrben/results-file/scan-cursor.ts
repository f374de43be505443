// Where a scan is in its input (the chunk, its offset, the line and its UTF-16 column, so the UTF-8
// sequence being read), and how a problem found there stops the scan: the scanner classes' base.
import { isAscii, isUtf8 } from "node:buffer";
import { invalidJson, invalidUtf8, notAnObject, unexpectedToken } from "./scan-failures";
import { positionWithin, startOfFile } from "./scan-position";
import type { ScanError, ScanPosition } from "./scan-result";
import { firstInvalidUtf8Offset } from "./utf8";

const EMPTY = Buffer.alloc(0);

export abstract class ScanCursor {
  /** The first problem found: the scan stops there. */
  protected error: ScanError | null = null;

  protected chunk: Buffer = EMPTY;
  /** Offset of chunk[0] in the whole input. */
  protected base = 0;

  // The line the scan is on, where it starts, and how many more bytes than UTF-16 units it has up
  // to the last byte accounted for (the validator counts as it goes, records when complete).
  protected line = 1;
  protected lineStart = 0;
  protected lineExtraBytes = 0;

  // The UTF-8 sequence being read in a string: its continuation bytes left, their range, its start.
  protected utf8Left = 0;
  protected utf8Low = 0x80;
  protected utf8High = 0xbf;
  protected utf8Start: ScanPosition = startOfFile();

  /** Scan `chunk` next. It must not change until leaveChunk. */
  protected enterChunk(chunk: Uint8Array): void {
    this.chunk = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.length);
  }

  protected leaveChunk(): void {
    this.base += this.chunk.length;
    this.chunk = EMPTY;
  }

  /** The position of chunk index `i`, on the line the scan is on. */
  protected position(i: number): ScanPosition {
    return this.positionAt(this.base + i);
  }

  /** The position of input offset `offset`, on the line the scan is on. */
  protected positionAt(offset: number): ScanPosition {
    return { offset, line: this.line, column: offset - this.lineStart - this.lineExtraBytes + 1 };
  }

  /** The position `at` bytes into `bytes`, a value that starts at input offset `offset`, on the line the scan is on. */
  protected positionInValue(bytes: Uint8Array, at: number, offset: number): ScanPosition {
    return positionWithin(bytes, at, this.positionAt(offset));
  }

  /** UTF-8 text of `bytes`, a value that starts at input offset `offset`, or null after reporting where they stop being UTF-8. */
  protected decode(bytes: Uint8Array, offset: number): string | null {
    const buffer = Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
    if (isAscii(buffer)) return buffer.toString("latin1"); // a one-byte string, the cheapest
    if (isUtf8(buffer)) return buffer.toString("utf8");
    this.failUtf8(this.positionInValue(buffer, firstInvalidUtf8Offset(buffer), offset));
    return null;
  }

  /** The lead byte `c` of a UTF-8 sequence in a string, at chunk index `i`. */
  protected startUtf8(c: number, i: number): void {
    this.utf8Start = this.position(i);
    if (c >= 0xc2 && c <= 0xdf) this.utf8Left = 1;
    else if (c >= 0xe0 && c <= 0xef) {
      this.utf8Left = 2;
      if (c === 0xe0)
        this.utf8Low = 0xa0; // no overlong forms
      else if (c === 0xed) this.utf8High = 0x9f; // no UTF-16 surrogates
    } else if (c >= 0xf0 && c <= 0xf4) {
      this.utf8Left = 3;
      this.lineExtraBytes--; // a surrogate pair: two UTF-16 units
      if (c === 0xf0) this.utf8Low = 0x90;
      else if (c === 0xf4) this.utf8High = 0x8f; // nothing past U+10FFFF
    } else this.failUtf8(this.utf8Start);
  }

  protected fail(error: ScanError): void {
    this.error = error;
  }

  // The failures below return the chunk's length, where scanning stops.

  /** Invalid JSON at chunk index `i`. */
  protected failJson(i: number, detail: string): number {
    this.fail(invalidJson(this.position(i), detail));
    return this.chunk.length;
  }

  /** Byte `c`, at chunk index `i`, where no JSON token may start. */
  protected failToken(i: number, c: number): number {
    this.fail(unexpectedToken(this.position(i), c));
    return this.chunk.length;
  }

  protected failUtf8(position: ScanPosition): number {
    this.fail(invalidUtf8(position));
    return this.chunk.length;
  }

  protected failNotAnObject(what: string): number {
    this.fail(notAnObject(what));
    return this.chunk.length;
  }
}
