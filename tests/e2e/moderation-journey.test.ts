// Moderation in a real browser: a user submits through /submit, a moderator finds it in the
// queue and approves it, the entry goes on the board; unpublished with a reason, it leaves the
// board and the submitter reads why. Plus: the queue is a 404 to plain users, two moderators
// deciding at once are told plainly, and the audit log lists what happened.
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { FIXTURE } from "../helpers/api-calls";
import { seedBoardEntry, uniformRun } from "../helpers/board-entries";
import { FIXTURES_DIR } from "../helpers/shared-data";
import { startWith } from "../helpers/file-database";
import { fileInput, gotoHydrated, waitForHydration } from "./helpers/browser";
import { sharedBrowser } from "./helpers/shared-browser";
import { signInContext, sharedPortal, type Portal, type TestUser } from "./helpers/portal";
import { ensureDefaultBenchmark } from "@/lib/benchmarks/benchmarks";

let portal: Portal;
let browser: Browser;
const contexts: BrowserContext[] = [];

const SUBMITTER: TestUser = { email: "journey-submitter@example.org", githubLogin: "journey-submitter" };
const MODERATOR: TestUser = { email: "mod-one@example.org", githubLogin: "mod-one", role: "moderator" };
const OTHER_MODERATOR: TestUser = { email: "mod-two@example.org", githubLogin: "mod-two", role: "admin" };
const MODEL = "Journey-Model-8B";
const UNPUBLISH_REASON = "The 0-shot file does not match the model card's prompt format.";

startWith("benchmarks");

beforeAll(async () => {
  [portal, browser] = await Promise.all([sharedPortal(), sharedBrowser()]);
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
});

/**
 * A drop zone's file input, before a file is chosen. By its label, not a role: HTML-AAM gives a file
 * input none (Chromium calls it a button); in its zone, as both zones' labels read "Choose a file".
 */
async function signedInPage(user: TestUser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
  contexts.push(context);
  await signInContext(context, portal, user);
  return context.newPage();
}

/** Seeded scorings store an empty report; the review page renders a real one (the journey's). */
async function giveTheJourneysReport(submissionId: string): Promise<void> {
  const real = await db.fileScoring.findFirstOrThrow({
    where: { runs: { some: { submission: { modelName: MODEL } } } },
    select: { report: true },
  });
  await db.fileScoring.updateMany({
    where: { runs: { some: { submissionId } } },
    data: { report: real.report as object },
  });
}

/** Submits a decision's form empty (it must ask for the reason), then with the reason; waits for the new status. */
async function decideWithReason(
  page: Page,
  {
    decision,
    button,
    field,
    reason,
    status,
  }: { decision: string; button: string; field: string; reason: string; status: string },
): Promise<void> {
  const form = page.getByTestId(`decide-${decision}`);
  await form.getByRole("button", { name: button }).click();
  await form.getByText(`${button} needs a reason.`).waitFor();
  await form.getByRole("textbox", { name: field }).fill(reason);
  await form.getByRole("button", { name: button }).click();
  await page.locator("h1").getByText(status).waitFor();
}

/** Approves in two steps, as the form asks: "Approve", then "Yes, approve". */
async function approve(page: Page): Promise<void> {
  const form = page.getByTestId("decide-approve");
  await form.getByRole("button", { name: "Approve", exact: true }).click();
  await form.getByRole("button", { name: "Yes, approve" }).click();
}

async function boardText(page: Page): Promise<string> {
  await page.goto(`${portal.baseUrl}/`);
  return (await page.locator("main").textContent()) ?? "";
}

