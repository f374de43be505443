// Reads what counts on a benchmark's board (counted-entries.ts applies the rule): today, its approved
// submissions with their scored runs; for its past, every submission that was ever approved with its
// status decisions and its runs' scorings over time.
import "server-only";
import { STATUS_ACTIONS, statusEvents } from "@/lib/benchmarks/history-rules";
import type { Shots } from "@/lib/benchmarks/kind";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { countedEntries, type CountedEntry, type EntryHistory } from "./counted-entries";

/** What every board shows of a model, from a submission or a reported entry alike. */
const BOARD_MODEL_SELECT = {
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
} as const satisfies Prisma.SubmissionSelect & Prisma.ReportedEntrySelect;

/** What every board shows of a submission. */
const BOARD_ENTRY_SELECT = {
  ...BOARD_MODEL_SELECT,
  temperature: true,
  partial: true,
  approvedAt: true,
} as const satisfies Prisma.SubmissionSelect;

export type BoardEntrySource = Prisma.SubmissionGetPayload<{ select: typeof BOARD_ENTRY_SELECT }>;

/** What every board reads of a reported entry (a source's published figures). */
export const BOARD_REPORTED_SELECT = {
  ...BOARD_MODEL_SELECT,
  sourceUrl: true,
  scores: true,
  meanScores: true,
  updatedAt: true,
} as const satisfies Prisma.ReportedEntrySelect;

export type ReportedEntryRow = Prisma.ReportedEntryGetPayload<{ select: typeof BOARD_REPORTED_SELECT }>;

/** A benchmark, by its id or its slug. */
export type BenchmarkRef = { id: string } | { slug: string };

/** Submissions that were ever on a board: approved now or once (an approval or restoration logged). */
const EVER_APPROVED = {
  OR: [{ approvedAt: { not: null } }, { events: { some: { action: { in: ["approve", "restore"] } } } }],
} satisfies Prisma.SubmissionWhereInput;

/** An entry's decisions that put it on a board or took it off, oldest first (statusEvents reads them). */
const STATUS_EVENTS = {
  where: { action: { in: [...STATUS_ACTIONS] } },
  orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  select: { id: true, createdAt: true, action: true, after: true },
} satisfies Prisma.Submission$eventsArgs;

/** The scorings a run took and when, oldest first. */
const SCORING_CHANGES = {
  orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  select: { id: true, createdAt: true, scoringId: true, campaignId: true },
} satisfies Prisma.SubmissionRun$scoringChangesArgs;

/** Today's entries of the benchmark, each with its counted run (and that run's scoring) per shot setting. */
export async function loadCountedEntries(benchmark: BenchmarkRef): Promise<CountedEntry<BoardEntrySource>[]> {
  const approved = await db.submission.findMany({
    where: { benchmark, status: "approved" },
    select: {
      ...BOARD_ENTRY_SELECT,
      runs: {
        where: { status: "scored", scoringId: { not: null } },
        select: { id: true, shots: true, createdAt: true, scoringId: true },
      },
    },
  });
  return countedEntries(
    approved.map(({ runs, ...entry }) => ({
      entry,
      approvedAt: entry.approvedAt ?? entry.createdAt,
      runs: runs.flatMap(({ scoringId, ...run }) => (scoringId ? [{ ...run, scoringId }] : [])),
    })),
  );
}

/** The histories of the benchmark's entries, with their runs of `shots` (of both when not given). */
export async function loadEntryHistories(
  benchmark: BenchmarkRef,
  shots?: Shots,
): Promise<EntryHistory<BoardEntrySource>[]> {
  const submissions = await db.submission.findMany({
    where: { benchmark, ...EVER_APPROVED },
    select: {
      ...BOARD_ENTRY_SELECT,
      status: true,
      events: STATUS_EVENTS,
      runs: {
        where: { ...(shots === undefined ? {} : { shots }), scoringId: { not: null } },
        select: {
          id: true,
          shots: true,
          hostedRunId: true,
          createdAt: true,
          finishedAt: true,
          scoringId: true,
          scoringChanges: SCORING_CHANGES,
        },
      },
    },
  });
  return submissions.map(({ status, events, runs, ...entry }) => ({
    entry,
    status,
    approvedAt: entry.approvedAt,
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
