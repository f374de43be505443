// Reads the whole public board from the database in four queries: the benchmark's current
// version, the newest approved submission of every model, those submissions' scored runs, and
// the published reported entries. A slug with a verified entry never shows its reported one:
// numbers rescored here outrank numbers copied from a paper.
import "server-only";
import { compareSubjects, MRBEN_NAME, MRBEN_SLUG, subjectLabel } from "@/lib/benchmarks/mrben/benchmark";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { reportedBoardEntry } from "@/lib/benchmarks/mrben/board/reported-board-entry";
import {
  PREVIOUS_SCORING_SELECT,
  previousScore,
  RUN_FILE_SELECT,
  runProvenance,
  SCORING_SUMMARY_SELECT,
} from "@/lib/benchmarks/mrben/board/run-provenance";
import type {
  BoardData,
  BoardSubject,
  ModelEntry,
  RunResult,
  ServerJudged,
  Shots,
  SubjectResult,
} from "@/lib/benchmarks/mrben/board/types";
import { BOARD_LEVELS, SHOT_SETTINGS } from "@/lib/benchmarks/mrben/board/types";
import { storedAnalyses, type FileAnalyses } from "@/lib/benchmarks/mrben/mr-score";
import { ZServerScores } from "@/lib/benchmarks/mrben/judge/server-scores";
import { cachedQuery } from "@/lib/platform/cache/cached-query";

const RUN_SELECT = {
  ...RUN_FILE_SELECT,
  ...PREVIOUS_SCORING_SELECT,
  submissionId: true,
  createdAt: true,
  scoring: {
    select: {
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
        take: 1,
        select: { judgeModel: true, serverScores: true },
      },
    },
  },
} as const satisfies Prisma.SubmissionRunSelect;

export async function loadBoardData(): Promise<BoardData> {
  const generatedAt = new Date().toISOString();
  const [version, approved, reported] = await Promise.all([
    db.benchmarkVersion.findFirst({
      where: { benchmark: { slug: MRBEN_SLUG } },
      orderBy: { number: "desc" },
      select: {
        number: true,
        benchmark: { select: { slug: true, name: true } },
        subjects: { select: { key: true, itemCount: true } },
      },
    }),
    db.submission.findMany({
      where: { status: "approved", benchmark: { slug: MRBEN_SLUG } },
      orderBy: [{ approvedAt: { sort: "desc", nulls: "last" } }, { createdAt: "desc" }, { id: "asc" }],
      select: {
        id: true,
        modelSlug: true,
        modelName: true,
        modelLink: true,
        organization: true,
        description: true,
        parameterCount: true,
        openWeights: true,
        judgeModel: true,
        temperature: true,
        approvedAt: true,
        createdAt: true,
      },
    }),
    db.reportedEntry.findMany({
      where: { status: "published" },
      orderBy: [{ createdAt: "desc" }, { id: "asc" }],
      select: {
        id: true,
        modelSlug: true,
        modelName: true,
        modelLink: true,
        organization: true,
        description: true,
        parameterCount: true,
        openWeights: true,
        sourceUrl: true,
        scores: true,
        createdAt: true,
      },
    }),
  ]);

  const newestPerModel = new Map<string, (typeof approved)[number]>();
  for (const submission of approved) {
    if (!newestPerModel.has(submission.modelSlug)) newestPerModel.set(submission.modelSlug, submission);
  }
  const winners = [...newestPerModel.values()];
  const runs = winners.length
    ? await db.submissionRun.findMany({
        where: { submissionId: { in: winners.map((submission) => submission.id) }, status: "scored" },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        select: RUN_SELECT,
      })
    : [];

  const runsBySubmission = new Map<string, ModelEntry["runs"]>();
  for (const run of runs) {
    const result = toRunResult(run);
    if (!result) continue;
    const entryRuns = runsBySubmission.get(run.submissionId) ?? {};
    entryRuns[`${result.shots}`] ??= result; // runs come newest first
    runsBySubmission.set(run.submissionId, entryRuns);
  }

  const entries: ModelEntry[] = [];
  for (const submission of winners) {
    const entryRuns = runsBySubmission.get(submission.id);
    if (!entryRuns) continue;
    entries.push({
      slug: submission.modelSlug,
      modelName: submission.modelName,
      modelLink: submission.modelLink,
      organization: submission.organization,
      description: submission.description,
      parameterCount: submission.parameterCount === null ? null : Number(submission.parameterCount),
      openWeights: submission.openWeights,
      judgeModel: submission.judgeModel,
      temperature: submission.temperature,
      submissionId: submission.id,
      approvedAt: (submission.approvedAt ?? submission.createdAt).toISOString(),
      verification: "verified",
      sourceUrl: null,
      runs: entryRuns,
    });
  }

  const subjects: BoardSubject[] = (version?.subjects ?? [])
    .map((subject) => ({ key: subject.key, label: subjectLabel(subject.key), itemCount: subject.itemCount }))
    .sort((a, b) => compareSubjects(a.key, b.key) || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));

  if (version) {
    const taken = new Set(entries.map((entry) => entry.slug));
    for (const row of reported) {
      if (taken.has(row.modelSlug)) continue; // verified wins; of two reported, the newest
      const entry = reportedBoardEntry(row, subjects, version.number);
      if (!entry) continue;
      taken.add(row.modelSlug);
      entries.push(entry);
    }
  }

  return {
    benchmark: version
      ? { slug: version.benchmark.slug, name: version.benchmark.name || MRBEN_NAME, version: version.number }
      : null,
    subjects,
    entries,
    generatedAt,
  };
}

type LoadedRun = Prisma.SubmissionRunGetPayload<{ select: typeof RUN_SELECT }>;

function toRunResult(run: LoadedRun): RunResult | null {
  const shots = SHOT_SETTINGS.find((setting) => setting === run.shots);
  if (shots === undefined || !run.scoring) return null;
  const { scoring } = run;
  const subjects: Record<string, SubjectResult> = {};
  for (const subject of [...scoring.subjects].sort((a, b) => compareSubjects(a.subject, b.subject))) {
    subjects[subject.subject] = {
      subject: subject.subject,
      mcc: subject.mcc,
      accStep: subject.accStep,
      accReason: subject.accReason,
      mrScore: { value: subject.mrScore, ciLow: subject.ciLow, ciHigh: subject.ciHigh },
      rankable: subject.rankable,
      matchedItems: subject.matchedItems,
      benchmarkItems: subject.benchmarkItems,
    };
  }
  return {
    ...runProvenance(run, scoring),
    submissionId: run.submissionId,
    shots: shots satisfies Shots,
    mean: { value: scoring.score, ciLow: scoring.scoreCiLow, ciHigh: scoring.scoreCiHigh },
    previous: previousScore(run.previousScoring, scoring.score),
    subjects,
    serverJudged: serverJudged(scoring.judgeAudits[0]),
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

/** The board, cached under the boards' tag. */
export const getBoardData = cachedQuery("leaderboard-board-data", loadBoardData);
