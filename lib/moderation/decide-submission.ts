// A moderator's decision on a submission: checked against the transition table, approvability
// and the revision the moderator saw, applied with its audit event in one transaction.
import "server-only";
import { canModerate, canViewSubmission } from "@/lib/auth/permissions";
import type { AuthUser } from "@/lib/auth/users";
import { db } from "@/lib/db";
import { submissionBlockers } from "@/lib/moderation/submission-blockers";
import { applyTransition } from "@/lib/moderation/apply-transition";
import { changedUnderYou, failure, type ModerationResult } from "@/lib/moderation/moderation-result";
import { checkReason, refusedTransitionMessage, transitionTarget, type Decision } from "@/lib/moderation/transitions";

export type { ModerationResult } from "@/lib/moderation/moderation-result";

export interface DecideInput {
  actor: AuthUser;
  submissionId: string;
  decision: Decision;
  reason?: string | null;
  /** The revision the moderator was looking at when deciding. */
  expectedRevision: number;
}

export async function decideSubmission({
  actor,
  submissionId,
  decision,
  reason,
  expectedRevision,
}: DecideInput): Promise<ModerationResult> {
  const submission = await db.submission.findUnique({
    where: { id: submissionId },
    select: { id: true, userId: true, status: true, revision: true },
  });
  if (!submission || !canViewSubmission(actor, submission))
    return failure({ code: "not-found", message: "No such submission." });
  if (!canModerate(actor))
    return failure({ code: "forbidden", message: "Only moderators and admins decide on submissions." });

  const checked = checkReason(decision, reason);
  if (!checked.ok) return failure({ code: "invalid-reason", message: checked.error.message });

  const current = { status: submission.status, revision: submission.revision };
  if (current.revision !== expectedRevision) return changedUnderYou(submissionId, current);
  const to = transitionTarget(decision, current.status);
  if (to === null)
    return failure({
      code: "invalid-transition",
      message: refusedTransitionMessage(decision, current.status),
      current,
    });
  if (decision === "approve") {
    // Read outside the transaction: a new upload needs the submission back in preparation,
    // which moves the revision, so the guarded UPDATE below would refuse this decision.
    const blockers = await submissionBlockers(submissionId);
    if (blockers.length > 0)
      return failure({ code: "not-approvable", message: "This submission cannot be approved yet.", blockers });
  }

  return applyTransition({ actor, submissionId, action: decision, reason: checked.value, from: current, to });
}
