// One delivery of a mail's job: claim the outbox row for this attempt, check the recipient still
// wants it, send it, record the outcome (on the row, which admins read, and in the worker's log).
// The claim is what makes a mail go out once: of two deliveries of the same attempt (two
// instances, a duplicate job) only one gets past it.
import "server-only";
import { db } from "@/lib/db";
import type { MailTopic } from "@/lib/generated/prisma/client";
import { RECIPIENT_SELECT, suppressionReason } from "@/lib/mail/outbox";
import type { MailTransport } from "@/lib/mail/smtp-transport";

export interface MailAttempt {
  mailId: string;
  /** pg-boss's retryCount: 0 on the first delivery, 1 on the first retry... */
  retryCount: number;
  /** The job's retryLimit: the attempt with retryCount === retryLimit is the last. */
  retryLimit: number;
  transport: MailTransport;
}

export type MailAttemptOutcome = "sent" | "suppressed" | "skipped";

const MAX_DETAIL_LENGTH = 2000;

interface Claim {
  key: string;
  topic: MailTopic;
  recipientId: string;
  toAddress: string | null;
  subject: string;
  text: string;
  unsubscribeUrl: string;
  attempts: number;
}

/** Throws when the server did not take the mail (pg-boss then retries it); the row keeps the error. */
export async function deliverMail({
  mailId,
  retryCount,
  retryLimit,
  transport,
}: MailAttempt): Promise<MailAttemptOutcome> {
  // A retry (higher retryCount) may claim a row an earlier attempt left sending (it died
  // mid-way); a second delivery of an attempt already claimed, or a settled mail, may not.
  const [claim] = await db.$queryRaw<Claim[]>`
    UPDATE "MailMessage" SET "status" = 'sending', "attempts" = ${retryCount + 1}, "claimedAt" = now(),
      "updatedAt" = now()
    WHERE "id" = ${mailId} AND "status" IN ('queued', 'sending') AND "attempts" <= ${retryCount}
    RETURNING "key", "topic", "recipientId", "toAddress", "subject", "text", "unsubscribeUrl", "attempts"`;
  if (!claim) return "skipped";

  const settle = (data: { status: "sent" | "queued" | "failed" | "suppressed"; detail: string | null }) =>
    db.mailMessage.updateMany({
      where: { id: mailId, status: "sending", attempts: claim.attempts },
      data: { ...data, sentAt: data.status === "sent" ? new Date() : undefined },
    });

  // Unsubscribed since the mail was written: the latest wish wins.
  const recipient = await db.user.findUnique({ where: { id: claim.recipientId }, select: RECIPIENT_SELECT });
  const notSent = recipient ? suppressionReason(recipient, claim.topic) : "The recipient's account is gone.";
  if (notSent || !claim.toAddress) {
    const detail = notSent ?? "The recipient had no e-mail address.";
    await settle({ status: "suppressed", detail });
    console.error(`[mail] ${claim.key}: suppressed (${detail})`);
    return "suppressed";
  }

  try {
    await transport.send({
      key: claim.key,
      to: claim.toAddress,
      subject: claim.subject,
      text: claim.text,
      unsubscribeUrl: claim.unsubscribeUrl,
    });
  } catch (error) {
    const last = retryCount >= retryLimit;
    const message = error instanceof Error ? error.message : String(error);
    await settle({ status: last ? "failed" : "queued", detail: message.slice(0, MAX_DETAIL_LENGTH) });
    const next = last ? "failed, no retry left" : "to be retried";
    console.error(`[mail] ${claim.key}: attempt ${claim.attempts} ${next}: ${message}`);
    throw error;
  }
  await settle({ status: "sent", detail: null });
  console.error(`[mail] ${claim.key}: sent (attempt ${claim.attempts})`);
  return "sent";
}
