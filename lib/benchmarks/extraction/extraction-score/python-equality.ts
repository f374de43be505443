// Python's `==` between two parsed JSON values, which decides whether a field is correct:
// numbers compare by value across int, float and bool (1 == 1.0 == True), exactly for integers
// past 2^53; strings by value; a dict never equals a list; NaN equals nothing.
import type { JsonValue } from "./types";

type Numeric = number | bigint | boolean;

function isNumeric(value: JsonValue): value is Numeric {
  return typeof value === "number" || typeof value === "bigint" || typeof value === "boolean";
}

function numericEquals(a: Numeric, b: Numeric): boolean {
  const x = typeof a === "boolean" ? Number(a) : a;
  const y = typeof b === "boolean" ? Number(b) : b;
  if (typeof x === "number" && typeof y === "number") return x === y;
  if (typeof x === "bigint" && typeof y === "bigint") return x === y;
  const [big, float] = typeof x === "bigint" ? [x, y as number] : [y as bigint, x];
  return Number.isInteger(float) && BigInt(float) === big;
}

export function isJsonObject(value: JsonValue | undefined): value is { [key: string]: JsonValue } {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function pyEquals(a: JsonValue, b: JsonValue): boolean {
  if (isNumeric(a) && isNumeric(b)) return numericEquals(a, b);
  if (typeof a === "string" || typeof b === "string") return a === b;
  if (a === null || b === null) return a === b;
  if (isNumeric(a) || isNumeric(b)) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, index) => pyEquals(item, b[index]!));
  }
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => Object.hasOwn(b, key) && pyEquals(a[key]!, b[key]!));
}
