// Edit distance between two strings, counted in Unicode code points (as Python's len() counts
// them), so an emoji or a character outside the BMP is one edit, not two UTF-16 units. Callers
// that only care whether the distance stays within a bound pass it: pairs whose character counts
// already differ by more are answered at once, and otherwise only a band of the table is filled
// (Ukkonen). Otherwise the table is computed 32 rows at a time by Myers' bit-parallel algorithm.

const SURROGATE = /[\uD800-\uDFFF]/;

/** Characters as Python counts them. */
export function codePointLength(text: string): number {
  if (!SURROGATE.test(text)) return text.length;
  let count = 0;
  for (const _ of text) count++;
  return count;
}

/** A string's code points, one number per character as Python sees characters. */
export function codePoints(text: string): Uint32Array {
  const points = new Uint32Array(text.length);
  return points.subarray(0, fillCodePoints(text, points));
}

function fillCodePoints(text: string, into: Uint32Array): number {
  if (!SURROGATE.test(text)) {
    for (let i = 0; i < text.length; i++) into[i] = text.charCodeAt(i);
    return text.length;
  }
  let count = 0;
  for (const character of text) into[count++] = character.codePointAt(0)!;
  return count;
}

// Working memory, reused between calls (each call runs to its end synchronously).
let first = new Uint32Array(256);
let second = new Uint32Array(256);
let row = new Uint32Array(256);
/** Per BMP character: a count (the histogram bound) or a bit mask (Myers); all zero between calls. */
const perCharacter = new Int32Array(0x10000);

/**
 * Insertions, deletions and substitutions turning `a` into `b`. With `max`, any distance above it
 * is answered as `max + 1` (the exact distance when it is at most `max`).
 */
export function levenshteinDistance(a: string, b: string, max = Number.POSITIVE_INFINITY): number {
  if (a === b) return 0;
  // The lengths alone may already put the distance past the bound.
  if (max < Math.abs(a.length - b.length) && !SURROGATE.test(a) && !SURROGATE.test(b)) return max + 1;
  if (first.length < a.length) first = new Uint32Array(Math.max(a.length, first.length * 2));
  if (second.length < b.length) second = new Uint32Array(Math.max(b.length, second.length * 2));
  const aLength = fillCodePoints(a, first);
  const bLength = fillCodePoints(b, second);
  const [shorter, longer] = aLength <= bLength ? [first, second] : [second, first];
  let n = Math.min(aLength, bLength);
  let m = Math.max(aLength, bLength);
  // Equal ends cost nothing and change no optimal alignment of the rest.
  let start = 0;
  while (start < n && shorter[start] === longer[start]) start++;
  while (n > start && shorter[n - 1] === longer[m - 1]) {
    n--;
    m--;
  }
  n -= start;
  m -= start;
  const limit = Math.min(max, m);
  if (m - n > limit) return limit + 1;
  if (n === 0) return m;
  const s = shorter.subarray(start, start + n);
  const t = longer.subarray(start, start + m);
  if (limit < m && countsDiffer(s, t) > limit) return limit + 1;
  if (!isBmp(s)) return bandedDistance(s, t, limit);
  return Math.min(n <= 32 ? myers(s, t) : blockedMyers(s, t), limit + 1);
}

function isBmp(points: Uint32Array): boolean {
  for (let i = 0; i < points.length; i++) if (points[i]! > 0xffff) return false;
  return true;
}

/**
 * A lower bound of the distance: each edit adds, removes or replaces one character, so it fixes at
 * most one surplus character on each side. 0 (no bound) when a side has characters past the BMP.
 */
function countsDiffer(s: Uint32Array, t: Uint32Array): number {
  if (!isBmp(s) || !isBmp(t)) return 0;
  for (let i = 0; i < s.length; i++) perCharacter[s[i]!]!++;
  for (let j = 0; j < t.length; j++) perCharacter[t[j]!]!--;
  let surplus = 0;
  let deficit = 0;
  for (let i = 0; i < s.length; i++) {
    const count = perCharacter[s[i]!]!;
    if (count > 0) surplus += count;
    perCharacter[s[i]!] = 0;
  }
  for (let j = 0; j < t.length; j++) {
    const count = perCharacter[t[j]!]!;
    if (count < 0) deficit -= count;
    perCharacter[t[j]!] = 0;
  }
  return Math.max(surplus, deficit);
}

/**
 * Myers' bit-vector algorithm (1999) for a pattern `s` of 1 to 32 BMP characters: one column of the
 * table is two bit vectors (the +1 and -1 vertical deltas), updated per character of `t` with a few
 * word operations; the score tracks the last row. Carries past bit 31 wrap, which the algorithm allows.
 */
