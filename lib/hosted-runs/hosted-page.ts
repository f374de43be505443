// What the hosted evaluation page reads: the submission (who may see and start runs, its model and
// benchmark), its runs' progress, and who started each (the one who may cancel it, with the submitter).
import "server-only";
import { db } from "@/lib/db";
import { listHostedRuns, type HostedRunProgress } from "./progress";

export async function loadHostedSubmission(submissionId: string) {
  return db.submission.findUnique({
    where: { id: submissionId },
    select: {
      id: true,
      userId: true,
      status: true,
      modelName: true,
      benchmark: { select: { id: true, kind: true, name: true } },
    },
  });
}

export async function listHostedRunsWithStarters(
  submissionId: string,
): Promise<Array<{ run: HostedRunProgress; createdById: string }>> {
  const [runs, starters] = await Promise.all([
    listHostedRuns({ submissionId }),
    db.hostedRun.findMany({ where: { submissionId }, select: { id: true, createdById: true } }),
  ]);
  const startedBy = new Map(starters.map((row) => [row.id, row.createdById]));
  return runs.map((run) => ({ run, createdById: startedBy.get(run.id) ?? "" }));
}

/** How many runs a submission has, and how many are still asking: the report page's line. */
export async function countHostedRuns(submissionId: string): Promise<{ total: number; active: number }> {
  const rows = await db.hostedRun.groupBy({ by: ["status"], where: { submissionId }, _count: { _all: true } });
  const count = (keep: (status: string) => boolean) =>
    rows.filter((row) => keep(row.status)).reduce((sum, row) => sum + row._count._all, 0);
  return { total: count(() => true), active: count((status) => status === "queued" || status === "running") };
}
