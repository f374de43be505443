// chem-v1 through the scoring command line, with the real engines (RDKit's WebAssembly build, and
// OPSIN as a child process): the book's two worked examples reproduce exactly, and without OPSIN a
// chem-v1 benchmark is refused with how to install it.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasOpsin, MISSING_OPSIN } from "../helpers/chemistry-references";
import { PROJECT_ROOT } from "../helpers/shared-data";

const temp = mkdtempSync(path.join(os.tmpdir(), "mrben-chemistry-cli-"));
afterAll(() => rmSync(temp, { recursive: true, force: true }));
// The bundle is rebuilt when its sources changed: once, before the timed tests.
beforeAll(() => expect(cli(["--help"]).status).toBe(0), 120_000);

function cli(args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, [path.join(PROJECT_ROOT, "scripts/run-score.mjs"), ...args], {
    cwd: PROJECT_ROOT,
    encoding: "utf8",
    env: { ...process.env, ...env },
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** A one-record benchmark folder whose `field` list is compared by `rule` under chem-v1, and a predictions file. */
function example(name: string, field: string, rule: string, truth: string[], prediction: string[]) {
  const dir = path.join(temp, name);
  mkdirSync(dir);
  writeFileSync(
    path.join(dir, "benchmark.json"),
    JSON.stringify({
      slug: name,
      name: `The book's ${name} example`,
      normalization: "chem-v1",
      lists: "matched",
      fields: { [`${field}.[]`]: rule },
    }),
  );
  writeFileSync(
    path.join(dir, "references.jsonl"),
    `${JSON.stringify({ id: "example", reference: { [field]: truth } })}\n`,
  );
  const predictions = path.join(dir, "predictions.jsonl");
  writeFileSync(
    predictions,
    `${JSON.stringify({ id: "example", prediction: JSON.stringify({ [field]: prediction }) })}\n`,
  );
  return { dir, predictions };
}

const names = example(
  "molecules",
  "molecules",
  "molecule",
  ["CCCO", "CC(C)O", "CC(C)=O", "CC(=O)O", "C=O"],
  ["propanol", "isopropanol", "Propanone", "Ethanoic acid"],
);
const formulas = example(
  "formulas",
  "formulas",
  "formula",
  ["SiC2", "CaCO3", "NaCN", "CO", "HCL"],
  ["C2 Si", "C Ca O3", "Na1 C1 N1", "C1 O6"],
);

interface ChemistryJson {
  summary: { recall: number; precision: number };
  chemistry: {
    molecules: { names: { resolved: number }; smiles: { canonicalized: number }; matchedByStructure: number };
    formulas: { reduced: number; matchedByReduction: number };
    without: { normalization: string; recall: number; precision: number };
  };
}

// Each run starts Java and OPSIN (1-3 s).
describe.skipIf(!hasOpsin())("the book's chemistry examples through npm run score", { timeout: 60_000 }, () => {
  it("names against SMILES: recall 0.80, precision 1.00, the four names resolved by OPSIN", () => {
    const { status, stdout, stderr } = cli([names.predictions, "--kind", "extraction", "--truth", names.dir]);
    expect(stderr).toBe("");
    expect(status).toBe(0);
    expect(stdout).toMatch(/normalization chem-v1@1/);
    expect(stdout).toMatch(/mean over records\s+80\.0\s+100\.0\s+88\.9/);
    expect(stdout).toContain("chemistry: names resolved 4, not 0; SMILES canonicalized 5, invalid 0");
    expect(stdout).toMatch(/without chemistry \(ord-v1@1\): recall 0\.0, precision 0\.0/);

    const json = JSON.parse(
      cli([names.predictions, "--kind", "extraction", "--truth", names.dir, "--json"]).stdout,
    ) as ChemistryJson;
    expect(json.summary.recall).toBeCloseTo(0.8, 12);
    expect(json.summary.precision).toBe(1);
    expect(json.chemistry.molecules.matchedByStructure).toBe(4);
  });

  it("formulas: recall 0.60, precision 0.75, reduced as pymatgen reduces them", () => {
    const { status, stdout } = cli([formulas.predictions, "--kind", "extraction", "--truth", formulas.dir, "--json"]);
    expect(status).toBe(0);
    const json = JSON.parse(stdout) as ChemistryJson;
    expect(json.summary.recall).toBeCloseTo(0.6, 12);
    expect(json.summary.precision).toBeCloseTo(0.75, 12);
    expect(json.chemistry.formulas).toMatchObject({ reduced: 9, matchedByReduction: 3 });
    expect(json.chemistry.without).toMatchObject({ normalization: "ord-v1@1", recall: 0, precision: 0 });
  });

  it("--normalization ord-v1 scores the same folder without chemistry", () => {
    const { status, stdout } = cli([
      names.predictions,
      "--kind",
      "extraction",
      "--truth",
      names.dir,
      "--normalization",
      "ord-v1",
    ]);
    expect(status).toBe(0);
    expect(stdout).toMatch(/mean over records\s+0\.0\s+0\.0\s+0\.0/);
    expect(stdout).not.toContain("chemistry:");
  });
});

describe("without OPSIN", () => {
  it("refuses to score a chem-v1 benchmark, exit 1, saying how to install OPSIN", () => {
    const { status, stdout, stderr } = cli([names.predictions, "--kind", "extraction", "--truth", names.dir], {
      OPSIN_JAR: path.join(temp, "no-such-opsin.jar"),
    });
    expect(stdout).toBe("");
    expect(status).toBe(1);
    expect(stderr).toContain("no-such-opsin.jar is not there");
    expect(stderr).toContain("apt-get install libopsin-java default-jre-headless");
  });
});

if (!hasOpsin()) console.warn(MISSING_OPSIN);
