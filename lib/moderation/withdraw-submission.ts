// The submitter takes back a submission that waits for review (or for their changes): it
// leaves the queue for good, with its audit event; a new version is a new submission.
import "server-only";
import { canViewSubmission, canWithdrawSubmission } from "@/lib/auth/permissions";
import type { AuthUser } from "@/lib/auth/users";
import { db } from "@/lib/db";
import { actorLabel, recordSubmissionEvent } from "@/lib/moderation/audit-log";
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
  if (actor.id !== submission.userId)
    return failure({ code: "forbidden", message: "Only the submitter can withdraw a submission." });
  const checked = checkWithdrawReason(reason);
  if (!checked.ok) return failure({ code: "invalid-reason", message: checked.message });

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

  const after = { status: to, revision: current.revision + 1 };
  const applied = await db.$transaction(async (tx) => {
    const { count } = await tx.submission.updateMany({
      where: { id: submissionId, revision: current.revision, status: current.status },
      data: { status: to, revision: { increment: 1 } },
    });
    if (count !== 1) return false;
    await recordSubmissionEvent(tx, {
      action: "withdraw",
      actor: { id: actor.id, label: actorLabel(actor) },
      submissionId,
      reason: checked.reason,
      before: current,
      after,
    });
    return true;
  });
  if (!applied) {
    const now = await db.submission.findUnique({
      where: { id: submissionId },
      select: { status: true, revision: true },
    });
    return now ? changedUnderYou(submissionId, now) : failure({ code: "not-found", message: "No such submission." });
  }
  // Only pending or changes-requested submissions withdraw: nothing on the board changes.
  return { ok: true, data: after };
}
