// The chemistry normalization's references: Debian's python3-pymatgen and python3-rdkit, run with
// /usr/bin/python3 (tests/python/chemistry_reference.py), and OPSIN itself. Tests that need one skip,
// saying so, when it is absent; .ci/run installs them.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { opsinAvailability } from "@/lib/benchmarks/extraction/chemistry/opsin";
import { PROJECT_ROOT } from "./shared-data";

const SYSTEM_PYTHON = "/usr/bin/python3";
const SCRIPT = path.join(PROJECT_ROOT, "tests/python/chemistry_reference.py");

const imported = new Map<string, boolean>();
function imports(module: string): boolean {
  let found = imported.get(module);
  if (found === undefined) {
    found = spawnSync(SYSTEM_PYTHON, ["-c", `import ${module}`], { stdio: "ignore" }).status === 0;
    imported.set(module, found);
  }
  return found;
}

/** Whether Debian's pymatgen can be imported (asked once, on first call: importing it takes seconds). */
export const hasPymatgen = () => imports("pymatgen.core");
export const hasPythonRdkit = () => imports("rdkit.Chem");

const install = (packageName: string) => `as root: apt-get install ${packageName} (Debian; .ci/run installs it)`;
export const MISSING_PYMATGEN = `Skipping the pymatgen reference tests: ${SYSTEM_PYTHON} cannot import pymatgen.core; ${install("python3-pymatgen")}.`;
export const MISSING_PYTHON_RDKIT = `Skipping the RDKit reference tests: ${SYSTEM_PYTHON} cannot import rdkit; ${install("python3-rdkit")}.`;

/** Runs one batch through the reference script; one answer per text, in order. */
export function runChemistryReference(
  command: "reduced-formula" | "canonical-smiles",
  texts: readonly string[],
): unknown[] {
  const result = spawnSync(SYSTEM_PYTHON, [SCRIPT, command], {
    input: JSON.stringify(texts),
    encoding: "utf8",
    maxBuffer: 256 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`${SCRIPT} ${command} failed (${result.status}): ${result.stderr}`);
  const answers = JSON.parse(result.stdout) as unknown[];
  if (answers.length !== texts.length) throw new Error(`${SCRIPT} answered ${answers.length} of ${texts.length}`);
  return answers;
}

/** The version of a reference package, or null when it cannot be imported. */
export function referenceVersion(name: "pymatgen" | "rdkit"): string | null {
  const result = spawnSync(SYSTEM_PYTHON, [SCRIPT, "version", name], { encoding: "utf8" });
  return result.status === 0 ? (JSON.parse(result.stdout) as string) : null;
}

/** Whether OPSIN runs here (Debian's libopsin-java and a Java runtime, or OPSIN_JAR). */
export const hasOpsin = () => opsinAvailability().ok;
export const MISSING_OPSIN = `Skipping the OPSIN tests: OPSIN cannot run here; ${install("libopsin-java default-jre-headless")}.`;
