// Named, versioned normalizations applied to truth and prediction alike before they are
// compared. `none` is the reference scorer; `ord-v1` converts Open Reaction Database quantities
// to one unit per dimension (743 MILLIGRAM == 0.743 GRAM), and evens out string case and
// whitespace and numbers written as text. Changing what a rule does is a new version.
// mathjs's one-file build, not its ESM build: the latter is 1,262 modules, whose loading took 3.5 s
// in node and 7 s through tsx in every process that loads this kind (each command, the rescore
// worker, the scoring thread). Same library, same version (mathjs-bundle.d.ts gives its types).
import mathjs from "mathjs/lib/browser/math.js";
import { isJsonObject } from "./python-equality";
import type { JsonValue, NormalizationId } from "./types";

export const math = mathjs.create({ unitDependencies: mathjs.unitDependencies! });

/** ORD unit enums -> the unit mathjs knows them by, and the canonical unit of their dimension. */
export const ORD_UNITS: Record<string, { unit: string; canonical: string }> = {
  KILOGRAM: { unit: "kg", canonical: "GRAM" },
  GRAM: { unit: "g", canonical: "GRAM" },
  MILLIGRAM: { unit: "mg", canonical: "GRAM" },
  MICROGRAM: { unit: "ug", canonical: "GRAM" },
  LITER: { unit: "L", canonical: "LITER" },
  MILLILITER: { unit: "mL", canonical: "LITER" },
  MICROLITER: { unit: "uL", canonical: "LITER" },
  NANOLITER: { unit: "nL", canonical: "LITER" },
  MOLE: { unit: "mol", canonical: "MOLE" },
  MILLIMOLE: { unit: "mmol", canonical: "MOLE" },
  MICROMOLE: { unit: "umol", canonical: "MOLE" },
  NANOMOLE: { unit: "nmol", canonical: "MOLE" },
  MOLAR: { unit: "mol/L", canonical: "MOLAR" },
  MILLIMOLAR: { unit: "mmol/L", canonical: "MOLAR" },
  MICROMOLAR: { unit: "umol/L", canonical: "MOLAR" },
  NANOMOLAR: { unit: "nmol/L", canonical: "MOLAR" },
  CELSIUS: { unit: "degC", canonical: "CELSIUS" },
  FAHRENHEIT: { unit: "degF", canonical: "CELSIUS" },
  KELVIN: { unit: "K", canonical: "CELSIUS" },
  DAY: { unit: "day", canonical: "HOUR" },
  HOUR: { unit: "hour", canonical: "HOUR" },
  MINUTE: { unit: "minute", canonical: "HOUR" },
  SECOND: { unit: "second", canonical: "HOUR" },
  BAR: { unit: "bar", canonical: "BAR" },
  MILLIBAR: { unit: "mbar", canonical: "BAR" },
  ATMOSPHERE: { unit: "atm", canonical: "BAR" },
  PASCAL: { unit: "Pa", canonical: "BAR" },
  KILOPASCAL: { unit: "kPa", canonical: "BAR" },
  PSI: { unit: "psi", canonical: "BAR" },
  TORR: { unit: "torr", canonical: "BAR" },
};

/** Converted values are rounded to this many significant digits, so 743 mg is exactly 0.743 g. */
const SIGNIFICANT_DIGITS = 12;

export const PLAIN_NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

export type NormalizationRule = "units" | "strings" | "numbers" | "chemistry";

/** A named normalization; `includes` names the one it extends, which scores "without" what it adds. */
export type Normalization = NormalizationId & { rules: NormalizationRule[]; includes?: string };

export const NORMALIZATIONS: Record<string, Normalization> = {
  none: { name: "none", version: "1", rules: [] },
  "ord-v1": { name: "ord-v1", version: "1", rules: ["units", "strings", "numbers"] },
  // Molecule and formula fields (the benchmark's rules) compared by structure: RDKit, OPSIN, reduced formulas.
  "chem-v1": { name: "chem-v1", version: "1", rules: ["units", "strings", "numbers", "chemistry"], includes: "ord-v1" },
};

export function getNormalization(name: string): Normalization | null {
  return Object.hasOwn(NORMALIZATIONS, name) ? NORMALIZATIONS[name]! : null;
}

/** The normalization needs molecules resolved (OPSIN, RDKit) before scoring. */
export const needsChemistry = (name: string) => getNormalization(name)?.rules.includes("chemistry") ?? false;

