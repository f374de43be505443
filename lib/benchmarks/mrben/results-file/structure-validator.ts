// Validates the JSON around the records byte by byte (the top-level object, subject keys, members
// that are not arrays) and counts lines and columns as it goes; its subclass handles what it finds.
import { BACKSLASH, COLON, COMMA, isDigit, LBRACE, LBRACKET, NEWLINE, QUOTE, RBRACE, RBRACKET } from "./json-bytes";
import { DIGIT_AFTER_ZERO, NUMBER_STOPS_EARLY, numberStart, numberStep } from "./json-number";
import { ScanCursor } from "./scan-cursor";
import { byteOrderMark, emptyJson, invalidJson, tooDeep, truncatedJson } from "./scan-failures";
import { startOfFile } from "./scan-position";

// Validator states: everything but records, which the subclass scans on its fast path.
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

const BOM = [0xef, 0xbb, 0xbf] as const;
/** The characters that may follow a backslash in a string, but for 'u'. */
const ESCAPABLE = new Set([...'"\\/bfnrt'].map((c) => c.charCodeAt(0)));
const isHex = (c: number) => isDigit(c) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66);

const STRING_VALUE = 0;
const STRING_KEY = 1;
const STRING_SUBJECT_KEY = 2;

export abstract class StructureValidator extends ScanCursor {
  protected readonly maxDepth: number;
  /** The subclass is scanning a record: the validator reads on from the ',' ']' or '}' after it. */
  protected inRecord = false;
  private state = S_VALUE;
  /** The open containers, LBRACE or LBRACKET: the top-level object is stack[0]. */
  protected readonly stack: number[] = [];

  private stringKind = STRING_VALUE;
  private hexLeft = 0;
  private numberState = 0;
  private literal = "";
  private literalIndex = 0;
  private bomIndex = 0;

  constructor(maxDepth: number) {
    super();
    this.maxDepth = maxDepth;
  }

  /** A '[' opens a subject's array of records. */
  protected abstract openSubject(): void;
  /** The subject's array closes. */
  protected abstract closeSubject(): void;
  /** In a subject's array, where a value is a record. */
  protected abstract inSubject(): boolean;
  /** A record starts at chunk index `i`: the subclass sets inRecord, scans it, then calls leaveRecord. */
  protected abstract startRecord(i: number): void;
  /** A top-level member that is not an array starts with byte `c` at chunk index `i`. */
  protected abstract startMember(c: number, i: number): void;
  /** A subject key (its opening quote) starts at chunk index `i`. */
  protected abstract startSubjectKey(i: number): void;
  /** A subject key ends just before chunk index `end`. */
  protected abstract endSubjectKey(end: number): void;
  /** A value ended just before chunk index `end`. */
  protected abstract valueDone(end: number): void;

  // The validator, byte by byte: the top-level structure, subject keys, non-array members.
  protected scanStructure(start: number): number {
    const chunk = this.chunk;
    const n = chunk.length;
    for (let i = start; i < n; i++) {
      const c = chunk[i]!;
      switch (this.state) {
        case S_STRING:
          // A continuation byte of the UTF-8 sequence startUtf8 began, or the string's next character.
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
            this.fail(byteOrderMark());
            return n;
          }
          // Some other character at the top level: not JSON, or not even UTF-8.
          if ((c & 0xc0) !== 0x80) return this.failUtf8(startOfFile());
          this.fail(invalidJson(startOfFile(), "Unexpected non-ASCII character"));
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

  /** The record the subclass scanned has ended; the validator reads on from the byte after it. */
  protected leaveRecord(): void {
    this.inRecord = false;
    this.state = S_AFTER;
  }

  /** The input has ended outside a record: fail unless it held one complete JSON value. */
  protected finishStructure(): void {
    if (this.state === S_BOM) this.failUtf8(startOfFile());
    else if (this.state === S_VALUE && this.stack.length === 0) this.fail(emptyJson(this.position(0)));
    else if (this.state !== S_AFTER || this.stack.length > 0) {
      const inString = this.state === S_STRING || this.state === S_ESCAPE || this.state === S_UNICODE;
      this.fail(truncatedJson(inString ? "Unterminated string" : "Unexpected end of JSON input", this.position(0)));
    }
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
        this.openSubject();
        this.stack.push(LBRACKET);
        this.state = S_ARRAY_FIRST;
        return;
      }
      this.startMember(c, i);
    } else if (depth === 2 && this.inSubject()) {
      this.startRecord(i);
      return;
    }
    if (c === LBRACE || c === LBRACKET) {
      if (depth + 1 > this.maxDepth) {
        this.fail(tooDeep(this.maxDepth, this.position(i)));
        return;
      }
      this.stack.push(c);
      this.state = c === LBRACE ? S_OBJECT_FIRST : S_ARRAY_FIRST;
    } else if (c === QUOTE) this.startString(i, STRING_VALUE);
    else if (c === 0x2d || isDigit(c)) {
      this.state = S_NUMBER;
      this.numberState = numberStart(c);
    } else if (c === 0x74 || c === 0x66 || c === 0x6e) {
      this.state = S_LITERAL;
      this.literal = c === 0x74 ? "true" : c === 0x66 ? "false" : "null";
      this.literalIndex = 1;
    } else this.failToken(i, c);
  }

  private startString(i: number, kind: number): void {
    this.state = S_STRING;
    this.stringKind = kind === STRING_KEY && this.stack.length === 1 ? STRING_SUBJECT_KEY : kind;
    if (this.stringKind === STRING_SUBJECT_KEY) this.startSubjectKey(i);
  }

  /** A string ended just before chunk index `end`. */
  private endString(end: number): void {
    if (this.stringKind === STRING_VALUE) {
      this.state = S_AFTER;
      this.valueDone(end);
      return;
    }
    this.state = S_COLON;
    if (this.stringKind === STRING_SUBJECT_KEY) this.endSubjectKey(end);
  }

  /** A container closes at chunk index `i`. */
  private close(i: number): void {
    if (this.stack.pop() === LBRACKET && this.stack.length === 1) this.closeSubject();
    this.state = S_AFTER;
    this.valueDone(i + 1);
  }
}
