// How mails go out, against a real SMTP server in this process: once when workers and deliveries
// race, retried while the server is down and sent when it is back, failed after the last retry,
// queued by the sweep when their writer died, and suppressed by the recipient's preferences.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { deliverMail } from "@/lib/mail/deliver-mail";
import { listMailLog } from "@/lib/mail/mail-log";
import { MAIL_QUEUE, mailJobId } from "@/lib/mail/mail-queue";
import { unsubscribe } from "@/lib/mail/mail-preferences";
import { mailSettings } from "@/lib/mail/mail-settings";
import { startMailWorker, type MailWorker } from "@/lib/mail/mail-worker";
import { writeMail } from "@/lib/mail/outbox";
import { smtpTransport } from "@/lib/mail/smtp-transport";
import { type Actor, createActor } from "../helpers/actors";
import { decide } from "../helpers/api-calls";
import {
  type MailHarness,
  mailsTo,
  seedMailedSubmission,
  settledMail,
  startMailHarness,
  writeUnqueuedMail,
} from "../helpers/mail-fixture";
import type { TestSmtpServer } from "../helpers/smtp-test-server";
import { waitFor } from "../helpers/wait-for";

// lib/env reads the settings once, at import: the SMTP server's port is chosen before it.
const SMTP_PORT = vi.hoisted(() => {
  const port = 20_000 + Math.floor(Math.random() * 30_000);
  process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
  process.env.MAIL_FROM = "MR-Ben Portal <portal@mrben.test>";
  process.env.NEXTAUTH_URL = "https://portal.example";
  process.env.MAIL_RETRY_LIMIT = "2";
  process.env.MAIL_RETRY_DELAY_SECONDS = "1";
  return port;
});

let harness: MailHarness;
let smtp: TestSmtpServer;
let worker: MailWorker;
let mod: Actor;
const bearer = (actor: Actor) => ({ authorization: actor.bearer });

beforeAll(async () => {
  harness = await startMailHarness(SMTP_PORT);
  ({ smtp, worker } = harness);
  mod = await createActor("moderator", "mod");
});

afterAll(() => harness?.stop());

describe("sending", () => {
  it("sends a mail once when two workers' sweeps and duplicate deliveries race for it", async () => {
    const owner = await createActor("user", "raced");
    const mail = await writeUnqueuedMail({ key: `race:${owner.id}`, recipientId: owner.id, subject: "Raced" });
    const second = await startMailWorker({ settings: mailSettings()!, pollingIntervalSeconds: 0.5 });
    const transport = smtpTransport(mailSettings()!);
    try {
      const outcomes = await Promise.all([
        worker.sweep(),
        second.sweep(),
        ...[1, 2, 3].map(() => deliverMail({ mailId: mail.id, retryCount: 0, retryLimit: 2, transport })),
      ]);
      const job = await waitFor("the mail's job to end", async () => {
        const found = await worker.queue.getJobById(MAIL_QUEUE, mailJobId(mail.key));
        return found && found.state === "completed" && found;
      });
      expect(job.state).toBe("completed");
      expect(outcomes.filter((outcome) => outcome === "sent").length).toBeLessThanOrEqual(1);
    } finally {
      transport.close();
      await second.stop();
    }
    expect(await db.mailMessage.findUniqueOrThrow({ where: { id: mail.id } })).toMatchObject({
      status: "sent",
      attempts: 1,
    });
    expect(smtp.to(owner.email)).toHaveLength(1);
  });

  it("keeps a decision made while the mail server is down successful, and mails it once the server is back", async () => {
    const owner = await createActor("user", "patient");
    const { id } = await seedMailedSubmission(owner, "pending");
    await smtp.stop();
    try {
      expect((await decide(bearer(mod), id, { decision: "approve", revision: 0 })).status).toBe(200);
      expect((await db.submission.findUniqueOrThrow({ where: { id } })).status).toBe("approved");
      const waiting = await waitFor("a failed attempt", async () => {
        const mail = await db.mailMessage.findFirst({ where: { recipientId: owner.id } });
        return mail?.status === "queued" && mail.attempts >= 1 && mail;
      });
      expect(waiting.detail).toMatch(/ECONNREFUSED/);
    } finally {
      await smtp.start();
    }
    const sent = await settledMail(owner.id);
    expect(sent.attempts).toBeGreaterThanOrEqual(2);
    expect(sent.detail).toBeNull();
    expect(smtp.to(owner.email)).toHaveLength(1);
  });

  it("marks a mail the server never takes failed after MAIL_RETRY_LIMIT retries, with the last error", async () => {
    const owner = await createActor("user", "unlucky");
    const { id } = await seedMailedSubmission(owner, "pending");
    await smtp.stop();
    try {
      expect((await decide(bearer(mod), id, { decision: "reject", reason: "No.", revision: 0 })).status).toBe(200);
      const failed = await settledMail(owner.id, "failed", 60_000);
      expect(failed).toMatchObject({ attempts: 3, sentAt: null });
      expect(failed.detail).toMatch(/ECONNREFUSED/);
    } finally {
      await smtp.start();
    }
    expect(smtp.to(owner.email)).toEqual([]);
  });

  it("queues at the sweep a mail whose job was never queued (its writer died after the commit)", async () => {
    const owner = await createActor("user", "orphan");
    const mail = await writeUnqueuedMail({ key: `orphan:${owner.id}`, recipientId: owner.id, subject: "Orphaned" });
    await worker.sweep();
    await settledMail(owner.id);
    expect(smtp.to(owner.email).map((received) => received.mail.subject)).toEqual(["Orphaned"]);
    expect(mail.key).toBe(`orphan:${owner.id}`);
  });

  it("writes a key once: the same event written again is no second mail", async () => {
    const owner = await createActor("user", "twice");
    const draft = { key: `twice:${owner.id}`, recipientId: owner.id, subject: "Once" };
    await writeUnqueuedMail(draft);
    const again = await db.$transaction((tx) =>
      writeMail(tx, [{ ...draft, topic: "decision", paragraphs: ["Again."] }]),
    );
    expect(again).toEqual([]);
    expect(await mailsTo(owner.id)).toHaveLength(1);
  });
});

