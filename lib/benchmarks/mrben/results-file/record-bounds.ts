// The scan's fast path through a record (a subject array's element): finds where it ends, jumping
// through its strings with indexOf, and leaves the record's own syntax to JSON.parse.
import { BACKSLASH, COMMA, LBRACE, LBRACKET, NEWLINE, QUOTE, RBRACE, RBRACKET } from "./json-bytes";

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

export class RecordBounds {
  /** The newlines in the record so far, and the input offset of the last. */
  newlines = 0;
  lastNewline = 0;
  /** Roughly: the record's containers and the commas between their items. */
  values = 0;
  /** Set when the record nests past maxDepth: the chunk index of the bracket too many. */
  tooDeepAt = -1;
  private readonly maxDepth: number;
  private depth = 0;
  private inString = false;
  private escape = false;
  // Where the next '"' and '\' of the chunk are (n: none); they hold from one record to the next.
  private nextQuote = -1;
  private nextBackslash = -1;

  /** `maxDepth` counts the file's levels, the top-level object and the subject's array among them. */
  constructor(maxDepth: number) {
    this.maxDepth = maxDepth;
  }

  /** A new chunk: forget where the last one's quotes and backslashes were. */
  newChunk(): void {
    this.nextQuote = this.nextBackslash = -1;
  }

  /** A record starts. */
  start(): void {
    this.depth = 0;
    this.inString = false;
    this.escape = false;
    this.newlines = 0;
    this.values = 0;
  }

  /**
   * Scan the record on through `chunk` (at input offset `base`) from index `start`: the index of the
   * ',' ']' or '}' after the record, or the chunk's length when the record goes on (or tooDeepAt is set).
   */
  scan(chunk: Buffer, start: number, base: number): number {
    const n = chunk.length;
    let i = start;
    let depth = this.depth;
    let values = this.values;
    let inString = this.inString;
    let quote = this.nextQuote;
    let backslash = this.nextBackslash;
    if (this.escape) {
      this.escape = false;
      i++; // the escaped byte, first in this chunk
    }
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
            this.escape = true;
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
          this.tooDeepAt = i;
          return n;
        }
        i++;
      } else if (kind === K_NEWLINE) {
        this.newlines++;
        this.lastNewline = base + i;
        i++;
      } else if (depth === 0) {
        break; // at the ',' ']' or '}' after the record, which the validator reads next
      } else {
        if (kind === K_CLOSE) depth--;
        else values++;
        i++;
      }
    }
    this.depth = depth;
    this.values = values;
    this.inString = inString;
    this.nextQuote = quote;
    this.nextBackslash = backslash;
    return i;
  }
}
