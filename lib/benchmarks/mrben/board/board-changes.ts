// What changed on MR-Ben's board: entries added, restored and unpublished, rescores, reported
// figures updated, flags set and removed, each spanning both shot settings, with the models it
// concerns and how the overall board stood at any moment; lib/boards/change-replay.ts lists them
// with their ranks and means before and after. Pure: replayed from the timelines (board-history.ts).
import {
  flagMoments,
  statusTransitions,
  type ChangeReplay,
  type ReplayedChange,
  type Standing,
} from "@/lib/boards/change-replay";
import { boardAt, type BoardTimelines } from "./board-history";
import { rankBoard } from "./rank-board";
import type { BoardData, EntryTier, Shots } from "./types";

type Pending = Omit<ReplayedChange, "shots" | "from" | "entryKeys"> & { slugs: string[] };

/** Evaluated by the portal when every run of the submission came from a hosted run (as the board counts it). */
const submissionTier = (history: BoardTimelines["submissions"][number]): EntryTier =>
  history.runs.length > 0 && history.runs.every((run) => Boolean(run.hostedRunId)) ? "evaluated" : "rescored";

function pendingChanges(timelines: BoardTimelines): Pending[] {
  const pending: Pending[] = [];
  for (const history of timelines.submissions)
    for (const { event, kind } of statusTransitions(history.statusEvents, "approved"))
      pending.push({
        id: event.id,
        at: event.at,
        kind,
        tier: submissionTier(history),
        slugs: [history.entry.modelSlug],
        detail: null,
      });
  for (const history of timelines.reported) {
    for (const { event, kind } of statusTransitions(history.statusEvents, "published"))
      pending.push({
        id: event.id,
        at: event.at,
        kind,
        tier: "reported",
        slugs: [history.row.modelSlug],
        detail: kind === "unpublished" ? null : `Reported by ${history.row.sourceUrl}`,
      });
    for (const update of history.updates)
      pending.push({
        id: update.id,
        at: update.at,
        kind: "updated",
        tier: "reported",
        slugs: [history.row.modelSlug],
        detail: `${Object.keys(update.after).join(", ")} changed, as ${history.row.sourceUrl} now reports`,
      });
  }
  const rescored = new Map<string, Set<string>>();
  for (const history of timelines.submissions)
    for (const run of history.runs)
      for (const change of run.changes)
        if (change.campaignId)
          rescored.set(change.campaignId, (rescored.get(change.campaignId) ?? new Set()).add(history.entry.modelSlug));
  for (const [campaignId, slugs] of rescored) {
    const at = timelines.campaigns.get(campaignId);
    if (at)
      pending.push({
        id: campaignId,
        at,
        kind: "rescored",
        tier: null,
        slugs: [...slugs],
        detail: null,
      });
  }
  const entrySlugs = new Map<string, { slug: string; tier: EntryTier }>([
    ...timelines.submissions.map((h) => [h.entry.id, { slug: h.entry.modelSlug, tier: submissionTier(h) }] as const),
    ...timelines.reported.map((h) => [h.row.id, { slug: h.row.modelSlug, tier: "reported" as const }] as const),
  ]);
  for (const flag of timelines.flags) {
    const entry = entrySlugs.get(flag.entryId);
    if (!entry) continue;
    for (const { id, kind, at, detail } of flagMoments(flag))
      pending.push({ id, at, kind, tier: entry.tier, slugs: [entry.slug], detail });
  }
  return pending;
}

/** MR-Ben's changes and how its overall boards stood, for the shared replay. */
export function mrbenChangeReplay(timelines: BoardTimelines): ChangeReplay {
  // Each change reads the board just before and just after it, in both settings: two boards, kept.
  const boards = new Map<number, BoardData>();
  const boardJustBefore = (at: Date) => {
    let board = boards.get(at.getTime());
    if (!board) {
      if (boards.size >= 4) boards.clear();
      board = boardAt(timelines, at);
      boards.set(at.getTime(), board);
    }
    return board;
  };
  return {
    changes: pendingChanges(timelines).map(({ slugs, ...change }) => ({
      ...change,
      shots: null,
      from: change.at,
      entryKeys: slugs,
    })),
    standings: (shots, at) => standings(boardJustBefore(at), shots),
    identity: (slug) => ({ slug, name: slug }),
  };
}

function standings(board: BoardData, shots: Shots): Map<string, Standing> {
  return new Map(
    rankBoard({ data: board, shots }).map((row) => [
      row.entry.slug,
      { rank: row.rank, score: row.score.value, name: row.entry.modelName, slug: row.entry.slug },
    ]),
  );
}
