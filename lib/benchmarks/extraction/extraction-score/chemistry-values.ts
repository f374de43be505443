// The molecules and formulas of a file, as the benchmark's molecule and formula rules declare them:
// collected before scoring (names need OPSIN, which answers asynchronously, outside this pure
// module), looked up while scoring, and summed up for the report.
import { moleculeKey, type MoleculeAnswer } from "../chemistry/molecule-answer";
import { reducedFormula } from "../chemistry/reduced-formula";
import type { ChemistryLookup, FieldRules, MoleculeReading } from "./field-rules";
import { isJsonObject } from "./python-equality";
import type { ChemistryProblem, ChemistryReport, JsonObject, JsonValue } from "./types";

export interface MoleculeQuery {
  text: string;
  as: MoleculeReading;
}

/** Answers keyed by `moleculeKey(as, text)`. */
export type MoleculeAnswers = ReadonlyMap<string, MoleculeAnswer>;

/** One molecule or formula value of the file, where it was found. */
export interface ChemistryValue {
  referenceId: string;
  side: "truth" | "prediction";
  path: string;
  text: string;
  /** How a molecule is read; null for a formula. */
  as: MoleculeReading | null;
}

/** Problems listed in the report; the total is always complete. */
export const MAX_LISTED_CHEMISTRY_PROBLEMS = 50;

export const isChemistryRule = (name: string) => name === "molecule" || name === "formula";

export function collectChemistryValues(
  value: JsonObject,
  rules: FieldRules,
  where: Pick<ChemistryValue, "referenceId" | "side">,
  sink: ChemistryValue[],
): void {
  const visit = (node: JsonValue, path: string, parent: JsonObject | null) => {
    const rule = path === "" ? null : rules.ruleAt(path);
    if (rule?.skip) return;
    if (Array.isArray(node)) for (const item of node) visit(item, path === "" ? "[]" : `${path}.[]`, null);
    else if (isJsonObject(node))
      for (const key of Object.keys(node)) visit(node[key]!, path === "" ? key : `${path}.${key}`, node);
    else if (typeof node === "string" && rule) {
      if (rule.name === "formula") sink.push({ ...where, path, text: node, as: null });
      else if (rule.name === "molecule") {
        const as = rule.moleculeAs?.(parent) ?? null;
        if (as) sink.push({ ...where, path, text: node, as });
      }
    }
  };
  visit(value, "", null);
}

/** Each molecule once. */
export function moleculeQueriesOf(values: readonly ChemistryValue[]): MoleculeQuery[] {
  const queries = new Map<string, MoleculeQuery>();
  for (const { text, as } of values) if (as) queries.set(moleculeKey(as, text), { text, as });
  return [...queries.values()];
}

export function chemistryLookup(answers: MoleculeAnswers): ChemistryLookup {
  const formulas = new Map<string, ReturnType<typeof reducedFormula>>();
  return {
    molecule: (text, as) => answers.get(moleculeKey(as, text)),
    formula(text) {
      let reduced = formulas.get(text);
      if (!reduced) formulas.set(text, (reduced = reducedFormula(text)));
      return reduced;
    },
  };
}

export function summarizeChemistry(
  values: readonly ChemistryValue[],
  answers: MoleculeAnswers,
  matched: { molecules: number; formulas: number },
  without: ChemistryReport["without"],
): ChemistryReport {
  const report: ChemistryReport = {
    molecules: {
      names: { resolved: 0, unresolved: 0 },
      smiles: { canonicalized: 0, invalid: 0 },
      matchedByStructure: matched.molecules,
    },
    formulas: { reduced: 0, unparseable: 0, matchedByReduction: matched.formulas },
    problems: { total: 0, listed: [] },
    without,
  };
  const lookup = chemistryLookup(answers);
  const problem = (value: ChemistryValue, reason: string) => {
    report.problems.total++;
    if (report.problems.listed.length < MAX_LISTED_CHEMISTRY_PROBLEMS) {
      const { referenceId, side, path, text } = value;
      report.problems.listed.push({ referenceId, side, path, text, reason } satisfies ChemistryProblem);
    }
  };
  for (const value of values) {
    if (value.as === null) {
      const reduced = lookup.formula(value.text);
      if (reduced.ok) report.formulas.reduced++;
      else {
        report.formulas.unparseable++;
        problem(value, reduced.reason);
      }
      continue;
    }
    const answer = answers.get(moleculeKey(value.as, value.text));
    const readAsName = answer?.ok ? answer.via === "name" : value.as !== "smiles";
    const { names, smiles } = report.molecules;
    if (answer?.ok) {
      if (readAsName) names.resolved++;
      else smiles.canonicalized++;
    } else {
      if (readAsName) names.unresolved++;
      else smiles.invalid++;
      problem(value, answer?.reason ?? "not resolved");
    }
  }
  return report;
}
