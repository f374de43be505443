// The reference scorer's counts: correct items (truth and prediction walked together) and leaves
// (the scalars of a value), each by field path. Paths join keys with "." and write list items as
// "[]": `inputs.m1.components.[].amount.mass.value`.
import { isJsonObject, pyEquals } from "./python-equality";
import type { JsonObject, JsonValue } from "./types";

/** Pairs of dicts one record may compare (the list cross product can explode); beyond it the record is refused. */
export const MAX_PAIRS_PER_RECORD = 2_000_000;

export class TooCostlyError extends Error {
  override name = "TooCostlyError";
}

/** Paths kept for reuse: files repeat one schema, and building each path anew was most of the garbage. */
const MAX_CACHED_PATHS = 50_000;
const childPaths = new Map<string, Map<string, string>>();
let cachedPaths = 0;

/** `parent.key` (or `key` at the root), the same string object each time while the cache has room. */
function joinPath(parent: string, key: string): string {
  let children = childPaths.get(parent);
  const known = children?.get(key);
  if (known !== undefined) return known;
  const path = parent === "" ? key : `${parent}.${key}`;
  if (cachedPaths < MAX_CACHED_PATHS) {
    if (!children) childPaths.set(parent, (children = new Map()));
    children.set(key, path);
    cachedPaths++;
  }
  return path;
}

/** Correct items by path; the total is the reference's `count_correct_items`. */
export function correctItemCounts({ truth, prediction }: { truth: JsonObject; prediction: JsonObject }): {
  total: number;
  byPath: Map<string, number>;
} {
  const byPath = new Map<string, number>();
  let total = 0;
  let pairs = 0;
  // An explicit stack, in the reference's order: keys of the truth, then list items cross product.
  const stack: Array<[JsonObject, JsonObject, string]> = [[truth, prediction, ""]];
  while (stack.length > 0) {
    const [t, p, parent] = stack.pop()!;
    if (++pairs > MAX_PAIRS_PER_RECORD)
      throw new TooCostlyError(`compares more than ${MAX_PAIRS_PER_RECORD} pairs of objects`);
    for (const key of Object.keys(t)) {
      if (!Object.hasOwn(p, key)) continue;
      const tv = t[key]!;
      const pv = p[key]!;
      if (isJsonObject(tv) && isJsonObject(pv)) stack.push([tv, pv, joinPath(parent, key)]);
      else if (Array.isArray(tv) && Array.isArray(pv)) {
        const itemPath = joinPath(joinPath(parent, key), "[]");
        for (const item1 of tv) {
          if (!isJsonObject(item1)) continue;
          for (const item2 of pv) if (isJsonObject(item2)) stack.push([item1, item2, itemPath]);
        }
      } else if (pyEquals(tv, pv)) {
        const path = joinPath(parent, key);
        byPath.set(path, (byPath.get(path) ?? 0) + 1);
        total++;
      }
    }
  }
  return { total, byPath };
}

/** The number of correct items alone (no paths built): the count without normalization, for the report. */
export function correctItemTotal({ truth, prediction }: { truth: JsonObject; prediction: JsonObject }): number {
  let total = 0;
  let pairs = 0;
  const stack: Array<[JsonObject, JsonObject]> = [[truth, prediction]];
  while (stack.length > 0) {
    const [t, p] = stack.pop()!;
    if (++pairs > MAX_PAIRS_PER_RECORD)
      throw new TooCostlyError(`compares more than ${MAX_PAIRS_PER_RECORD} pairs of objects`);
    for (const key of Object.keys(t)) {
      if (!Object.hasOwn(p, key)) continue;
      const tv = t[key]!;
      const pv = p[key]!;
      if (isJsonObject(tv) && isJsonObject(pv)) stack.push([tv, pv]);
      else if (Array.isArray(tv) && Array.isArray(pv)) {
        for (const item1 of tv) {
          if (!isJsonObject(item1)) continue;
          for (const item2 of pv) if (isJsonObject(item2)) stack.push([item1, item2]);
        }
      } else if (pyEquals(tv, pv)) total++;
    }
  }
  return total;
}

/** Every correct item's path, with repetitions (the reference yields them one by one). */
export function correctItemPaths({ truth, prediction }: { truth: JsonObject; prediction: JsonObject }): string[] {
  return [...correctItemCounts({ truth, prediction }).byPath].flatMap(([path, count]) =>
    Array<string>(count).fill(path),
  );
}

/** Leaves by path: a dict or list counts its children, anything else one (an empty dict or list: 0). */
export function leafCounts(value: JsonValue): { total: number; byPath: Map<string, number> } {
  const byPath = new Map<string, number>();
  let total = 0;
  const stack: Array<[JsonValue, string]> = [[value, ""]];
  while (stack.length > 0) {
    const [current, path] = stack.pop()!;
    if (Array.isArray(current)) {
      const itemPath = joinPath(path, "[]");
      for (const item of current) stack.push([item, itemPath]);
    } else if (isJsonObject(current)) {
      for (const key of Object.keys(current)) stack.push([current[key]!, joinPath(path, key)]);
    } else {
      byPath.set(path, (byPath.get(path) ?? 0) + 1);
      total++;
    }
  }
  return { total, byPath };
}

export function countLeaves(value: JsonValue): number {
  return leafCounts(value).total;
}

/** One path per leaf, sorted. */
export function leafPaths(value: JsonValue): string[] {
  return [...leafCounts(value).byPath].flatMap(([path, count]) => Array<string>(count).fill(path)).sort();
}
