// The field rules a benchmark can name, each with its options checked and its comparison: how much
// credit, from 0 to 1, a predicted value earns against the truth at a path the rule governs.
import { codePoints, levenshteinDistance } from "./levenshtein";
import { PLAIN_NUMBER } from "./normalize";
import { isJsonObject, pyEquals } from "./python-equality";
import { readQuantity, withinTolerance } from "./quantity-value";
import type { JsonObject, JsonValue } from "./types";

export type MoleculeReading = "smiles" | "name" | "auto";

/** The chemistry engines, as the scorer gives them to molecule and formula rules. */
export interface ChemistryLookup {
  /** The canonical SMILES of a name or SMILES; undefined when the text was not looked up. */
  molecule(text: string, as: MoleculeReading): { ok: true; smiles: string } | { ok: false; reason: string } | undefined;
  /** The reduced formula (pymatgen's reduced_formula), or why the text is not a formula. */
  formula(text: string): { ok: true; formula: string } | { ok: false; reason: string };
}

export interface RuleContext {
  /** Null when chemistry is off: molecule and formula rules then compare exactly. */
  chemistry: ChemistryLookup | null;
  /** The objects holding the two values (a rule reading a sibling key needs them); null for list items. */
  truthParent: JsonObject | null;
  predictionParent: JsonObject | null;
}

export interface CompiledFieldRule {
  name: string;
  /** The rule compares a whole object (or list) at its path as one leaf (quantity). */
  atomic: boolean;
  /** Not scored: the values at this path and below count nowhere. */
  skip: boolean;
  /** Credit in [0, 1] for two values at this path. */
  score(truth: JsonValue, prediction: JsonValue, context: RuleContext): number;
  /** Molecule rules: how a value is read, given its parent object; null when it is no molecule. */
  moleculeAs?(parent: JsonObject | null): MoleculeReading | null;
}

export type RuleOptions = Record<string, unknown>;

/** A rule's options checked: either the rule with its options resolved (defaults filled), or what is wrong. */
type RuleBuild =
  | { ok: true; rule: CompiledFieldRule; options: RuleOptions }
  | { ok: false; problems: { option: string | null; message: string }[] };

interface RuleKind {
  options: readonly string[];
  build(options: RuleOptions): RuleBuild;
}

const exactCredit = (truth: JsonValue, prediction: JsonValue) => (pyEquals(truth, prediction) ? 1 : 0);

/** A rule that changes how two strings compare and leaves every other value to Python's ==. */
function stringComparison(name: string, credit: (truth: string, prediction: string) => number): CompiledFieldRule {
  return {
    name,
    atomic: false,
    skip: false,
    score: (truth, prediction) =>
      typeof truth === "string" && typeof prediction === "string"
        ? credit(truth, prediction)
        : exactCredit(truth, prediction),
  };
}

export const EXACT_RULE: CompiledFieldRule = { name: "exact", atomic: false, skip: false, score: exactCredit };

const SKIP_RULE: CompiledFieldRule = { name: "skip", atomic: false, skip: true, score: () => 0 };

const evenWhitespace = (text: string) => text.trim().replace(/\s+/g, " ");

type Problem = { option: string | null; message: string };

function readTolerances(options: RuleOptions, problems: Problem[]): { absolute?: number; relative?: number } {
  const read: { absolute?: number; relative?: number } = {};
  for (const option of ["absolute", "relative"] as const) {
    const value = options[option];
    if (value === undefined) continue;
    if (typeof value !== "number" || !Number.isFinite(value) || value < 0)
      problems.push({ option, message: "must be a number >= 0" });
    else read[option] = value;
  }
  return read;
}

const built = (rule: CompiledFieldRule, options: RuleOptions, problems: Problem[]): RuleBuild =>
  problems.length > 0 ? { ok: false, problems } : { ok: true, rule, options };

