// The input of a moderator's decision and of a withdrawal, shared by the API and the pages'
// forms. Reason rules (required for some decisions, length) live in lib/moderation/transitions.
import { z } from "zod";
import { multiLineText } from "./free-text";

/** What a moderator (or admin) decides about a submission (lib/moderation/transitions says from which status to which). */
export const DECISION_NAMES = ["approve", "reject", "request_changes", "unpublish", "restore"] as const;
export type Decision = (typeof DECISION_NAMES)[number];

const ZRevision = z
  .number({ error: "revision must be the submission's revision number, as read with it" })
  .int()
  .nonnegative();

export const MAX_REASON_LENGTH = 2000;

/** A reason as the API takes it: its length is checked with the decision (lib/moderation/transitions). */
export const ZReason = multiLineText({});

/** A reason typed into a page's form, where the form says the length. */
export const ZFormReason = multiLineText({ max: MAX_REASON_LENGTH }).default("");

export const ZDecisionInput = z.strictObject({
  decision: z.enum(DECISION_NAMES, { error: `decision must be one of ${DECISION_NAMES.join(", ")}` }),
  reason: ZReason.nullish(),
  revision: ZRevision,
});

export const ZWithdrawInput = z.strictObject({
  reason: ZReason.nullish(),
  revision: ZRevision.optional(),
});
