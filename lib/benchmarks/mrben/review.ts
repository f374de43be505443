// What a moderator reads of an MR-Ben submission at a glance: each scored run's coverage, tampering,
// parse mismatches, claims and judge agreement (review-signals.ts), what stops its approval
// (approval.ts), and the judges it names.
import "server-only";
import type { CoverageContext, RunReview, SetupReview, SignalLine, StoredScoring } from "@/lib/benchmarks/kind-server";
import type { Shots } from "@/lib/benchmarks/kind";
import { db } from "@/lib/db";
import { mrbenCoverageBlockers, mrbenRunBlockers } from "./approval";
import { formatClaimDifference } from "./claim-difference";
import { runFlags, runSignals, unexpectedJudges, type RunSignals } from "./review-signals";

const number = new Intl.NumberFormat("en-US");

async function scoredRunFacts(scoringId: string) {
  return db.fileScoring.findUniqueOrThrow({
    where: { id: scoringId },
    select: {
      score: true,
      report: true,
      subjects: { select: { subject: true, rankable: true, matchedItems: true, benchmarkItems: true } },
      judgeAudits: {
        select: {
          scope: true,
          status: true,
          judged: true,
          total: true,
          createdAt: true,
          verdicts: {
            where: { status: "judged" },
            select: { subject: true, recordIndex: true, submittedCounts: true, counts: true },
          },
        },
      },
    },
  });
}

export async function mrbenApprovalBlockers(
  scoring: StoredScoring,
  shots: Shots,
  submission: CoverageContext,
): Promise<string[]> {
  return mrbenRunBlockers(shots, await scoredRunFacts(scoring.id), submission);
}

export async function mrbenCoverage(
  scoring: StoredScoring,
  shots: Shots,
  submission: CoverageContext,
): Promise<string[]> {
  return mrbenCoverageBlockers(shots, await scoredRunFacts(scoring.id), submission);
}

/** The signals of a scored run, as MR-Ben computes them. */
async function mrbenRunSignals(scoring: StoredScoring, shots: Shots, claimedScores: unknown) {
  const facts = await scoredRunFacts(scoring.id);
  return runSignals(shots, { status: "scored", scoring: facts }, claimedScores);
}

function signalLines(run: RunSignals): SignalLine[] {
  const audit = run.judgeAudit;
  return [
    { label: "Subjects rankable", value: `${run.subjectsRankable} / ${run.subjectsTotal}` },
    {
      label: "Items matched",
      value: `${number.format(run.matchedItems)} / ${number.format(run.benchmarkItems)}`,
    },
    { label: "Tampered truth", value: number.format(run.tamperedTruth) },
    { label: "Parse mismatches", value: number.format(run.parseMismatches) },
    {
      label: "Unknown / duplicate",
      value: `${number.format(run.unknownRecords)} / ${number.format(run.duplicates)}`,
    },
    { label: "Recomputed", value: run.recomputedMean === null ? "–" : run.recomputedMean.toFixed(1) },
    {
      label: "Claimed",
      value:
        run.claimedMean === null
          ? "not claimed"
          : `${run.claimedMean.toFixed(1)} (${formatClaimDifference(run.claimDifference ?? 0)})`,
    },
    {
      label: "Judge agreement",
      testId: `signals-judge-${run.shots}`,
      value:
        audit === null
          ? "not audited"
          : audit.judged === 0
            ? `judging (0 / ${audit.total})`
            : `${(audit.rate * 100).toFixed(1)}% of ${audit.judged}${audit.status === "running" ? " so far" : ""}`,
    },
  ];
}

export async function mrbenReviewRun(
  scoring: StoredScoring,
  { shots, claimedScores }: { shots: Shots; claimedScores: unknown },
): Promise<RunReview> {
  const signals = await mrbenRunSignals(scoring, shots, claimedScores);
  return { lines: signalLines(signals), flags: runFlags(signals), detail: signals };
}

/** The judges the submission and its runs' verdicts name, each marked when not the recommended one. */
export function mrbenReviewSetup(submission: { judgeModel: string }, scorings: (StoredScoring | null)[]): SetupReview {
  const fromVerdicts = [...new Set(scorings.flatMap((scoring) => (scoring ? judgeModelsOf(scoring.report) : [])))];
  const unexpected = unexpectedJudges(submission.judgeModel, [{ judgeModels: fromVerdicts }]);
  const mark = (model: string) => (unexpected.includes(model) ? `${model} ⚠ not recommended` : model);
  return {
    lines: [
      { label: "Stated", value: mark(submission.judgeModel) },
      ...(fromVerdicts.length > 0 ? [{ label: "In the verdicts", value: fromVerdicts.map(mark).join(", ") }] : []),
    ],
    flags: unexpected.map((judge) => `judge ${judge} is not the recommended one`),
  };
}

function judgeModelsOf(report: unknown): string[] {
  const judges = (report as { judgeModels?: unknown } | null)?.judgeModels;
  return Array.isArray(judges)
    ? judges.flatMap((judge) =>
        typeof (judge as { model?: unknown }).model === "string" ? [(judge as { model: string }).model] : [],
      )
    : [];
}
