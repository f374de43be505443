// What stops a submission's approval, read from the database: its runs, and for each scored current
// run what its benchmark's kind says of it.
import "server-only";
import { approvalBlockers, type ApprovalRun } from "./approvability";
import { currentRunsWithKind } from "./current-runs";

export async function submissionBlockers(submissionId: string): Promise<string[]> {
  const found = await currentRunsWithKind(submissionId);
  if (!found) throw new Error(`No submission ${submissionId}`);
  const runs: ApprovalRun[] = await Promise.all(
    found.runs.map(async ({ shots, status, scoring }) => ({
      shots,
      status,
      blockers: scoring ? await found.server.approvalBlockers(scoring, shots) : null,
    })),
  );
  return approvalBlockers({ runs });
}
