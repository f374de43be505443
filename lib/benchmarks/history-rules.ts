// How any board reads its past (?asOf): an entry's status just before a moment is its last logged
// decision then (or, when none was ever logged, what it is now if it began before), and a run's
// scoring is the last it took before then. Pure; shared by every kind's board.

export interface StatusEvent {
  id: string;
  at: Date;
  action: string;
  status: string;
}

export const isBefore = (at: Date, limit: Date) => at.getTime() < limit.getTime();

function statusAt(events: StatusEvent[], at: Date, fallback: { status: string; since: Date }): string | null {
  let status: string | null = null;
  for (const event of events) if (isBefore(event.at, at)) status = event.status;
  if (events.length > 0) return status;
  return isBefore(fallback.since, at) ? fallback.status : null;
}

/** The logged statuses of decisions (an event whose `after` names one). */
export function statusEvents(events: { id: string; createdAt: Date; action: string; after: unknown }[]): StatusEvent[] {
  return events.flatMap((event) => {
    const status = (event.after as { status?: unknown } | null)?.status;
    return typeof status === "string" ? [{ id: event.id, at: event.createdAt, action: event.action, status }] : [];
  });
}

/** Whether an entry held `status` (approved; a reported entry's published) just before `at`. */
export function heldStatusAt(
  entry: { statusEvents: StatusEvent[]; currentStatus: string; since: Date },
  status: string,
  at: Date,
): boolean {
  return statusAt(entry.statusEvents, at, { status: entry.currentStatus, since: entry.since }) === status;
}

/** What a board's past reads of a run: when it began and ended, and the scorings it took. */
export interface TimedRun {
  createdAt: Date;
  finishedAt: Date | null;
  currentScoringId: string | null;
  /** The scorings the run took and when, oldest first (none for a run scored before they were kept). */
  changes: { at: Date; scoringId: string }[];
}

/** The scoring a run showed just before `at` (none before the run began), or null. */
export function runScoringAt(run: TimedRun, at: Date): string | null {
  return isBefore(run.createdAt, at) ? scoringAt(run, at) : null;
}

/** The scoring a run showed just before `at`: its last logged change then, or for a run scored before they were logged, its current one if it was scored by then. */
function scoringAt(
  run: {
    changes: { at: Date; scoringId: string }[];
    finishedAt: Date | null;
    createdAt: Date;
    currentScoringId: string | null;
  },
  at: Date,
): string | null {
  let scoringId: string | null = null;
  for (const change of run.changes) if (isBefore(change.at, at)) scoringId = change.scoringId;
  if (run.changes.length > 0) return scoringId;
  return isBefore(run.finishedAt ?? run.createdAt, at) ? run.currentScoringId : null;
}

/** Decisions that put an entry on a board or take it off: their `after` holds the status. */
export const STATUS_ACTIONS = [
  "submit",
  "approve",
  "reject",
  "request_changes",
  "unpublish",
  "restore",
  "withdraw",
  "add_reported",
  "import_reported",
] as const;

/** The end of a day (YYYY-MM-DD, UTC): the moment a board "as of" that day stood just before. */
export function endOfDay(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000);
}
