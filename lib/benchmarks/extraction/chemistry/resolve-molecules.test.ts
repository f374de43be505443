// Names to structures with the real OPSIN (Debian's libopsin-java), and every molecule of the shared
// ORD files that OPSIN resolves canonicalized as Debian's python3-rdkit canonicalizes it.
import { afterAll, describe, expect, it } from "vitest";
import { parsePrediction } from "@/lib/benchmarks/extraction/extraction-score";
import {
  hasOpsin,
  hasPythonRdkit,
  MISSING_OPSIN,
  MISSING_PYTHON_RDKIT,
  runChemistryReference,
} from "@/tests/helpers/chemistry-references";
import { readBookFile } from "@/tests/helpers/extraction-benchmark";
import { moleculeKey } from "./molecule-answer";
import { closeOpsin, namesToSmiles, opsinAvailability } from "./opsin";
import { canonicalSmiles } from "./rdkit";
import { resolveMolecules } from "./resolve-molecules";

afterAll(() => closeOpsin());

describe("OPSIN's availability", () => {
  it("a jar that is not there makes OPSIN unavailable, saying how to install it, and every name an answer saying so", async () => {
    const jar = "/nonexistent/opsin.jar";
    const availability = opsinAvailability(jar);
    expect(availability.ok).toBe(false);
    if (!availability.ok) {
      expect(availability.message).toContain("/nonexistent/opsin.jar is not there");
      expect(availability.message).toContain("apt-get install libopsin-java default-jre-headless");
    }
    const answers = await namesToSmiles(["ethanol", ""], { jar });
    expect(answers[0]).toMatchObject({ ok: false, reason: expect.stringContaining("cannot run") });
    expect(answers[1]).toEqual({ ok: false, reason: "an empty name" });
  });
});

// Each new OPSIN process starts Java (1-3 s, more on a busy machine).
describe.skipIf(!hasOpsin())("names to SMILES with OPSIN", { timeout: 60_000 }, () => {
  it("answers each name in order, across batches, a name it cannot read with OPSIN's own reason", async () => {
    const names = ["propanol", "isopropanol", "not a chemical at all", "Propanone", "Ethanoic acid"];
    const answers = await namesToSmiles(names, { batchSize: 2 });
    const canonical = await Promise.all(
      answers.map(async (answer) => (answer.ok ? await canonicalSmiles(answer.smiles) : answer)),
    );
    expect(canonical.map((answer) => (answer.ok ? answer.smiles : "-"))).toEqual([
      "CCCO",
      "CC(C)O",
      "-",
      "CC(C)=O",
      "CC(=O)O",
    ]);
    expect(answers[2]).toMatchObject({ ok: false, reason: expect.stringContaining("not a chemical at all") });
  });

  it("refuses names OPSIN would read as something else (a line break, a tab, blank) without sending them", async () => {
    const answers = await namesToSmiles(["eth\nanol", "eth\tanol", "  ", "ethanol"]);
    expect(answers.slice(0, 3).map((answer) => answer.ok)).toEqual([false, false, false]);
    expect(answers[0]).toMatchObject({ reason: expect.stringContaining("line break") });
    expect(answers[1]).toMatchObject({ reason: expect.stringContaining("tab") });
    expect(answers[3]).toMatchObject({ ok: true });
  });

  it("a batch past its timeout fails with the time named, and the next batch gets a new OPSIN", async () => {
    await closeOpsin();
    // A fresh process needs a second or more to start Java: 1 ms cannot be met.
    const late = await namesToSmiles(["ethanol", "methanol"], { batchTimeoutMs: 1 });
    expect(late).toEqual([
      { ok: false, reason: expect.stringContaining("no answer within 1 ms") },
      { ok: false, reason: expect.stringContaining("no answer within 1 ms") },
    ]);
    const next = await namesToSmiles(["ethanol"]);
    expect(next[0]).toMatchObject({ ok: true });
  });

  it("resolves names and SMILES of one molecule to one canonical SMILES; auto reads SMILES first, then a name", async () => {
    const answers = await resolveMolecules([
      { text: "aspirin", as: "name" },
      { text: "2-acetoxybenzoic acid", as: "name" },
      { text: "CC(=O)Oc1ccccc1C(=O)O", as: "smiles" },
      { text: "OC(=O)c1ccccc1OC(C)=O", as: "auto" },
      { text: "acetylsalicylic acid", as: "auto" },
      { text: "C1CC", as: "smiles" },
      { text: "qwerty", as: "auto" },
    ]);
    const aspirin = "CC(=O)Oc1ccccc1C(=O)O";
    expect(answers.get(moleculeKey("name", "2-acetoxybenzoic acid"))).toEqual({
      ok: true,
      smiles: aspirin,
      via: "name",
    });
    expect(answers.get(moleculeKey("smiles", aspirin))).toEqual({ ok: true, smiles: aspirin, via: "smiles" });
    expect(answers.get(moleculeKey("auto", "OC(=O)c1ccccc1OC(C)=O"))).toEqual({
      ok: true,
      smiles: aspirin,
      via: "smiles",
    });
    expect(answers.get(moleculeKey("auto", "acetylsalicylic acid"))).toEqual({
      ok: true,
      smiles: aspirin,
      via: "name",
    });
    expect(answers.get(moleculeKey("smiles", "C1CC"))).toMatchObject({
      ok: false,
      reason: expect.stringContaining("C1CC"),
    });
    expect(answers.get(moleculeKey("auto", "qwerty"))).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/^not SMILES .* nor a name OPSIN reads/),
    });
    // "aspirin" is a trivial name OPSIN does not hold: not resolved, and said so.
    expect(answers.get(moleculeKey("name", "aspirin"))).toMatchObject({ ok: false });
  });
});

