// What a board shows of an approved submission: its newest upload of the shot setting, when scored.
import type { Shots } from "@/lib/benchmarks/kind";
import type { StoredScoring } from "@/lib/benchmarks/kind-server";
import { STORED_SCORING_SELECT } from "@/lib/benchmarks/stored-scoring";

/** The `runs` selection of a submission query: its newest run of `shots`, with the stored scoring. */
export const newestRunOf = (shots: Shots) => ({
  where: { shots },
  orderBy: [{ createdAt: "desc" as const }, { id: "desc" as const }],
  take: 1,
  select: { status: true, scoring: { select: STORED_SCORING_SELECT } },
});

/** The scoring of that run, or null when the newest upload is not scored (still processing, or failed). */
export function newestScoring(runs: { status: string; scoring: StoredScoring | null }[]): StoredScoring | null {
  const run = runs[0];
  return run?.status === "scored" && run.scoring ? run.scoring : null;
}
