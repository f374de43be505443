// Why a submission cannot go on the board yet: both shot settings scored and, for MR-Ben, every
// subject fully covered and every verdict the judge stage owes present. Pure: it reads what
// scoring stored. An extraction file scores every reference (a missing prediction earns 0), so
// being scored is enough.
import { z } from "zod";
import { compareSubjects, subjectLabel } from "@/lib/mrben";

export interface ApprovalRun {
  shots: number;
  status: "processing" | "scored" | "failed";
  scoring: {
    /** The scorer's stored diagnostics (FileScoring.report). */
    report: unknown;
    subjects: { subject: string; rankable: boolean; matchedItems: number; benchmarkItems: number }[];
  } | null;
  /** Set instead of `scoring` when the submission is for an extraction benchmark. */
  extractionScoring?: { id: string } | null;
}

/** The diagnostics approval reads; older or seeded reports may lack any of them. */
const ZApprovalReport = z.object({
  missingSubjects: z.array(z.string()).optional(),
  review: z.object({ needingWithoutVerdict: z.number().optional() }).optional(),
  firstStage: z.boolean().optional(),
});

const SHOTS = [0, 1] as const;

function runBlockers(shots: number, run: ApprovalRun | undefined): string[] {
  const setting = `${shots}-shot`;
  if (!run) return [`No ${setting} results have been uploaded.`];
  if (run.status === "processing") return [`The ${setting} results are still being scored.`];
  if (run.status === "scored" && run.extractionScoring) return [];
  if (run.status === "failed" || !run.scoring) return [`The newest ${setting} upload failed to score.`];

  const blockers: string[] = [];
  const { subjects } = run.scoring;
  if (subjects.length === 0) blockers.push(`${setting}: the scoring has no subjects.`);
  for (const subject of [...subjects].sort((a, b) => compareSubjects(a.subject, b.subject))) {
    if (!subject.rankable) {
      blockers.push(
        `${setting}: ${subjectLabel(subject.subject)} covers ${subject.matchedItems} of ${subject.benchmarkItems} benchmark items (coverage must be complete).`,
      );
    }
  }
  const report = ZApprovalReport.safeParse(run.scoring.report);
  const diagnostics = report.success ? report.data : {};
  const missing = diagnostics.missingSubjects ?? [];
  if (missing.length > 0)
    blockers.push(`${setting}: no results for ${[...missing].sort(compareSubjects).map(subjectLabel).join(", ")}.`);
  if (diagnostics.firstStage)
    blockers.push(`${setting}: the judge stage has not run (the file carries no verdicts at all).`);
  const withoutVerdict = diagnostics.review?.needingWithoutVerdict ?? 0;
  if (withoutVerdict > 0) {
    blockers.push(
      `${setting}: ${withoutVerdict} record${withoutVerdict === 1 ? "" : "s"} the judge stage must review ${withoutVerdict === 1 ? "has" : "have"} no verdict.`,
    );
  }
  return blockers;
}

/**
 * Everything that stops approval, in words for the moderator; empty when it may be approved.
 * `runs` are every upload of the submission, newest first (as loadSubmission reads them): the
 * newest per shot setting is the one that counts.
 */
export function approvalBlockers(submission: { runs: readonly ApprovalRun[] }): string[] {
  return SHOTS.flatMap((shots) =>
    runBlockers(
      shots,
      submission.runs.find((run) => run.shots === shots),
    ),
  );
}
