// E-mail through a production server and its worker process, with a real SMTP server in this
// process: a moderator opts in on /account and is mailed when a submission enters the queue; the
// submitter is mailed the decision and stops those mails with the link in it, without signing in;
// admins read every mail on /admin/mail. Then, on a portal without SMTP_URL, the pages say mail is off.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { freePort } from "@/lib/platform/launcher/local-server";
import { type Actor, createActor } from "../../helpers/actors";
import { ensureBoardBenchmark, seedBoardEntry, uniformRun } from "../../helpers/board-entries";
import { startTestSmtpServer, type TestSmtpServer } from "../../helpers/smtp-test-server";
import { waitFor } from "../../helpers/wait-for";
import { waitForHydration } from "../helpers/browser";
import { sharedBrowser } from "../helpers/shared-browser";
import { signInContext, startPortal, type Portal } from "../helpers/portal";
import { WORKER_ON } from "../helpers/portal-process";

let smtp: TestSmtpServer;
let portal: Portal;
let browser: Browser;
const contexts: BrowserContext[] = [];
let submitter: Actor;
let moderator: Actor;
let admin: Actor;
let submissionId: string;

beforeAll(async () => {
  smtp = await startTestSmtpServer({ port: await freePort() });
  await ensureBoardBenchmark();
  [submitter, moderator, admin] = await Promise.all([
    createActor("user", "mail-submitter"),
    createActor("moderator", "mail-moderator"),
    createActor("admin", "mail-admin"),
  ]);
  submissionId = await seedBoardEntry({
    slug: "mailed-model",
    modelName: "Mailed-Model-7B",
    status: "draft",
    userId: submitter.id,
    runs: { "0": uniformRun(0.5), "1": uniformRun(0.6) },
  });
  [portal, browser] = await Promise.all([
    startPortal({
      env: { ...WORKER_ON, SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: "Portal <portal@mrben.test>" },
    }),
    sharedBrowser(),
  ]);
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await portal?.stop();
  await smtp?.stop();
});

async function pageAs(actor: Actor | null, path: string): Promise<Page> {
  const context = await browser.newContext();
  contexts.push(context);
  if (actor) await signInContext(context, portal, { email: actor.email, role: actor.role });
  const page = await context.newPage();
  await page.goto(`${portal.baseUrl}${path}`);
  return page;
}

function mailTo(actor: Actor) {
  return waitFor(`a mail to ${actor.email}`, async () => smtp.to(actor.email)[0] ?? null);
}

