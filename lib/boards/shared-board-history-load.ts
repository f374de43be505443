// Reads what a shared board's past is replayed from (shared-board-history.ts): every submission to
// the benchmark that was ever approved, with its status decisions and its runs' scorings over time,
// and for its list of changes the scores of those scorings and the entries' flags.
import "server-only";
import type { Shots } from "@/lib/benchmarks/kind";
import { STATUS_ACTIONS, statusEvents } from "@/lib/benchmarks/history-rules";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { SharedBoardHistory } from "./shared-board-changes";
import type { EntryHistory } from "./shared-board-history";

/** What a shared board shows of a submission. */
export const BOARD_ENTRY_SELECT = {
  id: true,
  modelName: true,
  modelSlug: true,
  modelLink: true,
  organization: true,
  parameterCount: true,
  openWeights: true,
  priceInputUsdPerMTok: true,
  priceOutputUsdPerMTok: true,
  approvedAt: true,
} as const;

/** Submissions that were ever on a board: approved now or once (an approval or restoration logged). */
export const EVER_APPROVED = {
  OR: [{ approvedAt: { not: null } }, { events: { some: { action: { in: ["approve", "restore"] } } } }],
} satisfies Prisma.SubmissionWhereInput;

/** An entry's decisions that put it on a board or took it off, oldest first (statusEvents reads them). */
export const STATUS_EVENTS = {
  where: { action: { in: [...STATUS_ACTIONS] } },
  orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  select: { id: true, createdAt: true, action: true, after: true },
} satisfies Prisma.Submission$eventsArgs;

/** The scorings a run took and when, oldest first. */
export const SCORING_CHANGES = {
  orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  select: { id: true, createdAt: true, scoringId: true, campaignId: true },
} satisfies Prisma.SubmissionRun$scoringChangesArgs;

/** The histories of the benchmark's entries, with their runs of `shots` (of both when not given). */
export async function loadEntryHistories(benchmarkId: string, shots?: Shots) {
  const submissions = await db.submission.findMany({
    where: { benchmarkId, ...EVER_APPROVED },
    select: {
      ...BOARD_ENTRY_SELECT,
      status: true,
      createdAt: true,
      events: STATUS_EVENTS,
      runs: {
        where: { ...(shots === undefined ? {} : { shots }), scoringId: { not: null } },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        select: {
          shots: true,
          createdAt: true,
          finishedAt: true,
          scoringId: true,
          scoringChanges: SCORING_CHANGES,
        },
      },
    },
  });
  return submissions.map(({ status, createdAt, events, runs, ...entry }): EntryHistory<typeof entry> => ({
    entry,
    status,
    createdAt,
    statusEvents: statusEvents(events),
    runs: runs.map(({ scoringChanges, scoringId, ...run }) => ({
      ...run,
      currentScoringId: scoringId,
      changes: scoringChanges.map((change) => ({
        id: change.id,
        at: change.createdAt,
        scoringId: change.scoringId,
        campaignId: change.campaignId,
      })),
    })),
  }));
}

/** All of a benchmark's board history, in a few queries, for replaying in memory. */
export async function loadSharedBoardHistory(benchmarkId: string): Promise<SharedBoardHistory> {
  const entries = await loadEntryHistories(benchmarkId);
  const scoringIds = new Set(
    entries.flatMap((entry) =>
      entry.runs.flatMap((run) => [
        ...(run.currentScoringId ? [run.currentScoringId] : []),
        ...run.changes.map((change) => change.scoringId),
      ]),
    ),
  );
  const [scorings, flags] = await Promise.all([
    db.fileScoring.findMany({ where: { id: { in: [...scoringIds] } }, select: { id: true, score: true } }),
    db.entryFlag.findMany({
      where: { submissionId: { in: entries.map((entry) => entry.entry.id) } },
      select: { id: true, submissionId: true, kind: true, note: true, createdAt: true, removedAt: true },
    }),
  ]);
  return {
    entries,
    scores: new Map(scorings.map((scoring) => [scoring.id, scoring.score])),
    flags: flags.flatMap(({ submissionId, ...flag }) => (submissionId ? [{ ...flag, submissionId }] : [])),
  };
}
