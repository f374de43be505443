// The signals a reviewer reads at a glance, computed from one run's stored scoring (pure).
import { judgeAgreement } from "@/lib/benchmarks/mrben/judge-audit/agreement";
import { auditForSignals } from "@/lib/benchmarks/mrben/judge-audit/audit-summary";
import type { Diagnostics } from "@/lib/benchmarks/mrben/mr-score";
import { DEFAULT_JUDGE_MODEL, ZClaimedScores } from "@/lib/validations/submission-meta";
import { claimDifference } from "./claim-difference";

/** The judge model the MR-Ben authors used; any other judge makes scores incomparable. */
const RECOMMENDED_JUDGE_MODEL = DEFAULT_JUDGE_MODEL;

/** Claimed and recomputed means further apart than this (in percentage points) are flagged. */
const CLAIM_TOLERANCE_POINTS = 0.1;

export type RunSignals = {
  shots: 0 | 1;
  status: "processing" | "scored" | "failed" | "missing";
  subjectsRankable: number;
  subjectsTotal: number;
  matchedItems: number;
  benchmarkItems: number;
  tamperedTruth: number;
  parseMismatches: number;
  unknownRecords: number;
  duplicates: number;
  needingWithoutVerdict: number;
  /** Percent, as the submitter claimed it; null when not claimed. */
  claimedMean: number | null;
  /** Percent, as recomputed by the scorer; null when not scored. */
  recomputedMean: number | null;
  /** Claimed minus recomputed in percentage points (claim-difference.ts); null when either is missing. */
  claimDifference: number | null;
  judgeModels: string[];
  /** The server judge's agreement with the submitted verdicts (null: no audit). */
  judgeAudit: JudgeAuditSignal | null;
};

type JudgeAuditSignal = {
  scope: "sample" | "full";
  status: "running" | "completed" | "incomplete";
  judged: number;
  total: number;
  rate: number;
  low: number;
  high: number;
  lowAgreement: boolean;
};

/** An audit's row as the signals read it: its judged verdicts, submitted vs server. */
type AuditInput = {
  scope: "sample" | "full";
  status: "running" | "completed" | "incomplete";
  judged: number;
  total: number;
  createdAt: Date;
  verdicts: { subject: string; recordIndex: number; submittedCounts: boolean; counts: boolean | null }[];
};

type ScoredSubject = { rankable: boolean; matchedItems: number; benchmarkItems: number };

export type RunInput = {
  status: "processing" | "scored" | "failed";
  scoring: { score: number; report: unknown; subjects: ScoredSubject[]; judgeAudits?: AuditInput[] } | null;
} | null;

/** The report is stored JSON: read it defensively, as old or seeded rows may lack parts. */
function readReport(report: unknown): Partial<Diagnostics> {
  return report !== null && typeof report === "object" ? (report as Partial<Diagnostics>) : {};
}

function claimedMean(claimedScores: unknown, shots: 0 | 1): number | null {
  const parsed = ZClaimedScores.safeParse(claimedScores ?? {});
  if (!parsed.success) return null;
  return parsed.data[shots === 0 ? "0" : "1"]?.mean ?? null;
}

export function runSignals(shots: 0 | 1, run: RunInput, claimedScores: unknown): RunSignals {
  const claimed = claimedMean(claimedScores, shots);
  const scoring = run?.status === "scored" ? run.scoring : null;
  const report = readReport(scoring?.report);
  const subjects = scoring?.subjects ?? [];
  const recomputed = scoring ? scoring.score * 100 : null;
  return {
    shots,
    status: run ? run.status : "missing",
    subjectsRankable: subjects.filter((subject) => subject.rankable).length,
    // Counted against the benchmark's subjects: a file of two subjects is "2 / 6", not "2 / 2".
    subjectsTotal: subjects.length + (report.missingSubjects?.length ?? 0),
    matchedItems: subjects.reduce((sum, subject) => sum + subject.matchedItems, 0),
    benchmarkItems: subjects.reduce((sum, subject) => sum + subject.benchmarkItems, 0),
    tamperedTruth: report.truthMismatches?.total ?? 0,
    parseMismatches: report.parseMismatches?.total ?? 0,
    unknownRecords: report.unknownRecords?.total ?? 0,
    duplicates: report.duplicates?.total ?? 0,
    needingWithoutVerdict: report.review?.needingWithoutVerdict ?? 0,
    claimedMean: claimed,
    recomputedMean: recomputed,
    claimDifference: claimed !== null && recomputed !== null ? claimDifference(claimed, recomputed) : null,
    judgeModels: (report.judgeModels ?? []).map((judge) => judge.model),
    judgeAudit: judgeAuditSignal(scoring?.judgeAudits ?? []),
  };
}

function judgeAuditSignal(audits: readonly AuditInput[]): JudgeAuditSignal | null {
  const audit = auditForSignals(audits);
  if (!audit) return null;
  const agreement = judgeAgreement({
    pairs: audit.verdicts.map((verdict) => ({
      subject: verdict.subject,
      key: String(verdict.recordIndex),
      submitted: verdict.submittedCounts,
      audited: verdict.counts === true,
    })),
  });
  return {
    scope: audit.scope,
    status: audit.status,
    judged: agreement.overall.judged,
    total: audit.total,
    rate: agreement.overall.rate,
    low: agreement.overall.interval.low,
    high: agreement.overall.interval.high,
    lowAgreement: agreement.lowAgreement,
  };
}

/** Every judge named by the submission or its reports that is not the recommended one. */
export function unexpectedJudges(judgeModel: string, runs: Pick<RunSignals, "judgeModels">[]): string[] {
  const named = new Set([judgeModel, ...runs.flatMap((run) => run.judgeModels)]);
  return [...named].filter((model) => model !== RECOMMENDED_JUDGE_MODEL).sort();
}

/** Short flag texts for one run, empty when nothing needs a second look. */
export function runFlags(run: RunSignals): string[] {
  const flags: string[] = [];
  if (run.status !== "scored") flags.push(`${run.shots}-shot not scored (${run.status})`);
  if (run.subjectsRankable < run.subjectsTotal)
    flags.push(`${run.shots}-shot: ${run.subjectsTotal - run.subjectsRankable} subject(s) incomplete`);
  if (run.tamperedTruth > 0) flags.push(`${run.shots}-shot: ${run.tamperedTruth} tampered truth`);
  if (run.parseMismatches > 0) flags.push(`${run.shots}-shot: ${run.parseMismatches} parse mismatch(es)`);
  if (run.unknownRecords > 0) flags.push(`${run.shots}-shot: ${run.unknownRecords} unknown record(s)`);
  if (run.duplicates > 0) flags.push(`${run.shots}-shot: ${run.duplicates} duplicate(s)`);
  if (run.needingWithoutVerdict > 0) flags.push(`${run.shots}-shot: ${run.needingWithoutVerdict} missing verdict(s)`);
  if (run.judgeAudit?.lowAgreement) {
    const audit = run.judgeAudit;
    const pct = (value: number) => (value * 100).toFixed(1);
    flags.push(
      `${run.shots}-shot: the server's judge agrees with ${pct(audit.rate)}% [${pct(audit.low)}, ${pct(audit.high)}] of ${audit.judged} verdict(s)`,
    );
  }
  if (run.claimDifference !== null && Math.abs(run.claimDifference) > CLAIM_TOLERANCE_POINTS)
    flags.push(
      `${run.shots}-shot: claimed ${run.claimedMean?.toFixed(1)}, recomputed ${run.recomputedMean?.toFixed(1)}`,
    );
  return flags;
}
