// Python's json.dumps(value, indent=N, ensure_ascii=False), byte for byte: the text the official
// MR-Ben script writes its results files with (json.dump(..., indent=2, ensure_ascii=False)).
import { pyFloatRepr } from "./python-repr";

/** A JSON value as the writer takes it: bigint for an integer past 2^53, objects in key order. */
export type PyJsonValue = null | boolean | number | bigint | string | PyJsonValue[] | { [key: string]: PyJsonValue };

// Python's ESCAPE_DCT for ensure_ascii=False: quote, backslash, the named controls, and every
// other character below U+0020 as \u00xx (lowercase). Nothing else is escaped: not DEL, not
// U+2028, and not a lone surrogate (JSON.stringify would escape that one).
const NAMED_ESCAPES: Record<string, string> = {
  '"': '\\"',
  "\\": "\\\\",
  "\n": "\\n",
  "\r": "\\r",
  "\t": "\\t",
  "\b": "\\b",
  "\f": "\\f",
};
const NEEDS_ESCAPE = /["\\\u0000-\u001f]/g;

function pyJsonString(text: string): string {
  return `"${text.replace(
    NEEDS_ESCAPE,
    (char) => NAMED_ESCAPES[char] ?? `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`,
  )}"`;
}

/** float.__repr__, with json's spelling of the values JSON lacks (allow_nan=True). */
function pyJsonNumber(value: number): string {
  if (Number.isNaN(value)) return "NaN";
  if (!Number.isFinite(value)) return value > 0 ? "Infinity" : "-Infinity";
  // A whole number is taken for a Python int (JavaScript cannot tell 1 from 1.0; see pyRepr).
  return Number.isInteger(value) ? BigInt(value).toString() : pyFloatRepr(value);
}

/**
 * json.dumps with an indent: items separated by "," and a new line (Python's separators with an
 * indent are (",", ": ")), empty containers as [] and {}, keys in the object's order (JavaScript
 * lists integer-like keys first: the results files have none), no final newline.
 */
export function pyJsonDumps(value: PyJsonValue, indent = 2): string {
  const parts: string[] = [];
  const step = " ".repeat(indent);
  const write = (item: PyJsonValue, pad: string): void => {
    if (item === null) parts.push("null");
    else if (typeof item === "string") parts.push(pyJsonString(item));
    else if (typeof item === "boolean") parts.push(item ? "true" : "false");
    else if (typeof item === "number") parts.push(pyJsonNumber(item));
    else if (typeof item === "bigint") parts.push(item.toString());
    else if (Array.isArray(item)) {
      if (item.length === 0) return void parts.push("[]");
      const inner = pad + step;
      item.forEach((element, i) => {
        parts.push(i === 0 ? `[\n${inner}` : `,\n${inner}`);
        write(element, inner);
      });
      parts.push(`\n${pad}]`);
    } else {
      const keys = Object.keys(item);
      if (keys.length === 0) return void parts.push("{}");
      const inner = pad + step;
      keys.forEach((key, i) => {
        parts.push(`${i === 0 ? "{\n" : ",\n"}${inner}${pyJsonString(key)}: `);
        write(item[key]!, inner);
      });
      parts.push(`\n${pad}}`);
    }
  };
  write(value, "");
  return parts.join("");
}
