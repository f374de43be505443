// A board change in words, the same on /changes and in its Atom feed: on which benchmark's board,
// what happened, to which models, and how their ranks and scores moved.
import { ENTRY_TIER_WORDS, type BoardChange, type ModelMove } from "@/lib/benchmarks/board-change";
import { formatPercent } from "@/lib/platform/percent";

const KIND_WORDS: Record<BoardChange["kind"], string> = {
  added: "added",
  restored: "restored",
  unpublished: "unpublished",
  rescored: "rescored",
  updated: "updated",
  flagged: "flagged",
  unflagged: "flag removed",
};

const SAME = 1e-12;

const standing = (place: { rank: number | null; score: number } | null) =>
  place === null
    ? "off the board"
    : `${place.rank === null ? "unranked" : `#${place.rank}`} (${formatPercent(place.score)})`;

/** "0-shot #5 (31.2) → #3 (33.0); 1-shot off the board → #4 (30.1)"; a setting where nothing moved shows where it stands. */
export function moveWords(move: ModelMove): string {
  const parts = (["0", "1"] as const).flatMap((shots) => {
    const board = move.boards[shots];
    if (!board || (board.before === null && board.after === null)) return [];
    const { before, after } = board;
    if (before !== null && after !== null && before.rank === after.rank && Math.abs(before.score - after.score) < SAME)
      return [`${shots}-shot ${standing(after)}`];
    return [`${shots}-shot ${standing(before)} → ${standing(after)}`];
  });
  return parts.length > 0 ? parts.join("; ") : "not on the overall boards";
}

/** "MR-Ben" for a change of both settings, "ORD reactions, 0-shot" for a board of one. */
function changeBoard(change: BoardChange): string {
  return change.shots === null ? change.benchmark.name : `${change.benchmark.name}, ${change.shots}-shot`;
}

/**
 * "MR-Ben: GPT-4o added", "MR-Ben: Paper-7B (reported) added", "MR-Ben: Hosted-7B (evaluated by the
 * portal) added", "ORD reactions, 1-shot: rescored, 3 entries moved".
 */
export function changeTitle(change: BoardChange): string {
  return `${changeBoard(change)}: ${whatChanged(change)}`;
}

function whatChanged(change: BoardChange): string {
  if (change.kind === "rescored")
    return change.models.length === 0
      ? "rescored, no entry's rank or score changed"
      : `rescored, ${change.models.length} ${change.models.length === 1 ? "entry" : "entries"} moved`;
  const names = change.models.map((model) => model.name).join(", ");
  const what = change.tier === "reported" || change.tier === "evaluated" ? ` (${ENTRY_TIER_WORDS[change.tier]})` : "";
  return `${names}${what} ${KIND_WORDS[change.kind]}`;
}
