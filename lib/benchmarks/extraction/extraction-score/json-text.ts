// Writes a parsed value back as JSON text, Python's way for what JSON.stringify cannot hold:
// integers past 2^53 (bigint) exactly, NaN and +-Infinity as json.dumps writes them. Keys keep
// their order, or are sorted for a canonical text (the digest of a reference).
import type { JsonValue } from "./types";

/** Deeper values are refused rather than overflowing the stack. */
const MAX_DEPTH = 256;

export function jsonText({ value, sortKeys = false }: { value: JsonValue; sortKeys?: boolean }): string {
  return write(value, sortKeys, 0);
}

function write(value: JsonValue, sortKeys: boolean, depth: number): string {
  if (value === null) return "null";
  switch (typeof value) {
    case "string":
    case "boolean":
      return JSON.stringify(value);
    case "bigint":
      return value.toString();
    case "number":
      if (Number.isNaN(value)) return "NaN";
      if (!Number.isFinite(value)) return value > 0 ? "Infinity" : "-Infinity";
      return JSON.stringify(value);
    default: {
      if (depth >= MAX_DEPTH) throw new RangeError(`JSON nested deeper than ${MAX_DEPTH} levels`);
      if (Array.isArray(value)) return `[${value.map((item) => write(item, sortKeys, depth + 1)).join(",")}]`;
      const keys = Object.keys(value);
      if (sortKeys) keys.sort();
      return `{${keys.map((key) => `${JSON.stringify(key)}:${write(value[key]!, sortKeys, depth + 1)}`).join(",")}}`;
    }
  }
}
