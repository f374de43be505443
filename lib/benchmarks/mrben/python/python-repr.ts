// Python's repr() and f-string rendering of the values the official scripts format into prompts:
// lists of steps print as `['Step 1: ...', ...]`, quotes and escapes chosen as CPython chooses them.
import { isPrintableCodePoint } from "@/lib/benchmarks/mrben/mr-score";

const hex = (codePoint: number, width: number) => codePoint.toString(16).padStart(width, "0");

/**
 * CPython's unicode_repr: single quotes unless the text has a ' and no "; backslash, the quote,
 * \t \n \r escaped; other ASCII controls and DEL as \xNN; non-ASCII kept unless str.isprintable()
 * rejects it (CPython 3.11's Unicode 14 table), then \xNN, \uNNNN or \UNNNNNNNN. A lone surrogate
 * stands for itself, as in a Python str.
 */
function pyReprString(text: string): string {
  const quote = text.includes("'") && !text.includes('"') ? '"' : "'";
  let out = quote;
  for (const char of text) {
    const codePoint = char.codePointAt(0)!;
    if (char === quote || char === "\\") out += `\\${char}`;
    else if (char === "\t") out += "\\t";
    else if (char === "\n") out += "\\n";
    else if (char === "\r") out += "\\r";
    else if (codePoint < 0x20 || codePoint === 0x7f) out += `\\x${hex(codePoint, 2)}`;
    else if (codePoint < 0x7f || isPrintableCodePoint(codePoint)) out += char;
    else if (codePoint <= 0xff) out += `\\x${hex(codePoint, 2)}`;
    else if (codePoint <= 0xffff) out += `\\u${hex(codePoint, 4)}`;
    else out += `\\U${hex(codePoint, 8)}`;
  }
  return out + quote;
}

/**
 * repr(float): the shortest digits that round-trip (JavaScript's too), in Python's layout:
 * exponent form below 1e-4 and from 1e16, a two-digit exponent at least, and ".0" on whole numbers.
 */
export function pyFloatRepr(value: number): string {
  if (Number.isNaN(value)) return "nan";
  if (!Number.isFinite(value)) return value > 0 ? "inf" : "-inf";
  if (value === 0) return Object.is(value, -0) ? "-0.0" : "0.0";
  const [mantissa, exponentText] = value.toExponential().split("e") as [string, string];
  const exponent = Number(exponentText);
  const sign = mantissa.startsWith("-") ? "-" : "";
  const digits = mantissa.replace(/[-.]/g, "");
  if (exponent < -4 || exponent >= 16) {
    const shown = digits.length > 1 ? `${digits[0]}.${digits.slice(1)}` : digits;
    const exponentSign = exponent < 0 ? "-" : "+";
    return `${sign}${shown}e${exponentSign}${String(Math.abs(exponent)).padStart(2, "0")}`;
  }
  if (exponent < 0) return `${sign}0.${"0".repeat(-exponent - 1)}${digits}`;
  const whole = digits.slice(0, exponent + 1).padEnd(exponent + 1, "0");
  const fraction = digits.slice(exponent + 1);
  return `${sign}${whole}.${fraction === "" ? "0" : fraction}`;
}

/**
 * repr() of a JSON value as Python holds it: a number with no fraction is taken for an int (JSON
 * text "1.0" reaches JavaScript as 1, so such a float cannot be told apart; the data has none).
 */
export function pyRepr(value: unknown): string {
  if (value === null || value === undefined) return "None";
  if (typeof value === "string") return pyReprString(value);
  if (typeof value === "boolean") return value ? "True" : "False";
  if (typeof value === "bigint") return value.toString();
  if (typeof value === "number") return Number.isInteger(value) ? BigInt(value).toString() : pyFloatRepr(value);
  if (Array.isArray(value)) return `[${value.map(pyRepr).join(", ")}]`;
  if (typeof value === "object")
    return `{${Object.entries(value)
      .map(([key, inner]) => `${pyReprString(key)}: ${pyRepr(inner)}`)
      .join(", ")}}`;
  return String(value);
}

/** What `f"{value}"` writes: a string as itself, anything else as its repr (str() = repr() here). */
export function pyFormat(value: unknown): string {
  return typeof value === "string" ? value : pyRepr(value);
}
