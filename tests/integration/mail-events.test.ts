// The mails events write, read from a real SMTP server in this process: a moderator's decision to
// the submitter, a failed results file to its submitter, a submission entering the review queue
// to the moderators who opted in; each in the words of the submitter's pages, with its links.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { setMailPreferences } from "@/lib/mail/mail-preferences";
import { failInterruptedRuns, startInterruptedRunSweeper } from "@/lib/submissions/interrupted-runs";
import { type Actor, createActor } from "../helpers/actors";
import { createSubmission, decide, submitForReview, uploadResults, validMeta, withdraw } from "../helpers/api-calls";
import {
  type MailHarness,
  mailsTo,
  seedMailedSubmission,
  settledMail,
  startMailHarness,
  unsubscribeTokenOf,
} from "../helpers/mail-fixture";
import type { TestSmtpServer } from "../helpers/smtp-test-server";

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
const PORTAL = "https://portal.example";

let harness: MailHarness;
let smtp: TestSmtpServer;
let mod: Actor;
const bearer = (actor: Actor) => ({ authorization: actor.bearer });

beforeAll(async () => {
  harness = await startMailHarness(SMTP_PORT);
  ({ smtp } = harness);
  mod = await createActor("moderator", "mod");
});

afterAll(() => harness?.stop());

describe("a moderator's decision", () => {
  it("mails the submitter once: what was decided, the note, a link to the submission and an unsubscribe link", async () => {
    const alice = await createActor("user", "alice");
    const { id, modelName } = await seedMailedSubmission(alice, "pending");
    const reason = "Give the judge model's exact version.";
    const answer = await decide(bearer(mod), id, { decision: "request_changes", reason, revision: 0 });
    expect(answer.status).toBe(200);

    const row = await settledMail(alice.id);
    const event = await db.moderationEvent.findFirstOrThrow({ where: { submissionId: id, action: "request_changes" } });
    expect(row).toMatchObject({
      key: `decision:${event.id}:${alice.id}`,
      topic: "decision",
      toAddress: alice.email,
      subject: `${modelName}: Changes requested`,
      attempts: 1,
      detail: null,
    });
    expect(row.sentAt).not.toBeNull();

    const [received, ...more] = smtp.to(alice.email);
    expect(more).toHaveLength(0);
    const unsubscribeLink = `${PORTAL}/unsubscribe/${await unsubscribeTokenOf(alice.id)}/decision`;
    expect(received!.mail.subject).toBe(`${modelName}: Changes requested`);
    expect(received!.mail.from?.text).toBe('"MR-Ben Portal" <portal@mrben.test>');
    expect(received!.text).toContain(`A moderator (${mod.name}) requested changes to your submission ${modelName}`);
    expect(received!.text).toContain(`Moderator's note:\n${reason}`);
    expect(received!.text).toContain(`Your submission: ${PORTAL}/submissions/${id}`);
    expect(received!.text).toContain(`Stop these e-mails: ${unsubscribeLink}`);
    const header = received!.mail.headerLines.find((line) => line.key === "list-unsubscribe");
    expect(header?.line.replace(/\r\n\s+/g, " ")).toBe(`List-Unsubscribe: <${unsubscribeLink}>`);
  });

  it.each([
    { decision: "approve", from: "pending", status: "Approved", reason: undefined, says: "approved" },
    { decision: "reject", from: "pending", status: "Rejected", reason: "A copy of another file.", says: "rejected" },
    { decision: "unpublish", from: "approved", status: "Unpublished", reason: "Contaminated.", says: "unpublished" },
  ] as const)("mails the submitter when a moderator decides to $decision", async (c) => {
    const owner = await createActor("user", `owner-${c.decision}`);
    const { id, modelName } = await seedMailedSubmission(owner, c.from);
    expect((await decide(bearer(mod), id, { decision: c.decision, reason: c.reason, revision: 0 })).status).toBe(200);
    await settledMail(owner.id);
    const [received] = smtp.to(owner.email);
    expect(received!.mail.subject).toBe(`${modelName}: ${c.status}`);
    expect(received!.text).toContain(`${c.says} your submission ${modelName}`);
    if (c.decision === "unpublish") expect(received!.text).toContain(`Why it was unpublished:\n${c.reason}`);
    if (!c.reason) expect(received!.text).not.toContain("Moderator's note");
  });

  it("mails nobody when the submitter withdraws, which is their own doing", async () => {
    const owner = await createActor("user", "withdrawer");
    const { id } = await seedMailedSubmission(owner, "pending");
    expect((await withdraw(bearer(owner), id, { revision: 0 })).status).toBe(200);
    expect(await mailsTo(owner.id)).toEqual([]);
  });
});

