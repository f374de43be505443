// An MR-Ben scoring as the submissions API shows it: the mean MR-Score with its interval, each
// subject's counts, metrics, interval and coverage, and the scorer's report.
import "server-only";
import type { StoredScoring } from "@/lib/benchmarks/kind-server";
import { db } from "@/lib/db";

const interval = (low: number | null, high: number | null) => (low === null || high === null ? null : { low, high });

export async function mrbenScoringJson(scoring: StoredScoring): Promise<Record<string, unknown>> {
  const subjects = await db.subjectScore.findMany({ where: { scoringId: scoring.id }, orderBy: { subject: "asc" } });
  return {
    meanMrScore: scoring.score,
    meanMrScoreCi: interval(scoring.scoreCiLow, scoring.scoreCiHigh),
    subjects: Object.fromEntries(
      subjects.map((subject) => [
        subject.subject,
        {
          n_correct: subject.nCorrect,
          n_incorrect: subject.nIncorrect,
          tp: subject.tp,
          tn: subject.tn,
          fp: subject.fp,
          fn: subject.fn,
          step_correct: subject.stepCorrect,
          reason_correct: subject.reasonCorrect,
          mcc: subject.mcc,
          acc_step: subject.accStep,
          acc_reason: subject.accReason,
          mr_score: subject.mrScore,
          mr_score_ci: interval(subject.ciLow, subject.ciHigh),
          coverage: {
            benchmarkItems: subject.benchmarkItems,
            matchedItems: subject.matchedItems,
            recordsInFile: subject.recordsInFile,
            matchedRecords: subject.matchedRecords,
          },
          rankable: subject.rankable,
        },
      ]),
    ),
    report: scoring.report,
  };
}
