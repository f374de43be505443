// What the chemistry engines answer for one molecule, and the key answers are looked up by.
// Pure: the scorer imports it.

/** How a molecule's text is read: as SMILES, as a name (OPSIN), or SMILES when it parses as one. */
export type MoleculeReading = "smiles" | "name" | "auto";

export type MoleculeAnswer = { ok: true; smiles: string; via: "smiles" | "name" } | { ok: false; reason: string };

/** The key of a molecule's answer: the same text read two ways is two questions. */
export function moleculeKey(as: MoleculeReading, text: string): string {
  return `${as}:${text}`;
}