const fuzzyKind: RuleKind = {
  options: ["threshold"],
  build(options) {
    const { threshold } = options;
    if (threshold !== undefined && (typeof threshold !== "number" || !(threshold > 0 && threshold <= 1)))
      return { ok: false, problems: [{ option: "threshold", message: "must be a number in (0, 1]" }] };
    const rule = stringComparison("fuzzy", (truth, prediction) => {
      const similarity = stringSimilarity(truth, prediction);
      // A hair of slack: 0.8 of five characters must allow exactly one edit despite float rounding.
      return threshold === undefined ? similarity : similarity >= threshold - 1e-12 ? 1 : 0;
    });
    return { ok: true, rule, options: threshold === undefined ? {} : { threshold } };
  },
};

/** Normalized Levenshtein similarity, 1 - d / max(length) in code points; two empty strings are alike. */
export function stringSimilarity(a: string, b: string): number {
  if (a === b) return 1;
  const longest = Math.max(codePoints(a).length, codePoints(b).length);
  return 1 - levenshteinDistance(a, b) / longest;
}

function asNumber(value: JsonValue): number | null {
  if (typeof value === "number") return value;
  if (typeof value === "bigint") return Number(value);
  if (typeof value === "string" && PLAIN_NUMBER.test(value.trim())) return Number(value.trim());
  return null;
}

const numberKind: RuleKind = {
  options: ["absolute", "relative"],
  build(options) {
    const problems: Problem[] = [];
    const { absolute, relative } = readTolerances(options, problems);
    if (options.absolute === undefined && options.relative === undefined)
      problems.push({
        option: null,
        message: 'number needs "absolute" or "relative" (or both), e.g. {"rule": "number", "relative": 0.01}',
      });
    const rule: CompiledFieldRule = {
      name: "number",
      atomic: false,
      skip: false,
      score(truth, prediction) {
        const a = asNumber(truth);
        const b = asNumber(prediction);
        if (a === null || b === null) return exactCredit(truth, prediction);
        return withinTolerance(a, b, absolute ?? 0, relative ?? 0) ? 1 : 0;
      },
    };
    return built(
      rule,
      { ...(absolute !== undefined && { absolute }), ...(relative !== undefined && { relative }) },
      problems,
    );
  },
};

/** Conversions between units leave float noise (743 * 0.001 != 0.743): a relative 1e-9 absorbs it. */
export const DEFAULT_QUANTITY_RELATIVE = 1e-9;

const quantityKind: RuleKind = {
  options: ["absolute", "relative"],
  build(options) {
    const problems: Problem[] = [];
    const { absolute, relative = DEFAULT_QUANTITY_RELATIVE } = readTolerances(options, problems);
    const rule: CompiledFieldRule = {
      name: "quantity",
      atomic: true,
      skip: false,
      score(truth, prediction) {
        const a = readQuantity(truth);
        const b = readQuantity(prediction);
        // Two values neither of which states a quantity (or only one does) compare as written.
        if (a === null || b === null) return exactCredit(truth, prediction);
        if (a.dimension !== b.dimension) return 0;
        return withinTolerance(a.amount, b.amount, absolute ?? 0, relative) ? 1 : 0;
      },
    };
    return built(rule, { ...(absolute !== undefined && { absolute }), relative }, problems);
  },
};

const READINGS: readonly MoleculeReading[] = ["smiles", "name", "auto"];
const isReading = (value: unknown): value is MoleculeReading => READINGS.includes(value as MoleculeReading);

