// ANLS* (Peer et al., 2024, arXiv:2402.03848): one 0-1 similarity between a ground truth and a prediction of any
// shape, with the semantics of deepopinion's reference implementation (anls_star_metric), written from reading it.
// Every comparison yields its per-leaf scores, a length (the leaves it is judged on, missing and invented ones
// included) and the "closest ground truth", which the reference uses only to break ties; the score is
// sum(scores) / length, or 1 when the length is 0.
import { munkres } from "munkres";
import { codePointLength, levenshteinDistance } from "./levenshtein";
import type { JsonValue } from "./types";

/** Below this normalized Levenshtein similarity a string scores 0 (the reference's, and ANLS's, threshold). */
export const ANLS_THRESHOLD = 0.5;

/** A Python float that a JS number would read as an int: `new AnlsFloat(1)` is Python's 1.0, printed "1.0". */
export class AnlsFloat {
  constructor(readonly value: number) {}
}

/** Alternatives of a ground truth (the reference's Python tuple): the best-scoring option counts. */
export class AnlsTuple {
  readonly options: readonly AnlsTruth[];

  constructor(options: readonly [AnlsTruth, ...AnlsTruth[]]) {
    if (options.length === 0) throw new RangeError("An AnlsTuple needs at least one ground-truth option.");
    this.options = options;
  }
}

/**
 * null is Python's None; a number is a Python int when it is a safe integer and a Python float otherwise
 * (so 1.0 read from JSON counts as 1: use AnlsFloat to say 1.0); a bigint is an int past 2^53.
 */
export type AnlsScalar = null | boolean | number | bigint | string | AnlsFloat;
/** A prediction: no tuples (alternatives belong to the ground truth). */
export type AnlsValue = AnlsScalar | AnlsValue[] | { [key: string]: AnlsValue };
/** A ground truth: a prediction's shapes, plus tuples of alternatives anywhere. */
export type AnlsTruth = AnlsScalar | AnlsTuple | AnlsTruth[] | { [key: string]: AnlsTruth };

type AnlsDict = { [key: string]: AnlsTruth };

/**
 * What comparing a ground truth with a prediction gives: the sum of its per-leaf scores (compensated, as
 * Python 3.12's sum() is), its length, and two facts about its "closest ground truth" (which the
 * reference builds only to break ties): whether it equals the prediction, and whether it is None-like.
 * The reference keeps the list of scores and builds the closest value at every level; keeping their
 * sum and these two facts gives the same scores up to the last bits of a sum, without allocating.
 */
interface Comparison {
  sum: number;
  compensation: number;
  length: number;
  /** Python's `closest == prediction`. */
  exact: boolean;
  /** The closest ground truth is None, "", [] or {}. */
  noneLike: boolean;
}

/** ANLS* of a prediction against a ground truth, in [0, 1]. */
export function anlsStar(truth: AnlsTruth, prediction: AnlsValue): number {
  if (holdsTuple(prediction)) {
    throw new TypeError("A prediction cannot hold an AnlsTuple: alternatives belong to the ground truth.");
  }
  return score(truth, prediction);
}

/**
 * ANLS* of a parsed prediction against a parsed reference; `null` for a prediction that did not parse (scored
 * as Python's None). JSON loses whether a number was written 1 or 1.0: an integral number counts as an int.
 */
export function anlsStarOfJson(truth: JsonValue, prediction: JsonValue | null): number {
  return score(truth, prediction);
}

function score(truth: AnlsTruth, prediction: AnlsValue): number {
  // The reference's compatibility with VQA datasets: a list of answers against one string is a tuple of
  // options. It raises on an empty list (a tuple of none); that is scored here as a list against a string.
  const options = Array.isArray(truth) && typeof prediction === "string" ? stringOptions(truth) : null;
  return meanOf(compare(options ? new AnlsTuple(options) : truth, prediction));
}

function stringOptions(truth: AnlsTruth[]): [string, ...string[]] | null {
  const [first, ...rest] = truth;
  if (typeof first !== "string" || !rest.every((item) => typeof item === "string")) return null;
  return [first, ...(rest as string[])];
}

