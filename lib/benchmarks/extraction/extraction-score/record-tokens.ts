// A record's leaves as tokens (field path + the value as the comparison sees it), the cheap upper
// bound of correct items that optimal matching prunes with: two leaves can earn credit together
// only where their tokens are equal, so the credit of a pair is at most what its two token bags
// share (counted as the list semantics count: a cross product counts every pair of equal leaves).
import { isJsonObject } from "./python-equality";
import type { JsonValue } from "./types";

/** How lists are compared: `book` (cross product of dict items) or `matched` (items one to one). */
export type TokenLists = "book" | "matched";

/** Token -> how many leaves of the record carry it. */
export type TokenBag = Map<string, number>;

/**
 * How a leaf at a path is compared, for the bound: a key equal for every two values the rule may
 * give credit to (`pythonEqualityKey` for Python's ==), ANY_VALUE when the rule gives credit to
 * values that differ (fuzzy, tolerances: the leaf then pairs with every leaf at its path), or null
 * when it can earn nothing (a skipped path, NaN).
 */
export type LeafKey = (path: string, value: JsonValue) => string | null;

/** What a rule that compares by closeness gives as a leaf's key: the bound then counts only paths. */
export const ANY_VALUE = "*";

/** How a path is treated: `skip` (nothing at or below it earns), `leaf` (an atomic rule compares the whole value there), or `walk` (the default). */
export type PathTreatment = (path: string) => "walk" | "skip" | "leaf";

const SEPARATOR = "\u0000";

/**
 * A value's class under Python's ==, as a string: 1, 1.0 and True share one; NaN equals nothing
 * (null). Dicts compare whatever their keys' order, lists item by item (for an atomic rule that
 * compares a whole object).
 */
export function pythonEqualityKey(value: JsonValue): string | null {
  switch (typeof value) {
    case "string":
      return `s${JSON.stringify(value)}`;
    case "boolean":
      return value ? "n1" : "n0";
    case "bigint":
      return `n${value}`;
    case "number":
      if (Number.isNaN(value)) return null;
      if (!Number.isFinite(value)) return value > 0 ? "n+inf" : "n-inf";
      // An integral float equals the integer it is (2.0 == 2, 2.0**60 == 2**60): written exactly.
      return Number.isInteger(value) ? `n${BigInt(value)}` : `f${value}`;
  }
  if (value === null) return "z";
  const parts: string[] = [];
  if (Array.isArray(value)) {
    for (const item of value) {
      const key = pythonEqualityKey(item);
      if (key === null) return null;
      parts.push(key);
    }
    return `l[${parts.join(",")}]`;
  }
  for (const key of Object.keys(value).sort()) {
    const inner = pythonEqualityKey(value[key]!);
    if (inner === null) return null;
    parts.push(`${JSON.stringify(key)}:${inner}`);
  }
  return `d{${parts.join(",")}}`;
}

const exactKey: LeafKey = (_path, value) => pythonEqualityKey(value);
const walkEverywhere: PathTreatment = () => "walk";

/**
 * The bag of a record's leaf tokens under the list semantics `lists`: `book` walks into the dict
 * items of a list only (its cross product compares nothing else); `matched` walks every item.
 */
export function recordTokens({
  value,
  lists,
  leafKey = exactKey,
  treatment = walkEverywhere,
}: {
  value: JsonValue;
  lists: TokenLists;
  leafKey?: LeafKey;
  treatment?: PathTreatment;
}): TokenBag {
  const bag: TokenBag = new Map();
  const add = (path: string, leaf: JsonValue) => {
    const key = leafKey(path, leaf);
    if (key === null) return;
    const token = key === ANY_VALUE ? path : `${path}${SEPARATOR}${key}`;
    bag.set(token, (bag.get(token) ?? 0) + 1);
  };
  // Iterative, with the path of each value: records can nest deeply.
  const stack: Array<[JsonValue, string]> = [[value, ""]];
  while (stack.length > 0) {
    const [current, path] = stack.pop()!;
    const treated = path === "" ? "walk" : treatment(path);
    if (treated === "skip") continue;
    if (treated === "leaf") add(path, current);
    else if (Array.isArray(current)) {
      const itemPath = path === "" ? "[]" : `${path}.[]`;
      for (const item of current) if (lists === "matched" || isJsonObject(item)) stack.push([item, itemPath]);
    } else if (isJsonObject(current)) {
      for (const key of Object.keys(current)) stack.push([current[key]!, path === "" ? key : `${path}.${key}`]);
    } else if (path !== "") add(path, current);
  }
  return bag;
}
