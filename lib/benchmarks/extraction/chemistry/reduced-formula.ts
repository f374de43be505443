// A formula reduced as pymatgen's `Composition(text).reduced_formula` writes it ("C2 Si" -> "SiC2"),
// for the version Debian ships (python3-pymatgen 2022.11.7), which the tests run as the reference:
// its parser (parenthesized groups expanded by rewriting the text, amounts read by Python's float),
// its symbols (a symbol that is no element is a "dummy species" unless it starts like an element),
// its order (by electronegativity, then symbol, in CPython's sort), the gcd, a trailing polyanion
// written as "(XY)n", its peroxide and diatomic special cases, and its number formatting.
// Pure: the scorer imports it.
import { electronegativity } from "./pymatgen-elements";
import { parsePythonFloat, pythonFloatRepr, pythonRound } from "./python-float";
import { PYTHON_SMALL_SORT_LIMIT, pythonSorted } from "./python-sort";

export type ReducedFormula = { ok: true; formula: string } | { ok: false; reason: string };

/** pymatgen's Composition.amount_tolerance: smaller amounts are dropped, values this close to an integer are one. */
const AMOUNT_TOLERANCE = 1e-8;

/** Polyanion rule: the two most electronegative elements differ by less than this. */
const POLYANION_ELECTRONEGATIVITY_GAP = 1.65;

/** Python's `\s` (str.isspace) and `\d` (Unicode decimal digits), which pymatgen's patterns use. */
const SPACE = "\\t\\n\\v\\f\\r\\x1c-\\x1f \\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000";
const SYMBOL_AND_AMOUNT = new RegExp(`([A-Z][a-z]*)[${SPACE}]*([-*.e\\p{Nd}]*)`, "gu");
const GROUP_AND_FACTOR = new RegExp(`\\(([^()]+)\\)[${SPACE}]*([.e\\p{Nd}]*)`, "u");
const ONLY_SPACE = new RegExp(`^[${SPACE}]*$`, "u");

/** Groups expanded at most: pymatgen recurses once per group and Python stops near a thousand. */
const MAX_GROUPS = 500;

const SPECIAL_FORMULAS: ReadonlyMap<string, string> = new Map([
  ["LiO", "Li2O2"],
  ["NaO", "Na2O2"],
  ["KO", "K2O2"],
  ["HO", "H2O2"],
  ["CsO", "Cs2O2"],
  ["RbO", "Rb2O2"],
  ["O", "O2"],
  ["N", "N2"],
  ["F", "F2"],
  ["Cl", "Cl2"],
  ["H", "H2"],
]);

class FormulaError extends Error {}

type Species = { symbol: string; electronegativity: number };

/** `Composition(text).reduced_formula` as Debian's pymatgen gives it, or why pymatgen raises. */
export function reducedFormula(text: string): ReducedFormula {
  try {
    return { ok: true, formula: reduce(composition(text)) };
  } catch (error) {
    if (error instanceof FormulaError) return { ok: false, reason: error.message };
    throw error;
  }
}

/** Symbol -> amount, in the order pymatgen's Composition holds them. */
function composition(text: string): Map<string, { species: Species; amount: number }> {
  const amounts = parseFormula(text);
  const kept = new Map<string, { species: Species; amount: number }>();
  for (const [symbol, amount] of amounts) {
    if (amount < -AMOUNT_TOLERANCE) throw new FormulaError(`"${text}": amounts cannot be negative (${symbol})`);
    if (Math.abs(amount) >= AMOUNT_TOLERANCE) kept.set(symbol, { species: speciesOf(symbol), amount });
  }
  return kept;
}

function parseFormula(text: string): Map<string, number> {
  let formula = text.replaceAll("@", "");
  for (let groups = 0; ; groups++) {
    const group = GROUP_AND_FACTOR.exec(formula);
    if (!group) return symbolAmounts(formula, 1);
    if (groups === MAX_GROUPS) throw new FormulaError(`"${text}" has more than ${MAX_GROUPS} parenthesized groups`);
    const factor = group[2] === "" ? 1 : pythonFloat(group[2]!);
    const expanded = [...symbolAmounts(group[1]!, factor)]
      .map(([symbol, amount]) => `${symbol}${pythonFloatRepr(amount)}`)
      .join("");
    // Every occurrence of the group's text, as Python's str.replace does.
    formula = formula.split(group[0]).join(expanded);
  }
}

function symbolAmounts(formula: string, factor: number): Map<string, number> {
  const amounts = new Map<string, number>();
  let rest = formula;
  for (const match of formula.matchAll(SYMBOL_AND_AMOUNT)) {
    const [whole, symbol = "", amountText = ""] = match;
    const amount = amountText === "" ? 1 : pythonFloat(amountText);
    amounts.set(symbol, (amounts.get(symbol) ?? 0) + amount * factor);
    const at = rest.indexOf(whole);
    rest = rest.slice(0, at) + rest.slice(at + whole.length);
  }
  if (!ONLY_SPACE.test(rest)) throw new FormulaError(`"${rest}" is not part of a formula`);
  return amounts;
}

