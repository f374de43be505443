// A board change in words, the same on /changes and in its Atom feed: what happened, to which
// models, and how their ranks and means moved on the overall boards.
import type { BoardChange, ModelMove } from "./board-changes";
import { formatPercent } from "./format";

const KIND_WORDS: Record<BoardChange["kind"], string> = {
  added: "added",
  restored: "restored",
  unpublished: "unpublished",
  rescored: "rescored",
  updated: "updated",
  flagged: "flagged",
  unflagged: "flag removed",
};

const standing = (place: { rank: number | null; mean: number } | null) =>
  place === null
    ? "off the board"
    : `${place.rank === null ? "unranked" : `#${place.rank}`} (${formatPercent(place.mean)})`;

/** "0-shot #5 (31.2) → #3 (33.0); 1-shot off the board → #4 (30.1)"; settings where nothing moved are left out. */
export function moveWords(move: ModelMove): string {
  const parts = (["0", "1"] as const).flatMap((shots) => {
    const { before, after } = move.boards[shots];
    if (before === null && after === null) return [];
    if (before !== null && after !== null && before.rank === after.rank && Math.abs(before.mean - after.mean) < 1e-12)
      return [`${shots}-shot ${standing(after)}`];
    return [`${shots}-shot ${standing(before)} → ${standing(after)}`];
  });
  return parts.length > 0 ? parts.join("; ") : "not on the overall boards";
}

/** "GPT-4o added", "Paper-7B (reported) added", "Hosted-7B (evaluated by the portal) added", "Rescored: 3 entries moved". */
export function changeTitle(change: BoardChange): string {
  if (change.kind === "rescored")
    return change.models.length === 0
      ? "Rescored: no entry's rank or mean changed"
      : `Rescored: ${change.models.length} ${change.models.length === 1 ? "entry" : "entries"} moved`;
  const names = change.models.map((model) => model.name).join(", ");
  const what =
    change.tier === "reported" ? " (reported)" : change.tier === "evaluated" ? " (evaluated by the portal)" : "";
  return `${names}${what} ${KIND_WORDS[change.kind]}`;
}
