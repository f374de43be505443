// The API's representation of a submission and its runs (a documented, stable shape): a scored run's
// scoring has the figures every kind shares and its kind's own (docs/api.md).
import "server-only";
import { queuePosition } from "@/lib/submissions/queue-position";
import { benchmarkKind } from "@/lib/benchmarks/registry";
import { currentRuns, loadSubmission, type LoadedRun, type LoadedSubmission } from "@/lib/submissions/load-submission";
import { actorLabel } from "@/lib/audit-log/audit-log";

/** A stored bootstrap 95% interval, or null for a scoring made before intervals existed. */
function interval(low: number | null, high: number | null) {
  return low === null || high === null ? null : { low, high };
}

async function runJson(submission: Pick<LoadedSubmission, "benchmark">, run: LoadedRun) {
  const { scoring } = run;
  const kind = benchmarkKind(submission.benchmark.kind);
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
    scoring: scoring
      ? {
          scorer: { name: scoring.scorerName, version: scoring.scorerVersion },
          benchmarkVersion: scoring.benchmarkVersion.number,
          scoreLabel: kind.scoreLabel,
          score: scoring.score,
          scoreCi: interval(scoring.scoreCiLow, scoring.scoreCiHigh),
          ...(await (await kind.server()).scoringJson(scoring)),
        }
      : null,
  };
}

async function submissionJson(submission: LoadedSubmission) {
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
      priceInputUsdPerMTok: submission.priceInputUsdPerMTok,
      priceOutputUsdPerMTok: submission.priceOutputUsdPerMTok,
    },
    evaluation: {
      temperature: submission.temperature,
      judgeModel: submission.judgeModel,
      notes: submission.notes,
    },
    claimedScores: submission.claimedScores ?? null,
    /** The submitter marked it as covering part of the benchmark on purpose. */
    partial: submission.partial,
    submitter: actorLabel(submission.user),
    createdAt: submission.createdAt.toISOString(),
    submittedAt: submission.submittedAt?.toISOString() ?? null,
    approvedAt: submission.approvedAt?.toISOString() ?? null,
    /** While pending: its place in the moderators' queue (oldest first). */
    queue: await queuePosition(submission),
    results: {
      "0": runs["0"] ? await runJson(submission, runs["0"]) : null,
      "1": runs["1"] ? await runJson(submission, runs["1"]) : null,
    },
    links: { self: `/api/v1/submissions/${submission.id}`, page: `/submissions/${submission.id}` },
  };
}

/** The submission as it is now, or null when it is gone (deleted since the caller last saw it). */
export async function currentSubmissionJson(id: string) {
  const submission = await loadSubmission(id);
  return submission ? submissionJson(submission) : null;
}

/** One of the submission's runs as it is now, or null when either is gone. */
export async function currentRunJson(id: string, runId: string) {
  const submission = await loadSubmission(id);
  const run = submission?.runs.find((candidate) => candidate.id === runId);
  return submission && run ? runJson(submission, run) : null;
}
