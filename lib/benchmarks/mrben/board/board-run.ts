// A scored run as the board shows it (RunResult), from the run and the scoring it shows: its
// provenance, mean and subjects with intervals, the server judge's figures and the difficulty
// levels. The current board and the board as it stood on a past day select the same fields.
import { compareSubjects } from "@/lib/benchmarks/mrben/benchmark";
import type { Prisma } from "@/lib/generated/prisma/client";
import {
  PREVIOUS_SCORING_SELECT,
  previousScore,
  RUN_FILE_SELECT,
  runProvenance,
  SCORING_SUMMARY_SELECT,
} from "@/lib/boards/run-provenance";
import type { RunResult, ServerJudged, Shots, SubjectResult } from "@/lib/benchmarks/mrben/board/types";
import { BOARD_LEVELS, SHOT_SETTINGS } from "@/lib/benchmarks/mrben/board/types";
import { storedAnalyses, type FileAnalyses } from "@/lib/benchmarks/mrben/mr-score";
import { ZServerScores } from "@/lib/benchmarks/mrben/judge/server-scores";

/** What the board reads of a scoring; every completed full re-judge, newest first. */
export const BOARD_SCORING_SELECT = {
  id: true,
  ...SCORING_SUMMARY_SELECT,
  scoreCiLow: true,
  scoreCiHigh: true,
  subjects: {
    select: {
      subject: true,
      mcc: true,
      accStep: true,
      accReason: true,
      mrScore: true,
      ciLow: true,
      ciHigh: true,
      rankable: true,
      matchedItems: true,
      benchmarkItems: true,
    },
  },
  analyses: true,
  analysesVersion: true,
  judgeAudits: {
    where: { scope: "full", status: "completed" },
    orderBy: [{ finishedAt: "desc" }, { id: "desc" }],
    select: { judgeModel: true, serverScores: true, finishedAt: true },
  },
} as const satisfies Prisma.FileScoringSelect;

export const BOARD_RUN_SELECT = {
  ...RUN_FILE_SELECT,
  ...PREVIOUS_SCORING_SELECT,
  submissionId: true,
  hostedRunId: true,
  createdAt: true,
  scoringId: true,
  scoring: { select: BOARD_SCORING_SELECT },
} as const satisfies Prisma.SubmissionRunSelect;

export type BoardScoring = Prisma.FileScoringGetPayload<{ select: typeof BOARD_SCORING_SELECT }>;
export type BoardRunRow = Omit<Prisma.SubmissionRunGetPayload<{ select: typeof BOARD_RUN_SELECT }>, "scoring">;

/**
 * The run as shown with `scoring`; `previous` is what it showed before its last rescore (null in a
 * board of the past). Re-judges count once finished, and, for a past day, when finished by then.
 */
export function toRunResult(
  run: BoardRunRow,
  scoring: BoardScoring,
  { judgedBy = null }: { judgedBy?: Date | null } = {},
): RunResult | null {
  const shots = SHOT_SETTINGS.find((setting) => setting === run.shots);
  if (shots === undefined) return null;
  const subjects: Record<string, SubjectResult> = {};
  for (const subject of [...scoring.subjects].sort((a, b) => compareSubjects(a.subject, b.subject))) {
    subjects[subject.subject] = {
      subject: subject.subject,
      mcc: subject.mcc,
      accStep: subject.accStep,
      accReason: subject.accReason,
      score: { value: subject.mrScore, ciLow: subject.ciLow, ciHigh: subject.ciHigh },
      rankable: subject.rankable,
      matchedItems: subject.matchedItems,
      benchmarkItems: subject.benchmarkItems,
    };
  }
  const audit = scoring.judgeAudits.find(
    (candidate) => judgedBy === null || (candidate.finishedAt ?? judgedBy) < judgedBy,
  );
  return {
    ...runProvenance(run, scoring),
    submissionId: run.submissionId,
    hostedRunId: run.hostedRunId,
    shots: shots satisfies Shots,
    mean: { value: scoring.score, ciLow: scoring.scoreCiLow, ciHigh: scoring.scoreCiHigh },
    previous: judgedBy === null ? previousScore(run.previousScoring, scoring.score) : null,
    subjects,
    serverJudged: serverJudged(audit),
    levels: levelResults(storedAnalyses(scoring)),
  };
}

function levelResults(analyses: FileAnalyses | null): RunResult["levels"] {
  if (!analyses) return undefined;
  const levels: NonNullable<RunResult["levels"]> = {};
  for (const level of BOARD_LEVELS) {
    const group = analyses.byDifficulty[level];
    if (!group) continue;
    levels[level] = {
      mrScore: { value: group.mr_score, ciLow: group.interval?.low ?? null, ciHigh: group.interval?.high ?? null },
      mcc: group.mcc,
      accStep: group.acc_step,
      accReason: group.acc_reason,
      records: group.records,
    };
  }
  return levels;
}

/** A full audit's stored scores, read defensively (stored JSON). */
function serverJudged(audit: { judgeModel: string; serverScores: unknown } | undefined): ServerJudged | null {
  const parsed = ZServerScores.safeParse(audit?.serverScores);
  if (!audit || !parsed.success) return null;
  return { judgeModel: audit.judgeModel, mean: parsed.data.meanMrScore, subjects: parsed.data.subjects };
}