export type NormalizationChanges = Record<string, number>;

/** A normalized copy of `value` and how many values each rule changed; the input is not touched. */
export function normalizeValue({
  value,
  normalization,
  keepText,
}: {
  value: JsonValue;
  normalization: NormalizationId;
  /** Field paths whose strings the string and number rules leave as written (molecules, formulas). */
  keepText?: (path: string) => boolean;
}): {
  value: JsonValue;
  changes: NormalizationChanges;
} {
  const changes: NormalizationChanges = {};
  if (normalization.rules.length === 0) return { value, changes };
  const rules = new Set(normalization.rules);
  const count = (rule: string) => (changes[rule] = (changes[rule] ?? 0) + 1);
  const keep = keepText ? { test: keepText, path: "" } : null;
  return { value: normalizeNode(value, rules, count, 0, keep), changes };
}

/** Paths are built only when some text is kept. */
type Keep = { test: (path: string) => boolean; path: string } | null;

const keepInner = (keep: Keep, key: string): Keep =>
  keep && { test: keep.test, path: keep.path === "" ? key : `${keep.path}.${key}` };

const MAX_DEPTH = 1024;

function normalizeNode(
  value: JsonValue,
  rules: Set<string>,
  count: (rule: string) => void,
  depth: number,
  keep: Keep,
): JsonValue {
  if (depth > MAX_DEPTH) return value;
  if (Array.isArray(value)) {
    const itemKeep = keepInner(keep, "[]");
    return value.map((item) => normalizeNode(item, rules, count, depth + 1, itemKeep));
  }
  if (isJsonObject(value)) {
    const copy: { [key: string]: JsonValue } = {};
    for (const key of Object.keys(value)) {
      const inner = normalizeNode(value[key]!, rules, count, depth + 1, keepInner(keep, key));
      // defineProperty only where assignment would set the prototype instead of a member.
      if (key === "__proto__")
        Object.defineProperty(copy, key, { value: inner, enumerable: true, writable: true, configurable: true });
      else copy[key] = inner;
    }
    if (rules.has("units")) return convertQuantity(copy, rules, count);
    return copy;
  }
  if (typeof value === "string") {
    if (keep?.test(keep.path)) return value;
    let text = value;
    if (rules.has("strings")) {
      const even = text.trim().replace(/\s+/g, " ").toLowerCase();
      if (even !== text) count("strings");
      text = even;
    }
    if (rules.has("numbers") && PLAIN_NUMBER.test(text)) {
      const number = Number(text);
      if (Number.isFinite(number)) {
        count("numbers");
        return number;
      }
    }
    return text;
  }
  return value;
}

/**
 * Each unit's conversion to its canonical unit as a * x + b (b is non-zero for temperatures only),
 * taken from mathjs once: calling mathjs per value made normalization the slowest step.
 */
const CONVERSIONS = new Map<string, { a: number; b: number }>();

function toCanonical(enumName: string, value: number): number {
  let conversion = CONVERSIONS.get(enumName);
  if (!conversion) {
    const known = ORD_UNITS[enumName]!;
    const target = ORD_UNITS[known.canonical]!.unit;
    const at = (x: number) => math.unit(x, known.unit).toNumber(target);
    const b = at(0);
    conversion = { a: at(1) - b, b };
    CONVERSIONS.set(enumName, conversion);
  }
  return conversion.a * value + conversion.b;
}

/** `{"value": 743, "units": "MILLIGRAM"}` -> `{"value": 0.743, "units": "GRAM"}`; anything else unchanged. */
function convertQuantity(
  object: { [key: string]: JsonValue },
  rules: Set<string>,
  count: (rule: string) => void,
): JsonValue {
  const { value, units } = object;
  if (typeof units !== "string" || (typeof value !== "number" && typeof value !== "bigint")) return object;
  const known = ORD_UNITS[units.toUpperCase()];
  if (!known || !Number.isFinite(Number(value))) return object;
  const converted = Number(toCanonical(units.toUpperCase(), Number(value)).toPrecision(SIGNIFICANT_DIGITS));
  // The unit's name goes through the string rule like every other string.
  const unitName = rules.has("strings") ? known.canonical.toLowerCase() : known.canonical;
  if (converted === Number(value) && units === unitName) return object;
  count("units");
  return { ...object, value: converted, units: unitName };
}
