// The chemistry step of chem-v1: each molecule of a file to RDKit's canonical SMILES. SMILES go
// straight to RDKit; names go to OPSIN first (in batches, one process), and OPSIN's SMILES then to
// RDKit, so that a name and a SMILES of one molecule end as the same text. Never throws: a value
// no engine reads is an answer with its reason, which the scorer counts and compares as written.
import type { MoleculeAnswers, MoleculeQuery } from "@/lib/benchmarks/extraction/extraction-score";
import { moleculeKey, type MoleculeAnswer } from "./molecule-answer";
import { namesToSmiles, opsinAvailability } from "./opsin";
import { canonicalSmiles } from "./rdkit";

/** Why chemistry cannot run here (OPSIN missing, with how to install it), or null when it can. */
export function chemistryUnavailable(): string | null {
  const opsin = opsinAvailability();
  return opsin.ok ? null : opsin.message;
}

export async function resolveMolecules(queries: readonly MoleculeQuery[]): Promise<MoleculeAnswers> {
  const answers = new Map<string, MoleculeAnswer>();
  const names: { key: string; text: string; smilesReason: string | null }[] = [];
  for (const { text, as } of queries) {
    const key = moleculeKey(as, text);
    if (answers.has(key)) continue;
    if (as === "name") {
      names.push({ key, text, smilesReason: null });
      continue;
    }
    const canonical = await canonicalSmiles(text);
    if (canonical.ok) answers.set(key, { ok: true, smiles: canonical.smiles, via: "smiles" });
    else if (as === "auto") names.push({ key, text, smilesReason: canonical.reason });
    else answers.set(key, { ok: false, reason: canonical.reason });
  }
  const fromOpsin = await namesToSmiles(names.map(({ text }) => text));
  for (const [index, { key, text, smilesReason }] of names.entries()) {
    const named = fromOpsin[index]!;
    if (!named.ok) {
      const reason = smilesReason
        ? `not SMILES (${smilesReason}) nor a name OPSIN reads (${named.reason})`
        : named.reason;
      answers.set(key, { ok: false, reason });
      continue;
    }
    const canonical = await canonicalSmiles(named.smiles);
    answers.set(
      key,
      canonical.ok
        ? { ok: true, smiles: canonical.smiles, via: "name" }
        : {
            ok: false,
            reason: `OPSIN read "${text}" as ${named.smiles}, which RDKit cannot read: ${canonical.reason}`,
          },
    );
  }
  return answers;
}