function myers(s: Uint32Array, t: Uint32Array): number {
  const n = s.length;
  for (let i = 0; i < n; i++) perCharacter[s[i]!]! |= 1 << i;
  const last = 1 << (n - 1);
  let positive = -1;
  let negative = 0;
  let score = n;
  for (let j = 0; j < t.length; j++) {
    const code = t[j]!;
    const equal = code <= 0xffff ? perCharacter[code]! : 0;
    const xv = equal | negative;
    const xh = (((equal & positive) + positive) ^ positive) | equal;
    let horizontalPositive = negative | ~(xh | positive);
    let horizontalNegative = positive & xh;
    if (horizontalPositive & last) score++;
    else if (horizontalNegative & last) score--;
    horizontalPositive = (horizontalPositive << 1) | 1;
    horizontalNegative <<= 1;
    positive = horizontalNegative | ~(xv | horizontalPositive);
    negative = horizontalPositive & xv;
  }
  for (let i = 0; i < n; i++) perCharacter[s[i]!] = 0;
  return score;
}

/** Slots of the characters of a pattern (1-based in perCharacter), and their masks per block. */
let blockMasks = new Int32Array(1024);

/**
 * Myers' algorithm for a pattern of any length: 32 rows per block, each column's blocks advanced
 * top to bottom, the horizontal delta leaving one block entering the next (Myers 1999, section 4).
 */
function blockedMyers(s: Uint32Array, t: Uint32Array): number {
  const n = s.length;
  const blocks = Math.ceil(n / 32);
  let slots = 0;
  for (let i = 0; i < n; i++) if (perCharacter[s[i]!] === 0) perCharacter[s[i]!] = ++slots;
  if (blockMasks.length < slots * blocks) blockMasks = new Int32Array(Math.max(slots * blocks, blockMasks.length * 2));
  blockMasks.fill(0, 0, slots * blocks);
  for (let i = 0; i < n; i++) blockMasks[(perCharacter[s[i]!]! - 1) * blocks + (i >> 5)]! |= 1 << (i & 31);
  const positive = new Int32Array(blocks).fill(-1);
  const negative = new Int32Array(blocks);
  const lastHigh = 1 << ((n - 1) & 31);
  let score = n;
  for (let j = 0; j < t.length; j++) {
    const code = t[j]!;
    const slot = code <= 0xffff ? perCharacter[code]! : 0;
    const base = (slot - 1) * blocks;
    // The top row grows by one per column: a +1 enters the first block.
    let carry = 1;
    for (let block = 0; block < blocks; block++) {
      let equal = slot === 0 ? 0 : blockMasks[base + block]!;
      const pv = positive[block]!;
      const mv = negative[block]!;
      const xv = equal | mv;
      if (carry < 0) equal |= 1;
      const xh = (((equal & pv) + pv) ^ pv) | equal;
      let ph = mv | ~(xh | pv);
      let mh = pv & xh;
      const high = block === blocks - 1 ? lastHigh : 1 << 31;
      const out = ph & high ? 1 : mh & high ? -1 : 0;
      ph <<= 1;
      mh <<= 1;
      if (carry < 0) mh |= 1;
      else if (carry > 0) ph |= 1;
      positive[block] = mh | ~(xv | ph);
      negative[block] = ph & xv;
      carry = out;
    }
    score += carry;
  }
  for (let i = 0; i < n; i++) perCharacter[s[i]!] = 0;
  return score;
}

/** The table's band within `limit` of the diagonal (Ukkonen); past the limit, `limit + 1`. */
function bandedDistance(s: Uint32Array, t: Uint32Array, limit: number): number {
  const n = s.length;
  const m = t.length;
  // Cells farther than `limit` from the diagonal cannot lie on a path within it: they hold limit + 1.
  const outside = limit + 1;
  if (row.length < n + 1) row = new Uint32Array(Math.max(n + 1, row.length * 2));
  for (let i = 0; i <= n; i++) row[i] = i <= limit ? i : outside;
  for (let j = 1; j <= m; j++) {
    const letter = t[j - 1];
    const low = Math.max(1, j - limit);
    const high = Math.min(n, j + limit);
    let diagonal = row[low - 1]!;
    row[low - 1] = low === 1 ? Math.min(j, outside) : outside;
    let rowMinimum = row[low - 1]!;
    for (let i = low; i <= high; i++) {
      const above = row[i]!;
      let value = s[i - 1] === letter ? diagonal : diagonal + 1;
      if (above + 1 < value) value = above + 1;
      if (row[i - 1]! + 1 < value) value = row[i - 1]! + 1;
      if (value > outside) value = outside;
      diagonal = above;
      row[i] = value;
      if (value < rowMinimum) rowMinimum = value;
    }
    if (rowMinimum > limit) return outside;
  }
  return Math.min(row[n]!, outside);
}
