// Scans a results file's bytes as they arrive and JSON.parses each subject record on its own, so
// the file is never one string (non-ASCII text makes V8 hold a 22 MB file as a 44 MB string).
import { formatBytes } from "./format-bytes";
import { firstInvalidUtf8Offset } from "./utf8";
import { isAscii, isUtf8 } from "node:buffer";
import { jsonErrorOffset } from "./json-error-offset";

export type ScanErrorCode =
  | "invalid-json"
  | "invalid-utf8"
  | "byte-order-mark"
  | "not-an-object"
  | "duplicate-subject-key"
  | "too-deep"
  | "value-too-large"
  | "too-many-values";

/** Byte offset into the (decompressed) file; 1-based line and UTF-16 column, as readResultsFile counts them. */
export type ScanPosition = { offset: number; line: number; column: number };

export type ScanError = { code: ScanErrorCode; message: string; position?: ScanPosition };

export type ScanResult =
  | {
      ok: true;
      /** What JSON.parse of the whole text gives, but for the members listed in `summarisedKeys`. */
      value: Record<string, unknown>;
      jsonBytes: number;
      recordCount: number;
      /** Top-level members that are not arrays, past maxMemberBytes in all: kept as {}, "" or 0. */
      summarisedKeys: string[];
    }
  | { ok: false; error: ScanError };

export type RecordScannerOptions = {
  /** Deepest nesting accepted, the top-level object being level 1. */
  maxDepth?: number;
  /** Largest record (subject array element) or subject key, in bytes. */
  maxValueBytes?: number;
  /** Top-level members that are not arrays are kept up to this many bytes in all; past it, summarised. */
  maxMemberBytes?: number;
  /** Most JSON values (roughly: subjects, and the containers and items of records): "[]," is 3 bytes of text, ~45 of heap. */
  maxValues?: number;
};

/** Deep enough for any results file; shallow enough that no recursive walk of the value overflows the stack. */
export const DEFAULT_MAX_DEPTH = 1000;
/** Records are a few kilobytes; this bounds the text one hostile record makes us hold. */
export const DEFAULT_MAX_VALUE_BYTES = 16 * 1024 * 1024;
export const DEFAULT_MAX_MEMBER_BYTES = 1024 * 1024;
/** A 22 MB results file holds ~150,000 values (an 80 MB one ~550,000); this bounds what a hostile file of tiny values costs (~150 MB of heap). */
export const DEFAULT_MAX_VALUES = 2_000_000;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const COLON = 0x3a;
const LBRACE = 0x7b;
const RBRACE = 0x7d;
const LBRACKET = 0x5b;
const RBRACKET = 0x5d;
const NEWLINE = 0x0a;
const BOM = [0xef, 0xbb, 0xbf] as const;

// What a byte outside strings means to the record loop (0: nothing to do).
const K_QUOTE = 1;
const K_OPEN = 2;
const K_CLOSE = 3;
const K_COMMA = 4;
const K_NEWLINE = 5;
const RECORD_BYTE_KIND = new Uint8Array(256);
RECORD_BYTE_KIND[QUOTE] = K_QUOTE;
RECORD_BYTE_KIND[LBRACE] = RECORD_BYTE_KIND[LBRACKET] = K_OPEN;
RECORD_BYTE_KIND[RBRACE] = RECORD_BYTE_KIND[RBRACKET] = K_CLOSE;
RECORD_BYTE_KIND[COMMA] = K_COMMA;
RECORD_BYTE_KIND[NEWLINE] = K_NEWLINE;

const ESCAPABLE = new Set([...'"\\/bfnrt'].map((c) => c.charCodeAt(0)));
const isDigit = (c: number) => c >= 0x30 && c <= 0x39;
const isHex = (c: number) => isDigit(c) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66);

// Validator states: everything but records, which take the fast path.
const S_VALUE = 0;
const S_ARRAY_FIRST = 1;
const S_OBJECT_FIRST = 2;
const S_KEY = 3;
const S_COLON = 4;
const S_AFTER = 5;
const S_STRING = 6;
const S_ESCAPE = 7;
const S_UNICODE = 8;
const S_NUMBER = 9;
const S_LITERAL = 10;
const S_BOM = 11;

