// A submission's current run of each shot setting (the newest upload, whatever became of it) with its
// stored scoring, and its benchmark kind's server part to ask about them; null when there is no such
// submission.
import "server-only";
import type { Shots } from "@/lib/benchmarks/kind";
import type { StoredScoring } from "@/lib/benchmarks/kind-server";
import { benchmarkKind } from "@/lib/benchmarks/registry";
import { STORED_SCORING_SELECT } from "@/lib/benchmarks/stored-scoring";
import { db } from "@/lib/db";
import type { RunStatus } from "@/lib/generated/prisma/client";

export interface CurrentRun {
  shots: Shots;
  status: RunStatus;
  /** Set when the run is scored. */
  scoring: StoredScoring | null;
}

export async function currentRunsWithKind(submissionId: string) {
  const submission = await db.submission.findUnique({
    where: { id: submissionId },
    select: {
      partial: true,
      benchmark: { select: { kind: true } },
      runs: {
        orderBy: { createdAt: "desc" },
        select: { shots: true, status: true, scoring: { select: STORED_SCORING_SELECT } },
      },
    },
  });
  if (!submission) return null;
  const runs = ([0, 1] as const).flatMap((shots): CurrentRun[] => {
    const run = submission.runs.find((candidate) => candidate.shots === shots);
    if (!run) return [];
    return [{ shots, status: run.status, scoring: run.status === "scored" ? run.scoring : null }];
  });
  return { server: await benchmarkKind(submission.benchmark.kind).server(), runs, partial: submission.partial };
}
