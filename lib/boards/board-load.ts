// Reads a board from the database, today's or the timelines its past and its list of changes are
// replayed from (board-history.ts, board-change-log.ts), for any kind: the benchmark's versions, the
// entries that count (counted-entries-load.ts), the published reported entries for a kind that takes
// them, and the flags. A kind gives what is its own (BoardParts): how its runs are read and shown, how
// it reads a reported entry, how it names subjects, what its list of changes says its own way.
import "server-only";
import type { BoardChangeLog } from "@/lib/benchmarks/board-change";
import { STATUS_ACTIONS, statusEvents } from "@/lib/benchmarks/history-rules";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { assembleBoard, verifiedSource, type ReportedSource, type SubjectNaming } from "./board-assembly";
import { boardChangeLog, type ChangeRule } from "./board-change-log";
import type { BoardData, BoardRun } from "./board-data";
import type { BoardTimelines } from "./board-history";
import type { EntryHistory } from "./counted-entries";
import {
  BOARD_REPORTED_SELECT,
  loadCountedEntries,
  loadEntryHistories,
  type BoardEntrySource,
  type ReportedEntryRow,
} from "./counted-entries-load";
import { standingFlags } from "./standing-flags";

/** What a kind gives for its board to be read. */
export interface BoardParts<Run extends BoardRun> {
  /** The benchmark. */
  slug: string;
  naming: SubjectNaming;
  /** Today's counted runs, as the board shows each with its (current) scoring. */
  runsToday(runs: { runId: string; scoringId: string }[]): Promise<(runId: string, scoringId: string) => Run | null>;
  /** Every scored run of the entries' histories, as a past board shows it with a scoring just before `at`. */
  runsInHistory(
    histories: EntryHistory<BoardEntrySource>[],
  ): Promise<(runId: string, scoringId: string, at: Date) => Run | null>;
  /** A kind whose subjects are its own (not MR-Ben's subject table): each version's, by version id. */
  versionSubjects?(versionIds: string[]): Promise<Map<string, { key: string; itemCount: number }[]>>;
  /** How the kind reads a published reported entry; a kind without it takes none on its board. */
  reportedSource?(row: ReportedEntryRow): ReportedSource<Run>;
  /** What its list of changes says its own way: a change on both settings' boards or one per setting, and the rest. */
  changes: ChangeRule;
}

/** The benchmark's version, as a board needs it. */
const BOARD_VERSION_SELECT = {
  id: true,
  number: true,
  benchmark: { select: { slug: true, name: true } },
  subjects: { select: { key: true, itemCount: true } },
} as const satisfies Prisma.BenchmarkVersionSelect;

const PUBLISHED_NEWEST_FIRST = {
  where: { status: "published" },
  orderBy: [{ createdAt: "desc" }, { id: "asc" }],
  select: BOARD_REPORTED_SELECT,
} as const satisfies Prisma.ReportedEntryFindManyArgs;

/** The versions with their subjects as the kind gives them, for a kind whose subjects are its own. */
async function withSubjects<Version extends { id: string; subjects: { key: string; itemCount: number }[] }>(
  parts: BoardParts<BoardRun>,
  versions: Version[],
): Promise<Version[]> {
  if (!parts.versionSubjects || versions.length === 0) return versions;
  const subjects = await parts.versionSubjects(versions.map((version) => version.id));
  return versions.map((version) => ({ ...version, subjects: subjects.get(version.id) ?? [] }));
}

/** Today's board. */
export async function loadBoard<Run extends BoardRun>(parts: BoardParts<Run>): Promise<BoardData<Run>> {
  const generatedAt = new Date().toISOString();
  const [newest, counted, reported] = await Promise.all([
    db.benchmarkVersion.findFirst({
      where: { benchmark: { slug: parts.slug } },
      orderBy: { number: "desc" },
      select: BOARD_VERSION_SELECT,
    }),
    loadCountedEntries({ slug: parts.slug }),
    parts.reportedSource ? db.reportedEntry.findMany(PUBLISHED_NEWEST_FIRST) : [],
  ]);
  const [version] = newest ? await withSubjects(parts, [newest]) : [null];
  const [runAt, flags] = await Promise.all([
    parts.runsToday(counted.flatMap((entry) => Object.values(entry.runs))),
    standingFlags({
      submissionIds: counted.map((entry) => entry.entry.id),
      reportedEntryIds: reported.map((row) => row.id),
    }),
  ]);
  return assembleBoard({
    version,
    verified: counted.map((entry) => verifiedSource(entry, runAt)),
    reported: parts.reportedSource ? reported.map(parts.reportedSource) : [],
    flags,
    generatedAt,
    naming: parts.naming,
  });
}

/** Everything the board's past is replayed from, in a few queries. */
export async function loadBoardTimelines<Run extends BoardRun>(parts: BoardParts<Run>): Promise<BoardTimelines<Run>> {
  const takesReported = parts.reportedSource !== undefined;
  const [versions, submissions, reported, campaigns] = await Promise.all([
    db.benchmarkVersion.findMany({
      where: { benchmark: { slug: parts.slug } },
      select: { ...BOARD_VERSION_SELECT, createdAt: true },
    }),
    loadEntryHistories({ slug: parts.slug }),
    takesReported
      ? db.reportedEntry.findMany({
          select: {
            ...BOARD_REPORTED_SELECT,
            status: true,
            events: {
              where: { action: { in: [...STATUS_ACTIONS, "update_reported"] } },
              orderBy: [{ createdAt: "asc" }, { id: "asc" }],
              select: { id: true, createdAt: true, action: true, before: true, after: true },
            },
          },
        })
      : [],
    db.rescoreCampaign.findMany({ where: { status: "completed" }, select: { id: true, finishedAt: true } }),
  ]);
  const [runAt, flags] = await Promise.all([
    parts.runsInHistory(submissions),
    db.entryFlag.findMany({
      where: {
        OR: [
          { submissionId: { in: submissions.map((history) => history.entry.id) } },
          ...(takesReported ? [{ reportedEntryId: { not: null } }] : []),
        ],
      },
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
  ]);
  return {
    versions: await withSubjects(parts, versions),
    submissions,
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
    campaigns: new Map(
      campaigns.flatMap((campaign) => (campaign.finishedAt ? [[campaign.id, campaign.finishedAt] as const] : [])),
    ),
    runAt,
    ...(parts.reportedSource ? { reportedSource: parts.reportedSource } : {}),
    naming: parts.naming,
  };
}

/** What changed on the board, newest first: replayed from its timelines by the kind's rule. */
export async function loadBoardChangeLog<Run extends BoardRun>(parts: BoardParts<Run>): Promise<BoardChangeLog> {
  return boardChangeLog(await loadBoardTimelines(parts), parts.changes);
}
