// The mail jobs' queue: pg-boss in its own `pgboss` schema of the portal's PostgreSQL. One job per
// outbox row, its id derived from the row's key (the event and recipient), so however many
// instances queue a mail, and however often the sweep queues it again, it is one job.
import "server-only";
import type PgBoss from "pg-boss";
import { env } from "@/lib/env";
import type { MailSettings } from "@/lib/mail/mail-settings";
import {
  deterministicJobId,
  insertJobs,
  openPgBossQueue,
  sharedQueueConnection,
} from "@/lib/platform/jobs/pg-boss-queue";

export const MAIL_QUEUE = "send-mail";

export interface MailJobData {
  mailId: string;
}

/** A mail whose outbox row was written: what its job needs. */
export interface WrittenMail {
  id: string;
  key: string;
}

/**
 * A delivery cut short (a crash) is retried after this long. Far longer than one SMTP exchange can
 * take with the transport's timeouts (lib/mail/smtp-transport.ts), so a slow attempt is never
 * retried while it is still talking to the server.
 */
export const MAIL_JOB_EXPIRE_SECONDS = 5 * 60;

export async function openMailQueue(connectionString: string | undefined = env.DATABASE_URL): Promise<PgBoss> {
  return openPgBossQueue({
    connectionString,
    queue: MAIL_QUEUE,
    expireInSeconds: MAIL_JOB_EXPIRE_SECONDS,
    applicationName: "mrben-mail",
    logPrefix: "mail",
  });
}

export function mailJobId(key: string): string {
  return deterministicJobId(`mail:${key}`);
}

export async function enqueueMail(
  boss: PgBoss,
  mails: readonly WrittenMail[],
  retry: MailSettings["retry"],
): Promise<void> {
  await insertJobs(
    boss,
    mails.map((mail) => ({
      id: mailJobId(mail.key),
      name: MAIL_QUEUE,
      data: { mailId: mail.id } satisfies MailJobData,
      expireInSeconds: MAIL_JOB_EXPIRE_SECONDS,
      ...retry,
    })),
  );
}

// The web server's connection, opened on the first mail.
const portal = sharedQueueConnection("mrbenMailQueue", () => openMailQueue());

export const portalMailQueue = portal.get;
export const closePortalMailQueue = portal.close;
