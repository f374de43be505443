// The mail worker: pg-boss workers on the mail queue, run by the background worker process
// (scripts/rescore-worker.ts) when SMTP_URL is set. Its sweep, at start and every minute, queues
// every outbox row still waiting for a job (the process that wrote it died before queueing it,
// or the queue did not answer) and fails a mail whose last attempt died mid-way.
import "server-only";
import type PgBoss from "pg-boss";
import { db } from "@/lib/db";
import { deliverMail } from "@/lib/mail/deliver-mail";
import {
  enqueueMail,
  MAIL_JOB_EXPIRE_SECONDS,
  MAIL_QUEUE,
  mailJobId,
  openMailQueue,
  type MailJobData,
} from "@/lib/mail/mail-queue";
import type { MailSettings } from "@/lib/mail/mail-settings";
import { smtpTransport, type MailTransport } from "@/lib/mail/smtp-transport";
import { workQueue } from "@/lib/platform/jobs/pg-boss-queue";

const SWEEP_INTERVAL_MS = 60_000;
const SWEEP_BATCH = 1000;

const ABANDONED_ATTEMPT = "The worker sending this mail stopped before it finished, and no retry was left.";

export interface MailWorker {
  queue: PgBoss;
  /** Queues waiting rows and settles abandoned ones now (the worker also does it every minute). */
  sweep(): Promise<void>;
  stop(): Promise<void>;
}

export async function startMailWorker({
  settings,
  connectionString,
  concurrency = 2,
  pollingIntervalSeconds = 2,
  transport = smtpTransport(settings),
}: {
  settings: MailSettings;
  connectionString?: string;
  concurrency?: number;
  pollingIntervalSeconds?: number;
  transport?: MailTransport;
}): Promise<MailWorker> {
  const queue = await openMailQueue(connectionString);
  await workQueue<MailJobData>(queue, MAIL_QUEUE, { concurrency, pollingIntervalSeconds }, (job) =>
    deliverMail({ mailId: job.data.mailId, retryCount: job.retryCount, retryLimit: job.retryLimit, transport }),
  );
  const sweep = async () => {
    try {
      await queueWaitingMail(queue, settings.retry);
      await failAbandonedMail(queue);
    } catch (error) {
      console.error("[mail] sweeping the outbox failed:", error);
    }
  };
  await sweep();
  const sweeper = setInterval(() => void sweep(), SWEEP_INTERVAL_MS);
  sweeper.unref();
  return {
    queue,
    sweep,
    stop: async () => {
      clearInterval(sweeper);
      await queue.stop({ graceful: true, wait: true, timeout: 60_000 });
      transport.close();
    },
  };
}

/** Queues every queued row; the job ids make a row whose job exists (waiting, retrying) a no-op. */
async function queueWaitingMail(queue: PgBoss, retry: MailSettings["retry"]): Promise<void> {
  let after: string | undefined;
  for (;;) {
    const waiting = await db.mailMessage.findMany({
      where: { status: "queued", ...(after ? { id: { gt: after } } : {}) },
      orderBy: { id: "asc" },
      take: SWEEP_BATCH,
      select: { id: true, key: true },
    });
    await enqueueMail(queue, waiting, retry);
    if (waiting.length < SWEEP_BATCH) return;
    after = waiting.at(-1)!.id;
  }
}

/**
 * A row left sending long after its job would have expired: if pg-boss has no delivery of it left
 * to make (that attempt was the last), it has failed. A job that will still be retried takes it.
 */
async function failAbandonedMail(queue: PgBoss): Promise<void> {
  const stale = await db.mailMessage.findMany({
    where: { status: "sending", claimedAt: { lt: new Date(Date.now() - 2 * MAIL_JOB_EXPIRE_SECONDS * 1000) } },
    take: SWEEP_BATCH,
    select: { id: true, key: true, attempts: true },
  });
  for (const mail of stale) {
    const job = await queue.getJobById(MAIL_QUEUE, mailJobId(mail.key));
    if (job && (job.state === "created" || job.state === "retry" || job.state === "active")) continue;
    await db.mailMessage.updateMany({
      where: { id: mail.id, status: "sending", attempts: mail.attempts },
      data: { status: "failed", detail: ABANDONED_ATTEMPT },
    });
  }
}
