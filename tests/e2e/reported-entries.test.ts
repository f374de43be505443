// A reported entry in a real browser: a moderator adds one through /moderation/reported/new, it
// shows on / with the "reported, not rescored" mark and its source, and the board's kind filter
// hides it.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedBoardEntry, uniformRun } from "../helpers/board-entries";
import { launchBrowser } from "./helpers/browser";
import { signInContext, startPortal, type Portal, type TestUser } from "./helpers/portal";

let portal: Portal;
let browser: Browser;
const contexts: BrowserContext[] = [];

const MODERATOR: TestUser = { email: "reported-mod@example.org", githubLogin: "reported-mod", role: "moderator" };

beforeAll(async () => {
  // The helper's small benchmark: subjects math, coding, logic.
  await seedBoardEntry({ slug: "verified-one", modelName: "Verified One", runs: { "0": uniformRun(0.3) } });
  [portal, browser] = await Promise.all([startPortal(), launchBrowser()]);
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await portal?.stop();
});

async function moderatorPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
  contexts.push(context);
  await signInContext(context, portal, MODERATOR);
  return context.newPage();
}

describe("reported entries in the browser", () => {
  it("a moderator adds one through the form; it ranks on / marked as reported and the kind filter hides it", async () => {
    const page = await moderatorPage();
    await page.goto(`${portal.baseUrl}/moderation`);
    await page.getByRole("link", { name: "Reported entries" }).click();
    await page.getByRole("link", { name: "Add a reported entry" }).click();
    await page.waitForURL(`${portal.baseUrl}/moderation/reported/new`);

    await page.getByLabel("Model name").fill("Paper Model");
    await page.getByLabel("Model link").fill("https://example.org/paper-model");
    await page.getByLabel("Organization").fill("Paper Lab");
    await page.getByLabel("Description").fill("Scores from the MR-Ben paper.");
    await page.getByLabel("Source of the numbers").fill("https://example.org/mr-ben-paper");
    await page.getByLabel("Math 0-shot").fill("50.0");
    await page.getByLabel("Coding 0-shot").fill("40.0");
    await page.getByRole("button", { name: "Add reported entry" }).click();
    await page.getByText("Logic has no 0-shot score").waitFor();

    await page.getByLabel("Logic 0-shot").fill("60.0");
    await page.getByRole("button", { name: "Add reported entry" }).click();
    await page.waitForURL(`${portal.baseUrl}/moderation/reported`);
    expect(await page.getByTestId("reported-status").first().textContent()).toBe("published");

    await page.goto(`${portal.baseUrl}/`);
    const reportedRow = page.locator('[data-testid="leaderboard"] tr[data-slug="paper-model"]');
    await reportedRow.waitFor();
    const mark = reportedRow.getByTestId("reported-mark");
    expect(await mark.textContent()).toContain("reported, not rescored");
    expect(await mark.locator("a").getAttribute("href")).toBe("https://example.org/mr-ben-paper");
    expect(await reportedRow.getByTestId("rank").textContent()).toContain("1");

    await page.getByRole("combobox", { name: "Entries" }).selectOption("rescored");
    await reportedRow.waitFor({ state: "detached" });
    expect(await page.locator('[data-testid="leaderboard"] tr[data-slug="verified-one"]').count()).toBe(1);
  });

  it("the model page says reported, not rescored, and links the source", async () => {
    const page = await moderatorPage();
    await page.goto(`${portal.baseUrl}/models/paper-model`);
    const mark = page.locator("header").getByTestId("reported-mark");
    expect(await mark.textContent()).toContain("reported, not rescored");
    expect(await mark.locator("a").getAttribute("href")).toBe("https://example.org/mr-ben-paper");
    expect(await page.getByText("A reported entry has no results files here.").count()).toBe(1);
  });
});
