// What changed on a board, for every kind: entries added, restored and unpublished, rescores, reported
// figures updated, flags set and removed, each with the models it concerns, replayed from the board's
// timelines (board-history.ts, read by board-load.ts); change-replay.ts lists them newest first with
// their ranks and scores on the board just before and just after each. The kind says only what is its
// own (ChangeRule, on its BoardParts): whether a change spans both shot settings' boards or is one per
// setting, and the rest below. A kind without reported entries has none in its timelines. Pure.
import type { BoardChangeLog, EntryTier } from "@/lib/benchmarks/board-change";
import { runScoringAt, type StatusEvent } from "@/lib/benchmarks/history-rules";
import { SHOT_SETTINGS, type Shots } from "@/lib/benchmarks/kind";
import type { BoardData, BoardEntry, BoardRun } from "./board-data";
import { boardAt, type BoardTimelines } from "./board-history";
import {
  flagMoments,
  justAfter,
  replayedChangeLog,
  statusTransitions,
  type ReplayedChange,
  type Standing,
} from "./change-replay";
import { rankBoard } from "./rank-board";

/** What a kind's list of changes says its own way; everything else is every board's. */
export interface ChangeRule {
  /**
   * "both": a change is one, on both settings' boards, whichever it touched (MR-Ben's boards, shown
   * together); "each": one per setting's board it touched (a shared board is one per setting).
   */
  settings: "both" | "each";
  /** Whether a change of an entry names its tier (evaluated, rescored, reported): on boards that tell them apart. */
  tellsTiers: boolean;
  /**
   * When a rescore is listed: at the end of its campaign (one per completed campaign, with every model
   * it switched), or when its runs took their new scorings (one per campaign, and one per scoring
   * switched outside a campaign).
   */
  rescoredAt: "campaign end" | "scoring switch";
  /** Whether an entry approved before decisions were logged is listed as added at its approval. */
  listsUnloggedApprovals: boolean;
}

/** The board's changes, newest first, each on the boards the kind's rule puts it on. */
export function boardChangeLog<Run extends BoardRun>(timelines: BoardTimelines<Run>, rule: ChangeRule): BoardChangeLog {
  const boards = boardMoments(timelines);
  return replayedChangeLog({
    changes: pendingChanges(timelines, rule, boards),
    standings: (shots, at) => standings(boards.at(at), shots),
    // A model on no board before or after the change (MR-Ben: a flag on an entry off the board) shows its slug.
    identity: (slug) => ({ slug, name: slug }),
  });
}

type Submission = BoardTimelines<BoardRun>["submissions"][number];
type Boards = ReturnType<typeof boardMoments>;

/** Evaluated by the portal when every run of the submission came from a hosted run (as the board counts it). */
const submissionTier = (history: Submission): EntryTier =>
  history.runs.length > 0 && history.runs.every((run) => Boolean(run.hostedRunId)) ? "evaluated" : "rescored";

/** The board at any moment, and which of its boards an entry or a model was on then. */
function boardMoments<Run extends BoardRun>(timelines: BoardTimelines<Run>) {
  // Each change reads a few moments more than once (just before it, just after): those are kept.
  const kept = new Map<number, BoardData<Run>>();
  /** The board just before `moment`. */
  const at = (moment: Date) => {
    let board = kept.get(moment.getTime());
    if (!board) {
      if (kept.size >= 8) kept.clear();
      board = boardAt(timelines, moment);
      kept.set(moment.getTime(), board);
    }
    return board;
  };
  /** Whether an entry `is` picks was on the board of `shots` just before `moment`. */
  const on = (moment: Date, shots: Shots, is: (entry: BoardEntry<Run>) => boolean) =>
    at(moment).entries.some((entry) => is(entry) && entry.runs[`${shots}`] !== undefined);
  return {
    at,
    /** The settings' boards a change of the model from `from` to `to` touched: it was on them just before or after. */
    touched: (slug: string, from: Date, to: Date) => {
      const model = (entry: BoardEntry<Run>) => entry.slug === slug;
      return SHOT_SETTINGS.filter((shots) => on(from, shots, model) || on(justAfter(to), shots, model));
    },
    /** The settings' boards the entry (a submission or reported entry, by id) was on just before `moment`. */
    holding: (entryId: string, moment: Date) =>
      SHOT_SETTINGS.filter((shots) => on(moment, shots, (entry) => entry.submissionId === entryId)),
  };
}