function compare(truth: AnlsTruth, prediction: AnlsValue): Comparison {
  // Scalars first: they are most of what a record holds.
  if (typeof truth !== "object") return compareLeaf(truth, prediction);
  if (truth === null) return compareNone(prediction);
  if (Array.isArray(truth)) return compareList(truth, prediction);
  if (truth instanceof AnlsTuple) return compareOptions(truth, prediction);
  if (truth instanceof AnlsFloat) return compareLeaf(truth, prediction);
  return compareDict(truth, prediction);
}

/** The option with the best mean score; on a tie, one equal to the prediction; then the first. */
function compareOptions(truth: AnlsTuple, prediction: AnlsValue): Comparison {
  let best: { comparison: Comparison; mean: number } | null = null;
  for (const option of truth.options) {
    const comparison = compare(option, prediction);
    const mean = meanOf(comparison);
    if (best === null || mean > best.mean || (mean === best.mean && comparison.exact && !best.comparison.exact)) {
      best = { comparison, mean };
    }
  }
  return best!.comparison;
}

/** Items paired by the assignment with the highest summed mean score; unpaired items on either side count as misses. */
function compareList(truth: AnlsTruth[], prediction: AnlsValue): Comparison {
  if (!Array.isArray(prediction)) return mismatch(truth, prediction);
  const result = accumulator();
  const table = comparisonTable(truth, prediction);
  let pairs: [number, number][];
  if (truth.length === 1 && prediction.length === 1) pairs = [[0, 0]];
  else if (truth.length === 0 || prediction.length === 0) pairs = [];
  else pairs = bestPairs(table);
  let allExact = true;
  for (const [i, j] of pairs) {
    const comparison = table[i]![j]!;
    add(result, comparison);
    result.length += comparison.length;
    allExact &&= comparison.exact;
  }
  // Lists of one length have every item paired: nothing is left over to count.
  if (pairs.length < Math.max(truth.length, prediction.length)) result.length += unpairedSize(truth, prediction, pairs);
  // The closest list is the paired truths in the prediction's order, then the unpaired truths: equal to the
  // prediction only when every item of both is paired, each with a prediction it equals.
  result.exact = allExact && truth.length === prediction.length;
  result.noneLike = truth.length === 0;
  return result;
}

function comparisonTable(truth: AnlsTruth[], prediction: AnlsValue[]): Comparison[][] {
  const table: Comparison[][] = [];
  for (const item of truth) {
    const row: Comparison[] = [];
    for (const predicted of prediction) row.push(compare(item, predicted));
    table.push(row);
  }
  return table;
}

/** The pairs of the assignment with the highest summed mean, by truth index. */
function bestPairs(table: Comparison[][]): [number, number][] {
  // The reference's tie-break: an exact match is worth one unit in the last place more.
  const cost = table.map((row) =>
    row.map((comparison) => {
      const mean = meanOf(comparison);
      return -(comparison.exact ? nextUp(mean) : mean);
    }),
  );
  return munkres(cost).sort(([a], [b]) => a - b);
}

/** The sizes of the items no pair holds, on either side. */
function unpairedSize(truth: AnlsTruth[], prediction: AnlsValue[], pairs: [number, number][]): number {
  const pairedTruth = new Uint8Array(truth.length);
  const pairedPrediction = new Uint8Array(prediction.length);
  for (const [i, j] of pairs) {
    pairedTruth[i] = 1;
    pairedPrediction[j] = 1;
  }
  let size = 0;
  truth.forEach((item, i) => {
    if (!pairedTruth[i]) size += sizeOf(item);
  });
  prediction.forEach((item, j) => {
    if (!pairedPrediction[j]) size += sizeOf(item);
  });
  return size;
}