describe("the moderation journey", () => {
  let submissionId = "";

  it("a user submits both files through /submit and sends them for review", async () => {
    const page = await signedInPage(SUBMITTER);
    await gotoHydrated(page, `${portal.baseUrl}/submit`);
    await page.getByRole("textbox", { name: "Model name" }).fill(MODEL);
    await page.getByRole("textbox", { name: "Organization" }).fill("Journey Lab");
    await page.getByRole("textbox", { name: "Link" }).fill("https://example.org/journey-model");
    await page.getByRole("textbox", { name: "Description" }).fill("A model moderated in a browser test.");
    await fileInput(page, 0).setInputFiles(path.join(FIXTURES_DIR, FIXTURE.simA));
    await fileInput(page, 1).setInputFiles(path.join(FIXTURES_DIR, FIXTURE.simB));
    await page.getByRole("button", { name: "Create the submission and upload" }).click();
    await page
      .getByTestId("dropzone-0")
      .getByText(/Scored: MR-Score/)
      .waitFor({ timeout: 90_000 });
    await page
      .getByTestId("dropzone-1")
      .getByText(/Scored: MR-Score/)
      .waitFor({ timeout: 90_000 });
    await page.getByRole("button", { name: "Send for review" }).click();
    await page.waitForURL(/\/submissions\/[^/]+$/);
    await page.locator("h1").getByText("Pending review").waitFor();
    submissionId = (await db.submission.findFirstOrThrow({ where: { modelName: MODEL } })).id;
    expect(await page.getByRole("button", { name: "Withdraw" }).count()).toBe(1);
  });

  it("a moderator finds it in the queue, opens it and approves it; it appears on the board", async () => {
    const page = await signedInPage(MODERATOR);
    await page.goto(`${portal.baseUrl}/`);
    await page.getByRole("link", { name: "Moderation" }).click();
    await page.waitForURL(`${portal.baseUrl}/moderation`);
    const row = page.getByTestId("moderation-queue").getByRole("row").filter({ hasText: MODEL });
    await row.getByText("Subjects rankable").first().waitFor();
    await row.getByRole("link", { name: MODEL }).click();
    await page.waitForURL(`${portal.baseUrl}/moderation/${submissionId}`);
    await waitForHydration(page);
    await page.getByRole("heading", { name: "Spot-check sample" }).waitFor();
    expect(await page.getByTestId("sample-0").getByRole("row").count()).toBe(11);
    expect(await page.getByText("Cannot be approved yet").count()).toBe(0);

    // Approving asks first: the first click changes nothing, Cancel goes back, and only "Yes, approve" decides.
    const form = page.getByTestId("decide-approve");
    await form.getByRole("button", { name: "Approve", exact: true }).click();
    const confirmation = form.getByTestId("confirm-approve");
    await confirmation.waitFor();
    expect(await confirmation.textContent()).toContain("Approve this submission?");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Yes, approve");
    expect((await db.submission.findUniqueOrThrow({ where: { id: submissionId } })).status).toBe("pending");
    await form.getByRole("button", { name: "Cancel" }).click();
    await form.getByRole("button", { name: "Approve", exact: true }).waitFor();
    expect(await form.getByTestId("confirm-approve").count()).toBe(0);
    expect((await db.submission.findUniqueOrThrow({ where: { id: submissionId } })).status).toBe("pending");

    await approve(page);
    await page.locator("h1").getByText("Approved").waitFor();
    expect(await boardText(page)).toContain(MODEL);

    const { modelSlug } = await db.submission.findUniqueOrThrow({ where: { id: submissionId } });
    await page.goto(`${portal.baseUrl}/models/${modelSlug}`);
    expect(await page.getByTestId("verified-by").textContent()).toMatch(/^Verified on \d{4}-\d{2}-\d{2} by mod-one$/);
  });

  it("unpublishing needs a reason, takes the entry off the board, and the submitter reads why", async () => {
    const page = await signedInPage(MODERATOR);
    await gotoHydrated(page, `${portal.baseUrl}/moderation/${submissionId}`);
    await decideWithReason(page, {
      decision: "unpublish",
      button: "Unpublish",
      field: "Reason",
      reason: UNPUBLISH_REASON,
      status: "Unpublished",
    });
    expect(await boardText(page)).not.toContain(MODEL);

    const submitter = await signedInPage(SUBMITTER);
    await submitter.goto(`${portal.baseUrl}/submissions/${submissionId}`);
    expect(await submitter.getByTestId("moderator-note").textContent()).toContain(UNPUBLISH_REASON);
    expect(await submitter.getByRole("button", { name: "Resubmit a new version" }).count()).toBe(1);
  });

  it("restoring puts the entry back on the board", async () => {
    const page = await signedInPage(MODERATOR);
    await gotoHydrated(page, `${portal.baseUrl}/moderation/${submissionId}`);
    await page.getByTestId("decide-restore").getByRole("button", { name: "Restore" }).click();
    await page.locator("h1").getByText("Approved").waitFor();
    expect(await boardText(page)).toContain(MODEL);
  });

  it("the audit log lists the submission's events, newest first", async () => {
    const page = await signedInPage(MODERATOR);
    await page.goto(`${portal.baseUrl}/moderation/audit?submission=${submissionId}`);
    const rows = page.getByTestId("event-list").locator("tbody tr");
    const actions = await rows.locator("td:nth-child(3)").allTextContents();
    expect(actions).toEqual(["Restored", "Unpublished", "Approved", "Submitted"]);
    expect(await rows.nth(1).textContent()).toContain(UNPUBLISH_REASON);
    expect(await rows.nth(1).textContent()).toContain("approved (rev. 2) → unpublished (rev. 3)");
    expect(await rows.first().textContent()).toContain("unpublished (rev. 3) → approved (rev. 4)");
  });
});

