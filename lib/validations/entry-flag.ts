// A moderator's flag on a board entry as forms, the API and the pages name it. Plain data: the
// browser's board renders the labels too.
import { z } from "zod";

export const ENTRY_FLAG_KINDS = ["contamination_suspected", "setup_differs"] as const;
export type EntryFlagKindName = (typeof ENTRY_FLAG_KINDS)[number];

export const ENTRY_FLAG_LABELS: Record<EntryFlagKindName, string> = {
  contamination_suspected: "Contamination suspected",
  setup_differs: "Setup differs from the official one",
};

export const MAX_FLAG_NOTE_LENGTH = 2000;

export const ZEntryFlagInput = z
  .object({
    kind: z.enum(ENTRY_FLAG_KINDS, { error: `must be one of ${ENTRY_FLAG_KINDS.join(", ")}` }),
    note: z
      .string({ error: "must be text" })
      .trim()
      .min(1, { error: "is required: say why" })
      .max(MAX_FLAG_NOTE_LENGTH, { error: `must be at most ${MAX_FLAG_NOTE_LENGTH} characters` }),
  })
  .strict();

/** A standing flag as boards and exports carry it. */
export type ShownFlag = { kind: EntryFlagKindName; label: string; note: string; since: string };