/** Keys of the truth, then those only the prediction has; a missing key is None on its side. */
function compareDict(truth: AnlsDict, prediction: AnlsValue): Comparison {
  if (!isDict(prediction)) return mismatch(truth, prediction);
  const result = accumulator();
  let exact = true;
  let closestKeys = 0;
  for (const key of Object.keys(truth)) {
    const inPrediction = Object.hasOwn(prediction, key);
    const comparison = compare(truth[key]!, inPrediction ? prediction[key]! : null);
    result.length += comparison.length;
    add(result, comparison);
    // A key the prediction lacks stays out of the closest value when its closest is None-like.
    if (inPrediction) {
      closestKeys++;
      exact &&= comparison.exact;
    } else if (!comparison.noneLike) {
      closestKeys++;
      exact = false;
    }
  }
  for (const key of Object.keys(prediction)) {
    if (Object.hasOwn(truth, key)) continue;
    const predicted = prediction[key]!;
    const comparison = compareNone(predicted);
    // An invented key whose value is None-like earns nothing but still counts in the length, as in the
    // reference's code (its README says such keys are ignored; its length sums over every key).
    result.length += comparison.length;
    // Either way the closest value cannot equal the prediction: the key is left out of it, or holds None.
    exact = false;
    if (isNoneLike(predicted)) continue;
    add(result, comparison);
    closestKeys++;
  }
  result.exact = exact;
  result.noneLike = closestKeys === 0;
  return result;
}

/** None (or a missing key) is matched by anything None-like: None, "", [] or {}. */
function compareNone(prediction: AnlsValue): Comparison {
  const length = Math.max(1, sizeOf(prediction));
  // The closest value is the prediction itself when it is None-like, else None: None-like either way.
  return isNoneLike(prediction) ? single(1, length, true, true) : single(0, length, false, true);
}

function compareLeaf(truth: Exclude<AnlsScalar, null>, prediction: AnlsValue): Comparison {
  // The same string, boolean or number (of one Python type, int or float): the same text.
  if (truth === prediction) return single(1, 1, true, truth === "");
  if (prediction !== null && (typeof prediction !== "object" || prediction instanceof AnlsFloat)) {
    const similarity = stringSimilarity(leafText(truth), leafText(prediction));
    const exact = pythonEquals(truth, prediction);
    // Most pairs of list items' texts have nothing in common: one shared answer, not one object each.
    if (similarity === 0 && !exact && truth !== "") return UNLIKE_TEXTS;
    return single(similarity, 1, exact, truth === "");
  }
  return mismatch(truth, prediction);
}

/** Different kinds (a list against a string, a dict against a list): 0, over the larger of the two. */
function mismatch(truth: AnlsTruth, prediction: AnlsValue): Comparison {
  return single(0, Math.max(sizeOf(truth), sizeOf(prediction)), false, isNoneLike(truth));
}

/** Two texts under the threshold, not equal in Python: read only, like every comparison once made. */
const UNLIKE_TEXTS: Comparison = single(0, 1, false, false);

const accumulator = (): Comparison => ({ sum: 0, compensation: 0, length: 0, exact: true, noneLike: false });

function single(score: number, length: number, exact: boolean, noneLike: boolean): Comparison {
  return { sum: score, compensation: 0, length, exact, noneLike };
}

/** Adds a comparison's scores to a sum (Neumaier's compensated summation, as Python 3.12's sum() of floats). */
function add(target: Comparison, { sum, compensation }: Comparison): void {
  addValue(target, sum);
  if (compensation !== 0) addValue(target, compensation);
}

function addValue(target: Comparison, value: number): void {
  const next = target.sum + value;
  target.compensation +=
    Math.abs(target.sum) >= Math.abs(value) ? target.sum - next + value : value - next + target.sum;
  target.sum = next;
}

