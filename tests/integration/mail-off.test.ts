// With SMTP_URL unset mail is off: the events that would mail someone write no outbox row and
// queue no job, so turning mail on later sends nothing about the past.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { mailIsOn, mailSettings } from "@/lib/mail/mail-settings";
import { setMailPreferences } from "@/lib/mail/mail-preferences";
import { type Actor, createActor } from "../helpers/actors";
import { createSubmission, decide, submitForReview, uploadResults, validMeta } from "../helpers/api-calls";
import { ensureBoardBenchmark, seedBoardEntry, uniformRun } from "../helpers/board-entries";

vi.hoisted(() => {
  delete process.env.SMTP_URL;
});

let alice: Actor;
let mod: Actor;
const bearer = (actor: Actor) => ({ authorization: actor.bearer });

beforeAll(async () => {
  await ensureBoardBenchmark();
  [alice, mod] = await Promise.all([createActor("user", "alice"), createActor("moderator", "mod")]);
  await setMailPreferences({ userId: mod.id, preferences: { review_queue: true } });
});

describe("mail off (SMTP_URL unset)", () => {
  it("says mail is off", () => {
    expect(mailIsOn()).toBe(false);
    expect(mailSettings()).toBeNull();
  });

  it("writes no mail for a decision, a failed file or a submission entering the queue, and queues no job", async () => {
    const pending = await seedBoardEntry({
      slug: "off-pending",
      status: "pending",
      userId: alice.id,
      runs: { "0": uniformRun(0.5), "1": uniformRun(0.6) },
    });
    expect((await decide(bearer(mod), pending, { decision: "reject", reason: "No.", revision: 0 })).status).toBe(200);

    const draft = await seedBoardEntry({
      slug: "off-draft",
      status: "draft",
      userId: alice.id,
      runs: { "0": uniformRun(0.5), "1": uniformRun(0.6) },
    });
    expect((await submitForReview(bearer(alice), draft)).status).toBe(200);

    const created = await createSubmission(bearer(alice), { ...validMeta, modelName: "Off-Upload" });
    const upload = await uploadResults(bearer(alice), String(created.body.id), "0", new TextEncoder().encode("{"), {
      "content-type": "application/json",
    });
    expect(upload.status).toBeGreaterThanOrEqual(400);

    expect(await db.mailMessage.count()).toBe(0);
    // pg-boss's tables exist only once some queue was opened; the mail queue must not be among them.
    const [pgBoss] = await db.$queryRaw<
      Array<{ queues: string | null }>
    >`SELECT to_regclass('pgboss.queue')::text AS queues`;
    if (pgBoss?.queues) {
      expect(await db.$queryRaw`SELECT name FROM pgboss.queue WHERE name = 'send-mail'`).toEqual([]);
    }
  });
});
