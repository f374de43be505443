// The extraction scorer's identity. Every report and every stored scoring carries it.
// Bump rules (README.md): any change that can change a number is a new version.

export const EXTRACTION_SCORER = { name: "extraction-field-f1", version: "1.1.0" } as const;
