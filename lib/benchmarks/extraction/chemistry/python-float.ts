// Python's float text where pymatgen's formulas depend on it: `float(text)` for the amounts its
// parser captures, `repr(x)` (what an f-string writes) and `round(x, n)`. JavaScript's own
// formatting differs (2 vs "2.0", "1e-7" vs "1e-07", exponents from 1e21 vs 1e16; toFixed rounds
// exact ties up where Python rounds them to even).

const DECIMAL_DIGIT = /\p{Nd}/u;

/** The value of a Unicode decimal digit: Nd digits come in runs of ten, 0 to 9, in code point order. */
function decimalDigitValue(digit: string): number {
  let codePoint = digit.codePointAt(0)!;
  let steps = 0;
  while (DECIMAL_DIGIT.test(String.fromCodePoint(codePoint - 1))) {
    codePoint--;
    steps++;
  }
  return steps % 10;
}

const PYTHON_FLOAT_SYNTAX = /^-?(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:e-?[0-9]+)?$/;

/**
 * Python's `float(text)` for text made of `-`, `*`, `.`, `e` and decimal digits (any script, as
 * Python accepts them): the number, or null where Python raises ValueError.
 */
export function parsePythonFloat(text: string): number | null {
  const ascii = text.replace(/\p{Nd}/gu, (digit) => (/[0-9]/.test(digit) ? digit : String(decimalDigitValue(digit))));
  return PYTHON_FLOAT_SYNTAX.test(ascii) ? Number(ascii) : null;
}

/** Python's `repr(x)` of a float: shortest round-trip digits, exponent below 1e-4 and from 1e16. */
export function pythonFloatRepr(value: number): string {
  if (Number.isNaN(value)) return "nan";
  if (!Number.isFinite(value)) return value > 0 ? "inf" : "-inf";
  if (value === 0) return Object.is(value, -0) ? "-0.0" : "0.0";
  const sign = value < 0 ? "-" : "";
  const { digits, pointAt } = shortestDigits(Math.abs(value));
  // pointAt: the value is 0.<digits> x 10^pointAt (Python's "decpt").
  if (pointAt <= -4 || pointAt > 16) {
    const exponent = pointAt - 1;
    const mantissa = digits.length > 1 ? `${digits[0]}.${digits.slice(1)}` : digits;
    return `${sign}${mantissa}e${exponent < 0 ? "-" : "+"}${String(Math.abs(exponent)).padStart(2, "0")}`;
  }
  if (pointAt <= 0) return `${sign}0.${"0".repeat(-pointAt)}${digits}`;
  if (pointAt >= digits.length) return `${sign}${digits}${"0".repeat(pointAt - digits.length)}.0`;
  return `${sign}${digits.slice(0, pointAt)}.${digits.slice(pointAt)}`;
}

/** The shortest round-trip digits of a positive finite number (JavaScript's, as Python's: closest of the shortest). */
function shortestDigits(value: number): { digits: string; pointAt: number } {
  const text = String(value);
  const [mantissa = "", exponentText] = text.split("e");
  const [whole = "", fraction = ""] = mantissa.split(".");
  const exponent = exponentText === undefined ? 0 : Number(exponentText);
  const all = whole + fraction;
  const leadingZeros = all.length - all.replace(/^0+/, "").length;
  const digits = all.slice(leadingZeros).replace(/0+$/, "");
  return { digits, pointAt: whole.length - leadingZeros + exponent };
}

/** The exact value of a finite double as integer * 2^exponent. */
function exactBinary(value: number): { integer: bigint; exponent: number } {
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, value);
  const bits = view.getBigUint64(0);
  const negative = bits >> 63n === 1n;
  const biased = Number((bits >> 52n) & 0x7ffn);
  const fraction = bits & 0xfffffffffffffn;
  const integer = biased === 0 ? fraction : fraction | (1n << 52n);
  return { integer: negative ? -integer : integer, exponent: (biased === 0 ? 1 : biased) - 1075 };
}

/** Python's `round(x, ndigits)` for a finite float and 0 <= ndigits <= 22: exact value, ties to even. */
export function pythonRound(value: number, ndigits: number): number {
  if (!Number.isFinite(value) || value === 0) return value;
  const { integer, exponent } = exactBinary(value);
  const scaled = integer * 10n ** BigInt(ndigits);
  let rounded: bigint;
  if (exponent >= 0) {
    rounded = scaled << BigInt(exponent);
  } else {
    const divisor = 1n << BigInt(-exponent);
    const magnitude = scaled < 0n ? -scaled : scaled;
    let quotient = magnitude / divisor;
    const twiceRemainder = (magnitude % divisor) * 2n;
    if (twiceRemainder > divisor || (twiceRemainder === divisor && quotient % 2n === 1n)) quotient++;
    rounded = scaled < 0n ? -quotient : quotient;
  }
  const result = Number(`${rounded}e-${ndigits}`);
  return result === 0 && value < 0 ? -0 : result;
}