// Number states: after '-', a leading 0, in the integer, after '.', in the fraction, after 'e',
// after the exponent's sign, in the exponent; and V8's word for a number that stops there.
const N_MINUS = 0;
const N_ZERO = 1;
const N_INT = 2;
const N_DOT = 3;
const N_FRAC = 4;
const N_E = 5;
const N_ESIGN = 6;
const N_EXP = 7;
const NUMBER_STOPS_EARLY: Record<number, string> = {
  [N_MINUS]: "No number after minus sign",
  [N_DOT]: "Unterminated fractional number",
  [N_E]: "Exponent part is missing a number",
  [N_ESIGN]: "Exponent part is missing a number",
};
const DIGIT_AFTER_ZERO = -2;

const STRING_VALUE = 0;
const STRING_KEY = 1;
const STRING_SUBJECT_KEY = 2;

const CAPTURE_NONE = 0;
const CAPTURE_RECORD = 1;
const CAPTURE_KEY = 2;
const CAPTURE_MEMBER = 3;

const PENDING_START_BYTES = 64 * 1024;
const EMPTY = Buffer.alloc(0);

/**
 * push() the bytes in order (it returns false once the input is known to be bad: stop feeding),
 * then end() for the parsed value or the first problem. A pushed chunk must not change afterwards.
 */
export class RecordScanner {
  private readonly maxDepth: number;
  private readonly maxValueBytes: number;
  private readonly maxMemberBytes: number;
  private readonly maxValues: number;
  private valueCount = 0;
  /** Bytes of non-array members kept so far. */
  private memberBytes = 0;

  private readonly value: Record<string, unknown> = {};
  private readonly summarisedKeys: string[] = [];
  private recordCount = 0;
  private error: ScanError | null = null;
  private ended = false;

  private chunk: Buffer = EMPTY;
  /** Offset of chunk[0] in the whole input. */
  private base = 0;
  private inRecord = false;
  private state = S_VALUE;
  private readonly stack: number[] = [];

  // The line the scan is on, where it starts, and how many more bytes than UTF-16 units it has up
  // to the last byte accounted for (the validator counts as it goes, records when complete).
  private line = 1;
  private lineStart = 0;
  private lineExtraBytes = 0;

  private stringKind = STRING_VALUE;
  private hexLeft = 0;
  private utf8Left = 0;
  private utf8Low = 0x80;
  private utf8High = 0xbf;
  private utf8Start: ScanPosition = { offset: 0, line: 1, column: 1 };
  private numberState = N_MINUS;
  private literal = "";
  private literalIndex = 0;
  private bomIndex = 0;

  // The bytes kept of a record, a subject key or a non-array member: `pending` holds those of
  // earlier chunks, the current chunk's start at `captureFrom`.
  private capture = CAPTURE_NONE;
  private captureFrom = 0;
  private captureOffset = 0;
  private captureOverflow = false;
  private pending = new Uint8Array(PENDING_START_BYTES);
  private pendingLength = 0;

  // The record being scanned, and where the next '"' and '\' of the chunk are (n: none).
  private recordDepth = 0;
  private recordInString = false;
  private recordEscape = false;
  private recordNewlines = 0;
  /** Roughly: the record's containers and the commas between their items. */
  private recordValues = 0;
  private recordLastNewline = 0;
  private nextQuote = -1;
  private nextBackslash = -1;

  private key = "";
  private keyPosition: ScanPosition = { offset: 0, line: 1, column: 1 };
  private subject: unknown[] | null = null;
  private memberFirstByte = 0;

  constructor({
    maxDepth = DEFAULT_MAX_DEPTH,
    maxValueBytes = DEFAULT_MAX_VALUE_BYTES,
    maxMemberBytes = DEFAULT_MAX_MEMBER_BYTES,
    maxValues = DEFAULT_MAX_VALUES,
  }: RecordScannerOptions = {}) {
    if (!(maxDepth >= 2)) throw new RangeError("maxDepth must be at least 2 (the object and a subject's array)");
    this.maxDepth = maxDepth;
    this.maxValueBytes = maxValueBytes;
    this.maxMemberBytes = maxMemberBytes;
    this.maxValues = maxValues;
  }

