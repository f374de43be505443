// How a shared board stood at any moment, by the history rules every board's past follows
// (lib/benchmarks/history-rules.ts): an entry counts while the audit log has it approved, with the
// scoring its newest run of the shot setting showed then. Pure: shared-board-history-load.ts reads
// the histories; the board's ?asOf and its list of changes replay them.
import type { Shots } from "@/lib/benchmarks/kind";
import { heldStatusAt, runScoringAt, type StatusEvent, type TimedRun } from "@/lib/benchmarks/history-rules";

interface RunHistory extends TimedRun {
  shots: number;
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

/** The scoring the entry counted with on the board of `shots` just before `at`; null when it was not on it. */
export function entryScoringAt(
  history: EntryHistory<{ approvedAt: Date | null }>,
  shots: Shots,
  at: Date,
): string | null {
  const entry = {
    statusEvents: history.statusEvents,
    currentStatus: history.status,
    since: history.entry.approvedAt ?? history.createdAt,
  };
  if (!heldStatusAt(entry, "approved", at)) return null;
  for (const run of history.runs) {
    if (run.shots !== shots) continue;
    const scoringId = runScoringAt(run, at);
    if (scoringId) return scoringId;
  }
  return null;
}
