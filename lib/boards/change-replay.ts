// Every board's list of changes, replayed: given what changed and when (each board's history says
// that) and how the board stood at any moment, each change gets the entries it concerns with their
// rank and score before and after, on each board it touched. A rescore lists only the entries it
// moved; a change that moved nothing is still listed. Pure.
import type {
  BoardChangeKind,
  BoardChangeLog,
  EntryTier,
  LoggedChange,
  ModelMove,
} from "@/lib/benchmarks/board-change";
import type { StatusEvent } from "@/lib/benchmarks/history-rules";
import { SHOT_SETTINGS, type Shots } from "@/lib/benchmarks/kind";
import { ENTRY_FLAG_LABELS, type EntryFlagKindName } from "@/lib/validations/entry-flag";

export interface ReplayedChange {
  /** Stable, and unique among the board's changes. */
  id: string;
  kind: BoardChangeKind;
  /** The board of one shot setting it changed; null when it spans both settings' boards. */
  shots: Shots | null;
  /** The board before is the one just before `from`; after, just after `at` (a rescore's runs switch over a span). */
  from: Date;
  at: Date;
  /** The entries it concerns, by the keys `standings` uses. */
  entryKeys: string[];
  tier: EntryTier | null;
  detail: string | null;
}

export interface Standing {
  /** null when the entry stood on the board unranked. */
  rank: number | null;
  score: number;
  name: string;
  slug: string;
}

export interface ChangeReplay {
  changes: ReplayedChange[];
  /** Every entry's standing on the board of `shots` just before `at`, by entry key. */
  standings(shots: Shots, at: Date): Map<string, Standing>;
  /** An entry's model, for one on no board before or after the change. */
  identity(key: string): { slug: string; name: string };
}

const MOVES_LISTED_PER_RESCORE = 50;
const SAME = 1e-12;
export const justAfter = (at: Date) => new Date(at.getTime() + 1);

/** The moments an entry went on its board or came off it: the decisions that moved it to or from `onStatus`. */
export function statusTransitions(
  events: readonly StatusEvent[],
  onStatus: string,
): { event: StatusEvent; kind: "added" | "restored" | "unpublished" }[] {
  const transitions: { event: StatusEvent; kind: "added" | "restored" | "unpublished" }[] = [];
  let wasOn = false;
  for (const event of events) {
    const isOn = event.status === onStatus;
    if (isOn !== wasOn)
      transitions.push({ event, kind: isOn ? (event.action === "restore" ? "restored" : "added") : "unpublished" });
    wasOn = isOn;
  }
  return transitions;
}

/** A flag's moments on the board: set, and removed if it was, with what the change says of it. */
export function flagMoments(flag: {
  id: string;
  kind: EntryFlagKindName;
  note: string;
  createdAt: Date;
  removedAt: Date | null;
}): { id: string; kind: "flagged" | "unflagged"; at: Date; detail: string }[] {
  const detail = `${ENTRY_FLAG_LABELS[flag.kind]}: ${flag.note}`;
  return [
    { id: flag.id, kind: "flagged" as const, at: flag.createdAt, detail },
    ...(flag.removedAt ? [{ id: `${flag.id}:removed`, kind: "unflagged" as const, at: flag.removedAt, detail }] : []),
  ];
}

/** The changes newest first, each described only when its page is asked for. */
export function replayedChangeLog(replay: ChangeReplay): BoardChangeLog {
  const pending = [...replay.changes].sort((a, b) => b.at.getTime() - a.at.getTime() || (a.id < b.id ? 1 : -1));
  return {
    times: pending.map((change) => change.at),
    page: (offset, limit) => pending.slice(offset, offset + limit).map((change) => describe(replay, change)),
  };
}

function describe(replay: ChangeReplay, change: ReplayedChange): LoggedChange {
  const boards = (change.shots === null ? SHOT_SETTINGS : [change.shots]).map((shots) => ({
    shots,
    before: replay.standings(shots, change.from),
    after: replay.standings(shots, justAfter(change.at)),
  }));
  const place = (standing: Standing | undefined) => (standing ? { rank: standing.rank, score: standing.score } : null);
  const models = change.entryKeys
    .map((key): ModelMove => {
      const known =
        boards.map((board) => board.after.get(key)).find(Boolean) ??
        boards.map((board) => board.before.get(key)).find(Boolean) ??
        replay.identity(key);
      return {
        slug: known.slug,
        name: known.name,
        boards: Object.fromEntries(
          boards.map((board) => [
            `${board.shots}`,
            { before: place(board.before.get(key)), after: place(board.after.get(key)) },
          ]),
        ),
      };
    })
    .filter((move) => change.kind !== "rescored" || moved(move))
    .slice(0, change.kind === "rescored" ? MOVES_LISTED_PER_RESCORE : undefined);
  return {
    id: change.id,
    at: change.at.toISOString(),
    kind: change.kind,
    shots: change.shots,
    tier: change.tier,
    models,
    detail: change.detail,
  };
}

function moved(move: ModelMove): boolean {
  return Object.values(move.boards).some(
    ({ before, after }) =>
      (before === null) !== (after === null) ||
      (before !== null &&
        after !== null &&
        (before.rank !== after.rank || Math.abs(before.score - after.score) > SAME)),
  );
}