function pythonFloat(text: string): number {
  const value = parsePythonFloat(text);
  if (value === null) throw new FormulaError(`"${text}" is not a number`);
  return value;
}

/** An element, or one of pymatgen's dummy species ("X", "L"): a symbol whose first one or two letters are no element. */
function speciesOf(symbol: string): Species {
  const elementValue = electronegativity(symbol);
  if (elementValue !== undefined) return { symbol, electronegativity: elementValue };
  for (const prefix of [symbol.slice(0, 1), symbol.slice(0, 2)]) {
    if (electronegativity(prefix) !== undefined) {
      throw new FormulaError(`"${symbol}" is no element and starts with the element ${prefix}`);
    }
  }
  return { symbol, electronegativity: 0 };
}

function reduce(species: Map<string, { species: Species; amount: number }>): string {
  const entries = [...species.values()];
  if (entries.some(({ amount }) => !Number.isFinite(amount))) throw new FormulaError("an amount is infinite");
  const allIntegers = entries.every(({ amount }) => Math.abs(amount - Math.round(amount)) < AMOUNT_TOLERANCE);
  if (!allIntegers) {
    // pymatgen writes the composition as it is, ordered by electronegativity alone.
    const ordered = sortSpecies(
      entries,
      (left, right) => left.species.electronegativity < right.species.electronegativity,
    );
    return ordered.map(({ species: { symbol }, amount }) => symbol + formatAmount(amount, false)).join("");
  }
  const integers = entries.map(({ species: item, amount }) => ({ species: item, amount: BigInt(Math.round(amount)) }));
  if (integers.length === 0) throw new FormulaError("the formula has no element");
  const formula = reduceIntegers(integers);
  return SPECIAL_FORMULAS.get(formula) ?? formula;
}

type Counted = { species: Species; amount: bigint };

/** Electronegativity, then symbol; false for any NaN electronegativity, as Python's list comparison gives. */
function byElectronegativityThenSymbol(left: Counted, right: Counted): boolean {
  const a = left.species;
  const b = right.species;
  return a.electronegativity === b.electronegativity ? a.symbol < b.symbol : a.electronegativity < b.electronegativity;
}

function sortSpecies<T extends { species: Species }>(
  items: readonly T[],
  lessThan: (left: T, right: T) => boolean,
): T[] {
  if (items.length >= PYTHON_SMALL_SORT_LIMIT && items.some(({ species }) => Number.isNaN(species.electronegativity))) {
    throw new FormulaError(
      `${items.length} distinct symbols, one without electronegativity: pymatgen's order then depends on its merge sort`,
    );
  }
  return pythonSorted(items, lessThan);
}

function gcd(values: readonly bigint[]): bigint {
  let divisor = 0n;
  for (const value of values) {
    let [a, b] = [divisor, value < 0n ? -value : value];
    while (b !== 0n) [a, b] = [b, a % b];
    divisor = a;
  }
  return divisor;
}

function reduceIntegers(items: readonly Counted[]): string {
  const ordered = sortSpecies(items, byElectronegativityThenSymbol);
  const factor = gcd(ordered.map(({ amount }) => amount));
  let polyanion = "";
  const last = ordered.at(-1);
  const beforeLast = ordered.at(-2);
  if (
    last &&
    beforeLast &&
    ordered.length >= 3 &&
    last.species.electronegativity - beforeLast.species.electronegativity < POLYANION_ELECTRONEGATIVITY_GAP
  ) {
    // pymatgen reduces the last two again, from the reduced amounts (Python floats).
    const pair = [beforeLast, last].map(({ species, amount }) => ({
      species,
      amount: BigInt(Number(amount / factor)),
    }));
    const pairOrdered = sortSpecies(pair, byElectronegativityThenSymbol);
    const pairFactor = gcd(pairOrdered.map(({ amount }) => amount));
    if (pairFactor !== 1n) {
      const pairFormula = pairOrdered
        .map(({ species, amount }) => species.symbol + formatAmount(Number(amount) / Number(pairFactor), true))
        .join("");
      polyanion = `(${pairFormula})${pairFactor}`;
    }
  }
  const written = polyanion ? ordered.slice(0, -2) : ordered;
  return (
    written
      .map(({ species, amount }) => species.symbol + formatAmount(Number(amount) / Number(factor), true))
      .join("") + polyanion
  );
}

/** pymatgen's formula_double_format: "" for 1 (when ones are left out), integers within 1e-8 as integers, else round(x, 8). */
function formatAmount(amount: number, leaveOutOne: boolean): string {
  if (leaveOutOne && amount === 1) return "";
  const whole = Math.trunc(amount);
  if (Math.abs(amount - whole) < AMOUNT_TOLERANCE) return BigInt(whole).toString();
  return pythonFloatRepr(pythonRound(amount, 8));
}
