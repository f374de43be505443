// A moderator's flag on a board entry as forms, the API and the pages name it. Plain data: the
// browser's board renders the labels too.
import { z } from "zod";
import { multiLineText } from "./free-text";

export const ENTRY_FLAG_KINDS = ["contamination_suspected", "setup_differs"] as const;
export type EntryFlagKindName = (typeof ENTRY_FLAG_KINDS)[number];

export const ENTRY_FLAG_LABELS: Record<EntryFlagKindName, string> = {
  contamination_suspected: "Contamination suspected",
  setup_differs: "Setup differs from the official one",
};

export const MAX_FLAG_NOTE_LENGTH = 2000;

const ZFlagNote = multiLineText({ max: MAX_FLAG_NOTE_LENGTH, required: "is required: say why" });

/** The note kept with a flag's removal: optional. */
export const ZUnflagNote = multiLineText({ max: MAX_FLAG_NOTE_LENGTH });

export const ZEntryFlagInput = z
  .object({
    kind: z.enum(ENTRY_FLAG_KINDS, { error: `must be one of ${ENTRY_FLAG_KINDS.join(", ")}` }),
    note: ZFlagNote,
  })
  .strict();

/** A standing flag as boards and exports carry it. */
export type ShownFlag = { kind: EntryFlagKindName; label: string; note: string; since: string };

/** A stored flag as boards, model pages and exports show it. */
export function shownFlag(flag: { kind: EntryFlagKindName; note: string; createdAt: Date }): ShownFlag {
  return { kind: flag.kind, label: ENTRY_FLAG_LABELS[flag.kind], note: flag.note, since: flag.createdAt.toISOString() };
}

/**
 * Why a flag was not added or removed (lib/moderation/entry-flags.ts), named here, below the service
 * and lib/http, so that lib/http gives every code its status and misses none.
 */
export interface EntryFlagFailure {
  code: "forbidden" | "not-found" | "already-flagged" | "not-standing" | "invalid-note";
  message: string;
}
