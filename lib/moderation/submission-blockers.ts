// What stops a submission's approval, read from the database: its runs, and for each scored current
// run what its benchmark's kind says of it.
import "server-only";
import type { Shots } from "@/lib/benchmarks/kind";
import { STORED_SCORING_SELECT } from "@/lib/benchmarks/stored-scoring";
import { benchmarkKind } from "@/lib/benchmarks/registry";
import { db } from "@/lib/db";
import { approvalBlockers, type ApprovalRun } from "./approvability";

export async function submissionBlockers(submissionId: string): Promise<string[]> {
  const submission = await db.submission.findUniqueOrThrow({
    where: { id: submissionId },
    select: {
      benchmark: { select: { kind: true } },
      runs: {
        orderBy: { createdAt: "desc" },
        select: { shots: true, status: true, scoring: { select: STORED_SCORING_SELECT } },
      },
    },
  });
  const server = await benchmarkKind(submission.benchmark.kind).server();
  const current = ([0, 1] as const).flatMap((shots) => {
    const run = submission.runs.find((candidate) => candidate.shots === shots);
    return run ? [{ ...run, shots }] : [];
  });
  const runs: ApprovalRun[] = await Promise.all(
    current.map(async (run) => ({
      shots: run.shots,
      status: run.status,
      blockers:
        run.status === "scored" && run.scoring ? await server.approvalBlockers(run.scoring, run.shots as Shots) : null,
    })),
  );
  return approvalBlockers({ runs });
}
