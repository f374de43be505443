// The scorer's identity. Every report and every stored score carries it.
// Bump rules (README.md): any change that can change a number is a new version.

export const SCORER = { name: "mrben-mr-score", version: "1.0.0" } as const;

export type ScorerId = { name: string; version: string };
