// The outbox. A service writes the mails its event causes inside the event's own transaction
// (writeMail), so the event and its mails commit together or not at all, and queues their jobs
// once that transaction has committed (queueMailJobs). Nothing here talks to a mail server: a
// dead one delays mail and blocks no decision or upload.
import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { composeMailText, mailSubject, unsubscribeUrl, type MailParagraph } from "@/lib/mail/compose-mail";
import { enqueueMail, portalMailQueue, type WrittenMail } from "@/lib/mail/mail-queue";
import { mailSettings } from "@/lib/mail/mail-settings";
import { preferencesOf, type MailPreferenceField, type MailTopic } from "@/lib/mail/mail-topics";
import { storableText } from "@/lib/platform/postgres/storable";

export type { WrittenMail };

type Tx = Prisma.TransactionClient;

export interface MailDraft {
  /** The event and the recipient, e.g. `decision:<event id>:<user id>`: a key is mailed once, ever. */
  key: string;
  topic: MailTopic;
  recipientId: string;
  subject: string;
  paragraphs: readonly MailParagraph[];
}

type Recipient = { email: string | null } & Record<MailPreferenceField, boolean>;

export const RECIPIENT_SELECT = {
  id: true,
  email: true,
  mailUnsubscribeToken: true,
  mailOnRunFailed: true,
  mailOnDecision: true,
  mailOnReviewQueue: true,
} as const satisfies Prisma.UserSelect;

/** Why a mail on `topic` is not sent to `recipient` (the row is kept as suppressed), or null. */
export function suppressionReason(recipient: Recipient, topic: MailTopic): string | null {
  if (!preferencesOf(recipient)[topic]) return "The recipient turned these e-mails off.";
  if (!recipient.email) return "The recipient has no e-mail address.";
  return null;
}

/**
 * Writes the mails in the caller's transaction and returns those to send once it commits. A key
 * written before is kept as it was. With mail off (no SMTP_URL) nothing is written: turning mail
 * on later sends nothing about the past.
 */
export async function writeMail(tx: Tx, drafts: readonly MailDraft[]): Promise<WrittenMail[]> {
  const settings = mailSettings();
  if (!settings || drafts.length === 0) return [];
  const recipients = await tx.user.findMany({
    where: { id: { in: [...new Set(drafts.map((draft) => draft.recipientId))] } },
    select: RECIPIENT_SELECT,
  });
  const byId = new Map(recipients.map((recipient) => [recipient.id, recipient]));
  const rows = drafts.flatMap((draft) => {
    const recipient = byId.get(draft.recipientId);
    if (!recipient) return [];
    const unsubscribe = unsubscribeUrl({
      portalUrl: settings.portalUrl,
      token: recipient.mailUnsubscribeToken,
      topic: draft.topic,
    });
    const notSent = suppressionReason(recipient, draft.topic);
    return [
      {
        key: draft.key,
        topic: draft.topic,
        recipientId: recipient.id,
        toAddress: recipient.email,
        subject: storableText(mailSubject(draft.subject)),
        text: storableText(
          composeMailText({
            paragraphs: draft.paragraphs,
            topic: draft.topic,
            portalUrl: settings.portalUrl,
            unsubscribe,
          }),
        ),
        unsubscribeUrl: unsubscribe,
        status: notSent ? ("suppressed" as const) : ("queued" as const),
        detail: notSent,
      },
    ];
  });
  if (rows.length === 0) return [];
  const written = await tx.mailMessage.createManyAndReturn({
    data: rows,
    skipDuplicates: true,
    select: { id: true, key: true, status: true },
  });
  return written.filter((mail) => mail.status === "queued").map(({ id, key }) => ({ id, key }));
}

/**
 * Queues the jobs of mails whose transaction has committed, now if the queue answers; otherwise
 * the worker's sweep queues them (it queues every queued row it finds).
 */
export async function queueMailJobs(mails: readonly WrittenMail[]): Promise<void> {
  const settings = mailSettings();
  if (!settings || mails.length === 0) return;
  try {
    await enqueueMail(await portalMailQueue(), mails, settings.retry);
  } catch (error) {
    console.error("[mail] queueing mail failed; the worker's sweep will queue it:", error);
  }
}
