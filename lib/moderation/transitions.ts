// The moderation state machine as data: which action moves a submission from which status to
// which, and what a reason must be. Pure, so the pages, the API and the tests share one table.
import type { SubmissionStatus } from "@/lib/generated/prisma/client";
import { err, ok, type Result } from "@/lib/result";
import { DECISION_NAMES, MAX_REASON_LENGTH, type Decision } from "@/lib/validations/moderation-input";

export { DECISION_NAMES, MAX_REASON_LENGTH, type Decision };
/** What the submitter does to their own submission. */
type SubmitterAction = "submit" | "withdraw";
export type Transition = Decision | SubmitterAction;

const TRANSITIONS: Record<Transition, { from: readonly SubmissionStatus[]; to: SubmissionStatus }> = {
  approve: { from: ["pending"], to: "approved" },
  reject: { from: ["pending"], to: "rejected" },
  request_changes: { from: ["pending"], to: "changes_requested" },
  unpublish: { from: ["approved"], to: "unpublished" },
  restore: { from: ["unpublished"], to: "approved" },
  withdraw: { from: ["pending", "changes_requested"], to: "withdrawn" },
  submit: { from: ["draft", "changes_requested"], to: "pending" },
};

export interface DecisionInfo {
  /** The button's words. */
  label: string;
  /** What the reason field is called for this decision. */
  reasonLabel: string;
  /** Reject, request changes and unpublish must say why; approve and restore may add a note. */
  needsReason: boolean;
}

export const DECISIONS: Record<Decision, DecisionInfo> = {
  approve: { label: "Approve", reasonLabel: "Note (optional)", needsReason: false },
  reject: { label: "Reject", reasonLabel: "Reason", needsReason: true },
  request_changes: { label: "Request changes", reasonLabel: "What to change", needsReason: true },
  unpublish: { label: "Unpublish", reasonLabel: "Reason", needsReason: true },
  restore: { label: "Restore", reasonLabel: "Note (optional)", needsReason: false },
};

export const STATUS_LABELS: Record<SubmissionStatus, string> = {
  draft: "Draft",
  pending: "Pending",
  approved: "Approved",
  rejected: "Rejected",
  changes_requested: "Changes requested",
  withdrawn: "Withdrawn",
  unpublished: "Unpublished",
};

/** Past-tense words for the audit log and the submitter's view. */
export const TRANSITION_PAST: Record<Transition, string> = {
  approve: "approved",
  reject: "rejected",
  request_changes: "requested changes to",
  unpublish: "unpublished",
  restore: "restored",
  withdraw: "withdrew",
  submit: "submitted",
};

/** What precedes a decision's reason where the submitter reads it (their submission's page, the mail). */
export function reasonHeading(decision: Decision): string {
  return decision === "unpublish" ? "Why it was unpublished:" : "Moderator's note:";
}

export function isDecision(value: unknown): value is Decision {
  return typeof value === "string" && (DECISION_NAMES as readonly string[]).includes(value);
}

/** The status `action` leads to from `from`, or null when the table does not allow it. */
export function transitionTarget(action: Transition, from: SubmissionStatus): SubmissionStatus | null {
  const { from: allowed, to } = TRANSITIONS[action];
  return allowed.includes(from) ? to : null;
}

/** The decisions a moderator may take on a submission in `status` (the buttons to show). */
export function decisionsFrom(status: SubmissionStatus): Decision[] {
  return DECISION_NAMES.filter((decision) => transitionTarget(decision, status) !== null);
}

/** Why `action` cannot be taken on a submission in `from`, in words for the person who tried. */
export function refusedTransitionMessage(action: Transition, from: SubmissionStatus): string {
  const allowed = TRANSITIONS[action].from.map((status) => STATUS_LABELS[status].toLowerCase()).join(" or ");
  const verb = action === "request_changes" ? "have changes requested" : `be ${TRANSITION_PAST[action]}`;
  const what = action === "submit" ? "be sent for review" : action === "withdraw" ? "be withdrawn" : verb;
  const article = /^[aeiou]/.test(allowed) ? "an" : "a";
  return `Only ${article} ${allowed} submission can ${what}; this one is ${STATUS_LABELS[from].toLowerCase()}.`;
}

/** The reason as stored, or why not: a reason the decision needs is missing, or the reason is too long. */
type ReasonCheck = Result<string, { code: "reason-required" | "reason-too-long"; message: string }>;

function tooLong(text: string): ReasonCheck | null {
  return text.length > MAX_REASON_LENGTH
    ? err({
        code: "reason-too-long",
        message: `The reason is ${text.length} characters long; at most ${MAX_REASON_LENGTH} are allowed.`,
      })
    : null;
}

/** The reason as stored (trimmed; "" when none), or why it is refused. */
export function checkReason(decision: Decision, reason: string | null | undefined): ReasonCheck {
  const text = (reason ?? "").trim();
  if (DECISIONS[decision].needsReason && text === "")
    return err({
      code: "reason-required",
      message: `${DECISIONS[decision].label} needs a reason: say why, for the submitter and the log.`,
    });
  return tooLong(text) ?? ok(text);
}

/** A submitter may say why they withdraw, but need not. */
export function checkWithdrawReason(reason: string | null | undefined): ReasonCheck {
  const text = (reason ?? "").trim();
  return tooLong(text) ?? ok(text);
}
