// The submitter's journey in a real browser: fill in /submit, drop both results files, watch
// the upload progress, get them scored, send the submission for review, read the report and
// drill down to one item. The form marks its required fields and the browser checks them before
// sending anything; the report page puts status and scores first and folds the drop zones once both
// files are scored. And what another user sees: a 404.
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { FIXTURE } from "../helpers/api-calls";
import { FIXTURES_DIR } from "../helpers/shared-data";
import { startWith } from "../helpers/file-database";
import { fileInput, gotoHydrated } from "./helpers/browser";
import { sharedBrowser } from "./helpers/shared-browser";
import { signInContext, sharedPortal, type Portal } from "./helpers/portal";

let portal: Portal;
let browser: Browser;
const contexts: BrowserContext[] = [];

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
async function signedInPage(email: string): Promise<Page> {
  const context = await browser.newContext();
  contexts.push(context);
  await signInContext(context, portal, { email, githubLogin: email.split("@")[0] });
  return context.newPage();
}

/** Slows the page's uploads to a few MB/s, so the progress bar has time to show progress. */
async function throttleUploads(page: Page, bytesPerSecond: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
}

/** Every value the progress bar takes, recorded in the page as it changes. */
async function recordProgress(page: Page) {
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { progressSeen: number[] }).progressSeen = seen;
    new MutationObserver(() => {
      for (const bar of document.querySelectorAll('[role="progressbar"]'))
        seen.push(Number(bar.getAttribute("aria-valuenow")));
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ["aria-valuenow"] });
  });
  return () => page.evaluate(() => (window as unknown as { progressSeen: number[] }).progressSeen);
}

