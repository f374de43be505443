// The API's representation of a submission and its runs (a documented, stable shape).
import { currentRuns, type LoadedRun, type LoadedSubmission } from "@/lib/submissions/load-submission";

/** A stored bootstrap 95% interval, or null for a scoring made before intervals existed. */
function interval(low: number | null, high: number | null) {
  return low === null || high === null ? null : { low, high };
}

export function runJson(run: LoadedRun) {
  return {
    id: run.id,
    shots: run.shots,
    status: run.status,
    fileName: run.fileName,
    sizeBytes: run.sizeBytes === null ? null : Number(run.sizeBytes),
    sha256: run.sha256,
    createdAt: run.createdAt.toISOString(),
    finishedAt: run.finishedAt?.toISOString() ?? null,
    failure:
      run.status === "failed"
        ? { code: run.failureCode, detail: run.failureDetail, problems: run.problems ?? [] }
        : null,
    scoring: run.scoring
      ? {
          scorer: { name: run.scoring.scorerName, version: run.scoring.scorerVersion },
          benchmarkVersion: run.scoring.benchmarkVersion.number,
          meanMrScore: run.scoring.meanMrScore,
          meanMrScoreCi: interval(run.scoring.meanCiLow, run.scoring.meanCiHigh),
          subjects: Object.fromEntries(
            run.scoring.subjects.map((subject) => [
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
          report: run.scoring.report,
        }
      : null,
    extractionScoring: run.extractionScoring
      ? {
          scorer: { name: run.extractionScoring.scorerName, version: run.extractionScoring.scorerVersion },
          benchmarkVersion: run.extractionScoring.benchmarkVersion.number,
          matching: run.extractionScoring.matching,
          normalization: run.extractionScoring.normalization,
          records: run.extractionScoring.records,
          recall: run.extractionScoring.recall,
          precision: run.extractionScoring.precision,
          f1: run.extractionScoring.f1,
          f1Ci: interval(run.extractionScoring.f1CiLow, run.extractionScoring.f1CiHigh),
          micro: {
            recall: run.extractionScoring.microRecall,
            precision: run.extractionScoring.microPrecision,
            f1: run.extractionScoring.microF1,
          },
          report: run.extractionScoring.report,
        }
      : null,
  };
}

export function submissionJson(submission: LoadedSubmission) {
  const runs = currentRuns(submission);
  return {
    id: submission.id,
    benchmark: { slug: submission.benchmark.slug, name: submission.benchmark.name, kind: submission.benchmark.kind },
    status: submission.status,
    /** Send it back with a decision or a withdrawal: it names the state you acted on. */
    revision: submission.revision,
    model: {
      name: submission.modelName,
      link: submission.modelLink,
      description: submission.description,
      organization: submission.organization,
      parameterCount: submission.parameterCount === null ? null : submission.parameterCount.toString(),
      openWeights: submission.openWeights,
    },
    evaluation: {
      temperature: submission.temperature,
      judgeModel: submission.judgeModel,
      notes: submission.notes,
    },
    claimedScores: submission.claimedScores ?? null,
    submitter: submission.user.githubLogin ?? submission.user.name,
    createdAt: submission.createdAt.toISOString(),
    submittedAt: submission.submittedAt?.toISOString() ?? null,
    approvedAt: submission.approvedAt?.toISOString() ?? null,
    results: { "0": runs["0"] ? runJson(runs["0"]) : null, "1": runs["1"] ? runJson(runs["1"]) : null },
    links: { self: `/api/v1/submissions/${submission.id}`, page: `/submissions/${submission.id}` },
  };
}
