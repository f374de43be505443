// What changed on MR-Ben's board: entries added, restored and unpublished, rescores, reported
// figures updated, flags set and removed, each spanning both shot settings, with the models it
// concerns and how the overall board stood at any moment; lib/boards/change-replay.ts lists them
// with their ranks and means before and after. Pure: replayed from the timelines (board-history.ts).
import type { ChangeReplay, ReplayedChange, Standing } from "@/lib/boards/change-replay";
import { ENTRY_FLAG_LABELS } from "@/lib/validations/entry-flag";
import { boardAt, type BoardTimelines, type SubmissionHistory } from "./board-history";
import { rankBoard } from "./rank-board";
import type { BoardData, EntryTier, Shots } from "./types";

type Pending = Omit<ReplayedChange, "shots" | "from" | "entryKeys"> & { slugs: string[] };

/** Evaluated by the portal when every run of the submission came from a hosted run (as the board counts it). */
const submissionTier = (history: SubmissionHistory): EntryTier =>
  history.runs.length > 0 && history.runs.every((run) => Boolean(run.run.hostedRunId)) ? "evaluated" : "rescored";

function pendingChanges(timelines: BoardTimelines): Pending[] {
  const pending: Pending[] = [];
  for (const history of timelines.submissions) {
    let wasOn = false;
    for (const event of history.statusEvents) {
      const isOn = event.status === "approved";
      if (isOn !== wasOn)
        pending.push({
          id: event.id,
          at: event.at,
          kind: isOn ? (event.action === "restore" ? "restored" : "added") : "unpublished",
          tier: submissionTier(history),
          slugs: [history.source.modelSlug],
          detail: null,
        });
      wasOn = isOn;
    }
  }
  for (const history of timelines.reported) {
    let wasOn = false;
    for (const event of history.statusEvents) {
      const isOn = event.status === "published";
      if (isOn !== wasOn)
        pending.push({
          id: event.id,
          at: event.at,
          kind: isOn ? (event.action === "restore" ? "restored" : "added") : "unpublished",
          tier: "reported",
          slugs: [history.row.modelSlug],
          detail: isOn ? `Reported by ${history.row.sourceUrl}` : null,
        });
      wasOn = isOn;
    }
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
          rescored.set(change.campaignId, (rescored.get(change.campaignId) ?? new Set()).add(history.source.modelSlug));
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
    ...timelines.submissions.map((h) => [h.source.id, { slug: h.source.modelSlug, tier: submissionTier(h) }] as const),
    ...timelines.reported.map((h) => [h.row.id, { slug: h.row.modelSlug, tier: "reported" as const }] as const),
  ]);
  for (const flag of timelines.flags) {
    const entry = entrySlugs.get(flag.entryId);
    if (!entry) continue;
    const detail = `${ENTRY_FLAG_LABELS[flag.kind]}: ${flag.note}`;
    pending.push({
      id: flag.id,
      at: flag.createdAt,
      kind: "flagged",
      tier: entry.tier,
      slugs: [entry.slug],
      detail,
    });
    if (flag.removedAt)
      pending.push({
        id: `${flag.id}:removed`,
        at: flag.removedAt,
        kind: "unflagged",
        tier: entry.tier,
        slugs: [entry.slug],
        detail,
      });
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
