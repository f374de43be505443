// What stops a scored MR-Ben run from going on the board: a subject not fully covered, subjects of
// the benchmark the file lacks, a file from before the judge stage, or verdicts it owes. Pure: it
// reads what scoring stored.
import { z } from "zod";
import { compareSubjects, subjectLabel } from "@/lib/benchmarks/mrben/benchmark";

export interface ScoredRunFacts {
  /** The scorer's stored diagnostics (FileScoring.report). */
  report: unknown;
  subjects: { subject: string; rankable: boolean; matchedItems: number; benchmarkItems: number }[];
}

/** The diagnostics approval reads; older or seeded reports may lack any of them. */
const ZApprovalReport = z.object({
  missingSubjects: z.array(z.string()).optional(),
  review: z.object({ needingWithoutVerdict: z.number().optional() }).optional(),
  firstStage: z.boolean().optional(),
});

/**
 * What of MR-Ben a scored run does not cover: subjects it lacks (unless its submission covers part of
 * the benchmark on purpose), subjects it covers in part.
 */
export function mrbenCoverageBlockers(
  shots: number,
  scoring: ScoredRunFacts,
  { partial }: { partial: boolean },
): string[] {
  const setting = `${shots}-shot`;
  const blockers: string[] = [];
  const { subjects } = scoring;
  if (subjects.length === 0) blockers.push(`${setting}: the scoring has no subjects.`);
  for (const subject of [...subjects].sort((a, b) => compareSubjects(a.subject, b.subject))) {
    if (!subject.rankable) {
      blockers.push(
        `${setting}: ${subjectLabel(subject.subject)} covers ${subject.matchedItems} of ${subject.benchmarkItems} benchmark items (coverage must be complete).`,
      );
    }
  }
  const missing = readReport(scoring).missingSubjects ?? [];
  if (missing.length > 0 && !partial)
    blockers.push(
      `${setting}: not rankable, ${missing.length} of ${subjects.length + missing.length} subjects missing: ` +
        `${[...missing].sort(compareSubjects).map(subjectLabel).join(", ")}.`,
    );
  return blockers;
}

function readReport(scoring: ScoredRunFacts) {
  const report = ZApprovalReport.safeParse(scoring.report);
  return report.success ? report.data : {};
}

export function mrbenRunBlockers(shots: number, scoring: ScoredRunFacts, submission: { partial: boolean }): string[] {
  const setting = `${shots}-shot`;
  const blockers = mrbenCoverageBlockers(shots, scoring, submission);
  const diagnostics = readReport(scoring);
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
