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
    const [t, p, prefix] = stack.pop()!;
    if (++pairs > MAX_PAIRS_PER_RECORD)
      throw new TooCostlyError(`compares more than ${MAX_PAIRS_PER_RECORD} pairs of objects`);
    for (const key of Object.keys(t)) {
      if (!Object.hasOwn(p, key)) continue;
      const tv = t[key]!;
      const pv = p[key]!;
      if (isJsonObject(tv) && isJsonObject(pv)) stack.push([tv, pv, `${prefix}${key}.`]);
      else if (Array.isArray(tv) && Array.isArray(pv)) {
        const itemPrefix = `${prefix}${key}.[].`;
        for (const item1 of tv) {
          if (!isJsonObject(item1)) continue;
          for (const item2 of pv) if (isJsonObject(item2)) stack.push([item1, item2, itemPrefix]);
        }
      } else if (pyEquals(tv, pv)) {
        const path = prefix + key;
        byPath.set(path, (byPath.get(path) ?? 0) + 1);
        total++;
      }
    }
  }
  return { total, byPath };
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
      const itemPath = path === "" ? "[]" : `${path}.[]`;
      for (const item of current) stack.push([item, itemPath]);
    } else if (isJsonObject(current)) {
      for (const key of Object.keys(current)) stack.push([current[key]!, path === "" ? key : `${path}.${key}`]);
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
