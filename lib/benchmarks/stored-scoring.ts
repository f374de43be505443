// What every page and service reads of a stored scoring (FileScoring), whatever its kind: the
// select that gives a StoredScoring.
import type { StoredScoring } from "./kind-server";

export const STORED_SCORING_SELECT = {
  id: true,
  scorerName: true,
  scorerVersion: true,
  variant: true,
  score: true,
  scoreCiLow: true,
  scoreCiHigh: true,
  summary: true,
  report: true,
  analyses: true,
  analysesVersion: true,
  createdAt: true,
  benchmarkVersion: { select: { id: true, number: true } },
} as const satisfies Record<keyof StoredScoring, unknown>;
