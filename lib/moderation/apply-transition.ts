// One status change of a submission, guarded by the revision the actor saw and written with its
// audit event (and, for a decision, the submitter's mail) in one transaction; decisions and
// withdrawals both go through it. The mail's job is queued only after the commit.
import "server-only";
import type { AuthUser } from "@/lib/auth/users";
import { db } from "@/lib/db";
import type { ModerationAction, SubmissionStatus } from "@/lib/generated/prisma/client";
import { invalidateBoard } from "@/lib/platform/cache/board-cache";
import { actorLabel, recordSubmissionEvent, type SubmissionState } from "@/lib/audit-log/audit-log";
import { queueMailJobs } from "@/lib/mail/outbox";
import { writeDecisionMail } from "@/lib/moderation/decision-mail";
import { changedUnderYou, failure, type ModerationResult } from "@/lib/moderation/moderation-result";
import { isDecision } from "@/lib/moderation/transitions";
import { ok } from "@/lib/result";

export interface TransitionInput {
  actor: AuthUser;
  submissionId: string;
  action: Exclude<ModerationAction, "role_change" | "submit">;
  reason: string;
  /** The state the actor saw; the change applies only if the submission is still in it. */
  from: SubmissionState;
  to: SubmissionStatus;
}

/** approvedAt follows the board: set when a submission goes live, cleared when it leaves. */
function approvedAtChange(from: SubmissionStatus, to: SubmissionStatus) {
  if (to === "approved") return { approvedAt: new Date() };
  if (from === "approved") return { approvedAt: null };
  return {};
}

export async function applyTransition({
  actor,
  submissionId,
  action,
  reason,
  from,
  to,
}: TransitionInput): Promise<ModerationResult> {
  const after = { status: to, revision: from.revision + 1 };
  const eventActor = { id: actor.id, label: actorLabel(actor) };
  const applied = await db.$transaction(async (tx) => {
    // The WHERE on revision is the lock-free guard: of two actors changing the same revision,
    // PostgreSQL lets exactly one UPDATE match; the other matches no row.
    const { count } = await tx.submission.updateMany({
      where: { id: submissionId, revision: from.revision, status: from.status },
      data: { status: to, revision: { increment: 1 }, ...approvedAtChange(from.status, to) },
    });
    if (count !== 1) return null;
    const event = await recordSubmissionEvent(tx, {
      action,
      actor: eventActor,
      submissionId,
      reason,
      before: from,
      after,
    });
    // Withdrawals are the submitter's own doing: only moderators' decisions are mailed to them.
    const mails = isDecision(action)
      ? await writeDecisionMail(tx, {
          eventId: event.id,
          submissionId,
          decision: action,
          actor: eventActor,
          reason,
          to,
        })
      : [];
    return { mails };
  });
  if (!applied) {
    const now = await db.submission.findUnique({
      where: { id: submissionId },
      select: { status: true, revision: true },
    });
    return now ? changedUnderYou(submissionId, now) : failure({ code: "not-found", message: "No such submission." });
  }
  if (from.status === "approved" || to === "approved") await invalidateBoard();
  await queueMailJobs(applied.mails);
  return ok(after);
}
