// How a shared board stood at any moment, by the history rules every board's past follows
// (lib/benchmarks/history-rules.ts): an entry counts while the audit log has it approved, with the
// scoring its newest run of the shot setting showed then. Pure: shared-board-history-load.ts reads
// the histories; the board's ?asOf and its list of changes replay them.
import type { Shots } from "@/lib/benchmarks/kind";
import { isBefore, scoringAt, statusAt, type StatusEvent } from "@/lib/benchmarks/history-rules";

export interface RunHistory {
  shots: number;
  createdAt: Date;
  finishedAt: Date | null;
  scoringId: string | null;
  /** The scorings the run took and when, oldest first (none for a run scored before they were kept). */
  changes: { id: string; at: Date; scoringId: string; campaignId: string | null }[];
}

export interface EntryHistory<Entry extends { approvedAt: Date | null }> {
  entry: Entry;
  status: string;
  createdAt: Date;
  /** Oldest first. */
  statusEvents: StatusEvent[];
  /** Newest first. */
  runs: RunHistory[];
}

/** Whether the entry was on the boards just before `at`. */
function approvedAt(history: EntryHistory<{ approvedAt: Date | null }>, at: Date): boolean {
  const since = history.entry.approvedAt ?? history.createdAt;
  return statusAt(history.statusEvents, at, { status: history.status, since }) === "approved";
}

/** The scoring a run showed just before `at`, or null. */
export function runScoringAt(run: RunHistory, at: Date): string | null {
  if (!isBefore(run.createdAt, at)) return null;
  return scoringAt(
    { changes: run.changes, finishedAt: run.finishedAt, createdAt: run.createdAt, currentScoringId: run.scoringId },
    at,
  );
}

/** The scoring the entry counted with on the board of `shots` just before `at`; null when it was not on it. */
export function entryScoringAt(
  history: EntryHistory<{ approvedAt: Date | null }>,
  shots: Shots,
  at: Date,
): string | null {
  if (!approvedAt(history, at)) return null;
  for (const run of history.runs) {
    if (run.shots !== shots) continue;
    const scoringId = runScoringAt(run, at);
    if (scoringId) return scoringId;
  }
  return null;
}
