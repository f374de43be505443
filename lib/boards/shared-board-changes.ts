// What changed on a shared board (one per benchmark and shot setting), newest first: entries added,
// restored and unpublished, rescores (a run's scoring changed), flags set and removed; each with the
// entries it concerns and their rank and score on that board before and after. Pure: replayed in
// memory from the histories (shared-board-history.ts), by the rules the board's ?asOf follows.
import type { BoardChangeLog } from "@/lib/benchmarks/board-change";
import { SHOT_SETTINGS, type Shots } from "@/lib/benchmarks/kind";
import type { EntryFlagKindName } from "@/lib/validations/entry-flag";
import {
  flagMoments,
  justAfter,
  replayedChangeLog,
  statusTransitions,
  type ReplayedChange,
  type Standing,
} from "./change-replay";
import { rankCandidates } from "./rank";
import { runScoringAt } from "@/lib/benchmarks/history-rules";
import { entryScoringAt, type EntryHistory } from "./shared-board-history";

type Entry = { id: string; modelName: string; modelSlug: string; approvedAt: Date | null };

export interface SharedBoardHistory {
  entries: EntryHistory<Entry>[];
  /** The score of every scoring the runs took. */
  scores: Map<string, number>;
  flags: {
    id: string;
    submissionId: string;
    kind: EntryFlagKindName;
    note: string;
    createdAt: Date;
    removedAt: Date | null;
  }[];
}

/** The board's changes, each on the board of one shot setting. */
export function sharedBoardChangeLog(history: SharedBoardHistory): BoardChangeLog {
  const byId = new Map(history.entries.map((entry) => [entry.entry.id, entry.entry]));
  return replayedChangeLog({
    changes: pendingChanges(history),
    standings: (shots, at) => standings(history, shots, at),
    identity: (id) => {
      const entry = byId.get(id)!;
      return { slug: entry.modelSlug, name: entry.modelName };
    },
  });
}

/** A change on the board of one shot setting (the shared boards tell no tiers). */
type Pending = ReplayedChange & { shots: Shots; tier: null };

function pendingChanges(history: SharedBoardHistory): ReplayedChange[] {
  const byId = new Map(history.entries.map((entry) => [entry.entry.id, entry]));
  const onBoard = (entry: EntryHistory<Entry>, shots: Shots, at: Date) => entryScoringAt(entry, shots, at) !== null;
  /** The boards a change at `at` touched: those the entry was on just before or just after. */
  const boardsOf = (entry: EntryHistory<Entry>, from: Date, at: Date) =>
    SHOT_SETTINGS.filter((shots) => onBoard(entry, shots, from) || onBoard(entry, shots, justAfter(at)));
  const pending: Pending[] = [];

  for (const entry of history.entries) {
    const decisions =
      entry.statusEvents.length > 0
        ? entry.statusEvents
        : // Approved before decisions were logged: on the boards since its approval.
          [
            {
              id: entry.entry.id,
              at: entry.entry.approvedAt ?? entry.createdAt,
              action: "approve",
              status: entry.status,
            },
          ];
    for (const { event, kind } of statusTransitions(decisions, "approved"))
      for (const shots of boardsOf(entry, event.at, event.at))
        pending.push({
          id: `${event.id}:${shots}`,
          kind,
          shots,
          from: event.at,
          at: event.at,
          entryKeys: [entry.entry.id],
          tier: null,
          detail: null,
        });
  }

  // A rescore campaign switches its runs together; a scoring change outside one is a change of its own.
  const rescores = new Map<string, Pending>();
  for (const entry of history.entries)
    for (const run of entry.runs)
      for (const change of run.changes) {
        const previous = runScoringAt(run, change.at);
        if (previous === null || previous === change.scoringId) continue;
        const shots = run.shots as Shots;
        const id = `${change.campaignId ?? change.id}:${shots}`;
        const known = rescores.get(id);
        if (known) {
          if (change.at < known.from) known.from = change.at;
          if (change.at > known.at) known.at = change.at;
          if (!known.entryKeys.includes(entry.entry.id)) known.entryKeys.push(entry.entry.id);
        } else
          rescores.set(id, {
            id,
            kind: "rescored",
            shots,
            from: change.at,
            at: change.at,
            entryKeys: [entry.entry.id],
            tier: null,
            detail: null,
          });
      }
  for (const rescore of rescores.values()) {
    rescore.entryKeys = rescore.entryKeys.filter((id) => {
      const entry = byId.get(id)!;
      return onBoard(entry, rescore.shots, rescore.from) || onBoard(entry, rescore.shots, justAfter(rescore.at));
    });
    if (rescore.entryKeys.length > 0) pending.push(rescore);
  }

  for (const flag of history.flags) {
    const entry = byId.get(flag.submissionId);
    if (!entry) continue;
    for (const { id, kind, at, detail } of flagMoments(flag))
      for (const shots of SHOT_SETTINGS.filter((setting) => onBoard(entry, setting, at)))
        pending.push({
          id: `${id}:${shots}`,
          kind,
          shots,
          from: at,
          at,
          entryKeys: [entry.entry.id],
          tier: null,
          detail,
        });
  }
  return pending;
}

/** Every entry's place on the board of `shots` just before `at`, by submission. */
function standings(history: SharedBoardHistory, shots: Shots, at: Date): Map<string, Standing> {
  const counted = history.entries.flatMap(({ entry, ...rest }) => {
    const scoringId = entryScoringAt({ entry, ...rest }, shots, at);
    const score = scoringId === null ? undefined : history.scores.get(scoringId);
    return score === undefined
      ? []
      : [
          {
            item: entry,
            name: entry.modelName,
            slug: entry.modelSlug,
            key: entry.id,
            score: { value: score, ciLow: null, ciHigh: null },
            unrankedReason: null,
          },
        ];
  });
  return new Map(
    rankCandidates(counted).map(({ item, rank, score }) => [
      item.id,
      { rank, score: score.value, name: item.modelName, slug: item.modelSlug },
    ]),
  );
}
