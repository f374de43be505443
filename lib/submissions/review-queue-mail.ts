// The mail to moderators who opted in when a submission enters the review queue: who sent which
// model for which benchmark, and a link to its review. Written in the transaction that moves it.
import "server-only";
import { canReceiveMail } from "@/lib/auth/permissions";
import type { Prisma, SubmissionStatus } from "@/lib/generated/prisma/client";
import { mailIsOn } from "@/lib/mail/mail-settings";
import { writeMail, type WrittenMail } from "@/lib/mail/outbox";

export async function writeReviewQueueMail(
  tx: Prisma.TransactionClient,
  {
    eventId,
    submissionId,
    actor,
    from,
  }: { eventId: string; submissionId: string; actor: { id: string; label: string }; from: SubmissionStatus },
): Promise<WrittenMail[]> {
  if (!mailIsOn()) return [];
  const [submission, subscribers] = await Promise.all([
    tx.submission.findUniqueOrThrow({
      where: { id: submissionId },
      select: { modelName: true, benchmark: { select: { name: true } } },
    }),
    tx.user.findMany({ where: { mailOnReviewQueue: true, id: { not: actor.id } }, select: { id: true, role: true } }),
  ]);
  const again = from === "changes_requested" ? " again, after the changes a moderator asked for" : "";
  return writeMail(
    tx,
    subscribers
      .filter((user) => canReceiveMail(user, "review_queue"))
      .map((user) => ({
        key: `review-queue:${eventId}:${user.id}`,
        topic: "review_queue" as const,
        recipientId: user.id,
        subject: `For review: ${submission.modelName} (${submission.benchmark.name})`,
        paragraphs: [
          `${actor.label} sent ${submission.modelName} for review${again} on the MR-Ben Portal (${submission.benchmark.name}).`,
          { label: "Review it", path: `/moderation/${submissionId}` },
        ],
      })),
  );
}
