// JSON text to values exactly as Python's json.loads reads it, which is what the reference
// scorer compares: NaN and +-Infinity are accepted, and integers keep every digit (bigint past
// 2^53), where JSON.parse would round them and then call two different integers equal.
import type { JsonValue } from "./types";

export type PythonJsonResult = { ok: true; value: JsonValue } | { ok: false; offset: number; message: string };

/** Deeper nesting is refused (Python's own parser stops near 1,000 levels with a RecursionError). */
export const MAX_JSON_DEPTH = 512;

export function parsePythonJson({ text }: { text: string }): PythonJsonResult {
  const parsed = parseNative(text);
  if (parsed.ok) return needsExactReader(parsed.value, 0) ? readPythonJson(text) : parsed;
  const extraAt = extraDataOffset(parsed.message);
  if (extraAt !== null && !mayNestTooDeep(text, extraAt)) return extraData(text, extraAt);
  // NaN, Infinity, or an error whose position the reader reports. Checking the grammar alone
  // first builds nothing for the many texts that are not JSON.
  const checked = new Reader(text, false).document();
  return checked.ok ? readPythonJson(text) : checked;
}

/** JSON.parse, or its error's message where it throws: without a stack trace, most of the cost of a throw. */
function parseNative(text: string): { ok: true; value: JsonValue } | { ok: false; message: string } {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    return { ok: true, value: JSON.parse(text) as JsonValue };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : "" };
  } finally {
    Error.stackTraceLimit = limit;
  }
}

/** V8's words for a whole value read and then more text (Node 20 on; later versions add a line and column). */
const EXTRA_DATA = /^Unexpected non-whitespace character after JSON at position (\d+)/;

/**
 * Where JSON.parse found text after a whole value, or null for any other error. JSON is a subset of
 * Python's grammar with the same whitespace, so Python reads the same value and stops at the same place.
 * Models often write a second object after the first: this spares reading the first one again.
 */
function extraDataOffset(message: string): number | null {
  const match = EXTRA_DATA.exec(message);
  return match ? Number(match[1]) : null;
}

/** Whether the text before `end` opens enough brackets to nest past the reader's limit (which JSON.parse lacks). */
function mayNestTooDeep(text: string, end: number): boolean {
  let opened = 0;
  for (const bracket of ["{", "["])
    for (let at = text.indexOf(bracket); at !== -1 && at < end; at = text.indexOf(bracket, at + 1))
      if (++opened > MAX_JSON_DEPTH) return true;
  return false;
}

function extraData(text: string, offset: number): PythonJsonResult {
  return { ok: false, offset, message: `Extra data at ${positionIn(text, offset)}` };
}

/** The exact reader alone (what parsePythonJson falls back to), for tests. */
export function readPythonJson(text: string): PythonJsonResult {
  return new Reader(text, true).document();
}

/**
 * Whether JSON.parse's value may differ from Python's: a number past 2^53 in magnitude (an integer
 * literal that large is exact in Python), or containers nested past the limit. Recursion stops at
 * the limit, so a hostile depth cannot overflow the stack.
 */
function needsExactReader(value: JsonValue, depth: number): boolean {
  if (typeof value === "number") return value > Number.MAX_SAFE_INTEGER || value < -Number.MAX_SAFE_INTEGER;
  if (value === null || typeof value !== "object") return false;
  if (depth >= MAX_JSON_DEPTH) return true;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) if (needsExactReader(value[index]!, depth + 1)) return true;
    return false;
  }
  for (const key in value) if (needsExactReader(value[key]!, depth + 1)) return true;
  return false;
}

/** Python's way of saying where in the text an offset is. */
function positionIn(text: string, offset: number): string {
  let line = 1;
  let lineStart = -1;
  for (
    let newline = text.indexOf("\n");
    newline !== -1 && newline < offset;
    newline = text.indexOf("\n", newline + 1)
  ) {
    line++;
    lineStart = newline;
  }
  return `line ${line} column ${offset - lineStart} (char ${offset})`;
}

/** Thrown within the reader only; not an Error, so that no stack trace is taken. */
class ParseError {
  constructor(
    readonly offset: number,
    readonly message: string,
  ) {}
}

