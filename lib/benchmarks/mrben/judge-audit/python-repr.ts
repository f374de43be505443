// Python's repr() of the values the official judge prompt formats with f-strings: the dataset's
// lists of steps and reasons print as `['Step 1: ...', ...]`, strings chosen quote and escapes
// included, so the prompt we send is the one the official script sends.

/** Python's str.isprintable() is false for these (space excepted): other, separators. */
const NOT_PRINTABLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}\p{Zl}\p{Zp}\p{Zs}]/u;

function hex(codePoint: number, width: number): string {
  return codePoint.toString(16).padStart(width, "0");
}

function pyReprString(text: string): string {
  const quote = text.includes("'") && !text.includes('"') ? '"' : "'";
  let out = quote;
  for (const char of text) {
    if (char === quote || char === "\\") out += `\\${char}`;
    else if (char === "\t") out += "\\t";
    else if (char === "\n") out += "\\n";
    else if (char === "\r") out += "\\r";
    else if (char !== " " && NOT_PRINTABLE.test(char)) {
      const codePoint = char.codePointAt(0)!;
      out +=
        codePoint < 0x100
          ? `\\x${hex(codePoint, 2)}`
          : codePoint < 0x10000
            ? `\\u${hex(codePoint, 4)}`
            : `\\U${hex(codePoint, 8)}`;
    } else out += char;
  }
  return out + quote;
}

/**
 * What `f"{value}"` prints: a string as itself, a list through repr of its items, None as None,
 * booleans as True/False, numbers as Python prints them (integers; floats through repr).
 */
export function pyFormat(value: unknown): string {
  return typeof value === "string" ? value : pyRepr(value);
}

export function pyRepr(value: unknown): string {
  if (value === null || value === undefined) return "None";
  if (typeof value === "string") return pyReprString(value);
  if (typeof value === "boolean") return value ? "True" : "False";
  if (typeof value === "number") return Number.isInteger(value) ? String(value) : pyFloatRepr(value);
  if (Array.isArray(value)) return `[${value.map(pyRepr).join(", ")}]`;
  if (typeof value === "object")
    return `{${Object.entries(value)
      .map(([key, inner]) => `${pyReprString(key)}: ${pyRepr(inner)}`)
      .join(", ")}}`;
  return String(value);
}

/** repr(float): the shortest round-tripping digits, as JavaScript's, in Python's spelling. */
function pyFloatRepr(value: number): string {
  if (Number.isNaN(value)) return "nan";
  if (!Number.isFinite(value)) return value > 0 ? "inf" : "-inf";
  const text = String(value);
  const exponent = /e([+-])(\d+)$/.exec(text);
  if (!exponent) return text.includes(".") ? text : `${text}.0`;
  return text.replace(/e([+-])(\d+)$/, `e${exponent[1]}${exponent[2]!.padStart(2, "0")}`);
}
