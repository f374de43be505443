// The input of a moderator's decision and of a withdrawal, shared by the API and the pages'
// forms. Reason rules (required for some decisions, length) live in lib/moderation/transitions.
import { z } from "zod";

/** What a moderator (or admin) decides about a submission (lib/moderation/transitions says from which status to which). */
export const DECISION_NAMES = ["approve", "reject", "request_changes", "unpublish", "restore"] as const;
export type Decision = (typeof DECISION_NAMES)[number];

const ZRevision = z
  .number({ error: "revision must be the submission's revision number, as read with it" })
  .int()
  .nonnegative();

export const ZDecisionInput = z.strictObject({
  decision: z.enum(DECISION_NAMES, { error: `decision must be one of ${DECISION_NAMES.join(", ")}` }),
  reason: z.string().nullish(),
  revision: ZRevision,
});

export const ZWithdrawInput = z.strictObject({
  reason: z.string().nullish(),
  revision: ZRevision.optional(),
});
