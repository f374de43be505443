// reducedFormula against pymatgen itself (Debian's python3-pymatgen, run once on a batch) on
// generated formulas, and the matextract book's examples.
import { describe, expect, it } from "vitest";
import { pythonFloatRepr, pythonRound, parsePythonFloat } from "./python-float";
import { reducedFormula } from "./reduced-formula";
import { hasPymatgen, MISSING_PYMATGEN, runChemistryReference } from "@/tests/helpers/chemistry-references";

/** mulberry32 (public domain): the same formulas on every run. */
function seededStream(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const COMMON = ["H", "C", "N", "O", "F", "Cl", "Br", "I", "S", "P", "Si", "B", "Se"];
const METALS = ["Na", "K", "Li", "Ca", "Mg", "Al", "Fe", "Cu", "Zn", "Ti", "Mn", "Co", "Ni", "Ag", "Au", "Pt", "Pb"];
const METALS_RARE = ["La", "Ce", "U", "Pu", "Cs", "Ba", "Sr", "Rb", "W", "Mo", "Hg", "Bi", "Sn", "Ru", "Os", "Ir"];
const NO_ELECTRONEGATIVITY = ["He", "Ne", "Ar", "Og", "Rf", "Ts", "Mt"];
const NOBLE = ["Kr", "Xe", "Rn"];
const DUMMIES = ["X", "L", "Q", "Jj", "Qz", "Ee", "Xx"];
const NOT_SYMBOLS = ["Hx", "Caa", "cl", "Nn", "Zz"];

function generateFormulas(count: number, seed: number): string[] {
  const random = seededStream(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const chance = (p: number) => random() < p;

  function symbol(): string {
    const roll = random();
    if (roll < 0.5) return pick(COMMON);
    if (roll < 0.72) return pick(METALS);
    if (roll < 0.8) return pick(METALS_RARE);
    if (roll < 0.88) return pick(NO_ELECTRONEGATIVITY);
    if (roll < 0.93) return pick(NOBLE);
    if (roll < 0.97) return pick(DUMMIES);
    return pick(NOT_SYMBOLS);
  }
  function amount(): string {
    const roll = random();
    if (roll < 0.3) return "";
    if (roll < 0.6) return String(1 + Math.floor(random() * 9));
    if (roll < 0.72) return String(10 + Math.floor(random() * 990));
    if (roll < 0.86) return pick(["0.5", "0.25", "1.5", "2.75", "0.1", "0.2", "0.3", "1.333", "0.001953125", ".5"]);
    if (roll < 0.9) return pick(["1", "2", "4", "6", "8"]) + "." + pick(["0", "00", "000000001"]);
    if (roll < 0.93) return pick(["0.00001", "1e2", "2e-3", "1e-9", "12345678901234567"]);
    if (roll < 0.96) return pick(["0", "0.0", "-2", "-0", "2-", "1..5", "e", "3e", "*2", "2*"]);
    return String(1000 + Math.floor(random() * 900000));
  }
  function space(): string {
    return chance(0.12) ? pick([" ", "  ", "\t"]) : "";
  }
  function part(depth: number): string {
    if (depth < 2 && chance(0.18)) {
      const inner = Array.from({ length: 1 + Math.floor(random() * 3) }, () => part(depth + 1)).join("");
      const factor = chance(0.7) ? pick(["2", "3", "4", "0.5", "1.5", "12", "2.5", "", "10"]) : "";
      return `(${inner})${space()}${factor}`;
    }
    return `${symbol()}${space()}${amount()}${space()}`;
  }
  function formula(): string {
    const roll = random();
    if (roll < 0.03) return pick(["CuSO4.5H2O", "CuSO4·5H2O", "Y3N@C80", "()", "", " ", "H2O)", "(H2O", "NaCl + H2O"]);
    const parts = Array.from({ length: 1 + Math.floor(random() * 6) }, () => part(0));
    // A repeated element now and then.
    if (chance(0.15)) parts.push(parts[0]!);
    return parts.join("");
  }
  return Array.from({ length: count }, formula);
}

describe("reducedFormula on the matextract book's examples", () => {
  it.each([
    ["C2 Si", "SiC2"],
    ["C Ca O3", "CaCO3"],
    ["Na1 C1 N1", "NaCN"],
    ["C1 O6", "CO6"],
    ["Li4Fe4P4O16", "LiFePO4"],
    ["Fe2(SO4)3", "Fe2(SO4)3"],
    ["Ca(OH)2", "Ca(HO)2"],
    ["H2O2", "H2O2"],
    ["O", "O2"],
    ["Fe0.5O0.25", "Fe0.5O0.25"],
  ])("%s reduces to %s, as pymatgen writes it", (text, expected) => {
    expect(reducedFormula(text)).toEqual({ ok: true, formula: expected });
  });

  it('"HCL" is not HCl: pymatgen 2022.11.7 reads L as a dummy species and writes LHC', () => {
    expect(reducedFormula("HCL")).toEqual({ ok: true, formula: "LHC" });
  });

  it.each(["", "Hx2O", "H2O)", "()", "H-2", "CuSO4·5H2O", "Caa"])(
    "%j is refused with a reason, as pymatgen raises",
    (text) => {
      const answer = reducedFormula(text);
      expect(answer.ok).toBe(false);
      if (!answer.ok) expect(answer.reason.length).toBeGreaterThan(0);
    },
  );
});

describe("Python's float text, where pymatgen's formulas depend on it", () => {
  it.each([
    [2, "2.0"],
    [0.1, "0.1"],
    [1e-5, "1e-05"],
    [0.0001, "0.0001"],
    [1e16, "1e+16"],
    [1234567890123456, "1234567890123456.0"],
    [1.5e-7, "1.5e-07"],
    [-2.5, "-2.5"],
    [Infinity, "inf"],
  ])("repr(%s) is %s", (value, text) => {
    expect(pythonFloatRepr(value)).toBe(text);
  });

  it("round(x, 8) rounds an exact tie to even, where toFixed rounds it up", () => {
    expect(pythonRound(1 / 512, 8)).toBe(0.00195312);
    expect(pythonRound(3 / 512, 8)).toBe(0.00585938);
    expect(pythonRound(2 / 3, 8)).toBe(0.66666667);
  });

  it("float() reads Unicode decimal digits and refuses what Python refuses", () => {
    expect(parsePythonFloat("\u0663")).toBe(3);
    expect(parsePythonFloat("1.e2")).toBe(100);
    expect(parsePythonFloat(".5")).toBe(0.5);
    expect(parsePythonFloat("1..5")).toBeNull();
    expect(parsePythonFloat("e")).toBeNull();
    expect(parsePythonFloat("2-")).toBeNull();
  });
});

describe.skipIf(!hasPymatgen())("reducedFormula equals Debian's pymatgen on generated formulas", () => {
  it("1,500 generated formulas (elements with and without electronegativity, dummies, groups, fractions) give pymatgen's answer", () => {
    const formulas = generateFormulas(1500, 20261125);
    const expected = runChemistryReference("reduced-formula", formulas) as (
      { ok: true; formula: string } | { ok: false; error: string }
    )[];
    const mismatches = formulas.flatMap((text, index) => {
      const ours = reducedFormula(text);
      const theirs = expected[index]!;
      const same = ours.ok === theirs.ok && (!ours.ok || (theirs.ok && ours.formula === theirs.formula));
      return same ? [] : [{ text, ours, theirs }];
    });
    expect(mismatches).toEqual([]);
    const refused = expected.filter((answer) => !answer.ok).length;
    // The generator reaches both sides: most formulas are read, some are refused.
    expect(refused).toBeGreaterThan(50);
    expect(formulas.length - refused).toBeGreaterThan(1000);
  }, 120_000);
});

if (!hasPymatgen()) console.warn(MISSING_PYMATGEN);
