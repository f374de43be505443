// Sending a prepared submission to the moderators: both shot settings must be scored, covering the
// whole benchmark, or the subjects they have when the submitter marked the submission partial on
// purpose (a part cannot be approved otherwise). A
// resubmission after changes were requested goes the same way; each writes a `submit` event and
// mails the moderators who asked to hear of new submissions.
import "server-only";
import type { AuthUser } from "@/lib/auth/users";
import { db } from "@/lib/db";
import { actorLabel, recordSubmissionEvent } from "@/lib/audit-log/audit-log";
import { queueMailJobs } from "@/lib/mail/outbox";
import { submissionCoverageGaps } from "@/lib/moderation/submission-blockers";
import { refusedTransitionMessage, transitionTarget } from "@/lib/moderation/transitions";
import { currentRuns, loadSubmission } from "@/lib/submissions/load-submission";
import { writeReviewQueueMail } from "@/lib/submissions/review-queue-mail";
import { err, ok, type Result } from "@/lib/result";
import type { SubmitFailure } from "@/lib/validations/submission-failure";

export async function submitForReview({
  id,
  actor,
}: {
  id: string;
  actor: AuthUser;
}): Promise<Result<{ revision: number }, SubmitFailure>> {
  const submission = await loadSubmission(id);
  if (!submission) return err({ code: "no-such-submission", message: "No such submission." });
  const to = transitionTarget("submit", submission.status);
  if (to === null)
    return err({ code: "invalid-transition", message: refusedTransitionMessage("submit", submission.status) });
  const runs = currentRuns(submission);
  const missing = (["0", "1"] as const).filter((shots) => runs[shots]?.status !== "scored");
  if (missing.length > 0) {
    const which = missing.map((shots) => `${shots}-shot`).join(" and ");
    return err({
      code: "not-scored",
      message: `The ${which} results are not scored yet: upload them (a failed upload must be fixed and sent again).`,
    });
  }
  // A file covering part of the benchmark cannot be approved: say so now, not at the moderator's.
  const gaps = await submissionCoverageGaps(id);
  if (gaps.length > 0)
    return err({
      code: "incomplete",
      message: submission.partial
        ? `The results do not cover their subjects: ${gaps.join(" ")} Upload complete files.`
        : `The results do not cover the whole benchmark: ${gaps.join(" ")} Upload complete files, or mark the submission as partial on purpose if it leaves subjects out by design.`,
    });
  const before = { status: submission.status, revision: submission.revision };
  const after = { status: to, revision: before.revision + 1 };
  const eventActor = { id: actor.id, label: actorLabel(actor) };
  // Only the state just read moves; a concurrent change makes this a no-op.
  const moved = await db.$transaction(async (tx) => {
    const { count } = await tx.submission.updateMany({
      where: { id, status: before.status, revision: before.revision },
      data: { status: to, revision: { increment: 1 }, submittedAt: new Date() },
    });
    if (count !== 1) return null;
    const event = await recordSubmissionEvent(tx, {
      action: "submit",
      actor: eventActor,
      submissionId: id,
      reason: "",
      before,
      after,
    });
    return {
      mails: await writeReviewQueueMail(tx, {
        eventId: event.id,
        submissionId: id,
        actor: eventActor,
        from: before.status,
      }),
    };
  });
  if (!moved)
    return err({ code: "changed", message: "The submission changed while it was being sent: reload and try again." });
  await queueMailJobs(moved.mails);
  return ok({ revision: after.revision });
}
