// The admin's allow-list page for hosted endpoints in a real browser: the environment's entries
// shown read-only, entries added (a bad one named, nothing added) and removed, each change in the
// audit log, and the page a 404 for everyone else.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { waitForHydration } from "./helpers/browser";
import { sharedBrowser } from "./helpers/shared-browser";
import { signInContext, sharedPortal, type Portal, type TestUser } from "./helpers/portal";

let portal: Portal;
let browser: Browser;
const contexts: BrowserContext[] = [];

const ADMIN: TestUser = { email: "hosted-admin@example.org", githubLogin: "hosted-admin", role: "admin" };
const MODERATOR: TestUser = { email: "hosted-mod@example.org", githubLogin: "hosted-mod", role: "moderator" };

beforeAll(async () => {
  // The shared portal has 192.168.50.0/24 in HOSTED_ENDPOINT_ALLOW (SHARED_PORTAL_ENV).
  [portal, browser] = await Promise.all([sharedPortal(), sharedBrowser()]);
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
});

async function pageAs(user: TestUser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  contexts.push(context);
  await signInContext(context, portal, user);
  return context.newPage();
}

describe("the hosted endpoints' allow-list page", () => {
  it("shows the environment's entries, adds entries, names a bad one, and removes one, each in the audit log", async () => {
    const page = await pageAs(ADMIN);
    await page.goto(`${portal.baseUrl}/moderation`);
    await page.getByRole("link", { name: "Hosted evaluation addresses" }).click();
    await page.waitForURL(`${portal.baseUrl}/admin/hosted`);
    await waitForHydration(page);
    expect(await page.getByRole("listitem").filter({ hasText: "192.168.50.0/24" }).count()).toBe(1);
    expect(await page.getByText("No address has been allowed here.").count()).toBe(1);

    const field = page.getByRole("textbox", { name: "Addresses or CIDR ranges to allow" });
    await field.fill("10.20.0.0/16, nonsense");
    await page.getByRole("button", { name: "Allow" }).click();
    await page.getByRole("status").getByText('Nothing was added: "nonsense" is not an IP address').waitFor();
    expect(await db.hostedEndpointAllowEntry.count()).toBe(0);

    await field.fill("10.20.0.0/16\n127.0.0.1");
    await page.getByRole("button", { name: "Allow" }).click();
    await page.getByRole("status").getByText("Allowed 10.20.0.0/16, 127.0.0.1.").waitFor();
    const table = page.getByRole("table", { name: "Addresses and ranges admins allowed" });
    await table.getByRole("rowheader", { name: "127.0.0.1" }).waitFor();
    expect(await table.getByText("hosted-admin").count()).toBe(2);

    await table.getByRole("button", { name: "Remove 10.20.0.0/16" }).click();
    await table.getByRole("rowheader", { name: "10.20.0.0/16" }).waitFor({ state: "detached" });
    expect((await db.hostedEndpointAllowEntry.findMany()).map((row) => row.entry)).toEqual(["127.0.0.1"]);
    const logged = await db.moderationEvent.findMany({
      where: { action: { in: ["allow_hosted_endpoint", "disallow_hosted_endpoint"] } },
      orderBy: { createdAt: "asc" },
      select: { action: true, actorLabel: true },
    });
    expect(logged).toEqual([
      { action: "allow_hosted_endpoint", actorLabel: "hosted-admin" },
      { action: "allow_hosted_endpoint", actorLabel: "hosted-admin" },
      { action: "disallow_hosted_endpoint", actorLabel: "hosted-admin" },
    ]);
  });

  it("is a 404 for a moderator and for a visitor who is not signed in, and not linked for a moderator", async () => {
    const moderator = await pageAs(MODERATOR);
    expect((await moderator.goto(`${portal.baseUrl}/admin/hosted`))?.status()).toBe(404);
    await moderator.goto(`${portal.baseUrl}/moderation`);
    expect(await moderator.getByRole("link", { name: "Hosted evaluation addresses" }).count()).toBe(0);
    const context = await browser.newContext();
    contexts.push(context);
    expect((await (await context.newPage()).goto(`${portal.baseUrl}/admin/hosted`))?.status()).toBe(404);
  });
});
