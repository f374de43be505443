// What counts on a board, for every kind, today and at any past moment: each model's newest approved
// submission is its entry, and in each shot setting it counts with its newest run that has a scoring.
// An older approved submission of the model does not stand in for the newest, and a newer upload still
// being scored does not hide the scored one. A board's past (?asOf, its list of changes) reads the
// audit log and the runs' scoring history by the rules of history-rules.ts. Pure.
import { heldStatusAt, isBefore, runScoringAt, type StatusEvent, type TimedRun } from "@/lib/benchmarks/history-rules";
import { SHOT_SETTINGS, type Shots } from "@/lib/benchmarks/kind";

/** What the rule reads of a submission. */
export interface EntryIdentity {
  id: string;
  modelSlug: string;
  createdAt: Date;
}

/** An approved submission with its runs that have a scoring. */
export interface ApprovedCandidate<Entry extends EntryIdentity> {
  entry: Entry;
  /** When it went (or last came back) on the board. */
  approvedAt: Date;
  runs: { id: string; shots: number; createdAt: Date; scoringId: string }[];
}

interface CountedRun {
  runId: string;
  scoringId: string;
}

export interface CountedEntry<Entry extends EntryIdentity> {
  entry: Entry;
  approvedAt: Date;
  /** At least one shot setting. */
  runs: Partial<Record<`${Shots}`, CountedRun>>;
}

const newestFirst = (a: { id: string; createdAt: Date }, b: { id: string; createdAt: Date }) =>
  b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

/** The board's entries among the approved submissions, newest approval first. */
export function countedEntries<Entry extends EntryIdentity>(
  candidates: readonly ApprovedCandidate<Entry>[],
): CountedEntry<Entry>[] {
  const byApproval = [...candidates].sort(
    (a, b) =>
      b.approvedAt.getTime() - a.approvedAt.getTime() ||
      b.entry.createdAt.getTime() - a.entry.createdAt.getTime() ||
      (a.entry.id < b.entry.id ? -1 : a.entry.id > b.entry.id ? 1 : 0),
  );
  const seen = new Set<string>();
  const counted: CountedEntry<Entry>[] = [];
  for (const candidate of byApproval) {
    if (seen.has(candidate.entry.modelSlug)) continue;
    seen.add(candidate.entry.modelSlug);
    const runs: CountedEntry<Entry>["runs"] = {};
    for (const run of [...candidate.runs].sort(newestFirst)) {
      const shots = SHOT_SETTINGS.find((setting) => setting === run.shots);
      if (shots !== undefined) runs[`${shots}`] ??= { runId: run.id, scoringId: run.scoringId };
    }
    if (runs["0"] || runs["1"]) counted.push({ entry: candidate.entry, approvedAt: candidate.approvedAt, runs });
  }
  return counted;
}

/** A run as a board's past reads it. */
interface RunHistory extends TimedRun {
  id: string;
  shots: number;
  /** The hosted run whose scored file this is; null for an upload. */
  hostedRunId?: string | null;
  changes: { id: string; at: Date; scoringId: string; campaignId: string | null }[];
}

/** A submission that was ever on a board, with its decisions and its runs' scorings over time. */
export interface EntryHistory<Entry extends EntryIdentity> {
  entry: Entry;
  status: string;
  approvedAt: Date | null;
  /** Oldest first. */
  statusEvents: StatusEvent[];
  runs: RunHistory[];
}

/** The board's entries just before `at`, each with the scorings its runs showed then. */
export function countedEntriesAt<Entry extends EntryIdentity>(
  histories: readonly EntryHistory<Entry>[],
  at: Date,
): CountedEntry<Entry>[] {
  return countedEntries(
    histories
      .filter((history) =>
        heldStatusAt(
          {
            statusEvents: history.statusEvents,
            currentStatus: history.status,
            since: history.approvedAt ?? history.entry.createdAt,
          },
          "approved",
          at,
        ),
      )
      .map((history) => ({
        entry: history.entry,
        approvedAt: approvedBefore(history, at),
        runs: history.runs.flatMap((run) => {
          const scoringId = runScoringAt(run, at);
          return scoringId === null ? [] : [{ id: run.id, shots: run.shots, createdAt: run.createdAt, scoringId }];
        }),
      })),
  );
}

/** When an approved submission last went on the board before `at`. */
function approvedBefore(history: EntryHistory<EntryIdentity>, at: Date): Date {
  let since: Date | null = null;
  for (const event of history.statusEvents) if (isBefore(event.at, at) && event.status === "approved") since = event.at;
  return since ?? history.approvedAt ?? history.entry.createdAt;
}

/** Every scoring the histories' runs took: the ones a past board may show. */
export function historyScoringIds(histories: readonly EntryHistory<EntryIdentity>[]): string[] {
  const ids = new Set<string>();
  for (const history of histories)
    for (const run of history.runs) {
      if (run.currentScoringId) ids.add(run.currentScoringId);
      for (const change of run.changes) ids.add(change.scoringId);
    }
  return [...ids];
}
