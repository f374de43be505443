// What a board shows of an approved submission in one shot setting: its newest scored upload, as the
// board counts it (counted-entries.ts); a newer upload still being scored does not hide it.
import type { Shots } from "@/lib/benchmarks/kind";
import type { StoredScoring } from "@/lib/benchmarks/kind-server";
import { STORED_SCORING_SELECT } from "@/lib/benchmarks/stored-scoring";

/** The `runs` selection of a submission query: its newest scored run of `shots`, with the stored scoring. */
export const newestRunOf = (shots: Shots) => ({
  where: { shots, status: "scored" as const, scoringId: { not: null } },
  orderBy: [{ createdAt: "desc" as const }, { id: "desc" as const }],
  take: 1,
  select: { scoring: { select: STORED_SCORING_SELECT } },
});

/** The scoring of that run, or null when the submission has no scored run of the setting. */
export function newestScoring(runs: { scoring: StoredScoring | null }[]): StoredScoring | null {
  return runs[0]?.scoring ?? null;
}