  /** Scan the next bytes; false once the input is known to be bad (end() says why). */
  push(chunk: Uint8Array): boolean {
    if (this.ended) throw new Error("RecordScanner.push called after end");
    if (this.error !== null) return false;
    const n = chunk.length;
    if (n === 0) return true;
    this.chunk = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk.buffer, chunk.byteOffset, n);
    this.nextQuote = this.nextBackslash = -1;
    let i = 0;
    while (i < n && this.error === null) i = this.inRecord ? this.scanRecord(i) : this.scanStructure(i);
    if (this.error === null && this.capture !== CAPTURE_NONE) {
      this.keep(this.chunk.subarray(this.captureFrom, n));
      this.captureFrom = 0;
    }
    this.base += n;
    this.chunk = EMPTY;
    return this.error === null;
  }

  /** The parsed file, or the first problem in it. */
  end(): ScanResult {
    if (this.ended) throw new Error("RecordScanner.end called twice");
    this.ended = true;
    if (this.error === null) this.finishInput();
    if (this.error !== null) return { ok: false, error: this.error };
    return {
      ok: true,
      value: this.value,
      jsonBytes: this.base,
      recordCount: this.recordCount,
      summarisedKeys: this.summarisedKeys,
    };
  }

  // The fast path: find where a record ends (a ',' ']' or '}' outside its strings and brackets),
  // jumping through strings with indexOf. JSON.parse judges the record's own syntax.
  private scanRecord(start: number): number {
    const chunk = this.chunk;
    const n = chunk.length;
    let i = start;
    let depth = this.recordDepth;
    let values = this.recordValues;
    let inString = this.recordInString;
    let quote = this.nextQuote;
    let backslash = this.nextBackslash;
    if (this.recordEscape) {
      this.recordEscape = false;
      i++; // the escaped byte, first in this chunk
    }
    let ended = false;
    while (i < n) {
      if (inString) {
        if (quote < i) {
          quote = chunk.indexOf(QUOTE, i);
          if (quote < 0) quote = n;
        }
        if (backslash < i) {
          backslash = chunk.indexOf(BACKSLASH, i);
          if (backslash < 0) backslash = n;
        }
        if (backslash < quote) {
          i = backslash + 2;
          if (i > n) {
            this.recordEscape = true;
            i = n;
          }
        } else if (quote === n) i = n;
        else {
          inString = false;
          i = quote + 1;
        }
        continue;
      }
      const kind = RECORD_BYTE_KIND[chunk[i]!]!;
      if (kind === 0) i++;
      else if (kind === K_QUOTE) {
        inString = true;
        i++;
      } else if (kind === K_OPEN) {
        values++;
        if (++depth > this.maxDepth - 2) {
          this.failTooDeepInRecord(i);
          return n;
        }
        i++;
      } else if (kind === K_NEWLINE) {
        this.recordNewlines++;
        this.recordLastNewline = this.base + i;
        i++;
      } else if (depth === 0) {
        ended = true; // at the ',' ']' or '}' after the record, which the validator reads next
        break;
      } else {
        if (kind === K_CLOSE) depth--;
        else values++;
        i++;
      }
    }
    this.recordDepth = depth;
    this.recordValues = values;
    this.recordInString = inString;
    this.nextQuote = quote;
    this.nextBackslash = backslash;
    if (ended) {
      this.inRecord = false;
      this.state = S_AFTER;
      const bytes = this.takeCapture(i);
      if (bytes !== null) this.finishRecord(bytes, chunk[i]!);
    }
    return i;
  }

  /** Parse a complete record; `terminator` is the byte after it, null at the end of the input. */
  private finishRecord(bytes: Uint8Array, terminator: number | null): void {
    // Counted before parsing: what the parsed record would cost is the point.
    if (!this.spendValues(Math.max(1, this.recordValues), () => this.positionInCapture(bytes, 0))) return;
    const text = this.decode(bytes);
    if (text === null) return;
    let record: unknown;
    try {
      record = JSON.parse(text);
    } catch (error) {
      this.failRecordSyntax(text, bytes, error, terminator);
      return;
    }
    if (terminator === null) {
      this.failTruncated("Unexpected end of JSON input", this.positionInCapture(bytes, bytes.length));
      return;
    }
    this.subject!.push(record);
    this.recordCount++;
    // Move the line and column past the record.
    const extraBytes = bytes.length - text.length;
    if (this.recordNewlines > 0) {
      this.line += this.recordNewlines;
      this.lineStart = this.recordLastNewline + 1;
      this.lineExtraBytes =
        extraBytes === 0
          ? 0
          : this.captureOffset + bytes.length - this.lineStart - (text.length - text.lastIndexOf("\n") - 1);
    } else this.lineExtraBytes += extraBytes;
  }

  // The validator, byte by byte: the top-level structure, subject keys, non-array members.
  private scanStructure(start: number): number {
    const chunk = this.chunk;
    const n = chunk.length;
    for (let i = start; i < n; i++) {
      const c = chunk[i]!;
      switch (this.state) {
        case S_STRING:
          if (this.utf8Left > 0) {
            if (c < this.utf8Low || c > this.utf8High) return this.failUtf8(this.utf8Start);
            this.utf8Left--;
            this.utf8Low = 0x80;
            this.utf8High = 0xbf;
            this.lineExtraBytes++;
          } else if (c === QUOTE) this.endString(i + 1);
          else if (c === BACKSLASH) this.state = S_ESCAPE;
          else if (c < 0x20) this.failJson(i, "Bad control character in string literal");
          else if (c >= 0x80) this.startUtf8(c, i);
          if (this.error !== null) return n;
          continue;
        case S_ESCAPE:
          if (c === 0x75) {
            this.state = S_UNICODE;
            this.hexLeft = 4;
          } else if (ESCAPABLE.has(c)) this.state = S_STRING;
          else return this.failJson(i, "Bad escaped character");
          continue;
        case S_UNICODE:
          if (!isHex(c)) return this.failJson(i, "Bad Unicode escape");
          if (--this.hexLeft === 0) this.state = S_STRING;
          continue;
        case S_LITERAL:
          if (c !== this.literal.charCodeAt(this.literalIndex)) return this.failToken(i, c);
          if (++this.literalIndex === this.literal.length) {
            if (this.stack.length === 0) return this.failNotAnObject(`the JSON value ${this.literal}`);
            this.state = S_AFTER;
            this.valueDone(i + 1);
          }
          continue;
        case S_BOM:
          if (c === BOM[this.bomIndex]) {
            if (++this.bomIndex < BOM.length) continue;
            this.fail(
              "byte-order-mark",
              "starts with a UTF-8 byte order mark, which JSON (and the official script) does not accept: save the file as UTF-8 without a BOM",
              { offset: 0, line: 1, column: 1 },
            );
            return n;
          }
          // Some other character at the top level: not JSON, or not even UTF-8.
          if ((c & 0xc0) !== 0x80) return this.failUtf8({ offset: 0, line: 1, column: 1 });
          this.failJsonAt({ offset: 0, line: 1, column: 1 }, "Unexpected non-ASCII character");
          return n;
        case S_NUMBER: {
          const next = numberStep(this.numberState, c);
          if (next >= 0) {
            this.numberState = next;
            continue;
          }
          const early = next === DIGIT_AFTER_ZERO ? "Unexpected number" : NUMBER_STOPS_EARLY[this.numberState];
          if (early !== undefined) return this.failJson(i, early);
          this.state = S_AFTER;
          this.valueDone(i);
          if (this.error !== null) return n;
          break; // and read `c`, the byte after the number
        }
      }
      if (c === 0x20 || c === 0x09 || c === 0x0d) continue;
      if (c === NEWLINE) {
        this.line++;
        this.lineStart = this.base + i + 1;
        this.lineExtraBytes = 0;
        continue;
      }
      // Not JSON anyway, and not even UTF-8: say the second, as the whole-file reader does.
      if (c >= 0x80 && (c < 0xc2 || c > 0xf4)) return this.failUtf8(this.position(i));
      switch (this.state) {
        case S_ARRAY_FIRST:
        case S_VALUE:
          if (c === RBRACKET && this.state === S_ARRAY_FIRST) this.close(i);
          else {
            this.startValue(c, i);
            if (this.inRecord) return i;
          }
          break;
        case S_OBJECT_FIRST:
        case S_KEY:
          if (c === QUOTE) this.startString(i, STRING_KEY);
          else if (c === RBRACE && this.state === S_OBJECT_FIRST) this.close(i);
          else
            this.failJson(
              i,
              this.state === S_KEY ? "Expected double-quoted property name" : "Expected property name or '}'",
            );
          break;
        case S_COLON:
          if (c === COLON) this.state = S_VALUE;
          else this.failJson(i, "Expected ':' after property name");
          break;
        case S_AFTER: {
          const top = this.stack[this.stack.length - 1];
          if (top === undefined) this.failJson(i, "Unexpected non-whitespace character after JSON");
          else if (c === COMMA) this.state = top === LBRACKET ? S_VALUE : S_KEY;
          else if (c === (top === LBRACKET ? RBRACKET : RBRACE)) this.close(i);
          else
            this.failJson(
              i,
              top === LBRACKET ? "Expected ',' or ']' after array element" : "Expected ',' or '}' after property value",
            );
          break;
        }
      }
      if (this.error !== null) return n;
    }
    return n;
  }

  /** A value starts with byte `c` at chunk index `i`. */
  private startValue(c: number, i: number): void {
    const depth = this.stack.length;
    if (c === COMMA || c === COLON || c === RBRACKET || c === RBRACE) {
      this.failToken(i, c);
      return;
    }
    if (depth === 0) {
      // Only an object goes on; true, false and null are judged when complete.
      if (c === 0xef && this.base + i === 0) {
        this.state = S_BOM;
        this.bomIndex = 1;
        return;
      }
      if (c === LBRACKET) this.failNotAnObject("an array");
      else if (c === QUOTE) this.failNotAnObject("a string");
      else if (c === 0x2d || isDigit(c)) this.failNotAnObject("a number");
      if (this.error !== null) return;
    } else if (depth === 1) {
      if (c === LBRACKET) {
        this.subject = [];
        this.setMember(this.subject);
        this.stack.push(LBRACKET);
        this.state = S_ARRAY_FIRST;
        return;
      }
      this.startCapture(CAPTURE_MEMBER, i);
      this.memberFirstByte = c;
    } else if (depth === 2 && this.subject !== null) {
      this.startCapture(CAPTURE_RECORD, i);
      this.inRecord = true;
      this.recordDepth = 0;
      this.recordInString = false;
      this.recordEscape = false;
      this.recordNewlines = 0;
      this.recordValues = 0;
      return;
    }
    if (c === LBRACE || c === LBRACKET) {
      if (depth + 1 > this.maxDepth) {
        this.failTooDeep(this.position(i));
        return;
      }
      this.stack.push(c);
      this.state = c === LBRACE ? S_OBJECT_FIRST : S_ARRAY_FIRST;
    } else if (c === QUOTE) this.startString(i, STRING_VALUE);
    else if (c === 0x2d || isDigit(c)) {
      this.state = S_NUMBER;
      this.numberState = c === 0x2d ? N_MINUS : c === 0x30 ? N_ZERO : N_INT;
    } else if (c === 0x74 || c === 0x66 || c === 0x6e) {
      this.state = S_LITERAL;
      this.literal = c === 0x74 ? "true" : c === 0x66 ? "false" : "null";
      this.literalIndex = 1;
    } else this.failToken(i, c);
  }

  private startString(i: number, kind: number): void {
    this.state = S_STRING;
    this.stringKind = kind === STRING_KEY && this.stack.length === 1 ? STRING_SUBJECT_KEY : kind;
    if (this.stringKind === STRING_SUBJECT_KEY) {
      this.keyPosition = this.position(i);
      this.startCapture(CAPTURE_KEY, i);
    }
  }

  /** A string ended just before chunk index `end`. */
  private endString(end: number): void {
    if (this.stringKind === STRING_VALUE) {
      this.state = S_AFTER;
      this.valueDone(end);
      return;
    }
    this.state = S_COLON;
    if (this.stringKind !== STRING_SUBJECT_KEY) return;
    const bytes = this.takeCapture(end);
    const text = bytes && this.decode(bytes);
    if (text === null) return;
    this.key = JSON.parse(text) as string; // validated byte by byte
    if (!this.spendValues(1, () => this.keyPosition)) return;
    if (Object.hasOwn(this.value, this.key))
      this.fail(
        "duplicate-subject-key",
        `subject ${JSON.stringify(this.key)} appears twice in the file (again at line ${this.keyPosition.line}, column ${this.keyPosition.column}): put all its records in one array`,
        this.keyPosition,
      );
  }

  /** The lead byte `c` of a UTF-8 sequence in a string, at chunk index `i`. */
  private startUtf8(c: number, i: number): void {
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

  /** A container closes at chunk index `i`. */
  private close(i: number): void {
    if (this.stack.pop() === LBRACKET && this.stack.length === 1) this.subject = null;
    this.state = S_AFTER;
    this.valueDone(i + 1);
  }

  /** A value ended just before chunk index `end`: if it is a non-array member, keep it. */
  private valueDone(end: number): void {
    if (this.stack.length !== 1 || this.capture !== CAPTURE_MEMBER) return;
    const bytes = this.takeCapture(end);
    if (bytes === null) return;
    if (this.captureOverflow) {
      const first = this.memberFirstByte;
      this.setMember(first === LBRACE ? {} : first === QUOTE ? "" : 0);
      this.summarisedKeys.push(this.key);
      return;
    }
    // Validated byte by byte already.
    this.memberBytes += bytes.length;
    this.setMember(JSON.parse(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString("utf8")));
  }

  /** Count `count` more values toward maxValues; false (and failed) past it. */
  private spendValues(count: number, where: () => ScanPosition): boolean {
    this.valueCount += count;
    if (this.valueCount <= this.maxValues) return true;
    const position = where();
    this.fail(
      "too-many-values",
      `more than ${this.maxValues.toLocaleString("en")} JSON values by line ${position.line}, column ${position.column} (offset ${position.offset}): a results file holds a few hundred thousand`,
      position,
    );
    return false;
  }

  private setMember(member: unknown): void {
    // Assigning "__proto__" would set the prototype; JSON.parse makes it an own property.
    if (this.key === "__proto__")
      Object.defineProperty(this.value, this.key, {
        value: member,
        writable: true,
        enumerable: true,
        configurable: true,
      });
    else this.value[this.key] = member;
  }

  private startCapture(kind: number, i: number): void {
    this.capture = kind;
    this.captureFrom = i;
    this.captureOffset = this.base + i;
    this.captureOverflow = false;
    this.pendingLength = 0;
    if (this.pending.length > 64 * PENDING_START_BYTES) this.pending = new Uint8Array(PENDING_START_BYTES);
  }

  /** False when `length` captured bytes are too many (then summarising or failed). */
  private captureFits(length: number): boolean {
    if (this.capture === CAPTURE_MEMBER) {
      if (this.memberBytes + length <= this.maxMemberBytes) return true;
      this.captureOverflow = true;
      this.pendingLength = 0;
      return false;
    }
    if (length <= this.maxValueBytes) return true;
    const position = this.capture === CAPTURE_KEY ? this.keyPosition : this.positionInCapture(EMPTY, 0);
    this.fail(
      "value-too-large",
      `${this.capture === CAPTURE_KEY ? "a subject name" : "a record"} larger than ${formatBytes(this.maxValueBytes)} starts at line ${position.line}, column ${position.column} (offset ${position.offset}): records are a few kilobytes each`,
      position,
    );
    return false;
  }

  /** Keep bytes of the value being captured past the end of their chunk. */
  private keep(bytes: Uint8Array): void {
    if (this.captureOverflow) return;
    const length = this.pendingLength + bytes.length;
    if (!this.captureFits(length)) return;
    if (length > this.pending.length) {
      const grown = new Uint8Array(Math.max(length, this.pending.length * 2));
      grown.set(this.pending.subarray(0, this.pendingLength));
      this.pending = grown;
    }
    this.pending.set(bytes, this.pendingLength);
    this.pendingLength = length;
  }

  /** The captured value's bytes, ending before chunk index `end` (valid until the next capture), or null on failure. */
  private takeCapture(end: number): Uint8Array | null {
    const tail = this.chunk.subarray(this.captureFrom, end);
    let bytes: Uint8Array = tail;
    if (this.pendingLength === 0 && !this.captureOverflow) this.captureFits(tail.length);
    else {
      this.keep(tail);
      bytes = this.pending.subarray(0, this.pendingLength);
    }
    this.capture = CAPTURE_NONE;
    return this.error === null ? bytes : null;
  }

  /** UTF-8 text of captured bytes, or null after reporting where they stop being UTF-8. */
  private decode(bytes: Uint8Array): string | null {
    const buffer = Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
    if (isAscii(buffer)) return buffer.toString("latin1"); // a one-byte string, the cheapest
    if (isUtf8(buffer)) return buffer.toString("utf8");
    this.failUtf8(this.positionInCapture(buffer, firstInvalidUtf8Offset(buffer)));
    return null;
  }

  private finishInput(): void {
    if (this.inRecord) {
      const bytes = this.takeCapture(0);
      if (bytes !== null) this.finishRecord(bytes, null);
    } else if (this.state === S_BOM) this.failUtf8({ offset: 0, line: 1, column: 1 });
    else if (this.state === S_VALUE && this.stack.length === 0)
      this.fail("invalid-json", "not valid JSON: the file is empty or holds only whitespace", this.position(0));
    else if (this.state !== S_AFTER || this.stack.length > 0) {
      const inString = this.state === S_STRING || this.state === S_ESCAPE || this.state === S_UNICODE;
      this.failTruncated(inString ? "Unterminated string" : "Unexpected end of JSON input", this.position(0));
    }
  }

  // Positions and failures.

  /** The position of chunk index `i`, on the line the validator is on. */
  private position(i: number): ScanPosition {
    const offset = this.base + i;
    return { offset, line: this.line, column: offset - this.lineStart - this.lineExtraBytes + 1 };
  }

  /** The position `at` bytes into `bytes`, the captured value, which starts where the validator's accounting stops. */
  private positionInCapture(bytes: Uint8Array, at: number): ScanPosition {
    let line = this.line;
    let lastNewline = -1;
    for (let k = bytes.indexOf(NEWLINE); k !== -1 && k < at; k = bytes.indexOf(NEWLINE, k + 1)) {
      line++;
      lastNewline = k;
    }
    const units = new TextDecoder().decode(bytes.subarray(lastNewline + 1, at)).length;
    const column = lastNewline >= 0 ? units + 1 : this.captureOffset - this.lineStart - this.lineExtraBytes + 1 + units;
    return { offset: this.captureOffset + at, line, column };
  }

  private fail(code: ScanErrorCode, message: string, position?: ScanPosition): void {
    this.error = { code, message, ...(position ? { position } : {}) };
    this.capture = CAPTURE_NONE;
  }

  /** Report invalid JSON at chunk index `i`; returns the chunk's length, where scanning stops. */
  private failJson(i: number, detail: string): number {
    this.failJsonAt(this.position(i), detail);
    return this.chunk.length;
  }

  private failJsonAt(position: ScanPosition, detail: string): void {
    this.fail(
      "invalid-json",
      `not valid JSON at line ${position.line}, column ${position.column} (offset ${position.offset}): ${detail}`,
      position,
    );
  }

  private failTruncated(detail: string, position: ScanPosition): void {
    this.fail(
      "invalid-json",
      `not valid JSON: the text ends early at line ${position.line}, column ${position.column} (${detail}); the file looks truncated`,
      position,
    );
  }

  private failToken(i: number, c: number): number {
    return this.failJson(
      i,
      c >= 0x80 ? "Unexpected non-ASCII character" : `Unexpected token '${String.fromCharCode(c)}'`,
    );
  }

  private failUtf8(position: ScanPosition): number {
    this.fail(
      "invalid-utf8",
      `not valid UTF-8 (first bad byte at offset ${position.offset}, line ${position.line}, column ${position.column}): save the file as UTF-8`,
      position,
    );
    return this.chunk.length;
  }

  private failNotAnObject(what: string): number {
    this.fail(
      "not-an-object",
      `the file holds ${what}, but a results file is one JSON object that maps each subject to its array of records, like {"math": [...], "physics": [...]}`,
      { offset: 0, line: 1, column: 1 },
    );
    return this.chunk.length;
  }

  private failTooDeep(position: ScanPosition): void {
    this.fail(
      "too-deep",
      `nested more than ${this.maxDepth} levels deep at line ${position.line}, column ${position.column} (offset ${position.offset}): results records are never that deep`,
      position,
    );
  }

  private failTooDeepInRecord(i: number): void {
    const head = this.chunk.subarray(this.captureFrom, i);
    let bytes: Uint8Array = head;
    if (this.pendingLength > 0) {
      bytes = new Uint8Array(this.pendingLength + head.length);
      bytes.set(this.pending.subarray(0, this.pendingLength));
      bytes.set(head, this.pendingLength);
    }
    this.failTooDeep(this.positionInCapture(bytes, bytes.length));
  }

  private failRecordSyntax(text: string, bytes: Uint8Array, error: unknown, terminator: number | null): void {
    if (!(error instanceof SyntaxError)) throw error;
    const at = jsonErrorOffset(text) ?? 0;
    if (at < text.length) {
      this.failJsonAt(this.positionInCapture(bytes, Buffer.byteLength(text.slice(0, at))), v8Detail(error));
      return;
    }
    const position = this.positionInCapture(bytes, bytes.length);
    if (terminator === null) {
      this.failTruncated(v8Detail(error), position);
      return;
    }
    // The record stops at a ',' ']' or '}' while incomplete ("1." or "tru"): V8's word for that.
    let detail = v8Detail(error);
    try {
      JSON.parse(text + String.fromCharCode(terminator));
    } catch (withTerminator) {
      if (withTerminator instanceof SyntaxError) detail = v8Detail(withTerminator);
    }
    this.failJsonAt(position, detail);
  }
}