/** 1 - Levenshtein distance / longer length after trimming, collapsing whitespace and lower-casing; 0 under 0.5. */
function stringSimilarity(a: string, b: string): number {
  if (a === b) return 1;
  if (lengthsRuleOut(a, b)) return 0;
  // Values repeat across list items and records (roles, types, units, common names): each pair of texts
  // is measured once.
  let known = similarities.get(a);
  let similarity = known?.get(b);
  if (similarity === undefined) {
    similarity = measuredSimilarity(normalizeText(a), normalizeText(b));
    if (++measuredPairs > MAX_MEASURED_PAIRS) {
      similarities.clear();
      measuredPairs = 1;
      known = undefined;
    }
    if (known === undefined) similarities.set(a, (known = new Map()));
    known.set(b, similarity);
  }
  return similarity;
}

/**
 * Whether the lengths alone put the similarity under the threshold: the distance is at least the
 * difference in length. Only for texts whose normal form keeps their length (printable ASCII, single
 * spaces), where the length is the code points'. Most pairs of list items' texts end here, before the
 * cache, whose lookups cost more than this loop.
 */
function lengthsRuleOut(a: string, b: string): boolean {
  const longer = Math.max(a.length, b.length);
  if (longer - Math.min(a.length, b.length) <= Math.floor(longer * (1 - ANLS_THRESHOLD))) return false;
  return asciiShape(a) !== OTHER && asciiShape(b) !== OTHER;
}

/** Similarities measured so far, by the two texts; forgotten all at once past the limit. */
const similarities = new Map<string, Map<string, number>>();
const MAX_MEASURED_PAIRS = 200_000;
let measuredPairs = 0;

function measuredSimilarity(left: string, right: string): number {
  if (left === right) return 1;
  const longer = Math.max(codePointLength(left), codePointLength(right));
  // Past this many edits the similarity is under the threshold and scores 0: no need to count them all.
  const edits = levenshteinDistance(left, right, Math.floor(longer * (1 - ANLS_THRESHOLD)));
  const similarity = 1 - edits / longer;
  return similarity < ANLS_THRESHOLD ? 0 : similarity;
}

/** Python's str.isspace() characters, which str.split() splits on (JS's \s differs: it has U+FEFF, lacks U+001C-U+001F and U+0085). */
const PYTHON_WHITESPACE = /[\t\n\v\f\r\x1c-\x1f \x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+/u;

function normalizeText(text: string): string {
  const shape = asciiShape(text);
  if (shape === NORMAL) return text;
  if (shape === CAPITALS) return text.toLowerCase();
  return text
    .toLowerCase()
    .split(PYTHON_WHITESPACE)
    .filter((word) => word !== "")
    .join(" ");
}

const NORMAL = 0;
const CAPITALS = 1;
const OTHER = 2;

/**
 * NORMAL: printable ASCII without capitals, single spaces between words and none at either end (already
 * normal); CAPITALS: the same with capitals (lower-casing is all it needs); OTHER: anything else.
 */
function asciiShape(text: string): number {
  let previous = 32;
  let shape = NORMAL;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code < 32 || code > 126 || (code === 32 && previous === 32)) return OTHER;
    if (code >= 65 && code <= 90) shape = CAPITALS;
    previous = code;
  }
  return previous === 32 ? OTHER : shape;
}

/** Python's str() of a leaf. */
function leafText(value: Exclude<AnlsScalar, null>): string {
  if (typeof value === "string") return value;
  if (typeof value === "boolean") return value ? "True" : "False";
  if (typeof value === "bigint") return value.toString();
  if (value instanceof AnlsFloat) return pythonFloatRepr(value.value);
  return Number.isSafeInteger(value) ? String(value) : pythonFloatRepr(value);
}

