// Every board as it stood at any moment, replayed from what the database keeps: the audit log's
// decisions (approvals, unpublishings, restorations, reported entries added and updated), each run's
// scorings and when it took them (rescores), and when flags stood. Pure: board-load.ts reads the
// timelines; a kind's runs and reported entries are read its way (BoardParts).
import { heldStatusAt, isBefore, type StatusEvent } from "@/lib/benchmarks/history-rules";
import { shownFlag, type EntryFlagKindName, type ShownFlag } from "@/lib/validations/entry-flag";
import {
  assembleBoard,
  verifiedSource,
  type BoardVersion,
  type ReportedSource,
  type SubjectNaming,
} from "./board-assembly";
import type { BoardData, BoardRun } from "./board-data";
import { countedEntriesAt, type EntryHistory } from "./counted-entries";
import type { BoardEntrySource, ReportedEntryRow } from "./counted-entries-load";

interface ReportedHistory {
  /** The entry as it is now. */
  row: ReportedEntryRow;
  currentStatus: string;
  statusEvents: StatusEvent[];
  /** Imports that changed its figures, oldest first: what each field was before and after. */
  updates: { id: string; at: Date; before: Record<string, unknown>; after: Record<string, unknown> }[];
}

interface FlagHistory {
  id: string;
  entryId: string;
  kind: EntryFlagKindName;
  note: string;
  createdAt: Date;
  removedAt: Date | null;
}

export interface BoardTimelines<Run extends BoardRun> {
  versions: (BoardVersion & { createdAt: Date })[];
  submissions: EntryHistory<BoardEntrySource>[];
  /** Published or once published; none for a kind that takes no reported entries. */
  reported: ReportedHistory[];
  flags: FlagHistory[];
  /** Completed rescore campaigns: when each switched its runs. */
  campaigns: Map<string, Date>;
  /** A counted run as it showed with `scoringId` just before `at`; null for one the board does not show. */
  runAt(runId: string, scoringId: string, at: Date): Run | null;
  /** How the kind reads a reported entry; absent for a kind that takes none. */
  reportedSource?(row: ReportedEntryRow): ReportedSource<Run>;
  naming: SubjectNaming;
}

/** A reported entry's figures as they were before `at`: the imports since then undone, newest first. */
function reportedRowAt(history: ReportedHistory, at: Date): ReportedEntryRow {
  const row: Record<string, unknown> = { ...history.row };
  for (const update of [...history.updates].reverse()) {
    if (isBefore(update.at, at)) break;
    for (const [field, value] of Object.entries(update.before))
      row[field] = field === "parameterCount" && typeof value === "string" ? BigInt(value) : value;
  }
  return row as unknown as ReportedEntryRow;
}

function flagsAt(flags: FlagHistory[], at: Date): Map<string, ShownFlag[]> {
  const standing = new Map<string, ShownFlag[]>();
  for (const flag of flags) {
    if (!isBefore(flag.createdAt, at) || (flag.removedAt !== null && isBefore(flag.removedAt, at))) continue;
    standing.set(flag.entryId, [...(standing.get(flag.entryId) ?? []), shownFlag(flag)]);
  }
  return standing;
}

/** The board as it stood just before `at`. */
export function boardAt<Run extends BoardRun>(timelines: BoardTimelines<Run>, at: Date): BoardData<Run> {
  const version =
    [...timelines.versions]
      .filter((candidate) => isBefore(candidate.createdAt, at))
      .sort((a, b) => b.number - a.number)[0] ?? null;
  const verified = countedEntriesAt(timelines.submissions, at).map((entry) =>
    verifiedSource(entry, (runId, scoringId) => timelines.runAt(runId, scoringId, at)),
  );
  const reported = timelines.reported
    .filter((history) => heldStatusAt({ ...history, since: history.row.createdAt }, "published", at))
    .map((history) => reportedRowAt(history, at))
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return assembleBoard({
    version,
    verified,
    reported: timelines.reportedSource ? reported.map(timelines.reportedSource) : [],
    flags: flagsAt(timelines.flags, at),
    generatedAt: new Date().toISOString(),
    naming: timelines.naming,
  });
}