/** Every chemical name of the shared ORD files: identifier values of type NAME, in references and parsed predictions. */
function ordNames(): string[] {
  const names = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value !== null && typeof value === "object") {
      const record = value as Record<string, unknown>;
      if (record.type === "NAME" && typeof record.value === "string") names.add(record.value);
      Object.values(record).forEach(visit);
    }
  };
  for (const file of ["Llama_results.json", "sft_results.json"] as const)
    for (const shot of Object.values(readBookFile(file))) {
      for (const reference of shot.references) visit(typeof reference === "string" ? JSON.parse(reference) : reference);
      for (const prediction of shot.predictions) {
        const parsed = parsePrediction({ text: prediction });
        if (parsed.ok) visit(parsed.value);
      }
    }
  return [...names].sort();
}

describe.skipIf(!hasOpsin() || !hasPythonRdkit())("the shared ORD files' molecules", { timeout: 60_000 }, () => {
  it("every name OPSIN resolves gets the canonical SMILES Debian's RDKit writes for OPSIN's structure", async () => {
    const names = ordNames();
    expect(names.length).toBeGreaterThan(400);
    const fromOpsin = await namesToSmiles(names);
    const resolved = fromOpsin.flatMap((answer) => (answer.ok ? [answer.smiles] : []));
    expect(resolved.length).toBeGreaterThan(names.length / 2);
    const ours = await Promise.all(resolved.map(canonicalSmiles));
    const python = runChemistryReference("canonical-smiles", resolved) as {
      ok: boolean;
      smiles?: string;
      error?: string;
    }[];
    const differ = resolved.filter((_, index) => {
      const mine = ours[index]!;
      const theirs = python[index]!;
      return mine.ok !== theirs.ok || (mine.ok && mine.smiles !== theirs.smiles);
    });
    expect(differ).toEqual([]);
    expect(ours.every((answer) => answer.ok)).toBe(true);
  });
});

if (!hasOpsin()) console.warn(MISSING_OPSIN);
if (!hasPythonRdkit()) console.warn(MISSING_PYTHON_RDKIT);
