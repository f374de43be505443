// What changed on the board, newest first: entries added, restored and unpublished, rescores,
// reported figures updated, flags set and removed; each with the models it moved and their ranks
// and means on the overall board before and after, in both shot settings. Pure: replayed from the
// timelines (board-history.ts).
import { boardAt, type BoardTimelines, type SubmissionHistory } from "./board-history";
import { rankBoard } from "./rank-board";
import type { BoardData, EntryTier, Shots } from "./types";
import { SHOT_SETTINGS } from "./types";
import { ENTRY_FLAG_LABELS } from "@/lib/validations/entry-flag";

type BoardChangeKind = "added" | "restored" | "unpublished" | "rescored" | "updated" | "flagged" | "unflagged";

interface ModelMove {
  slug: string;
  name: string;
  /** Per shot setting: the overall rank and mean before and after (null when not on that board). */
  boards: Record<`${Shots}`, { before: Standing | null; after: Standing | null }>;
}

type Standing = { rank: number | null; mean: number };

export interface BoardChange {
  /** Stable: the decision's, the flag's or the rescore's id. */
  id: string;
  at: string;
  kind: BoardChangeKind;
  /** Reported or verified, for entries; null for a rescore. */
  verification: "verified" | "reported" | null;
  /** The entry's tier (evaluated by the portal, rescored upload, reported); null for a rescore. */
  tier: EntryTier | null;
  models: ModelMove[];
  /** A flag's label and note; a reported entry's source. */
  detail: string | null;
}

interface Pending {
  id: string;
  at: Date;
  kind: BoardChangeKind;
  verification: BoardChange["verification"];
  tier: EntryTier | null;
  slugs: string[];
  detail: string | null;
}

const MOVES_LISTED_PER_RESCORE = 50;

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
          verification: "verified",
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
          verification: "reported",
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
        verification: "reported",
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
        verification: null,
        tier: null,
        slugs: [...slugs],
        detail: null,
      });
  }
  const entrySlugs = new Map<string, { slug: string; verification: "verified" | "reported"; tier: EntryTier }>([
    ...timelines.submissions.map(
      (h) =>
        [
          h.source.id,
          { slug: h.source.modelSlug, verification: "verified" as const, tier: submissionTier(h) },
        ] as const,
    ),
    ...timelines.reported.map(
      (h) =>
        [h.row.id, { slug: h.row.modelSlug, verification: "reported" as const, tier: "reported" as const }] as const,
    ),
  ]);
  for (const flag of timelines.flags) {
    const entry = entrySlugs.get(flag.entryId);
    if (!entry) continue;
    const detail = `${ENTRY_FLAG_LABELS[flag.kind]}: ${flag.note}`;
    pending.push({
      id: flag.id,
      at: flag.createdAt,
      kind: "flagged",
      verification: entry.verification,
      tier: entry.tier,
      slugs: [entry.slug],
      detail,
    });
    if (flag.removedAt)
      pending.push({
        id: `${flag.id}:removed`,
        at: flag.removedAt,
        kind: "unflagged",
        verification: entry.verification,
        tier: entry.tier,
        slugs: [entry.slug],
        detail,
      });
  }
  return pending.sort((a, b) => b.at.getTime() - a.at.getTime() || (a.id < b.id ? 1 : -1));
}

function standings(board: BoardData, shots: Shots): Map<string, Standing & { name: string }> {
  return new Map(
    rankBoard({ data: board, shots }).map((row) => [
      row.entry.slug,
      { rank: row.rank, mean: row.score.value, name: row.entry.modelName },
    ]),
  );
}

const SAME = 1e-12;

/**
 * The newest `limit` changes after skipping `offset`, with their moves. A rescore lists only the
 * models whose mean or rank it changed; a change that moved nothing on any board is still listed.
 */
export function boardChanges(
  timelines: BoardTimelines,
  { offset = 0, limit = 50 }: { offset?: number; limit?: number } = {},
): { total: number; changes: BoardChange[] } {
  const pending = pendingChanges(timelines);
  const changes = pending.slice(offset, offset + limit).map((change): BoardChange => {
    const beforeBoard = boardAt(timelines, change.at);
    const afterBoard = boardAt(timelines, new Date(change.at.getTime() + 1));
    const byShots = Object.fromEntries(
      SHOT_SETTINGS.map((shots) => [
        shots,
        { before: standings(beforeBoard, shots), after: standings(afterBoard, shots) },
      ]),
    ) as Record<
      Shots,
      { before: Map<string, Standing & { name: string }>; after: Map<string, Standing & { name: string }> }
    >;
    const models = change.slugs
      .map((slug): ModelMove => {
        const find = (shots: Shots, when: "before" | "after") => {
          const standing = byShots[shots][when].get(slug);
          return standing ? { rank: standing.rank, mean: standing.mean } : null;
        };
        const name =
          byShots[0].after.get(slug)?.name ??
          byShots[1].after.get(slug)?.name ??
          byShots[0].before.get(slug)?.name ??
          byShots[1].before.get(slug)?.name ??
          slug;
        return {
          slug,
          name,
          boards: {
            "0": { before: find(0, "before"), after: find(0, "after") },
            "1": { before: find(1, "before"), after: find(1, "after") },
          },
        };
      })
      .filter((move) => change.kind !== "rescored" || moved(move))
      .slice(0, change.kind === "rescored" ? MOVES_LISTED_PER_RESCORE : undefined);
    return {
      id: change.id,
      at: change.at.toISOString(),
      kind: change.kind,
      verification: change.verification,
      tier: change.tier,
      models,
      detail: change.detail,
    };
  });
  return { total: pending.length, changes };
}

function moved(move: ModelMove): boolean {
  return Object.values(move.boards).some(
    ({ before, after }) =>
      (before === null) !== (after === null) ||
      (before !== null && after !== null && (before.rank !== after.rank || Math.abs(before.mean - after.mean) > SAME)),
  );
}

/** When each change happened, newest first, in the order boardChanges lists them. */
export function boardChangeTimes(timelines: BoardTimelines): Date[] {
  return pendingChanges(timelines).map((change) => change.at);
}
