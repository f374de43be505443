// The mail log admins read on /admin/mail: every outbox row, newest first, a page at a time.
import "server-only";
import { db } from "@/lib/db";
import type { MailStatus, Prisma } from "@/lib/generated/prisma/client";

const MAIL_LOG_PAGE_SIZE = 100;

const LOG_SELECT = {
  id: true,
  key: true,
  topic: true,
  toAddress: true,
  subject: true,
  status: true,
  attempts: true,
  detail: true,
  createdAt: true,
  claimedAt: true,
  sentAt: true,
} as const satisfies Prisma.MailMessageSelect;

export interface MailLogPage {
  mails: Array<Prisma.MailMessageGetPayload<{ select: typeof LOG_SELECT }>>;
  /** The id to pass as `before` for the next (older) page; null on the last. */
  nextCursor: string | null;
  counts: Record<MailStatus, number>;
}

export async function listMailLog({ status, before }: { status?: MailStatus; before?: string }): Promise<MailLogPage> {
  const [rows, grouped] = await Promise.all([
    db.mailMessage.findMany({
      where: { status },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      ...(before ? { cursor: { id: before }, skip: 1 } : {}),
      take: MAIL_LOG_PAGE_SIZE + 1,
      select: LOG_SELECT,
    }),
    db.mailMessage.groupBy({ by: ["status"], _count: { _all: true } }),
  ]);
  const mails = rows.slice(0, MAIL_LOG_PAGE_SIZE);
  const counts: Record<MailStatus, number> = { queued: 0, sending: 0, sent: 0, failed: 0, suppressed: 0 };
  for (const group of grouped) counts[group.status] = group._count._all;
  return { mails, nextCursor: rows.length > MAIL_LOG_PAGE_SIZE ? (mails.at(-1)?.id ?? null) : null, counts };
}
