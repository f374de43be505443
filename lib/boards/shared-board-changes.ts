// What changed on a shared board (one per benchmark and shot setting), newest first: entries added,
// restored and unpublished, rescores (a run's scoring changed), flags set and removed; each with the
// models it concerns and their rank and score on that board before and after. Pure: replayed in
// memory from the histories, by the rule of what counts on a board (counted-entries.ts).
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
import { countedEntriesAt, type CountedEntry, type EntryHistory } from "./counted-entries";

type Entry = { id: string; modelName: string; modelSlug: string; createdAt: Date };

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
  const board = boardMoments(history);
  const names = new Map(history.entries.map(({ entry }) => [entry.modelSlug, entry.modelName]));
  return replayedChangeLog({
    changes: pendingChanges(history, board),
    standings: (shots, at) => standings(history, board.countedAt(at), shots),
    identity: (slug) => ({ slug, name: names.get(slug) ?? slug }),
  });
}

/** A change on the board of one shot setting (the shared boards tell no tiers). */
type Pending = ReplayedChange & { shots: Shots; tier: null };

/** The board's entries at any moment; each change reads a few moments more than once. */
function boardMoments(history: SharedBoardHistory) {
  const kept = new Map<number, CountedEntry<Entry>[]>();
  const countedAt = (at: Date) => {
    let counted = kept.get(at.getTime());
    if (!counted) {
      if (kept.size >= 8) kept.clear();
      counted = countedEntriesAt(history.entries, at);
      kept.set(at.getTime(), counted);
    }
    return counted;
  };
  /** Whether submission `id` was its model's entry on the board of `shots` just before `at`. */
  const counts = (id: string, shots: Shots, at: Date) =>
    countedAt(at).some((counted) => counted.entry.id === id && counted.runs[`${shots}`] !== undefined);
  /** Whether the model was on the board of `shots` just before `at`. */
  const shows = (slug: string, shots: Shots, at: Date) =>
    countedAt(at).some((counted) => counted.entry.modelSlug === slug && counted.runs[`${shots}`] !== undefined);
  /** The boards a change of the model from `from` to `at` touched: those it was on just before or just after. */
  const boardsOf = (slug: string, from: Date, at: Date) =>
    SHOT_SETTINGS.filter((shots) => shows(slug, shots, from) || shows(slug, shots, justAfter(at)));
  return { countedAt, counts, boardsOf };
}

function pendingChanges(history: SharedBoardHistory, board: ReturnType<typeof boardMoments>): ReplayedChange[] {
  const pending: Pending[] = [];

  for (const { entry, statusEvents, status, approvedAt } of history.entries) {
    const decisions =
      statusEvents.length > 0
        ? statusEvents
        : // Approved before decisions were logged: on the boards since its approval.
          [{ id: entry.id, at: approvedAt ?? entry.createdAt, action: "approve", status }];
    for (const { event, kind } of statusTransitions(decisions, "approved"))
      for (const shots of board.boardsOf(entry.modelSlug, event.at, event.at))
        pending.push({
          id: `${event.id}:${shots}`,
          kind,
          shots,
          from: event.at,
          at: event.at,
          entryKeys: [entry.modelSlug],
          tier: null,
          detail: null,
        });
  }

  // A rescore campaign switches its runs together; a scoring change outside one is a change of its own.
  const rescores = new Map<string, Pending>();
  for (const { entry, runs } of history.entries)
    for (const run of runs)
      for (const change of run.changes) {
        const previous = runScoringAt(run, change.at);
        if (previous === null || previous === change.scoringId) continue;
        const shots = run.shots as Shots;
        const id = `${change.campaignId ?? change.id}:${shots}`;
        const known = rescores.get(id);
        if (known) {
          if (change.at < known.from) known.from = change.at;
          if (change.at > known.at) known.at = change.at;
          if (!known.entryKeys.includes(entry.modelSlug)) known.entryKeys.push(entry.modelSlug);
        } else
          rescores.set(id, {
            id,
            kind: "rescored",
            shots,
            from: change.at,
            at: change.at,
            entryKeys: [entry.modelSlug],
            tier: null,
            detail: null,
          });
      }
  for (const rescore of rescores.values()) {
    rescore.entryKeys = rescore.entryKeys.filter((slug) =>
      board.boardsOf(slug, rescore.from, rescore.at).includes(rescore.shots),
    );
    if (rescore.entryKeys.length > 0) pending.push(rescore);
  }

  const slugs = new Map(history.entries.map(({ entry }) => [entry.id, entry.modelSlug]));
  for (const flag of history.flags) {
    const slug = slugs.get(flag.submissionId);
    if (slug === undefined) continue;
    for (const { id, kind, at, detail } of flagMoments(flag))
      for (const shots of SHOT_SETTINGS.filter((setting) => board.counts(flag.submissionId, setting, at)))
        pending.push({ id: `${id}:${shots}`, kind, shots, from: at, at, entryKeys: [slug], tier: null, detail });
  }
  return pending;
}

/** Every model's place on the board of `shots` among the entries counted then, by model. */
function standings(history: SharedBoardHistory, counted: CountedEntry<Entry>[], shots: Shots): Map<string, Standing> {
  const candidates = counted.flatMap(({ entry, runs }) => {
    const run = runs[`${shots}`];
    const score = run === undefined ? undefined : history.scores.get(run.scoringId);
    return score === undefined
      ? []
      : [
          {
            item: entry,
            name: entry.modelName,
            slug: entry.modelSlug,
            key: entry.modelSlug,
            score: { value: score, ciLow: null, ciHigh: null },
            unrankedReason: null,
          },
        ];
  });
  return new Map(
    rankCandidates(candidates).map(({ item, rank, score }) => [
      item.modelSlug,
      { rank, score: score.value, name: item.modelName, slug: item.modelSlug },
    ]),
  );
}
