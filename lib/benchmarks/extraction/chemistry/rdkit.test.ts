// Canonical SMILES from RDKit's WebAssembly build, and the same as Debian's python3-rdkit gives.
import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  hasPythonRdkit,
  MISSING_PYTHON_RDKIT,
  referenceVersion,
  runChemistryReference,
} from "@/tests/helpers/chemistry-references";
import { canonicalSmiles, canonicalSmilesWith, loadRdkit, MAX_SMILES_LENGTH, rdkitVersion } from "./rdkit";

/** Tetrakis(triphenylphosphine)palladium as OPSIN writes it: the longest SMILES of the shared ORD files' molecules. */
const LARGE_ORD_MOLECULE =
  "C1(=CC=CC=C1)P(C1=CC=CC=C1)C1=CC=CC=C1.C1(=CC=CC=C1)P(C1=CC=CC=C1)C1=CC=CC=C1.C1(=CC=CC=C1)P(C1=CC=CC=C1)C1=CC=CC=C1.C1(=CC=CC=C1)P(C1=CC=CC=C1)C1=CC=CC=C1.[Pd]";

/** Shipped by Debian's rdkit-data, which python3-rdkit depends on. */
const NCI_SMILES = "/usr/share/RDKit/Data/NCI/first_5K.smi";

describe("canonicalSmiles", () => {
  it("writes one canonical SMILES for different writings of one molecule", async () => {
    const forms = await Promise.all(["OCC", "C(O)C", "CCO", "[CH3][CH2][OH]"].map(canonicalSmiles));
    expect(forms).toEqual(forms.map(() => ({ ok: true, smiles: "CCO" })));
  });

  it("keeps the book's SMILES as RDKit writes them", async () => {
    const answers = await Promise.all(["CCCO", "CC(C)O", "CC(C)=O", "CC(=O)O", "C=O"].map(canonicalSmiles));
    expect(answers.map((answer) => (answer.ok ? answer.smiles : answer.reason))).toEqual([
      "CCCO",
      "CC(C)O",
      "CC(C)=O",
      "CC(=O)O",
      "C=O",
    ]);
  });

  it("an aromatic ring written in Kekulé form and aromatic form is one molecule", async () => {
    expect(await canonicalSmiles("C1=CC=CC=C1")).toEqual(await canonicalSmiles("c1ccccc1"));
  });

  it.each([
    ["C1CC", "cannot parse"],
    ["propanol", "cannot parse"],
    ["", "empty"],
    ["   ", "empty"],
    ["CCO ethanol", "whitespace"],
    ['{"commonchem":{"version":10}}', "not a SMILES"],
  ])("%j is an answer with a reason, not an exception (%s)", async (text, reason) => {
    const answer = await canonicalSmiles(text);
    expect(answer.ok).toBe(false);
    if (!answer.ok) expect(answer.reason).toContain(reason);
  });

  it("trims the ends, as RDKit's parser does", async () => {
    expect(await canonicalSmiles("  OCC\n")).toEqual({ ok: true, smiles: "CCO" });
  });

  it("loads RDKit once per process: every caller shares one module", async () => {
    const [first, second] = await Promise.all([loadRdkit(), loadRdkit()]);
    expect(first).toBe(second);
    expect(await loadRdkit()).toBe(first);
  });

  it("frees each molecule: 400 copies of the largest ORD molecule fit RDKit's fixed 16 MiB heap, where leaking dies at ~250", async () => {
    const rdkit = await loadRdkit();
    const answers = Array.from({ length: 400 }, () => canonicalSmilesWith(rdkit, LARGE_ORD_MOLECULE));
    expect(answers.filter((answer) => !answer.ok)).toEqual([]);
  }, 60_000);

  it("a SMILES longer than the limit is refused before RDKit sees it", async () => {
    const answer = await canonicalSmiles("C".repeat(MAX_SMILES_LENGTH + 1));
    expect(answer).toEqual({ ok: false, reason: expect.stringContaining(`at most ${MAX_SMILES_LENGTH}`) as string });
  });

  it("after RDKit aborts (heap exhausted), the next molecule gets a new module and its answer", async () => {
    const broken = await loadRdkit();
    expect(() => broken.get_mol("c1ccccc1".repeat(600))).toThrow(WebAssembly.RuntimeError);
    expect(await canonicalSmiles("OCC")).toEqual({ ok: true, smiles: "CCO" });
    expect(await loadRdkit()).not.toBe(broken);
  }, 60_000);

  it("leaves the process's uncaught-error handling alone (Emscripten's rethrowing listeners removed)", async () => {
    await loadRdkit();
    const sources = [...process.listeners("uncaughtException"), ...process.listeners("unhandledRejection")].map(String);
    expect(sources.filter((source) => source.includes("ExitStatus") || source.includes("throw reason"))).toEqual([]);
  });
});

describe.skipIf(!hasPythonRdkit())("canonicalSmiles equals Debian's python3-rdkit", () => {
  it("the npm release is Debian's RDKit release", async () => {
    expect(await rdkitVersion()).toBe(referenceVersion("rdkit"));
  }, 60_000);

  it.skipIf(!existsSync(NCI_SMILES))(
    "on the 5,000 NCI molecules RDKit ships: the same canonical SMILES, and the same refusals",
    async () => {
      const smiles = readFileSync(NCI_SMILES, "utf8")
        .split("\n")
        .map((line) => line.split(/\s/)[0]!)
        .filter(Boolean);
      const expected = runChemistryReference("canonical-smiles", smiles) as (
        { ok: true; smiles: string } | { ok: false }
      )[];
      const rdkit = await loadRdkit();
      const mismatches = smiles.flatMap((text, index) => {
        const ours = canonicalSmilesWith(rdkit, text);
        const theirs = expected[index]!;
        const same = ours.ok === theirs.ok && (!ours.ok || (theirs.ok && ours.smiles === theirs.smiles));
        return same ? [] : [{ text, ours, theirs }];
      });
      expect(smiles.length).toBeGreaterThan(4_900);
      expect(mismatches).toEqual([]);
    },
    120_000,
  );
});

if (!hasPythonRdkit()) console.warn(MISSING_PYTHON_RDKIT);
