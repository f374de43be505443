// Reads the whole public board from the database in four queries: the benchmark's current
// version, the newest approved submission of every model, those submissions' scored runs, and
// the published reported entries (board-assembly.ts puts them together). A slug with a verified
// entry never shows its reported one as an entry: numbers rescored here outrank numbers copied
// from a paper, which are shown beside them.
import "server-only";
import { MRBEN_SLUG } from "@/lib/benchmarks/mrben/benchmark";
import { db } from "@/lib/db";
import { assembleBoard, type VerifiedSource } from "@/lib/benchmarks/mrben/board/board-assembly";
import { BOARD_RUN_SELECT, toRunResult } from "@/lib/benchmarks/mrben/board/board-run";
import type { BoardData, ModelEntry } from "@/lib/benchmarks/mrben/board/types";
import { cachedQuery } from "@/lib/platform/cache/cached-query";
import { standingFlags } from "@/lib/boards/standing-flags";

/** The benchmark's current version, as the board needs it. */
export const BOARD_VERSION_SELECT = {
  number: true,
  benchmark: { select: { slug: true, name: true } },
  subjects: { select: { key: true, itemCount: true } },
} as const;

/** What the board shows of a model, submitted or reported alike. */
const MODEL_SELECT = {
  id: true,
  modelSlug: true,
  modelName: true,
  modelLink: true,
  organization: true,
  description: true,
  parameterCount: true,
  openWeights: true,
  judgeModel: true,
  priceInputUsdPerMTok: true,
  priceOutputUsdPerMTok: true,
  createdAt: true,
} as const;

/** A submission's metadata as the board needs it. */
export const BOARD_SUBMISSION_SELECT = { ...MODEL_SELECT, temperature: true, approvedAt: true, partial: true } as const;

/** A reported entry as the board needs it. */
export const BOARD_REPORTED_SELECT = {
  ...MODEL_SELECT,
  sourceUrl: true,
  scores: true,
  meanScores: true,
  updatedAt: true,
} as const;

export async function loadBoardData(): Promise<BoardData> {
  const generatedAt = new Date().toISOString();
  const [version, approved, reported] = await Promise.all([
    db.benchmarkVersion.findFirst({
      where: { benchmark: { slug: MRBEN_SLUG } },
      orderBy: { number: "desc" },
      select: BOARD_VERSION_SELECT,
    }),
    db.submission.findMany({
      where: { status: "approved", benchmark: { slug: MRBEN_SLUG } },
      orderBy: [{ approvedAt: { sort: "desc", nulls: "last" } }, { createdAt: "desc" }, { id: "asc" }],
      select: BOARD_SUBMISSION_SELECT,
    }),
    db.reportedEntry.findMany({
      where: { status: "published" },
      orderBy: [{ createdAt: "desc" }, { id: "asc" }],
      select: BOARD_REPORTED_SELECT,
    }),
  ]);

  // Only each model's newest approved submission can be its entry: only its runs are read.
  const newestPerModel = new Map<string, (typeof approved)[number]>();
  for (const submission of approved)
    if (!newestPerModel.has(submission.modelSlug)) newestPerModel.set(submission.modelSlug, submission);
  const winners = [...newestPerModel.values()];
  const runs = winners.length
    ? await db.submissionRun.findMany({
        where: { submissionId: { in: winners.map((submission) => submission.id) }, status: "scored" },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        select: BOARD_RUN_SELECT,
      })
    : [];
  const runsBySubmission = new Map<string, ModelEntry["runs"]>();
  for (const run of runs) {
    const result = run.scoring ? toRunResult(run, run.scoring) : null;
    if (!result) continue;
    const entryRuns = runsBySubmission.get(run.submissionId) ?? {};
    entryRuns[`${result.shots}`] ??= result; // runs come newest first
    runsBySubmission.set(run.submissionId, entryRuns);
  }
  const verified: VerifiedSource[] = winners.map((submission) => ({
    ...submission,
    approvedAt: submission.approvedAt ?? submission.createdAt,
    runs: runsBySubmission.get(submission.id) ?? {},
  }));
  const flags = await standingFlags({
    submissionIds: winners.map((submission) => submission.id),
    reportedEntryIds: reported.map((row) => row.id),
  });
  return assembleBoard({ version, verified, reported, flags, generatedAt });
}

/** The board, cached under the boards' tag. */
export const getBoardData = cachedQuery("leaderboard-board-data", loadBoardData);
