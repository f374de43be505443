// Why a submission cannot go on the board yet: both shot settings scored, and each scored run
// cleared by its benchmark's kind (MR-Ben: every subject fully covered, every verdict the judge
// stage owes present). Pure: it reads the runs and what the kind said of each scored one.

export interface ApprovalRun {
  shots: number;
  status: "processing" | "scored" | "failed";
  /** Set for a scored run: what its kind says stops it (empty: nothing). */
  blockers: string[] | null;
}

const SHOTS = [0, 1] as const;

function runBlockers(shots: number, run: ApprovalRun | undefined): string[] {
  const setting = `${shots}-shot`;
  if (!run) return [`No ${setting} results have been uploaded.`];
  if (run.status === "processing") return [`The ${setting} results are still being scored.`];
  if (run.status === "failed" || run.blockers === null) return [`The newest ${setting} upload failed to score.`];
  return run.blockers;
}

/**
 * Everything that stops approval, in words for the moderator; empty when it may be approved.
 * `runs` are every upload of the submission, newest first: the newest per shot setting counts.
 */
export function approvalBlockers(submission: { runs: readonly ApprovalRun[] }): string[] {
  return SHOTS.flatMap((shots) =>
    runBlockers(
      shots,
      submission.runs.find((run) => run.shots === shots),
    ),
  );
}