function pendingChanges<Run extends BoardRun>(
  timelines: BoardTimelines<Run>,
  rule: ChangeRule,
  boards: Boards,
): ReplayedChange[] {
  const pending: ReplayedChange[] = [];
  /** The change on both settings' boards as one, or on each of `settings()`'s as one of its own. */
  const list = (change: Omit<ReplayedChange, "shots">, settings: () => Shots[]) => {
    if (rule.settings === "both") pending.push({ ...change, shots: null });
    else for (const shots of settings()) pending.push({ ...change, id: `${change.id}:${shots}`, shots });
  };
  const tier = (known: EntryTier) => (rule.tellsTiers ? known : null);
  /** An entry's change at `at`, on the boards its model was on just before or just after. */
  const entryChange = (change: Omit<ReplayedChange, "shots" | "from" | "entryKeys">, slug: string) =>
    list({ ...change, from: change.at, entryKeys: [slug] }, () => boards.touched(slug, change.at, change.at));

  for (const history of timelines.submissions) {
    const { entry, statusEvents, status, approvedAt } = history;
    const decisions: StatusEvent[] =
      statusEvents.length > 0 || !rule.listsUnloggedApprovals
        ? statusEvents
        : // Approved before decisions were logged: on the boards since its approval.
          [{ id: entry.id, at: approvedAt ?? entry.createdAt, action: "approve", status }];
    for (const { event, kind } of statusTransitions(decisions, "approved"))
      entryChange(
        { id: event.id, at: event.at, kind, tier: tier(submissionTier(history)), detail: null },
        entry.modelSlug,
      );
  }

  for (const history of timelines.reported) {
    const { modelSlug, sourceUrl } = history.row;
    for (const { event, kind } of statusTransitions(history.statusEvents, "published"))
      entryChange(
        {
          id: event.id,
          at: event.at,
          kind,
          tier: tier("reported"),
          detail: kind === "unpublished" ? null : `Reported by ${sourceUrl}`,
        },
        modelSlug,
      );
    for (const update of history.updates)
      entryChange(
        {
          id: update.id,
          at: update.at,
          kind: "updated",
          tier: tier("reported"),
          detail: `${Object.keys(update.after).join(", ")} changed, as ${sourceUrl} now reports`,
        },
        modelSlug,
      );
  }

  pending.push(...rescores(timelines, rule, boards));

  const entries = new Map<string, { slug: string; tier: EntryTier }>([
    ...timelines.submissions.map((h) => [h.entry.id, { slug: h.entry.modelSlug, tier: submissionTier(h) }] as const),
    ...timelines.reported.map((h) => [h.row.id, { slug: h.row.modelSlug, tier: "reported" as const }] as const),
  ]);
  for (const flag of timelines.flags) {
    const entry = entries.get(flag.entryId);
    if (!entry) continue;
    for (const { id, kind, at, detail } of flagMoments(flag))
      // A flag is on the boards its entry was on when it was set or removed.
      list({ id, kind, from: at, at, entryKeys: [entry.slug], tier: tier(entry.tier), detail }, () =>
        boards.holding(flag.entryId, at),
      );
  }
  return pending;
}

/**
 * The rescores: the scorings their runs switched to, one change per campaign (or per switch outside
 * one), on both settings' boards or on each setting's, listing the models whose runs it switched.
 */
function rescores<Run extends BoardRun>(timelines: BoardTimelines<Run>, rule: ChangeRule, boards: Boards) {
  const found = new Map<string, ReplayedChange>();
  for (const { entry, runs } of timelines.submissions)
    for (const run of runs)
      for (const change of run.changes) {
        let id: string;
        let at: Date | undefined;
        if (rule.rescoredAt === "campaign end") {
          if (!change.campaignId) continue;
          id = change.campaignId;
          at = timelines.campaigns.get(change.campaignId);
          if (!at) continue;
        } else {
          const previous = runScoringAt(run, change.at);
          if (previous === null || previous === change.scoringId) continue;
          id = change.campaignId ?? change.id;
          at = change.at;
        }
        const shots = rule.settings === "both" ? null : (run.shots as Shots);
        const key = shots === null ? id : `${id}:${shots}`;
        const known = found.get(key);
        if (known) {
          if (at < known.from) known.from = at;
          if (at > known.at) known.at = at;
          if (!known.entryKeys.includes(entry.modelSlug)) known.entryKeys.push(entry.modelSlug);
        } else
          found.set(key, {
            id: key,
            kind: "rescored",
            shots,
            from: at,
            at,
            entryKeys: [entry.modelSlug],
            tier: null,
            detail: null,
          });
      }
  if (rule.settings === "both") return [...found.values()];
  // On one setting's board, a rescore names the models that were on it before or after, and is none without them.
  return [...found.values()].flatMap((rescore) => {
    const entryKeys = rescore.entryKeys.filter((slug) =>
      boards.touched(slug, rescore.from, rescore.at).includes(rescore.shots!),
    );
    return entryKeys.length > 0 ? [{ ...rescore, entryKeys }] : [];
  });
}

/** Every model's place on the board of `shots`, by its slug. */
function standings<Run extends BoardRun>(board: BoardData<Run>, shots: Shots): Map<string, Standing> {
  return new Map(
    rankBoard({ data: board, shots }).map((row) => [
      row.entry.slug,
      { rank: row.rank, score: row.score.value, name: row.entry.modelName, slug: row.entry.slug },
    ]),
  );
}