/** Python's repr() of a float: the shortest round-tripping digits, fixed notation for exponents -4..15. */
export function pythonFloatRepr(value: number): string {
  if (Number.isNaN(value)) return "nan";
  if (!Number.isFinite(value)) return value > 0 ? "inf" : "-inf";
  if (value === 0) return Object.is(value, -0) ? "-0.0" : "0.0";
  // Where both write fixed notation, JavaScript's shortest round-trip digits are Python's (integral
  // values aside: Python adds ".0").
  const magnitude = Math.abs(value);
  if (magnitude >= 1e-4 && magnitude < 1e16 && !Number.isInteger(value)) return String(value);
  const sign = value < 0 ? "-" : "";
  const [mantissa, exponentText] = Math.abs(value).toExponential().split("e") as [string, string];
  const digits = mantissa.replace(".", "");
  const exponent = Number(exponentText);
  const point = exponent + 1; // digits[0..point) lie before the decimal point
  if (point > -4 && point <= 16) {
    if (point <= 0) return `${sign}0.${"0".repeat(-point)}${digits}`;
    if (point >= digits.length) return `${sign}${digits}${"0".repeat(point - digits.length)}.0`;
    return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
  }
  const fraction = digits.length > 1 ? `.${digits.slice(1)}` : "";
  const exponentDigits = String(Math.abs(exponent)).padStart(2, "0");
  return `${sign}${digits[0]}${fraction}e${exponent < 0 ? "-" : "+"}${exponentDigits}`;
}

/** The reference's len(): leaves of a value; a tuple counts its largest option. */
function sizeOf(value: AnlsTruth): number {
  if (typeof value !== "object" || value === null || value instanceof AnlsFloat) return 1;
  let size = 0;
  if (Array.isArray(value)) for (let index = 0; index < value.length; index++) size += sizeOf(value[index]!);
  else if (value instanceof AnlsTuple) return Math.max(...value.options.map(sizeOf));
  else for (const key in value) if (Object.hasOwn(value, key)) size += sizeOf(value[key]!);
  return size;
}

function meanOf({ sum, compensation, length }: Comparison): number {
  return length > 0 ? (sum + compensation) / length : 1;
}

function isDict(value: AnlsTruth): value is AnlsDict {
  return (
    value !== null &&
    typeof value === "object" &&
    !Array.isArray(value) &&
    !(value instanceof AnlsFloat) &&
    !(value instanceof AnlsTuple)
  );
}
/** Python's `value in (None, {}, [], "")`. */
function isNoneLike(value: AnlsTruth): boolean {
  if (value === null || value === "") return true;
  if (Array.isArray(value)) return value.length === 0;
  return isDict(value) && Object.keys(value).length === 0;
}

/** Python's `==` between a closest ground truth and a prediction: numbers across int, float and bool; NaN never. */
function pythonEquals(a: AnlsTruth, b: AnlsValue): boolean {
  if (a === null || b === null) return a === b;
  if (a instanceof AnlsTuple) return false;
  const x = numeric(a);
  if (x !== undefined) {
    const y = numeric(b);
    return y !== undefined && numbersEqual(x, y);
  }
  if (typeof a === "string") return a === b;
  if (Array.isArray(a)) {
    return Array.isArray(b) && a.length === b.length && a.every((item, i) => pythonEquals(item, b[i]!));
  }
  if (!isDict(a) || !isDict(b)) return false;
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => Object.hasOwn(b, key) && pythonEquals(a[key]!, b[key]!))
  );
}

function numeric(value: AnlsTruth): number | bigint | undefined {
  if (typeof value === "boolean") return value ? 1 : 0;
  if (typeof value === "number" || typeof value === "bigint") return value;
  if (value instanceof AnlsFloat) return value.value;
  return undefined;
}

function numbersEqual(x: number | bigint, y: number | bigint): boolean {
  if (typeof x === typeof y) return x === y;
  const [big, float] = typeof x === "bigint" ? [x, y as number] : [y as bigint, x];
  return Number.isInteger(float) && BigInt(float) === big;
}

function holdsTuple(value: AnlsTruth): boolean {
  if (value instanceof AnlsTuple) return true;
  if (Array.isArray(value)) return value.some(holdsTuple);
  return isDict(value) && Object.values(value).some(holdsTuple);
}

const float = new Float64Array(1);
const floatBits = new BigUint64Array(float.buffer);

/** The next double above a non-negative finite x (Python's math.nextafter(x, inf)). */
function nextUp(x: number): number {
  if (x === 0) return Number.MIN_VALUE;
  float[0] = x;
  floatBits[0] = floatBits[0]! + 1n;
  return float[0];
}
