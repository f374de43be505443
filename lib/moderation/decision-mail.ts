// The submitter's mail about a moderator's decision on their submission: what was decided, by
// whom, the note, and a link to the submission, in the words their submission's page uses.
import "server-only";
import type { Prisma, SubmissionStatus } from "@/lib/generated/prisma/client";
import { mailIsOn } from "@/lib/mail/mail-settings";
import { writeMail, type WrittenMail } from "@/lib/mail/outbox";
import { reasonHeading, STATUS_LABELS, TRANSITION_PAST, type Decision } from "@/lib/moderation/transitions";

export async function writeDecisionMail(
  tx: Prisma.TransactionClient,
  {
    eventId,
    submissionId,
    decision,
    actor,
    reason,
    to,
  }: {
    eventId: string;
    submissionId: string;
    decision: Decision;
    actor: { id: string; label: string };
    reason: string;
    to: SubmissionStatus;
  },
): Promise<WrittenMail[]> {
  if (!mailIsOn()) return [];
  const submission = await tx.submission.findUniqueOrThrow({
    where: { id: submissionId },
    select: { userId: true, modelName: true },
  });
  // Nobody needs telling what they did themselves (a moderator deciding on their own entry).
  if (submission.userId === actor.id) return [];
  return writeMail(tx, [
    {
      key: `decision:${eventId}:${submission.userId}`,
      topic: "decision",
      recipientId: submission.userId,
      subject: `${submission.modelName}: ${STATUS_LABELS[to]}`,
      paragraphs: [
        `A moderator (${actor.label}) ${TRANSITION_PAST[decision]} your submission ${submission.modelName} on the MR-Ben Portal. Its status is now: ${STATUS_LABELS[to]}.`,
        ...(reason ? [`${reasonHeading(decision)}\n${reason}`] : []),
        { label: "Your submission", path: `/submissions/${submissionId}` },
      ],
    },
  ]);
}