async function api(actor: Actor, path: string, body?: unknown): Promise<number> {
  const response = await fetch(`${portal.baseUrl}/api/v1/submissions/${submissionId}${path}`, {
    method: "POST",
    headers: { authorization: actor.bearer, ...(body ? { "content-type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  await response.arrayBuffer();
  return response.status;
}

describe("e-mail with SMTP_URL set", () => {
  it("lets a moderator opt in to the review queue on /account, and mails them when a submission enters it", async () => {
    const page = await pageAs(moderator, "/account");
    expect(await page.getByTestId("mail-on").textContent()).toContain(moderator.email);
    const queueBox = page.getByRole("checkbox", { name: "a submission enters the review queue" });
    expect(await queueBox.isChecked()).toBe(false);
    expect(await page.getByRole("checkbox", { name: "a results file of yours fails scoring" }).isChecked()).toBe(true);
    await waitForHydration(page);
    await queueBox.check();
    await page.getByRole("button", { name: "Save e-mail settings" }).click();
    await page.getByRole("status").getByText("Saved.").waitFor();
    expect(await db.user.findUniqueOrThrow({ where: { id: moderator.id } })).toMatchObject({
      mailOnReviewQueue: true,
      mailOnRunFailed: true,
    });

    // A plain user is not offered the review queue.
    const userPage = await pageAs(submitter, "/account");
    await userPage
      .getByRole("checkbox", {
        name: "a moderator approves, rejects, asks for changes to, unpublishes or restores your submission",
      })
      .waitFor();
    expect(await userPage.getByRole("checkbox", { name: "a submission enters the review queue" }).count()).toBe(0);

    expect(await api(submitter, "/submit")).toBe(200);
    const received = await mailTo(moderator);
    expect(received.mail.subject).toBe("For review: Mailed-Model-7B (MR-Ben)");
    expect(received.text).toContain(`Review it: ${portal.baseUrl}/moderation/${submissionId}`);
  });

  it("mails the submitter the decision with its note, and its unsubscribe link stops those mails without signing in", async () => {
    const reason = "Name the judge model you used.";
    expect(await api(moderator, "/decisions", { decision: "request_changes", reason, revision: 1 })).toBe(200);
    const received = await mailTo(submitter);
    expect(received.mail.subject).toBe("Mailed-Model-7B: Changes requested");
    expect(received.text).toContain(`Moderator's note:\n${reason}`);
    expect(received.text).toContain(`Your submission: ${portal.baseUrl}/submissions/${submissionId}`);
    const link = /Stop these e-mails: (\S+)/.exec(received.text)?.[1];
    expect(link).toMatch(new RegExp(`^${portal.baseUrl}/unsubscribe/[0-9a-f-]{36}/decision$`));

    // Opening the link changes nothing by itself (mail scanners open links); the button does.
    const page = await pageAs(null, link!.slice(portal.baseUrl.length));
    await page.getByRole("heading", { name: "Stop these e-mails?" }).waitFor();
    expect((await db.user.findUniqueOrThrow({ where: { id: submitter.id } })).mailOnDecision).toBe(true);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Stop these e-mails" }).click();
    const done = page.getByRole("status");
    await done.getByText(/^Done: the portal will no longer e-mail you when a moderator approves/).waitFor();
    expect((await db.user.findUniqueOrThrow({ where: { id: submitter.id } })).mailOnDecision).toBe(false);
    await page.reload();
    await page.getByText(/These e-mails are already off/).waitFor();

    const account = await pageAs(submitter, "/account");
    const decisions = account.getByRole("checkbox", { name: /a moderator approves/ });
    await decisions.waitFor();
    expect(await decisions.isChecked()).toBe(false);

    const forged = await pageAs(null, "/unsubscribe/00000000-0000-4000-8000-000000000000/decision");
    expect(await forged.getByText("Stop these e-mails?").count()).toBe(0);
  });

  it("shows admins every mail with its key, recipient, subject, status and attempts on /admin/mail, and nobody else", async () => {
    const page = await pageAs(admin, "/admin/mail");
    expect(await page.getByTestId("mail-server").textContent()).toContain(`smtp://127.0.0.1:${smtp.port}`);
    const rows = await db.mailMessage.findMany({ where: { status: "sent" } });
    expect(rows.map((row) => row.toAddress).sort()).toEqual([moderator.email, submitter.email].sort());
    for (const mail of rows) {
      const row = page.locator(`tr[data-key="${mail.key}"]`);
      await row.waitFor();
      const text = (await row.textContent()) ?? "";
      for (const part of [mail.toAddress!, mail.subject, "Sent", mail.key]) expect(text).toContain(part);
      expect(await row.locator("td").nth(3).textContent()).toBe("1");
    }

    const queue = await pageAs(admin, "/moderation");
    await queue.getByRole("link", { name: "Mail log" }).waitFor();
    const moderatorQueue = await pageAs(moderator, "/moderation");
    await moderatorQueue.getByRole("link", { name: "Audit log" }).waitFor();
    expect(await moderatorQueue.getByRole("link", { name: "Mail log" }).count()).toBe(0);
    const refused = await fetch(`${portal.baseUrl}/admin/mail`, { headers: { cookie: moderator.cookie } });
    await refused.arrayBuffer();
    expect(refused.status).toBe(404);
  });
});

describe("e-mail with SMTP_URL unset", () => {
  beforeAll(async () => {
    await portal.stop();
    portal = await startPortal();
  });

  it("says on /account and on /admin/mail that mail is off", async () => {
    const page = await pageAs(submitter, "/account");
    expect(await page.getByTestId("mail-off").textContent()).toContain("E-mail is off on this portal");
    const log = await pageAs(admin, "/admin/mail");
    expect(await log.getByTestId("mail-server").textContent()).toContain("Mail is off: SMTP_URL is not set");
  });
});