const moleculeKind: RuleKind = {
  options: ["as", "typeFrom", "types"],
  build(options) {
    const problems: Problem[] = [];
    const { as, typeFrom, types } = options;
    if (as !== undefined && !isReading(as))
      problems.push({ option: "as", message: 'must be "smiles", "name" or "auto"' });
    if (typeFrom !== undefined && (typeof typeFrom !== "string" || typeFrom === ""))
      problems.push({ option: "typeFrom", message: 'must be the name of a sibling key, e.g. "type"' });
    if (as !== undefined && typeFrom !== undefined)
      problems.push({ option: "as", message: 'give either "as" or "typeFrom", not both' });
    const typeMap = new Map<string, MoleculeReading>();
    const declaredTypes: Record<string, MoleculeReading> = {};
    if (types !== undefined) {
      if (!isJsonObject(types as JsonValue) || Object.keys(types as object).length === 0)
        problems.push({ option: "types", message: 'must map the values of "typeFrom" to "smiles", "name" or "auto"' });
      else
        for (const [value, reading] of Object.entries(types as Record<string, unknown>)) {
          // Case-insensitive: a normalization may have lower-cased the type ("NAME" -> "name").
          if (isReading(reading)) {
            typeMap.set(value.trim().toLowerCase(), reading);
            declaredTypes[value] = reading;
          } else
            problems.push({ option: `types[${JSON.stringify(value)}]`, message: 'must be "smiles", "name" or "auto"' });
        }
    }
    if ((typeFrom === undefined) !== (types === undefined))
      problems.push({
        option: typeFrom === undefined ? "types" : "typeFrom",
        message: '"typeFrom" and "types" go together',
      });
    const sibling = typeof typeFrom === "string" ? typeFrom : null;
    const fixed: MoleculeReading = isReading(as) ? as : "auto";
    const moleculeAs = (parent: JsonObject | null): MoleculeReading | null => {
      if (sibling === null) return fixed;
      const type = parent?.[sibling];
      return typeof type === "string" ? (typeMap.get(type.trim().toLowerCase()) ?? null) : null;
    };
    const rule: CompiledFieldRule = {
      name: "molecule",
      atomic: false,
      skip: false,
      moleculeAs,
      score(truth, prediction, { chemistry, truthParent, predictionParent }) {
        if (!chemistry || typeof truth !== "string" || typeof prediction !== "string")
          return exactCredit(truth, prediction);
        const truthAs = moleculeAs(truthParent);
        const predictionAs = moleculeAs(predictionParent);
        if (truthAs === null || predictionAs === null) return exactCredit(truth, prediction);
        const a = chemistry.molecule(truth, truthAs);
        const b = chemistry.molecule(prediction, predictionAs);
        if (a?.ok && b?.ok && a.smiles === b.smiles) return 1;
        return exactCredit(truth, prediction);
      },
    };
    const resolved: RuleOptions = sibling === null ? { as: fixed } : { typeFrom: sibling, types: declaredTypes };
    return built(rule, resolved, problems);
  },
};

const FORMULA_RULE: CompiledFieldRule = {
  name: "formula",
  atomic: false,
  skip: false,
  score(truth, prediction, { chemistry }) {
    if (!chemistry || typeof truth !== "string" || typeof prediction !== "string")
      return exactCredit(truth, prediction);
    // A side that does not parse is kept as written: the book's "HCL" stays "HCL".
    const reduce = (text: string) => {
      const read = chemistry.formula(text);
      return read.ok ? read.formula : text;
    };
    return reduce(truth) === reduce(prediction) ? 1 : 0;
  },
};

const fixedKind = (rule: CompiledFieldRule): RuleKind => ({
  options: [],
  build: () => ({ ok: true, rule, options: {} }),
});

export const RULE_KINDS: Record<string, RuleKind> = {
  exact: fixedKind(EXACT_RULE),
  "case-insensitive": fixedKind(
    stringComparison("case-insensitive", (a, b) => (a.toLowerCase() === b.toLowerCase() ? 1 : 0)),
  ),
  whitespace: fixedKind(stringComparison("whitespace", (a, b) => (evenWhitespace(a) === evenWhitespace(b) ? 1 : 0))),
  fuzzy: fuzzyKind,
  number: numberKind,
  quantity: quantityKind,
  molecule: moleculeKind,
  formula: fixedKind(FORMULA_RULE),
  skip: fixedKind(SKIP_RULE),
};

export const RULE_NAMES = Object.keys(RULE_KINDS);