describe("preferences", () => {
  it("logs the mail of a user who turned the topic off as suppressed, and never sends it", async () => {
    const owner = await createActor("user", "unsubscribed");
    await unsubscribe({ userId: owner.id, topic: "decision" });
    const { id } = await seedMailedSubmission(owner, "pending");
    expect((await decide(bearer(mod), id, { decision: "approve", revision: 0 })).status).toBe(200);
    const [row] = await mailsTo(owner.id);
    expect(row).toMatchObject({ status: "suppressed", attempts: 0, detail: "The recipient turned these e-mails off." });
    expect(await worker.queue.getJobById(MAIL_QUEUE, mailJobId(row!.key))).toBeNull();
    expect(smtp.to(owner.email)).toEqual([]);
  });

  it("suppresses a mail whose recipient unsubscribed after it was written and before it was sent", async () => {
    const owner = await createActor("user", "late-unsubscriber");
    const mail = await writeUnqueuedMail({ key: `late:${owner.id}`, recipientId: owner.id, subject: "Too late" });
    await unsubscribe({ userId: owner.id, topic: "decision" });
    const transport = smtpTransport(mailSettings()!);
    try {
      expect(await deliverMail({ mailId: mail.id, retryCount: 0, retryLimit: 2, transport })).toBe("suppressed");
    } finally {
      transport.close();
    }
    expect(await db.mailMessage.findUniqueOrThrow({ where: { id: mail.id } })).toMatchObject({
      status: "suppressed",
      attempts: 1,
      detail: "The recipient turned these e-mails off.",
    });
    expect(smtp.to(owner.email)).toEqual([]);
  });

  it("logs a mail to a user without an e-mail address as suppressed, saying so", async () => {
    const user = await db.user.create({ data: { name: "No Address" } });
    const mail = await db.$transaction((tx) =>
      writeMail(tx, [
        { key: `no-address:${user.id}`, topic: "run_failed", recipientId: user.id, subject: "x", paragraphs: [] },
      ]),
    );
    expect(mail).toEqual([]);
    expect(await mailsTo(user.id)).toMatchObject([
      { status: "suppressed", toAddress: null, detail: "The recipient has no e-mail address." },
    ]);
  });
});

describe("the mail log", () => {
  it("lists every mail newest first, filters by status and counts each status", async () => {
    const all = await listMailLog({});
    const rows = await db.mailMessage.findMany({ orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
    expect(all.mails.map((mail) => mail.key)).toEqual(rows.map((row) => row.key));
    for (const status of ["sent", "failed", "suppressed"] as const) {
      const filtered = await listMailLog({ status });
      expect(filtered.mails.length).toBe(rows.filter((row) => row.status === status).length);
      expect(filtered.mails.length).toBeGreaterThan(0);
      expect(filtered.mails.every((mail) => mail.status === status)).toBe(true);
      expect(all.counts[status]).toBe(filtered.mails.length);
    }
    expect(all.nextCursor).toBeNull();
  });
});
