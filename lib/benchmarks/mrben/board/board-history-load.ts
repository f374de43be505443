// Reads what the board's past is replayed from (board-history.ts): every MR-Ben submission that was
// ever approved with its status decisions and its runs' scorings over time, every reported entry
// with its decisions and figure updates, every flag, the benchmark versions and the rescores.
import "server-only";
import { MRBEN_SLUG } from "@/lib/benchmarks/mrben/benchmark";
import { db } from "@/lib/db";
import { BOARD_RUN_SELECT, BOARD_SCORING_SELECT, type BoardScoring } from "./board-run";
import type { BoardTimelines } from "./board-history";
import { STATUS_ACTIONS, statusEvents } from "@/lib/benchmarks/history-rules";
import { BOARD_REPORTED_SELECT, BOARD_VERSION_SELECT } from "./load-board";
import { EVER_APPROVED, loadEntryHistories } from "@/lib/boards/counted-entries-load";

const { scoring: _scoring, ...RUN_WITHOUT_SCORING } = BOARD_RUN_SELECT;

export async function loadBoardTimelines(): Promise<BoardTimelines> {
  const [versions, submissions, runs, reported, flags, campaigns] = await Promise.all([
    db.benchmarkVersion.findMany({
      where: { benchmark: { slug: MRBEN_SLUG } },
      select: { ...BOARD_VERSION_SELECT, createdAt: true },
    }),
    loadEntryHistories({ slug: MRBEN_SLUG }),
    db.submissionRun.findMany({
      where: { scoringId: { not: null }, submission: { benchmark: { slug: MRBEN_SLUG }, ...EVER_APPROVED } },
      select: RUN_WITHOUT_SCORING,
    }),
    db.reportedEntry.findMany({
      select: {
        ...BOARD_REPORTED_SELECT,
        status: true,
        events: {
          where: { action: { in: [...STATUS_ACTIONS, "update_reported"] } },
          orderBy: [{ createdAt: "asc" }, { id: "asc" }],
          select: { id: true, createdAt: true, action: true, before: true, after: true },
        },
      },
    }),
    db.entryFlag.findMany({
      select: {
        id: true,
        kind: true,
        note: true,
        createdAt: true,
        removedAt: true,
        submissionId: true,
        reportedEntryId: true,
      },
    }),
    db.rescoreCampaign.findMany({ where: { status: "completed" }, select: { id: true, finishedAt: true } }),
  ]);

  const scoringIds = new Set<string>();
  for (const submission of submissions)
    for (const run of submission.runs) {
      if (run.currentScoringId) scoringIds.add(run.currentScoringId);
      for (const change of run.changes) scoringIds.add(change.scoringId);
    }
  const scorings = new Map<string, BoardScoring>(
    (await db.fileScoring.findMany({ where: { id: { in: [...scoringIds] } }, select: BOARD_SCORING_SELECT })).map(
      (scoring) => [scoring.id, scoring],
    ),
  );

  return {
    versions,
    submissions,
    runs: new Map(runs.map((run) => [run.id, { ...run, previousScoring: null }])),
    reported: reported.map(({ status, events, ...row }) => ({
      row,
      currentStatus: status,
      statusEvents: statusEvents(events),
      updates: events
        .filter((event) => event.action === "update_reported")
        .map((event) => ({
          id: event.id,
          at: event.createdAt,
          before: (event.before ?? {}) as Record<string, unknown>,
          after: (event.after ?? {}) as Record<string, unknown>,
        })),
    })),
    flags: flags.map((flag) => ({
      id: flag.id,
      entryId: flag.submissionId ?? flag.reportedEntryId!,
      kind: flag.kind,
      note: flag.note,
      createdAt: flag.createdAt,
      removedAt: flag.removedAt,
    })),
    scorings,
    campaigns: new Map(
      campaigns.flatMap((campaign) => (campaign.finishedAt ? [[campaign.id, campaign.finishedAt] as const] : [])),
    ),
  };
}
