// What the mail tests share: an SMTP server and a mail worker for the file, submissions to decide
// on, waiting for a recipient's mail to settle, their unsubscribe token, and a mail written as its
// event would write it but never queued. Each file sets the mail settings itself (vi.hoisted),
// before lib/env reads them.
import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import type { MailStatus } from "@/lib/generated/prisma/client";
import { closePortalMailQueue } from "@/lib/mail/mail-queue";
import { mailSettings } from "@/lib/mail/mail-settings";
import { startMailWorker, type MailWorker } from "@/lib/mail/mail-worker";
import { writeMail, type MailDraft } from "@/lib/mail/outbox";
import type { Actor } from "./actors";
import { ensureBoardBenchmark, seedBoardEntry, uniformRun } from "./board-entries";
import { startTestSmtpServer, type TestSmtpServer } from "./smtp-test-server";
import { waitFor } from "./wait-for";

export interface MailHarness {
  smtp: TestSmtpServer;
  worker: MailWorker;
  stop(): Promise<void>;
}

/** The SMTP server SMTP_URL names (on `port`), a mail worker polling twice a second, and a benchmark to submit to. */
export async function startMailHarness(port: number): Promise<MailHarness> {
  const smtp = await startTestSmtpServer({ port });
  const worker = await startMailWorker({ settings: mailSettings()!, pollingIntervalSeconds: 0.5 });
  await ensureBoardBenchmark();
  return {
    smtp,
    worker,
    async stop() {
      await worker.stop();
      await closePortalMailQueue();
      await smtp.stop();
    },
  };
}

/** A submission of `owner`'s with both shot settings scored, in `status`. */
export async function seedMailedSubmission(owner: Actor, status: "draft" | "pending" | "approved") {
  const slug = `mail-model-${randomUUID().slice(0, 8)}`;
  const modelName = `Mail-Model-${slug.slice(-8)}`;
  const id = await seedBoardEntry({
    slug,
    modelName,
    status,
    userId: owner.id,
    runs: { "0": uniformRun(0.5), "1": uniformRun(0.6) },
  });
  return { id, modelName };
}

export const mailsTo = (userId: string) =>
  db.mailMessage.findMany({ where: { recipientId: userId }, orderBy: { createdAt: "asc" } });

/** The newest mail to `userId`, once it has reached `status`. */
export function settledMail(userId: string, status: MailStatus = "sent", timeoutMs = 30_000) {
  return waitFor(
    `a ${status} mail to ${userId}`,
    async () => {
      const mail = await db.mailMessage.findFirst({ where: { recipientId: userId }, orderBy: { createdAt: "desc" } });
      return mail?.status === status && mail;
    },
    { timeoutMs },
  );
}

export const unsubscribeTokenOf = async (userId: string) =>
  (await db.user.findUniqueOrThrow({ where: { id: userId }, select: { mailUnsubscribeToken: true } }))
    .mailUnsubscribeToken;

/** A mail written as an event would write it, without queueing its job (as if its writer died after the commit). */
export async function writeUnqueuedMail(draft: Omit<MailDraft, "topic" | "paragraphs">) {
  const [mail] = await db.$transaction((tx) =>
    writeMail(tx, [{ ...draft, topic: "decision", paragraphs: ["A test mail."] }]),
  );
  return mail!;
}
