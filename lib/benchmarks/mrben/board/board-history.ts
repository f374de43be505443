// The board as it stood at any moment, and what changed on it, replayed from what the database keeps:
// the audit log's decisions (approvals, unpublishings, restorations, reported entries added and
// updated, flags), each run's scorings and when it took them (rescores), and when flags stood.
// Pure: board-history-load.ts reads the timelines, this replays them.
import { assembleBoard, type BoardVersion, type ReportedSource, type VerifiedSource } from "./board-assembly";
import { toRunResult, type BoardScoring } from "./board-run";
import type { BoardData, ModelEntry, ShownFlag } from "./types";
import { shownFlag, type EntryFlagKindName } from "@/lib/validations/entry-flag";
import { heldStatusAt, isBefore, runScoringAt, type StatusEvent, type TimedRun } from "@/lib/benchmarks/history-rules";

interface RunHistory extends TimedRun {
  run: Parameters<typeof toRunResult>[0];
  changes: { at: Date; scoringId: string; campaignId: string | null }[];
}

export interface SubmissionHistory {
  source: Omit<VerifiedSource, "approvedAt" | "runs">;
  currentStatus: string;
  approvedAt: Date | null;
  createdAt: Date;
  /** Oldest first. */
  statusEvents: StatusEvent[];
  runs: RunHistory[];
}

interface ReportedHistory {
  /** The entry as it is now. */
  row: ReportedSource;
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
  submissions: SubmissionHistory[];
  reported: ReportedHistory[];
  flags: FlagHistory[];
  scorings: Map<string, BoardScoring>;
  /** Completed rescore campaigns: when each switched its runs. */
  campaigns: Map<string, Date>;
}

const before = isBefore;

/** When an approved submission last went on the board before `at`. */
function approvedAtBefore(history: SubmissionHistory, at: Date): Date {
  let since: Date | null = null;
  for (const event of history.statusEvents) if (before(event.at, at) && event.status === "approved") since = event.at;
  return since ?? history.approvedAt ?? history.createdAt;
}

function runsAt(history: SubmissionHistory, at: Date, scorings: Map<string, BoardScoring>): ModelEntry["runs"] {
  const runs: ModelEntry["runs"] = {};
  const newestFirst = [...history.runs].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  for (const run of newestFirst) {
    const scoringId = runScoringAt(run, at);
    const scoring = scoringId === null ? undefined : scorings.get(scoringId);
    const result = scoring ? toRunResult(run.run, scoring, { judgedBy: at }) : null;
    if (result) runs[`${result.shots}`] ??= result;
  }
  return runs;
}

/** A reported entry's figures as they were before `at`: the imports since then undone, newest first. */
function reportedRowAt(history: ReportedHistory, at: Date): ReportedSource {
  const row: Record<string, unknown> = { ...history.row };
  for (const update of [...history.updates].reverse()) {
    if (before(update.at, at)) break;
    for (const [field, value] of Object.entries(update.before))
      row[field] = field === "parameterCount" && typeof value === "string" ? BigInt(value) : value;
  }
  return row as unknown as ReportedSource;
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
  const verified = timelines.submissions
    .filter((history) => heldStatusAt({ ...history, since: history.approvedAt ?? history.createdAt }, "approved", at))
    .map((history): VerifiedSource => ({
      ...history.source,
      approvedAt: approvedAtBefore(history, at),
      runs: runsAt(history, at, timelines.scorings),
    }))
    .sort((a, b) => b.approvedAt.getTime() - a.approvedAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const reported = timelines.reported
    .filter((history) => heldStatusAt({ ...history, since: history.row.createdAt }, "published", at))
    .map((history) => reportedRowAt(history, at))
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return assembleBoard({
    version,
    verified,
    reported,
    flags: flagsAt(timelines.flags, at),
    generatedAt: new Date().toISOString(),
  });
}