describe("who sees the queue, and two moderators at once", () => {
  it("a plain user gets a 404 on /moderation and has no Moderation link", async () => {
    const page = await signedInPage({ email: "plain@example.org", githubLogin: "plain" });
    const response = await page.goto(`${portal.baseUrl}/moderation`);
    expect(response?.status()).toBe(404);
    await page.goto(`${portal.baseUrl}/`);
    await page.getByTestId("user-menu").waitFor();
    expect(await page.getByRole("link", { name: "Moderation" }).count()).toBe(0);
  });

  it("the moderator who decides second is told plainly that the submission changed", async () => {
    const id = await seedBoardEntry({
      slug: "contested",
      modelName: "Contested Model",
      status: "pending",
      runs: { "0": uniformRun(0.4), "1": uniformRun(0.5) },
    });
    await giveTheJourneysReport(id);
    const first = await signedInPage(MODERATOR);
    const second = await signedInPage(OTHER_MODERATOR);
    await Promise.all([
      gotoHydrated(first, `${portal.baseUrl}/moderation/${id}`),
      gotoHydrated(second, `${portal.baseUrl}/moderation/${id}`),
    ]);

    await approve(first);
    await first.locator("h1").getByText("Approved").waitFor();

    const reject = second.getByTestId("decide-reject");
    await reject.getByRole("textbox", { name: "Reason" }).fill("Coverage looks wrong to me.");
    await reject.getByRole("button", { name: "Reject" }).click();
    const alert = reject.getByRole("alert");
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(
      /^This submission changed while you were deciding: it is now Approved \(by mod-one, \d\d:\d\d UTC\)\./,
    );
    await alert.getByRole("link", { name: "Reload this submission" }).click();
    await second.locator("h1").getByText("Approved").waitFor();
    expect((await db.submission.findUniqueOrThrow({ where: { id } })).status).toBe("approved");
  });
});

describe("asking for changes", () => {
  it("needs a note, sends the submission back, and the submitter reads the note and can send it again", async () => {
    const { userId } = await signInContext(
      await browser.newContext().then((context) => (contexts.push(context), context)),
      portal,
      SUBMITTER,
    );
    const id = await seedBoardEntry({
      slug: "needs-changes",
      modelName: "Needs Changes Model",
      status: "pending",
      runs: { "0": uniformRun(0.4), "1": uniformRun(0.5) },
    });
    await db.submission.update({ where: { id }, data: { userId } });
    await giveTheJourneysReport(id);
    const note = "Please upload the 1-shot file produced with the official prompt.";

    const moderator = await signedInPage(MODERATOR);
    await gotoHydrated(moderator, `${portal.baseUrl}/moderation/${id}`);
    await decideWithReason(moderator, {
      decision: "request_changes",
      button: "Request changes",
      field: "What to change",
      reason: note,
      status: "Changes requested",
    });

    const submitter = await signedInPage(SUBMITTER);
    await submitter.goto(`${portal.baseUrl}/submissions/${id}`);
    await submitter.locator("h1").getByText("Changes requested").waitFor();
    expect(await submitter.getByTestId("moderator-note").textContent()).toContain(note);
    expect(await submitter.getByRole("button", { name: "Send for review" }).count()).toBe(1);
    expect(
      (await db.moderationEvent.findFirstOrThrow({ where: { submissionId: id, action: "request_changes" } })).reason,
    ).toBe(note);
  });
});

describe("the submitter's own moves", () => {
  it("withdraws a pending submission, then starts a new version with the same metadata", async () => {
    const context = await browser.newContext();
    contexts.push(context);
    const { userId } = await signInContext(context, portal, {
      email: "withdrawer@example.org",
      githubLogin: "withdrawer",
    });
    const pending = await db.submission.create({
      data: {
        userId,
        benchmarkId: (await ensureDefaultBenchmark()).id,
        status: "pending",
        modelName: "Withdrawn Model",
        modelSlug: "withdrawn-model",
        modelLink: "https://example.org/withdrawn",
        description: "Sent for review too early.",
        organization: "Hasty Lab",
        openWeights: true,
        temperature: 0,
        judgeModel: "gpt-4-turbo-2024-04-09",
        notes: "",
        submittedAt: new Date(),
        revision: 1,
      },
    });
    const page = await context.newPage();
    await gotoHydrated(page, `${portal.baseUrl}/submissions/${pending.id}`);
    await page.getByRole("button", { name: "Withdraw" }).click();
    await page.locator("h1").getByText("Withdrawn", { exact: true }).waitFor();
    expect(await page.getByRole("button", { name: "Withdraw" }).count()).toBe(0);

    await page.getByRole("button", { name: "Resubmit a new version" }).click();
    await page.waitForURL((url) => url.pathname.startsWith("/submissions/") && !url.pathname.endsWith(pending.id));
    await page.locator("h1").getByText("Draft").waitFor();
    expect(await page.locator("h1").textContent()).toContain("Withdrawn Model");
    await page.getByRole("heading", { name: "Results files" }).waitFor();
    const versions = await db.submission.findMany({ where: { userId }, orderBy: { createdAt: "asc" } });
    expect(versions.map((version) => [version.status, version.organization])).toEqual([
      ["withdrawn", "Hasty Lab"],
      ["draft", "Hasty Lab"],
    ]);
  });
});
