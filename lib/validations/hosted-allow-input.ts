// The admin page's allow-list forms: entries to add (one or more, separated by spaces, commas or
// lines) and the id of an entry to remove. Whether each entry is an address or a range is the
// address policy's to say (lib/hosted-runs/allow-list-entries.ts).
import { z } from "zod";

export const ZAllowEntriesText = z
  .string()
  .max(4000, "is too long")
  .transform((text) => text.split(/[\s,]+/).filter((entry) => entry !== ""))
  .refine((entries) => entries.length > 0, "names no address or range")
  .refine((entries) => entries.length <= 50, "names more than 50 entries at once");

export const ZAllowEntryId = z.string().min(1).max(100);