const NUMBER = /-?(?:0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/y;

const QUOTE = 34;
const BACKSLASH = 92;

/** Python's json grammar; with `build` false it only checks the text (every value read is null). */
class Reader {
  private position = 0;

  constructor(
    private readonly text: string,
    private readonly build: boolean,
  ) {}

  document(): PythonJsonResult {
    try {
      this.skipWhitespace();
      const value = this.value(0);
      this.skipWhitespace();
      if (this.position < this.text.length) this.fail("Extra data");
      return { ok: true, value };
    } catch (error) {
      if (!(error instanceof ParseError)) throw error;
      return { ok: false, offset: error.offset, message: `${error.message} at ${positionIn(this.text, error.offset)}` };
    }
  }

  private fail(message: string, offset = this.position): never {
    throw new ParseError(offset, message);
  }

  private skipWhitespace(): void {
    const text = this.text;
    let position = this.position;
    for (;;) {
      const code = text.charCodeAt(position);
      if (code !== 32 && code !== 10 && code !== 13 && code !== 9) break;
      position++;
    }
    this.position = position;
  }

  private value(depth: number): JsonValue {
    if (depth > MAX_JSON_DEPTH) this.fail(`Nested deeper than ${MAX_JSON_DEPTH} levels`);
    const text = this.text;
    const char = text[this.position];
    switch (char) {
      case "{":
        return this.object(depth);
      case "[":
        return this.array(depth);
      case '"':
        return this.string();
      case "t":
        return this.literal("true", true);
      case "f":
        return this.literal("false", false);
      case "n":
        return this.literal("null", null);
      case "N":
        return this.literal("NaN", NaN);
      case "I":
        return this.literal("Infinity", Infinity);
      case "-":
        if (text.startsWith("-Infinity", this.position)) return this.literal("-Infinity", -Infinity);
        return this.number();
      default:
        if (char !== undefined && char >= "0" && char <= "9") return this.number();
        return this.fail("Expecting value");
    }
  }

  private literal<T extends JsonValue>(word: string, value: T): T {
    if (!this.text.startsWith(word, this.position)) this.fail("Expecting value");
    this.position += word.length;
    return value;
  }

  private number(): number | bigint | null {
    NUMBER.lastIndex = this.position;
    const match = NUMBER.exec(this.text);
    if (!match) return this.fail("Expecting value");
    this.position = NUMBER.lastIndex;
    if (!this.build) return null;
    const literal = match[0];
    if (match[1] === undefined && match[2] === undefined) {
      const value = Number(literal);
      return Number.isSafeInteger(value) ? value : BigInt(literal);
    }
    return Number(literal);
  }

  /**
   * The string from its opening quote to the first unescaped quote, whatever lies between; then a
   * control character or a bad escape inside it is an invalid string, as JSON.parse of it says.
   */
  private string(): string {
    const text = this.text;
    const start = this.position;
    const length = text.length;
    let index = start + 1;
    let escaped = false;
    let control = false;
    for (;;) {
      if (index >= length) this.fail("Unterminated string starting", start);
      const code = text.charCodeAt(index);
      if (code === QUOTE) break;
      if (code === BACKSLASH) {
        escaped = true;
        index += 2;
        continue;
      }
      if (code < 0x20) control = true;
      index++;
    }
    this.position = index + 1;
    if (control) this.fail("Invalid string (a control character or a bad escape)", start);
    if (!escaped) return this.build ? text.slice(start + 1, index) : "";
    try {
      // JSON.parse decodes the escapes and refuses a bad one as Python's strict mode does.
      return JSON.parse(text.slice(start, index + 1)) as string;
    } catch {
      return this.fail("Invalid string (a control character or a bad escape)", start);
    }
  }

  private array(depth: number): JsonValue[] | null {
    this.position++;
    const items: JsonValue[] | null = this.build ? [] : null;
    this.skipWhitespace();
    if (this.text.charCodeAt(this.position) === 93) {
      this.position++;
      return items;
    }
    for (;;) {
      this.skipWhitespace();
      const item = this.value(depth + 1);
      if (items) items.push(item);
      this.skipWhitespace();
      const code = this.text.charCodeAt(this.position);
      this.position++;
      if (code === 93) return items;
      if (code !== 44) this.fail("Expecting ',' delimiter", this.position - 1);
    }
  }

  private object(depth: number): { [key: string]: JsonValue } | null {
    this.position++;
    const object: { [key: string]: JsonValue } | null = this.build ? {} : null;
    this.skipWhitespace();
    if (this.text.charCodeAt(this.position) === 125) {
      this.position++;
      return object;
    }
    for (;;) {
      this.skipWhitespace();
      if (this.text.charCodeAt(this.position) !== QUOTE) this.fail("Expecting property name enclosed in double quotes");
      const key = this.string();
      this.skipWhitespace();
      if (this.text.charCodeAt(this.position) !== 58) this.fail("Expecting ':' delimiter");
      this.position++;
      this.skipWhitespace();
      const value = this.value(depth + 1);
      if (object) {
        // A "__proto__" key is an ordinary member, as JSON.parse makes it.
        if (key === "__proto__")
          Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
        else object[key] = value;
      }
      this.skipWhitespace();
      const code = this.text.charCodeAt(this.position);
      this.position++;
      if (code === 125) return object;
      if (code !== 44) this.fail("Expecting ',' delimiter", this.position - 1);
    }
  }
}
