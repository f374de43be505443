// JSON text to values exactly as Python's json.loads reads it, which is what the reference
// scorer compares: NaN and +-Infinity are accepted, and integers keep every digit (bigint past
// 2^53), where JSON.parse would round them and then call two different integers equal.
import type { JsonValue } from "./types";

export type PythonJsonResult = { ok: true; value: JsonValue } | { ok: false; offset: number; message: string };

/** Deeper nesting is refused (Python's own parser stops near 1,000 levels with a RecursionError). */
export const MAX_JSON_DEPTH = 512;

/** Integer literals this long may not be exact doubles: only then is the slower reader needed. */
const LONG_DIGIT_RUN = /\d{16}/;

export function parsePythonJson({ text }: { text: string }): PythonJsonResult {
  if (!LONG_DIGIT_RUN.test(text)) {
    let value: JsonValue | undefined;
    try {
      value = JSON.parse(text) as JsonValue;
    } catch {
      // NaN, Infinity, or an error whose position the reader below reports.
    }
    // Too deep a value falls through to the reader, which says where.
    if (value !== undefined && !deeperThan(value, MAX_JSON_DEPTH)) return { ok: true, value };
  }
  return new Reader(text).document();
}

/** Whether containers nest deeper than `max` (walked without recursion: the value may be hostile). */
function deeperThan(root: JsonValue, max: number): boolean {
  const stack: Array<[JsonValue, number]> = [[root, 0]];
  while (stack.length > 0) {
    const [value, depth] = stack.pop()!;
    if (value === null || typeof value !== "object") continue;
    if (depth >= max) return true;
    for (const child of Array.isArray(value) ? value : Object.values(value)) {
      if (child !== null && typeof child === "object") stack.push([child, depth + 1]);
    }
  }
  return false;
}

class ParseError extends Error {
  constructor(
    readonly offset: number,
    message: string,
  ) {
    super(message);
  }
}

const NUMBER = /-?(?:0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/y;
const WHITESPACE = /[ \t\n\r]*/y;

class Reader {
  private position = 0;

  constructor(private readonly text: string) {}

  document(): PythonJsonResult {
    try {
      this.skipWhitespace();
      const value = this.value(0);
      this.skipWhitespace();
      if (this.position < this.text.length) this.fail("Extra data");
      return { ok: true, value };
    } catch (error) {
      if (!(error instanceof ParseError)) throw error;
      return { ok: false, offset: error.offset, message: `${error.message} at ${this.where(error.offset)}` };
    }
  }

  private where(offset: number): string {
    const before = this.text.slice(0, offset);
    const line = before.split("\n").length;
    const column = offset - before.lastIndexOf("\n");
    return `line ${line} column ${column} (char ${offset})`;
  }

  private fail(message: string, offset = this.position): never {
    throw new ParseError(offset, message);
  }

  private skipWhitespace(): void {
    WHITESPACE.lastIndex = this.position;
    WHITESPACE.exec(this.text);
    this.position = WHITESPACE.lastIndex;
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

  private number(): number | bigint {
    NUMBER.lastIndex = this.position;
    const match = NUMBER.exec(this.text);
    if (!match) return this.fail("Expecting value");
    this.position = NUMBER.lastIndex;
    const literal = match[0];
    if (match[1] === undefined && match[2] === undefined) {
      const value = Number(literal);
      return Number.isSafeInteger(value) ? value : BigInt(literal);
    }
    return Number(literal);
  }

  private string(): string {
    const text = this.text;
    const start = this.position;
    let index = start + 1;
    for (;;) {
      const quote = text.indexOf('"', index);
      if (quote === -1) this.fail("Unterminated string starting", start);
      let backslashes = 0;
      for (let k = quote - 1; text[k] === "\\"; k--) backslashes++;
      if (backslashes % 2 === 0) {
        this.position = quote + 1;
        try {
          // JSON.parse decodes escapes and refuses control characters as Python's strict mode does.
          return JSON.parse(text.slice(start, quote + 1)) as string;
        } catch {
          return this.fail("Invalid string (a control character or a bad escape)", start);
        }
      }
      index = quote + 1;
    }
  }

  private array(depth: number): JsonValue[] {
    this.position++;
    const items: JsonValue[] = [];
    this.skipWhitespace();
    if (this.text[this.position] === "]") {
      this.position++;
      return items;
    }
    for (;;) {
      this.skipWhitespace();
      items.push(this.value(depth + 1));
      this.skipWhitespace();
      const char = this.text[this.position];
      this.position++;
      if (char === "]") return items;
      if (char !== ",") this.fail("Expecting ',' delimiter", this.position - 1);
    }
  }

  private object(depth: number): { [key: string]: JsonValue } {
    this.position++;
    const object: { [key: string]: JsonValue } = {};
    this.skipWhitespace();
    if (this.text[this.position] === "}") {
      this.position++;
      return object;
    }
    for (;;) {
      this.skipWhitespace();
      if (this.text[this.position] !== '"') this.fail("Expecting property name enclosed in double quotes");
      const key = this.string();
      this.skipWhitespace();
      if (this.text[this.position] !== ":") this.fail("Expecting ':' delimiter");
      this.position++;
      this.skipWhitespace();
      // defineProperty: a "__proto__" key is an ordinary member, as JSON.parse makes it.
      Object.defineProperty(object, key, {
        value: this.value(depth + 1),
        enumerable: true,
        writable: true,
        configurable: true,
      });
      this.skipWhitespace();
      const char = this.text[this.position];
      this.position++;
      if (char === "}") return object;
      if (char !== ",") this.fail("Expecting ',' delimiter", this.position - 1);
    }
  }
}
