// A value with units, read for the `quantity` field rule: an Open Reaction Database object
// (`{"value": 743, "units": "MILLIGRAM"}`, units as ord-v1 knows them, any case) or a string such as
// "743 mg", "1.06 g", "25 °C" or "0.5 M", read with mathjs's units. Either becomes an amount in one
// unit per dimension (ord-v1's: GRAM, LITER, MOLE, MOLAR, CELSIUS, HOUR, BAR; SI for any other).
import { isJsonObject } from "./python-equality";
import { math, ORD_UNITS, PLAIN_NUMBER } from "./normalize";
import type { JsonValue } from "./types";

export interface Quantity {
  /** The canonical unit's ORD name (GRAM...), or the SI dimension vector for other units. */
  dimension: string;
  amount: number;
}

/** What mathjs does not read as written: temperatures with a degree sign, molarity, micro signs. */
const UNIT_ALIASES: Record<string, string> = {
  "°C": "degC",
  "° C": "degC",
  "°c": "degC",
  "℃": "degC",
  "°F": "degF",
  "° F": "degF",
  "°f": "degF",
  "℉": "degF",
  M: "mol/L",
  mM: "mmol/L",
  uM: "umol/L",
  nM: "nmol/L",
  hrs: "hour",
  mins: "minute",
  sec: "second",
  secs: "second",
  days: "day",
};

const QUANTITY_TEXT = /^\s*([+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?)\s*(\S.*?)\s*$/s;
const MAX_UNIT_LENGTH = 40;
/** Unit texts kept with their conversion; predictions can invent any number of them. */
const MAX_CACHED_UNITS = 10_000;

interface Conversion {
  dimension: string;
  /** canonical = a * value + b (b is non-zero for temperatures only). */
  a: number;
  b: number;
}

const CANONICAL_UNITS = [...new Set(Object.values(ORD_UNITS).map((known) => known.canonical))].map((name) => ({
  name,
  unit: math.unit(1, ORD_UNITS[name]!.unit),
}));
const conversions = new Map<string, Conversion | null>();

/** The quantity a value states, or null when it states none this rule can read. */
export function readQuantity(value: JsonValue): Quantity | null {
  if (typeof value === "string") {
    const match = QUANTITY_TEXT.exec(value);
    return match ? quantityOf(Number(match[1]), match[2]!) : null;
  }
  if (!isJsonObject(value)) return null;
  const { value: amount, units } = value;
  if (typeof units !== "string") return null;
  const number =
    typeof amount === "number" || typeof amount === "bigint"
      ? Number(amount)
      : typeof amount === "string" && PLAIN_NUMBER.test(amount.trim())
        ? Number(amount.trim())
        : NaN;
  return Number.isFinite(number) ? quantityOf(number, units) : null;
}

function quantityOf(amount: number, unitText: string): Quantity | null {
  if (!Number.isFinite(amount)) return null;
  const conversion = conversionOf(unitText.trim());
  return conversion ? { dimension: conversion.dimension, amount: conversion.a * amount + conversion.b } : null;
}

function conversionOf(unitText: string): Conversion | null {
  const known = conversions.get(unitText);
  if (known !== undefined) return known;
  const conversion = findConversion(unitText);
  if (conversions.size < MAX_CACHED_UNITS) conversions.set(unitText, conversion);
  return conversion;
}

function findConversion(unitText: string): Conversion | null {
  if (unitText.length === 0 || unitText.length > MAX_UNIT_LENGTH || /^[\d.]/.test(unitText)) return null;
  const mathUnit = ORD_UNITS[unitText.toUpperCase()]?.unit ?? UNIT_ALIASES[unitText] ?? unitText.replace(/[µμ]/g, "u");
  try {
    const at = (x: number) => math.unit(x, mathUnit);
    const one = at(1);
    const canonical = CANONICAL_UNITS.find((candidate) => one.equalBase(candidate.unit));
    if (canonical) {
      const target = ORD_UNITS[canonical.name]!.unit;
      const b = at(0).toNumber(target);
      return { dimension: canonical.name, a: at(1).toNumber(target) - b, b };
    }
    // Other dimensions (lengths, energies...) compare in SI; the offset of a unit like degF is kept.
    const b = at(0).toSI().toNumber();
    return { dimension: `SI ${one.dimensions.join(",")}`, a: one.toSI().toNumber() - b, b };
  } catch {
    return null;
  }
}

/** |a - b| <= max(absolute, relative * max(|a|, |b|)); equal infinities are equal. */
export function withinTolerance(a: number, b: number, absolute: number, relative: number): boolean {
  if (a === b) return true;
  if (!Number.isFinite(a) || !Number.isFinite(b)) return false;
  return Math.abs(a - b) <= Math.max(absolute, relative * Math.max(Math.abs(a), Math.abs(b)));
}
