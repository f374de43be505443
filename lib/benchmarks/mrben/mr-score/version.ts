// The scorer's identity. Every report and every stored score carries it.
// Bump rules (README.md): any change that can change a number is a new version.
// 1.1.0: bootstrap 95% intervals of the subjects' MR-Scores and of the mean (no other number changed).

export const SCORER = { name: "mrben-mr-score", version: "1.1.0" } as const;

export type ScorerId = { name: string; version: string };
