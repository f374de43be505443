// What stops a submission's approval, read from the database: its runs, and for each scored current
// run what its benchmark's kind says of it; and what of the benchmark its runs do not cover.
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
      blockers: scoring ? await found.server.approvalBlockers(scoring, shots, { partial: found.partial }) : null,
    })),
  );
  return approvalBlockers({ runs });
}

/** What of the benchmark the submission's scored runs do not cover, for its submitter (empty: all). */
export async function submissionCoverageGaps(submissionId: string): Promise<string[]> {
  const found = await currentRunsWithKind(submissionId);
  if (!found) throw new Error(`No submission ${submissionId}`);
  const { coverageBlockers } = found.server;
  if (!coverageBlockers) return [];
  const gaps = await Promise.all(
    found.runs.map(({ shots, scoring }) =>
      scoring ? coverageBlockers(scoring, shots, { partial: found.partial }) : Promise.resolve([]),
    ),
  );
  return gaps.flat();
}
