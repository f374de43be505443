// The board as it stood at any moment, and what changed on it, replayed from what the database keeps:
// the audit log's decisions (approvals, unpublishings, restorations, reported entries added and
// updated, flags), each run's scorings and when it took them (rescores), and when flags stood.
// Pure: board-history-load.ts reads the timelines, this replays them.
import { assembleMrbenBoard, verifiedSource, type BoardVersion, type ReportedRow } from "./board-assembly";
import { toRunResult, type BoardRunRow, type BoardScoring } from "./board-run";
import type { BoardData, ShownFlag } from "./types";
import { shownFlag, type EntryFlagKindName } from "@/lib/validations/entry-flag";
import { heldStatusAt, isBefore, type StatusEvent } from "@/lib/benchmarks/history-rules";
import { countedEntriesAt, type EntryHistory } from "@/lib/boards/counted-entries";
import type { BoardEntrySource } from "@/lib/boards/counted-entries-load";

interface ReportedHistory {
  /** The entry as it is now. */
  row: ReportedRow;
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

export interface BoardTimelines {
  versions: (BoardVersion & { createdAt: Date })[];
  submissions: EntryHistory<BoardEntrySource>[];
  /** The submissions' runs (file and provenance), by id. */
  runs: Map<string, BoardRunRow>;
  reported: ReportedHistory[];
  flags: FlagHistory[];
  scorings: Map<string, BoardScoring>;
  /** Completed rescore campaigns: when each switched its runs. */
  campaigns: Map<string, Date>;
}

const before = isBefore;

/** A reported entry's figures as they were before `at`: the imports since then undone, newest first. */
function reportedRowAt(history: ReportedHistory, at: Date): ReportedRow {
  const row: Record<string, unknown> = { ...history.row };
  for (const update of [...history.updates].reverse()) {
    if (before(update.at, at)) break;
    for (const [field, value] of Object.entries(update.before))
      row[field] = field === "parameterCount" && typeof value === "string" ? BigInt(value) : value;
  }
  return row as unknown as ReportedRow;
}

function flagsAt(flags: FlagHistory[], at: Date): Map<string, ShownFlag[]> {
  const standing = new Map<string, ShownFlag[]>();
  for (const flag of flags) {
    if (!before(flag.createdAt, at) || (flag.removedAt !== null && before(flag.removedAt, at))) continue;
    standing.set(flag.entryId, [...(standing.get(flag.entryId) ?? []), shownFlag(flag)]);
  }
  return standing;
}

/** The board as it stood just before `at`. */
export function boardAt(timelines: BoardTimelines, at: Date): BoardData {
  const version =
    [...timelines.versions]
      .filter((candidate) => before(candidate.createdAt, at))
      .sort((a, b) => b.number - a.number)[0] ?? null;
  const verified = countedEntriesAt(timelines.submissions, at).map((entry) =>
    verifiedSource(entry, (runId, scoringId) => {
      const run = timelines.runs.get(runId);
      const scoring = timelines.scorings.get(scoringId);
      return run && scoring ? toRunResult(run, scoring, { judgedBy: at }) : null;
    }),
  );
  const reported = timelines.reported
    .filter((history) => heldStatusAt({ ...history, since: history.row.createdAt }, "published", at))
    .map((history) => reportedRowAt(history, at))
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return assembleMrbenBoard({
    version,
    verified,
    reported,
    flags: flagsAt(timelines.flags, at),
    generatedAt: new Date().toISOString(),
  });
}
