// The admin's rescore page in a real browser: an admin starts a rescore of every stored file,
// the page follows the campaign until the board has switched, each imported benchmark has its own
// start button, and nobody else sees the page.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { createActor } from "../../helpers/actors";
import { createSubmission, FIXTURE, fixtureBytes, uploadResults } from "../../helpers/api-calls";
import { startWith } from "../../helpers/file-database";
import { WORKER_ON } from "../helpers/portal-process";
import { signInContext, startPortal, type Portal, type TestUser } from "../helpers/portal";
import { sharedBrowser } from "../helpers/shared-browser";
import { gotoHydrated } from "../helpers/browser";

startWith("benchmarks");

let portal: Portal;
let browser: Browser;
const contexts: BrowserContext[] = [];

const ADMIN: TestUser = { email: "rescore-admin@example.org", githubLogin: "rescore-admin", role: "admin" };
const MODERATOR: TestUser = { email: "rescore-mod@example.org", githubLogin: "rescore-mod", role: "moderator" };

beforeAll(async () => {
  const submitter = await createActor("user", "rescore-submitter");
  const auth = { authorization: submitter.bearer };
  const submissionId = String((await createSubmission(auth)).body.id);
  const upload = await uploadResults(auth, submissionId, "0", fixtureBytes(FIXTURE.simA), {
    "content-type": "application/gzip",
    "x-file-name": FIXTURE.simA,
  });
  expect(upload.status).toBe(201);
  [portal, browser] = await Promise.all([startPortal({ env: WORKER_ON }), sharedBrowser()]);
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await portal?.stop();
});

async function pageAs(user: TestUser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  contexts.push(context);
  await signInContext(context, portal, user);
  return context.newPage();
}

describe("the rescore page", () => {
  it("starts a rescore and follows it until the stored file is rescored and the board has switched", async () => {
    const page = await pageAs(ADMIN);
    await gotoHydrated(page, `${portal.baseUrl}/admin/rescore`);
    expect(await page.getByText("No rescore has run yet.").count()).toBe(1);

    await page
      .getByRole("region", { name: "MR-Ben" })
      .getByRole("button", { name: "Rescore every stored file" })
      .click();
    const campaign = page.getByRole("region", { name: /^Campaign / });
    await campaign
      .getByText("Completed: the board shows the new scores", { exact: false })
      .waitFor({ timeout: 90_000 });
    expect(await campaign.getByText("1 done, 0 failed, 0 to go of 1 files", { exact: false }).count()).toBe(1);

    const stored = await db.rescoreCampaign.findFirstOrThrow({ include: { items: true } });
    expect(stored.status).toBe("completed");
    expect(stored.items.map((item) => [item.status, item.attempts])).toEqual([["done", 1]]);
    const event = await db.moderationEvent.findFirstOrThrow({ where: { action: "start_rescore" } });
    expect(event.actorLabel).toBe("rescore-admin");
  });

  it("offers each imported benchmark its own rescore, which starts for that benchmark only", async () => {
    const page = await pageAs(ADMIN);
    await gotoHydrated(page, `${portal.baseUrl}/admin/rescore`);
    const extraction = page.getByRole("region", { name: "ORD reaction extraction" });
    await extraction.getByText("scorer 1.", { exact: false }).waitFor();
    await extraction.getByRole("button", { name: "Rescore every stored file" }).click();
    // Nothing of the extraction benchmark is stored: its rescore refuses, MR-Ben's campaign is untouched.
    await extraction.getByRole("status").getByText("there is nothing to rescore").waitFor();
    expect(await db.rescoreCampaign.count()).toBe(1);
  });

  it("is a 404 for a moderator and for a visitor who is not signed in", async () => {
    const moderator = await pageAs(MODERATOR);
    expect((await moderator.goto(`${portal.baseUrl}/admin/rescore`))?.status()).toBe(404);
    const anonymous = await browser.newContext();
    contexts.push(anonymous);
    expect((await (await anonymous.newPage()).goto(`${portal.baseUrl}/admin/rescore`))?.status()).toBe(404);
  });
});