/** The number state after byte `c`: -1 when `c` is not part of the number, DIGIT_AFTER_ZERO for "01". */
function numberStep(state: number, c: number): number {
  const digit = isDigit(c);
  switch (state) {
    case N_MINUS:
      return c === 0x30 ? N_ZERO : digit ? N_INT : -1;
    case N_ZERO:
    case N_INT:
    case N_FRAC:
      if (digit) return state === N_ZERO ? DIGIT_AFTER_ZERO : state;
      if (c === 0x2e && state !== N_FRAC) return N_DOT;
      return c === 0x65 || c === 0x45 ? N_E : -1;
    case N_DOT:
      return digit ? N_FRAC : -1;
    case N_E:
      return c === 0x2b || c === 0x2d ? N_ESIGN : digit ? N_EXP : -1;
    default: // N_ESIGN, N_EXP
      return digit ? N_EXP : -1;
  }
}

/** V8's message without its quote of the text around the error (which can be long). */
function v8Detail(error: SyntaxError): string {
  return error.message.replace(/ in JSON at position \d+.*$/s, "").replace(/, (\.\.\.)?".*" is not valid JSON$/s, "");
}

/** Scan a whole byte array in chunks of `chunkSize` bytes (tests, the CLI). */
export function scanResultsBytes({
  bytes,
  chunkSize = 64 * 1024,
  ...options
}: { bytes: Uint8Array; chunkSize?: number } & RecordScannerOptions): ScanResult {
  const scanner = new RecordScanner(options);
  for (let i = 0; i < bytes.length; i += chunkSize) if (!scanner.push(bytes.subarray(i, i + chunkSize))) break;
  return scanner.end();
}
