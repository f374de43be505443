// chem-v1 through the pure scorer, with molecules resolved by a table standing in for RDKit and
// OPSIN (their own tests and the CLI's compare them with the real engines).
import { describe, expect, it } from "vitest";
import { moleculeKey, type MoleculeAnswer } from "../chemistry/molecule-answer";
import { compileFieldRules } from "./field-rules";
import { prepareExtraction, scoreExtraction, scoreExtractionResolving } from "./score-file";
import type { MoleculeQuery } from "./chemistry-values";
import type { ExtractionScoringInput } from "./score-file";
import type { JsonObject } from "./types";

/** Canonical SMILES of the book's example, by text as names or SMILES. */
const STRUCTURES: Record<string, string> = {
  CCCO: "CCCO",
  "CC(C)O": "CC(C)O",
  "CC(C)=O": "CC(C)=O",
  "CC(=O)O": "CC(=O)O",
  "C=O": "C=O",
  propanol: "CCCO",
  isopropanol: "CC(C)O",
  Propanone: "CC(C)=O",
  "Ethanoic acid": "CC(=O)O",
  aspirin: "CC(=O)Oc1ccccc1C(=O)O",
  "2-acetoxybenzoic acid": "CC(=O)Oc1ccccc1C(=O)O",
};

const resolver = (asked: MoleculeQuery[][]) => async (queries: MoleculeQuery[]) => {
  asked.push(queries);
  return new Map<string, MoleculeAnswer>(
    queries.map(({ text, as }) => {
      const smiles = STRUCTURES[text];
      const viaName = as === "name" || (as === "auto" && /[a-z]{3}| /.test(text));
      return [
        moleculeKey(as, text),
        smiles
          ? { ok: true, smiles, via: viaName ? "name" : "smiles" }
          : { ok: false, reason: `no structure for ${text}` },
      ];
    }),
  );
};

function input(truth: JsonObject, prediction: JsonObject, fields: unknown): ExtractionScoringInput {
  const compiled = compileFieldRules(fields);
  if (!compiled.ok) throw new Error(JSON.stringify(compiled.problems));
  return {
    references: [{ id: "example", reference: truth }],
    predictions: [{ id: null, text: JSON.stringify(prediction) }],
    matching: "aligned",
    normalization: "chem-v1",
    lists: "matched",
    fields: compiled.rules,
  };
}

async function score(scoring: ExtractionScoringInput) {
  const asked: MoleculeQuery[][] = [];
  const result = await scoreExtractionResolving(scoring, resolver(asked));
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return { report: result.report, asked };
}

describe("chem-v1: the book's two examples", () => {
  it("finds names and SMILES of one molecule equal: recall 0.80, precision 1.00", async () => {
    const { report, asked } = await score(
      input(
        { molecules: ["CCCO", "CC(C)O", "CC(C)=O", "CC(=O)O", "C=O"] },
        { molecules: ["propanol", "isopropanol", "Propanone", "Ethanoic acid"] },
        { "molecules.[]": "molecule" },
      ),
    );
    expect(report.summary.recall).toBeCloseTo(0.8, 12);
    expect(report.summary.precision).toBeCloseTo(1, 12);
    expect(asked).toHaveLength(1);
    expect(asked[0]).toHaveLength(9);
    expect(report.chemistry).toMatchObject({
      molecules: {
        names: { resolved: 4, unresolved: 0 },
        smiles: { canonicalized: 5, invalid: 0 },
        matchedByStructure: 4,
      },
      problems: { total: 0 },
      without: { normalization: "ord-v1@1", recall: 0, precision: 0, f1: 0 },
    });
  });

  it("reduces formulas on both sides as pymatgen does: recall 0.60, precision 0.75", async () => {
    const { report } = await score(
      input(
        { formulas: ["SiC2", "CaCO3", "NaCN", "CO", "HCL"] },
        { formulas: ["C2 Si", "C Ca O3", "Na1 C1 N1", "C1 O6"] },
        { "formulas.[]": "formula" },
      ),
    );
    expect(report.summary.recall).toBeCloseTo(0.6, 12);
    expect(report.summary.precision).toBeCloseTo(0.75, 12);
    // pymatgen reads "HCL" as H, C and a dummy species L ("LHC"), which matches nothing predicted.
    expect(report.chemistry!.formulas).toMatchObject({ reduced: 9, unparseable: 0, matchedByReduction: 3 });
  });

  it("counts a formula no reduction reads as a problem with its record and path", async () => {
    const { report } = await score(input({ f: ["CO2", "(("] }, { f: ["O2 C"] }, { "f.[]": "formula" }));
    expect(report.summary.recall).toBe(0.5);
    expect(report.chemistry!.formulas).toMatchObject({ reduced: 2, unparseable: 1 });
    expect(report.chemistry!.problems.listed).toEqual([
      expect.objectContaining({ referenceId: "example", side: "truth", path: "f.[]", text: "((" }),
    ]);
  });
});

describe("chem-v1 on ORD identifiers", () => {
  const rules = {
    "**.identifiers.[].value": { rule: "molecule", typeFrom: "type", types: { NAME: "name", SMILES: "smiles" } },
  };
  const component = (type: string, value: string) => ({ identifiers: [{ type, value }] });

  it("reads each identifier by its type, keeping its case through ord-v1's string rule", async () => {
    const { report, asked } = await score(
      input(
        { components: [component("NAME", "aspirin")] },
        { components: [component("NAME", "2-acetoxybenzoic acid")] },
        rules,
      ),
    );
    expect(asked[0]).toEqual(
      expect.arrayContaining([
        { text: "aspirin", as: "name" },
        { text: "2-acetoxybenzoic acid", as: "name" },
      ]),
    );
    expect(report.summary.recall).toBe(1);
    expect(report.chemistry!.without.recall).toBe(0.5);
  });

  it("counts a name no structure is found for as a problem with its record and path, and compares its text", async () => {
    const { report } = await score(
      input(
        { components: [component("NAME", "titled compound")] },
        { components: [component("NAME", "titled compound")] },
        rules,
      ),
    );
    expect(report.summary.recall).toBe(1);
    expect(report.chemistry!.molecules.names.unresolved).toBe(2);
    expect(report.chemistry!.problems.listed[0]).toMatchObject({
      referenceId: "example",
      path: "components.[].identifiers.[].value",
      text: "titled compound",
    });
  });

  it("refuses to score without the molecules resolved, naming why", () => {
    const scored = scoreExtraction(input({ a: "x" }, { a: "x" }, {}));
    expect(scored.ok).toBe(false);
    if (!scored.ok) expect(scored.errors[0]!.code).toBe("chemistry-unavailable");
    const prepared = prepareExtraction(input({ a: "x" }, { a: "x" }, {}));
    expect(prepared.ok && prepared.prepared.moleculeQueries()).toEqual([]);
  });
});
