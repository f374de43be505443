// A parsed JSON value written back indented, for reading truth and predictions side by side.
// Python's values that JSON.stringify cannot hold (exact big integers, NaN, Infinity) are written
// as json.dumps writes them, so what the page shows is what was compared.
import { jsonText, type JsonValue } from "@/lib/benchmarks/extraction/extraction-score";

const MAX_DEPTH = 256;

export function indentedJson(value: JsonValue, indent = 2): string {
  return write(value, " ".repeat(indent), "", 0);
}

function write(value: JsonValue, step: string, pad: string, depth: number): string {
  if (value === null || typeof value !== "object") return jsonText({ value });
  if (depth >= MAX_DEPTH) return jsonText({ value });
  const inner = pad + step;
  if (Array.isArray(value)) {
    if (value.length === 0) return "[]";
    return `[\n${value.map((item) => inner + write(item, step, inner, depth + 1)).join(",\n")}\n${pad}]`;
  }
  const keys = Object.keys(value);
  if (keys.length === 0) return "{}";
  const entries = keys.map((key) => `${inner}${JSON.stringify(key)}: ${write(value[key]!, step, inner, depth + 1)}`);
  return `{\n${entries.join(",\n")}\n${pad}}`;
}