describe("submitting through /submit", () => {
  let submissionUrl = "";

  it("uploads both files with a real progress bar, scores them, and sends the submission for review", async () => {
    const page = await signedInPage("submitter@example.org");
    await gotoHydrated(page, `${portal.baseUrl}/submit`);
    await page.getByRole("textbox", { name: "Model name" }).fill("Browser-Model-8B");
    await page.getByRole("textbox", { name: "Organization" }).fill("Browser Lab");
    await page.getByRole("textbox", { name: "Link" }).fill("https://example.org/browser-model");
    await page.getByRole("textbox", { name: "Parameters (optional)" }).fill("8B");
    await page.getByRole("textbox", { name: "Description" }).fill("A model submitted from a browser test.");
    await fileInput(page, 0).setInputFiles(path.join(FIXTURES_DIR, FIXTURE.simA));
    await fileInput(page, 1).setInputFiles(path.join(FIXTURES_DIR, FIXTURE.simB));
    await page.getByText("The file name says 0-shot.").waitFor();
    await page.getByText("The file name says 1-shot.").waitFor();

    await throttleUploads(page, 3 * 1024 * 1024);
    const progress = await recordProgress(page);
    await page.getByRole("button", { name: "Create the submission and upload" }).click();

    await page.getByTestId("dropzone-0").getByText("Scored: MR-Score 22.2").waitFor({ timeout: 60_000 });
    await page.getByTestId("dropzone-1").getByText("Scored: MR-Score 39.8").waitFor({ timeout: 60_000 });
    // The draft's own page meanwhile: status and scores first, the submitter named, the drop zones folded away.
    const draft = await db.submission.findFirstOrThrow({ where: { modelName: "Browser-Model-8B" } });
    const report = await page.context().newPage();
    await report.goto(`${portal.baseUrl}/submissions/${draft.id}`);
    expect(await report.getByTestId("submitter").textContent()).toBe("submitter");
    // The fixtures are two simulated models' files: the page says so before anyone sends them for review.
    expect(await report.getByRole("note").filter({ hasText: "names the model" }).textContent()).toBe(
      'The 0-shot file names the model "sim-a" and the 1-shot file "sim-b": both settings must be one model\'s results.',
    );
    const replace = report.getByTestId("replace-files");
    expect(await replace.evaluate((element) => (element as HTMLDetailsElement).open)).toBe(false);
    expect(await report.getByTestId("dropzone-0").isVisible()).toBe(false);
    expect(await report.getByRole("button", { name: "Send for review" }).isVisible()).toBe(true);
    const top = async (selector: string) => (await report.locator(selector).first().boundingBox())!.y;
    expect(await top("[data-testid=mean-mr-score]")).toBeLessThan(await top("#upload-heading"));
    expect(await top("#report-heading")).toBeLessThan(await top("#upload-heading"));
    // The mark for results that leave subjects out by design, set and taken back.
    await report.getByRole("button", { name: "Mark partial on purpose" }).click();
    await report.getByRole("button", { name: "Ask for every subject again" }).waitFor();
    expect(await report.getByTestId("partial-state").textContent()).toMatch(/^Marked partial on purpose/);
    expect((await db.submission.findUniqueOrThrow({ where: { id: draft.id } })).partial).toBe(true);
    await report.getByRole("button", { name: "Ask for every subject again" }).click();
    await report.getByRole("button", { name: "Mark partial on purpose" }).waitFor();
    expect((await db.submission.findUniqueOrThrow({ where: { id: draft.id } })).partial).toBe(false);
    // The <summary> that unfolds them: it has no ARIA role to find it by.
    await replace.getByText("Replace a file").click();
    await report.getByTestId("dropzone-0").waitFor();
    await report.close();

    const values = await progress();
    expect(
      values.some((value) => value > 0 && value < 100),
      `progress values: ${values.join(",")}`,
    ).toBe(true);

    await page.getByRole("button", { name: "Send for review" }).click();
    await page.waitForURL(/\/submissions\/[^/]+$/);
    submissionUrl = page.url();
    await page.locator("h1").getByText("Pending review").waitFor();
    expect(await page.getByTestId("mean-mr-score").textContent()).toBe("22.2");
    const submission = await db.submission.findFirstOrThrow({ where: { modelName: "Browser-Model-8B" } });
    expect(submission.status).toBe("pending");
    expect(submission.parameterCount).toBe(8_000_000_000n);
  });

  it("shows the report of each shot setting and every item with the model's answer", async () => {
    const page = await signedInPage("submitter@example.org");
    await page.goto(`${submissionUrl}?shots=1`);
    expect(await page.getByTestId("mean-mr-score").textContent()).toBe("39.8");
    await page.getByRole("heading", { name: "Validation report" }).waitFor();
    await page.getByText("Items matched / benchmark items").waitFor();
    expect(await page.getByText("not rankable").count()).toBe(0);
    // No judge API configured: the audit says it is off, and the rest of the report is as before.
    await page.getByTestId("judge-audit-off").waitFor();

    await page.getByRole("link", { name: "browse every item" }).click();
    await page.getByRole("combobox", { name: "Subject" }).selectOption("math");
    await page.getByRole("combobox", { name: "Outcome" }).selectOption("tn");
    await page.getByRole("button", { name: "Filter" }).click();
    await page.waitForURL(/subject=math/);
    await page.getByText(/\d+ item\(s\)/).waitFor();
    await page
      .getByRole("link", { name: /^math\[\d+\]$/ })
      .first()
      .click();
    await page.getByRole("heading", { name: "Ground truth" }).waitFor();
    await page.getByRole("heading", { name: "The model's answer" }).waitFor();
    await page.getByText("Raw response", { exact: true }).waitFor();
    expect(await page.getByText("Outcome tn").count()).toBe(1);
  });

  it("is a 404 for another signed-in user", async () => {
    const page = await signedInPage("someone-else@example.org");
    const response = await page.goto(submissionUrl);
    expect(response?.status()).toBe(404);
    expect(await page.content()).not.toContain("Browser-Model-8B");
  });
});

