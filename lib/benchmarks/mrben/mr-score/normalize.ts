// Python str semantics the official scorer depends on: isalpha / isdigit / isalnum / isspace,
// strip() and lower(), over CPython's pinned Unicode tables (see unicode-tables.ts).
import {
  ALNUM_RANGES,
  ALPHA_RANGES,
  DIGIT_RANGES,
  LOWER_CHANGES_RANGES,
  PRINTABLE_RANGES,
  SPACE_RANGES,
} from "./unicode-tables";

/** Sorted [start0, end0, start1, end1, ...] inclusive code point ranges. */
function decodeRanges(encoded: string): Uint32Array {
  const pairs = encoded.split(",");
  const out = new Uint32Array(pairs.length * 2);
  let previousEnd = -1;
  pairs.forEach((pair, i) => {
    const [gap, length] = pair.split(".");
    const start = previousEnd + 1 + parseInt(gap ?? "", 36);
    const end = start + parseInt(length ?? "", 36);
    out[2 * i] = start;
    out[2 * i + 1] = end;
    previousEnd = end;
  });
  return out;
}

/** A code point set with an ASCII bitmap in front of a binary search over ranges. */
class CodePointSet {
  private readonly ranges: Uint32Array;
  private readonly ascii = new Uint8Array(128);

  constructor(encoded: string) {
    this.ranges = decodeRanges(encoded);
    for (let cp = 0; cp < 128; cp++) this.ascii[cp] = this.search(cp) ? 1 : 0;
  }

  has(cp: number): boolean {
    return cp < 128 ? this.ascii[cp] === 1 : this.search(cp);
  }

  private search(cp: number): boolean {
    const r = this.ranges;
    let lo = 0;
    let hi = r.length / 2 - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      if (cp < r[2 * mid]!) hi = mid - 1;
      else if (cp > r[2 * mid + 1]!) lo = mid + 1;
      else return true;
    }
    return false;
  }
}

const ALPHA = new CodePointSet(ALPHA_RANGES);
const DIGIT = new CodePointSet(DIGIT_RANGES);
const ALNUM = new CodePointSet(ALNUM_RANGES);
const SPACE = new CodePointSet(SPACE_RANGES);
const LOWER_CHANGES = new CodePointSet(LOWER_CHANGES_RANGES);
const PRINTABLE = new CodePointSet(PRINTABLE_RANGES);

/** Python `c.isalpha()` for one code point. */
export function isAlphaCodePoint(cp: number): boolean {
  return ALPHA.has(cp);
}
/** Python `c.isdigit()` for one code point: Nd plus Numeric_Type=Digit (², ①, ...). */
export function isDigitCodePoint(cp: number): boolean {
  return DIGIT.has(cp);
}
/** Python `c.isalnum()`: isalpha or isdecimal or isdigit or isnumeric. */
export function isAlnumCodePoint(cp: number): boolean {
  return ALNUM.has(cp);
}
/** Python `c.isspace()`: the characters `str.strip()` removes. */
export function isSpaceCodePoint(cp: number): boolean {
  return SPACE.has(cp);
}

/** Python `c.isprintable()`: what `repr()` writes as it is rather than as an escape. */
export function isPrintableCodePoint(cp: number): boolean {
  return PRINTABLE.has(cp);
}

/** Code point at index i of s (a lone surrogate stands for itself, as in Python). */
function codePointAt(s: string, i: number): number {
  return s.codePointAt(i)!;
}

function every(text: string, has: (cp: number) => boolean): boolean {
  if (text.length === 0) return false;
  for (let i = 0; i < text.length;) {
    const cp = codePointAt(text, i);
    if (!has(cp)) return false;
    i += cp > 0xffff ? 2 : 1;
  }
  return true;
}

/** Python `text.isalpha()`: non-empty and every character a letter (Unicode L*). */
export function isAlpha(text: string): boolean {
  return every(text, isAlphaCodePoint);
}
/** Python `text.isdigit()`: non-empty and every character a digit in Python's sense. */
export function isDigit(text: string): boolean {
  return every(text, isDigitCodePoint);
}
/** Python `text.isalnum()`. */
export function isAlnum(text: string): boolean {
  return every(text, isAlnumCodePoint);
}
/** Python `text.isspace()`. */
export function isSpace(text: string): boolean {
  return every(text, isSpaceCodePoint);
}

/**
 * Python `text.strip()` with no argument. Differs from `String.prototype.trim`: Python strips
 * U+001C..U+001F and U+0085 but keeps U+FEFF. (Every Python whitespace character is in the BMP.)
 */
export function pyStrip(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && SPACE.has(text.charCodeAt(start))) start++;
  while (end > start && SPACE.has(text.charCodeAt(end - 1))) end--;
  return start === 0 && end === text.length ? text : text.slice(start, end);
}

const NON_ASCII = /[^\x00-\x7f]/;
const CASED = /\p{Cased}/u;
const CASE_IGNORABLE = /\p{Case_Ignorable}/u;
const CAPITAL_SIGMA = 0x3a3;

/**
 * Python `text.lower()`. Which characters change is pinned to CPython's table; how they change
 * is the engine's (case mappings of assigned characters are stable across Unicode versions).
 * A capital sigma becomes final 'ς' in CPython's Final_Sigma context, tested here with the
 * engine's Cased / Case_Ignorable properties.
 */
export function pyLower(text: string): string {
  if (!NON_ASCII.test(text)) return text.toLowerCase();
  let out = "";
  for (let i = 0; i < text.length;) {
    const cp = codePointAt(text, i);
    const width = cp > 0xffff ? 2 : 1;
    const ch = text.slice(i, i + width);
    if (cp === CAPITAL_SIGMA) out += isFinalSigma(text, i) ? "ς" : "σ";
    else out += LOWER_CHANGES.has(cp) ? ch.toLowerCase() : ch;
    i += width;
  }
  return out;
}

/** CPython's handle_capital_sigma: cased (case-ignorable)* Σ not followed by (case-ignorable)* cased. */
function isFinalSigma(text: string, at: number): boolean {
  const chars = Array.from(text.slice(0, at));
  let j = chars.length - 1;
  while (j >= 0 && CASE_IGNORABLE.test(chars[j]!)) j--;
  if (j < 0 || !CASED.test(chars[j]!)) return false;
  const after = Array.from(text.slice(at + 1));
  let k = 0;
  while (k < after.length && CASE_IGNORABLE.test(after[k]!)) k++;
  return k === after.length || !CASED.test(after[k]!);
}

/** The characters of `text` for which `keep` holds, in order (Python `''.join(c for c in text if ...)`). */
export function keepCodePoints(text: string, keep: (cp: number) => boolean): string {
  let out = "";
  let runStart = 0;
  let i = 0;
  while (i < text.length) {
    const cp = codePointAt(text, i);
    const width = cp > 0xffff ? 2 : 1;
    if (!keep(cp)) {
      if (i > runStart) out += text.slice(runStart, i);
      runStart = i + width;
    }
    i += width;
  }
  return runStart === 0 ? text : out + text.slice(runStart, i);
}