describe("a results file that fails scoring", () => {
  it("mails its submitter why, in the words of the run's report, with a link to it", async () => {
    const owner = await createActor("user", "uploader");
    const created = await createSubmission(bearer(owner), { ...validMeta, modelName: "Broken-Upload" });
    const id = String(created.body.id);
    const upload = await uploadResults(bearer(owner), id, "0", new TextEncoder().encode("{ not json"), {
      "content-type": "application/json",
      "x-file-name": "Broken-Upload_0shot_cot_True_scored_eval_results.json",
    });
    expect(upload.status).toBeGreaterThanOrEqual(400);
    const run = await db.submissionRun.findFirstOrThrow({ where: { submissionId: id } });
    expect(run.status).toBe("failed");

    const row = await settledMail(owner.id);
    expect(row).toMatchObject({ key: `run-failed:${run.id}:${owner.id}`, topic: "run_failed" });
    const [received] = smtp.to(owner.email);
    expect(received!.mail.subject).toBe("Broken-Upload: the 0-shot results file was not scored");
    expect(received!.text).toContain(
      "Your 0-shot results file Broken-Upload_0shot_cot_True_scored_eval_results.json for Broken-Upload failed scoring",
    );
    expect(received!.text).toContain(`This file was not scored (${run.failureCode}).\n${run.failureDetail}`);
    expect(received!.text).toContain(`The report: ${PORTAL}/submissions/${id}`);
    expect(received!.text).toContain(`${PORTAL}/unsubscribe/${await unsubscribeTokenOf(owner.id)}/run_failed`);
  });

  it("mails the submitter of a run whose server stopped mid-way, when the lease marks it failed", async () => {
    const owner = await createActor("user", "interrupted");
    const { id } = await seedMailedSubmission(owner, "draft");
    const run = await db.submissionRun.create({ data: { submissionId: id, shots: 1, status: "processing" } });
    await db.$executeRaw`UPDATE "SubmissionRun" SET "updatedAt" = now() - interval '1 day' WHERE "id" = ${run.id}`;
    expect(await failInterruptedRuns()).toBe(1);
    const row = await settledMail(owner.id);
    expect(row.key).toBe(`run-failed:${run.id}:${owner.id}`);
    expect(smtp.to(owner.email)[0]!.text).toContain("This file was not scored (interrupted).");
  });

  it("the background sweeper fails such a run and mails it without anyone reading the submission", async () => {
    const owner = await createActor("user", "swept");
    const { id } = await seedMailedSubmission(owner, "draft");
    const run = await db.submissionRun.create({ data: { submissionId: id, shots: 0, status: "processing" } });
    await db.$executeRaw`UPDATE "SubmissionRun" SET "updatedAt" = now() - interval '1 day' WHERE "id" = ${run.id}`;
    const sweeper = startInterruptedRunSweeper({ intervalMs: 200 });
    try {
      const row = await settledMail(owner.id);
      expect(row.key).toBe(`run-failed:${run.id}:${owner.id}`);
      expect(await db.submissionRun.findUniqueOrThrow({ where: { id: run.id } })).toMatchObject({
        status: "failed",
        failureCode: "interrupted",
      });
    } finally {
      sweeper.stop();
    }
  });
});

describe("a submission entering the review queue", () => {
  it("mails the moderators and admins who opted in, and nobody else", async () => {
    const owner = await createActor("user", "queue-owner");
    const [keen, quiet, keenAdmin, plainUser] = await Promise.all([
      createActor("moderator", "keen"),
      createActor("moderator", "quiet"),
      createActor("admin", "keen-admin"),
      createActor("user", "plain"),
    ]);
    await setMailPreferences({ userId: keen.id, preferences: { review_queue: true } });
    await setMailPreferences({ userId: keenAdmin.id, preferences: { review_queue: true } });
    // A plain user's flag (set behind the account page's back) gets them nothing.
    await db.user.update({ where: { id: plainUser.id }, data: { mailOnReviewQueue: true } });
    const { id, modelName } = await seedMailedSubmission(owner, "draft");

    const answer = await submitForReview(bearer(owner), id);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    await settledMail(keen.id);
    await settledMail(keenAdmin.id);
    const event = await db.moderationEvent.findFirstOrThrow({ where: { submissionId: id, action: "submit" } });
    const rows = await db.mailMessage.findMany({ where: { key: { startsWith: `review-queue:${event.id}:` } } });
    expect(rows.map((row) => row.recipientId).sort()).toEqual([keen.id, keenAdmin.id].sort());
    for (const actor of [quiet, plainUser, owner]) expect(smtp.to(actor.email)).toEqual([]);
    const [received] = smtp.to(keen.email);
    expect(received!.mail.subject).toBe(`For review: ${modelName} (MR-Ben)`);
    expect(received!.text).toContain(`${owner.name} sent ${modelName} for review`);
    expect(received!.text).toContain(`Review it: ${PORTAL}/moderation/${id}`);
    expect(received!.text).toContain(`${PORTAL}/unsubscribe/${await unsubscribeTokenOf(keen.id)}/review_queue`);
  });
});
