// What a moderator's review page of a submission shows: the submission and its current runs, the
// queue's signals, the spot-check sample, the history, what blocks approval, the decisions its
// status allows, and its kind's view to render the runs with. Null when there is no such submission.
import "server-only";
import { submissionHistory } from "@/lib/audit-log/audit-log";
import { benchmarkKind } from "@/lib/benchmarks/registry";
import { reviewSignals } from "@/lib/moderation/review-queue";
import { spotCheckSample } from "@/lib/moderation/spot-check";
import { submissionBlockers } from "@/lib/moderation/submission-blockers";
import { decisionsFrom } from "@/lib/moderation/transitions";
import { currentRuns, loadSubmission } from "./load-submission";

export async function loadReviewPage(id: string) {
  const submission = await loadSubmission(id);
  if (!submission) return null;
  const [signals, samples, events, blockers, view] = await Promise.all([
    reviewSignals(id),
    spotCheckSample(id),
    submissionHistory(id),
    submissionBlockers(id),
    benchmarkKind(submission.benchmark.kind).view(),
  ]);
  if (!signals) return null;
  return {
    submission,
    asksJudge: benchmarkKind(submission.benchmark.kind).asks.judgeModel,
    runs: currentRuns(submission),
    signals,
    samples,
    events,
    blockers,
    view,
    decisions: decisionsFrom(submission.status),
  };
}