describe("the form's own checks", () => {
  it("marks the required fields, and the browser stops an empty or malformed form before anything is sent", async () => {
    const page = await signedInPage("hasty@example.org");
    const sent: string[] = [];
    page.on("request", (request) => {
      if (request.method() !== "GET") sent.push(`${request.method()} ${request.url()}`);
    });
    // Hydrated, so a form the browser let through would be sent by the page's own code and be seen here.
    await gotoHydrated(page, `${portal.baseUrl}/submit`);
    for (const name of ["modelName", "organization", "modelLink", "description", "temperature", "judgeModel"]) {
      const label = page.locator(`label[for="${name}"]`);
      expect(await label.locator("[aria-hidden]").textContent(), name).toBe(" *");
      expect(await label.locator(".sr-only").textContent(), name).toBe(" (required)");
      expect(await page.locator(`#${name}`).getAttribute("required"), name).not.toBeNull();
    }
    expect(await page.locator('label[for="parameterCount"] [aria-hidden]').count()).toBe(0);
    await fileInput(page, 0).setInputFiles(path.join(FIXTURES_DIR, FIXTURE.simA));
    await fileInput(page, 1).setInputFiles(path.join(FIXTURES_DIR, FIXTURE.simB));
    const create = page.getByRole("button", { name: "Create the submission and upload" });

    await create.click();
    await page.waitForFunction(() => document.activeElement?.id === "modelName");
    expect(await page.locator("#modelName").evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(
      true,
    );

    await page.getByRole("textbox", { name: "Model name" }).fill("Hasty-Model");
    await page.getByRole("textbox", { name: "Organization" }).fill("Lab");
    await page.getByRole("textbox", { name: "Link" }).fill("ftp://example.org/model");
    await page.getByRole("textbox", { name: "Description" }).fill("Typed in a hurry.");
    await page.getByRole("spinbutton", { name: "Temperature" }).fill("3");
    await create.click();
    await page.waitForFunction(() => document.activeElement?.id === "modelLink");
    expect(await page.locator("#modelLink").evaluate((input: HTMLInputElement) => input.validity.valid)).toBe(false);
    expect(await page.locator("#temperature").evaluate((input: HTMLInputElement) => input.validity.rangeOverflow)).toBe(
      true,
    );

    await page.getByRole("textbox", { name: "Link" }).fill("https://example.org/model");
    await create.click();
    await page.waitForFunction(() => document.activeElement?.id === "temperature");
    expect(sent).toEqual([]);
    expect(await db.submission.count({ where: { modelName: "Hasty-Model" } })).toBe(0);
  });
});

describe("a file the portal cannot score", () => {
  it("shows the problem, naming it, right under the file", async () => {
    const page = await signedInPage("careless@example.org");
    await gotoHydrated(page, `${portal.baseUrl}/submit`);
    await page.getByRole("textbox", { name: "Model name" }).fill("Broken-Model");
    await page.getByRole("textbox", { name: "Organization" }).fill("Lab");
    await page.getByRole("textbox", { name: "Link" }).fill("https://example.org/broken");
    await page.getByRole("textbox", { name: "Description" }).fill("Its 0-shot file is cut short.");
    await fileInput(page, 0).setInputFiles({
      name: "broken_0shot_cot_True_scored_eval_results.json",
      mimeType: "application/json",
      buffer: Buffer.from('{"math": [{"Question_UUID": "x"'),
    });
    await fileInput(page, 1).setInputFiles(path.join(FIXTURES_DIR, FIXTURE.simB));
    await page.getByRole("button", { name: "Create the submission and upload" }).click();
    const alert = page.getByTestId("dropzone-0").getByRole("alert");
    await alert.waitFor({ timeout: 60_000 });
    expect(await alert.textContent()).toMatch(/not valid JSON.*truncated/);
    await page.getByTestId("dropzone-1").getByText("Scored: MR-Score 39.8").waitFor({ timeout: 60_000 });
    expect(await page.getByRole("button", { name: "Send for review" }).count()).toBe(0);
  });
});
