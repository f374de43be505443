// The submitter takes back a submission that waits for review (or for their changes): it
// leaves the queue for good, with its audit event; a new version is a new submission.
import "server-only";
import { canViewSubmission, canWithdrawSubmission, isSubmitter } from "@/lib/auth/permissions";
import type { AuthUser } from "@/lib/auth/users";
import { db } from "@/lib/db";
import { applyTransition } from "@/lib/moderation/apply-transition";
import { changedUnderYou, failure, type ModerationResult } from "@/lib/moderation/moderation-result";
import { checkWithdrawReason, refusedTransitionMessage, transitionTarget } from "@/lib/moderation/transitions";

export interface WithdrawInput {
  actor: AuthUser;
  submissionId: string;
  /** The revision the submitter saw; without it, whatever revision is current. */
  expectedRevision?: number;
  reason?: string | null;
}

export async function withdrawSubmission({
  actor,
  submissionId,
  expectedRevision,
  reason,
}: WithdrawInput): Promise<ModerationResult> {
  const submission = await db.submission.findUnique({
    where: { id: submissionId },
    select: { id: true, userId: true, status: true, revision: true },
  });
  if (!submission || !canViewSubmission(actor, submission))
    return failure({ code: "not-found", message: "No such submission." });
  if (!isSubmitter(actor, submission))
    return failure({ code: "forbidden", message: "Only the submitter can withdraw a submission." });
  const checked = checkWithdrawReason(reason);
  if (!checked.ok) return failure({ code: "invalid-reason", message: checked.error.message });

  const current = { status: submission.status, revision: submission.revision };
  if (expectedRevision !== undefined && expectedRevision !== current.revision)
    return changedUnderYou(submissionId, current);
  const to = transitionTarget("withdraw", current.status);
  if (to === null || !canWithdrawSubmission(actor, submission))
    return failure({
      code: "invalid-transition",
      message: refusedTransitionMessage("withdraw", current.status),
      current,
    });

  // Only pending or changes-requested submissions withdraw: nothing on the board changes.
  return applyTransition({ actor, submissionId, action: "withdraw", reason: checked.value, from: current, to });
}
