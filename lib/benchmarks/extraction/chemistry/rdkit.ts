// Canonical SMILES with RDKit's WebAssembly build (@rdkit/rdkit), loaded once per process or worker.
// The npm release is pinned to the RDKit release Debian ships (python3-rdkit 2022.09.3): canonical
// SMILES change between RDKit releases (from 2025.03 atoms bonded to metals are written in
// brackets, "[Li][CH2]CCC" for "[Li]CCCC"), and the tests compare with Debian's RDKit.
import { createRequire } from "node:module";

export type CanonicalSmiles = { ok: true; smiles: string } | { ok: false; reason: string };

/** What this module uses of RDKit's MinimalLib (the package's own types do not declare its loader). */
interface RdkitMolecule {
  is_valid(): boolean;
  get_smiles(): string;
  delete(): void;
}
export interface RdkitModule {
  get_mol(input: string, detailsJson?: string): RdkitMolecule | null;
  version(): string;
}

/**
 * Longest SMILES canonicalized (real molecules of the shared ORD files and RDKit's NCI set stay
 * under 300 characters). This build has a fixed 16 MiB heap and recurses deeply: 4,800 characters of
 * benzene rings exhaust the heap and abort the module; a chain of 1,500 carbons takes 10 s.
 */
export const MAX_SMILES_LENGTH = 1_000;

let loading: Promise<RdkitModule> | null = null;

/** RDKit's module, loaded on first use; later calls share it. */
export function loadRdkit(): Promise<RdkitModule> {
  loading ??= instantiate();
  const pending = loading;
  pending.catch(() => {
    if (loading === pending) loading = null;
  });
  return pending;
}

async function instantiate(): Promise<RdkitModule> {
  const uncaught = new Set(process.listeners("uncaughtException"));
  const rejected = new Set(process.listeners("unhandledRejection"));
  // A CommonJS module that finds its .wasm beside itself, so it is required at run time, never bundled.
  const initRdkit: unknown = createRequire(import.meta.url)("@rdkit/rdkit");
  if (typeof initRdkit !== "function") throw new Error("@rdkit/rdkit did not export its loader function");
  const rdkit = await (initRdkit as () => Promise<RdkitModule>)();
  // Emscripten's glue adds process-wide listeners that rethrow; what an uncaught error does is the
  // host process's decision, not a library's.
  for (const listener of process.listeners("uncaughtException")) {
    if (!uncaught.has(listener)) process.removeListener("uncaughtException", listener);
  }
  for (const listener of process.listeners("unhandledRejection")) {
    if (!rejected.has(listener)) process.removeListener("unhandledRejection", listener);
  }
  return rdkit;
}

/** After RDKit aborted (heap exhausted), the module is unusable: the next call loads a new one. */
async function forget(rdkit: RdkitModule): Promise<void> {
  const pending = loading;
  if (pending && (await pending.catch(() => null)) === rdkit && loading === pending) loading = null;
}

/** The RDKit release in use, e.g. "2022.09.3". */
export async function rdkitVersion(): Promise<string> {
  return (await loadRdkit()).version();
}

/** Why a text is not taken as SMILES before RDKit sees it, or null. */
function refusal(text: string): string | null {
  if (text === "") return "empty SMILES";
  // RDKit would read up to the first space and take the rest for a title ("CCO ethanol" as CCO).
  if (/\s/.test(text)) return `"${text}" has whitespace inside: not one SMILES`;
  // MinimalLib reads a JSON molecule too; Chem.MolFromSmiles does not.
  if (text.startsWith("{")) return `"${text}" is not a SMILES`;
  if (text.length > MAX_SMILES_LENGTH) return `a SMILES of ${text.length} characters (at most ${MAX_SMILES_LENGTH})`;
  return null;
}

/**
 * RDKit's canonical SMILES of a SMILES text, as Chem.MolToSmiles(Chem.MolFromSmiles(text)) gives it
 * (ends trimmed; whitespace inside refused); never throws.
 */
export async function canonicalSmiles(text: string): Promise<CanonicalSmiles> {
  // A module that aborted (on this text or an earlier one) is replaced, and the text tried once more.
  for (let attempt = 1; ; attempt++) {
    let rdkit: RdkitModule;
    try {
      rdkit = await loadRdkit();
    } catch (error) {
      return { ok: false, reason: `RDKit could not be loaded: ${messageOf(error)}` };
    }
    const answer = canonicalSmilesWith(rdkit, text);
    if (!("aborted" in answer)) return answer;
    await forget(rdkit);
    if (attempt === 2) return { ok: false, reason: answer.reason };
  }
}

/** The same on a module already loaded; `aborted`: RDKit broke down and this module must not be used again. */
export function canonicalSmilesWith(
  rdkit: RdkitModule,
  text: string,
): CanonicalSmiles | { ok: false; reason: string; aborted: true } {
  const smilesText = text.trim();
  const refused = refusal(smilesText);
  if (refused) return { ok: false, reason: refused };
  let molecule: RdkitMolecule | null = null;
  try {
    molecule = rdkit.get_mol(smilesText);
    if (!molecule || !molecule.is_valid()) return { ok: false, reason: `RDKit cannot parse "${smilesText}" as SMILES` };
    const smiles = molecule.get_smiles();
    return smiles === "" ? { ok: false, reason: `RDKit wrote no SMILES for "${smilesText}"` } : { ok: true, smiles };
  } catch (error) {
    const reason = `RDKit failed on "${smilesText}": ${messageOf(error)}`;
    // A stack overflow leaves the module usable; an abort or a trap does not.
    return error instanceof WebAssembly.RuntimeError ? { ok: false, reason, aborted: true } : { ok: false, reason };
  } finally {
    try {
      molecule?.delete();
    } catch {
      // The module aborted: its memory is gone with it.
    }
  }
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
