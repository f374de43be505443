// A change on a benchmark's board as /changes and its feed list it, whatever the kind: what happened,
// to which models, and their rank and score before and after. Pure data, JSON-serialisable (cached).
import type { Shots } from "./kind";

/**
 * How an entry got its figures, on boards that tell them apart (MR-Ben's tiers): "evaluated" (the
 * portal ran the model itself: every run it counts came from a hosted run), "rescored" (the portal
 * rescored uploaded files), "reported" (a source's figures, not rescored).
 */
export const ENTRY_TIERS = ["evaluated", "rescored", "reported"] as const;
export type EntryTier = (typeof ENTRY_TIERS)[number];

/** Each tier in words, the one place every page, badge and feed takes them from. */
export const ENTRY_TIER_WORDS: Record<EntryTier, string> = {
  evaluated: "evaluated by the portal",
  rescored: "rescored from its files here",
  reported: "reported",
};

export type BoardChangeKind = "added" | "restored" | "unpublished" | "rescored" | "updated" | "flagged" | "unflagged";

/** A model's place on one board: its rank (null when it is shown unranked) and its headline score, a fraction. */
interface ChangedStanding {
  rank: number | null;
  score: number;
}

export interface ModelMove {
  slug: string;
  name: string;
  /** Per shot setting the change concerns: the standing before and after (null when not on that board). */
  boards: Partial<Record<`${Shots}`, { before: ChangedStanding | null; after: ChangedStanding | null }>>;
}

export interface BoardChange {
  /** Stable, and unique across every benchmark's changes. */
  id: string;
  at: string;
  kind: BoardChangeKind;
  benchmark: { slug: string; name: string };
  /** The shot setting of the board it changed, for a board per setting; null when it spans a kind's own boards (MR-Ben's). */
  shots: Shots | null;
  /** How the entry got its figures, when the board tells them apart (MR-Ben's tiers); null otherwise and for a rescore. */
  tier: EntryTier | null;
  models: ModelMove[];
  /** A flag's label and note; a reported entry's source. */
  detail: string | null;
  /** The board as it stood at the end of that day (a path). */
  boardHref: string;
}

/** A change as its benchmark's log gives it: /changes adds the benchmark and the link to its board that day. */
export type LoggedChange = Omit<BoardChange, "benchmark" | "boardHref">;

/** One benchmark's changes, newest first: when each happened, and any run of them in full. */
export interface BoardChangeLog {
  /** Newest first: the moment of each change, in the order `page` gives them. */
  times: Date[];
  /** The changes at positions offset .. offset + limit - 1 of `times`. */
  page(offset: number, limit: number): LoggedChange[];
}
