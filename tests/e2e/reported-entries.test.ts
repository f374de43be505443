// A reported entry in a real browser: a moderator adds one through /moderation/reported/new, it
// shows on / with the "reported, not rescored" mark and its source, and the board's kind filter
// hides it; an average alone stands on / only; a source's figure for a verified model stands beside
// the verified one; a moderator's flag marks the entry on the board until it is removed.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedBoardEntry, uniformRun } from "../helpers/board-entries";
import { waitFor } from "../helpers/wait-for";
import { gotoHydrated, waitForHydration } from "./helpers/browser";
import { sharedBrowser } from "./helpers/shared-browser";
import { signInContext, sharedPortal, type Portal, type TestUser } from "./helpers/portal";

let portal: Portal;
let browser: Browser;
const contexts: BrowserContext[] = [];

const MODERATOR: TestUser = { email: "reported-mod@example.org", githubLogin: "reported-mod", role: "moderator" };

beforeAll(async () => {
  // The helper's small benchmark: subjects math, coding, logic.
  await seedBoardEntry({ slug: "verified-one", modelName: "Verified One", runs: { "0": uniformRun(0.3) } });
  [portal, browser] = await Promise.all([sharedPortal(), sharedBrowser()]);
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
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
    await waitForHydration(page);

    await fillModel(page, "Paper Model");
    await page.getByRole("textbox", { name: "Math 0-shot" }).fill("50.0");
    await page.getByRole("textbox", { name: "Coding 0-shot" }).fill("40.0");
    await page.getByRole("button", { name: "Add reported entry" }).click();
    await page.getByText("Logic has no 0-shot score").waitFor();

    await page.getByRole("textbox", { name: "Logic 0-shot" }).fill("60.0");
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

    await waitForHydration(page);
    await page.getByRole("combobox", { name: "Entries" }).selectOption("rescored");
    await reportedRow.waitFor({ state: "detached" });
    expect(await page.locator('[data-testid="leaderboard"] tr[data-slug="verified-one"]').count()).toBe(1);
  });

  it("an average alone, through the form, stands on / and on no subject's board", async () => {
    const page = await moderatorPage();
    await gotoHydrated(page, `${portal.baseUrl}/moderation/reported/new`);
    await fillModel(page, "Average Paper");
    await page.getByRole("textbox", { name: "0-shot average" }).fill("35.5");
    await page.getByRole("button", { name: "Add reported entry" }).click();
    await page.waitForURL(`${portal.baseUrl}/moderation/reported`);

    await page.goto(`${portal.baseUrl}/`);
    const row = boardRow(page, "average-paper");
    await row.waitFor();
    expect(await row.getByTestId("mean").textContent()).toMatch(/^35\.5/);
    expect(await row.getByTestId("reported-mark").count()).toBe(1);
    await page.goto(`${portal.baseUrl}/subjects/math`);
    await boardRow(page, "paper-model").waitFor();
    expect(await boardRow(page, "average-paper").count()).toBe(0);
  });

  it("a source's figure for a verified model stands beside the verified entry", async () => {
    const page = await moderatorPage();
    await gotoHydrated(page, `${portal.baseUrl}/moderation/reported/new`);
    await fillModel(page, "Verified One");
    for (const subject of ["Math", "Coding", "Logic"])
      await page.getByRole("textbox", { name: `${subject} 0-shot` }).fill("45.0");
    await page.getByRole("button", { name: "Add reported entry" }).click();
    await page.waitForURL(`${portal.baseUrl}/moderation/reported`);

    await page.goto(`${portal.baseUrl}/`);
    const rows = page.locator('[data-testid="leaderboard"] tr[data-slug="verified-one"]');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(1);
    expect(await rows.getByTestId("mean").textContent()).toMatch(/^30\.0/);
    expect(await rows.getByTestId("reported-beside").textContent()).toContain("reported 45.0");
  });

  it("a moderator's flag marks the entry on the board with its note until it is removed", async () => {
    const page = await moderatorPage();
    await gotoHydrated(page, `${portal.baseUrl}/moderation/reported`);
    const row = page.locator('[data-testid="reported-entries"] tr[data-slug="paper-model"]');
    // The flags' <summary>: it has no ARIA role to find it by.
    await row.getByText("None", { exact: true }).click();
    const panel = row.getByTestId("entry-flags");
    await panel.getByRole("combobox", { name: "Flag" }).selectOption("setup_differs");
    await panel.getByRole("textbox", { name: "Note" }).fill("Scored with another judge.");
    await panel.getByRole("button", { name: "Flag", exact: true }).click();
    await panel.getByTestId("standing-flag").waitFor();

    const board = await moderatorPage();
    const flagOnBoard = () => boardRow(board, "paper-model").getByTestId("flag-mark");
    await waitFor("the flag on the board", async () => {
      await board.goto(`${portal.baseUrl}/`);
      return (await flagOnBoard().count()) === 1;
    });
    expect(await flagOnBoard().getAttribute("title")).toBe(
      "Setup differs from the official one: Scored with another judge.",
    );

    await panel.getByRole("button", { name: /^Remove/ }).click();
    await panel.getByTestId("standing-flag").waitFor({ state: "detached" });
    await waitFor("the flag gone from the board", async () => {
      await board.goto(`${portal.baseUrl}/`);
      await boardRow(board, "paper-model").waitFor();
      return (await flagOnBoard().count()) === 0;
    });
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

const boardRow = (page: Page, slug: string) => page.locator(`[data-testid="leaderboard"] tr[data-slug="${slug}"]`);

async function fillModel(page: Page, modelName: string) {
  await page.getByRole("textbox", { name: "Model name" }).fill(modelName);
  await page.getByRole("textbox", { name: "Model link" }).fill("https://example.org/paper-model");
  await page.getByRole("textbox", { name: "Organization" }).fill("Paper Lab");
  await page.getByRole("textbox", { name: "Description" }).fill("Scores from the MR-Ben paper.");
  await page.getByRole("textbox", { name: "Source of the numbers" }).fill("https://example.org/mr-ben-paper");
}
