// The test-only benchmark kind (tests/kinds/qa, bundled into this build by BENCHMARK_KINDS_MODULE) in a
// real browser: the submitter picks it on /submit and uploads both settings, reads the report and a
// question beside its truth; a moderator reviews and approves it; the public board ranks it, opens
// its entry and exports it.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWith } from "../helpers/file-database";
import { QA_NAME, QA_QUESTIONS, QA_SLUG, qaAnswers } from "../kinds/qa/fixture";
import { fileInput, gotoHydrated, waitForHydration } from "./helpers/browser";
import { sharedBrowser } from "./helpers/shared-browser";
import { signInContext, sharedPortal, type Portal, type TestUser } from "./helpers/portal";

let portal: Portal;
let browser: Browser;
const contexts: BrowserContext[] = [];

const SUBMITTER: TestUser = { email: "quizzer@example.org", githubLogin: "quizzer" };
const MODERATOR: TestUser = { email: "quiz-mod@example.org", githubLogin: "quiz-mod", role: "moderator" };
const MODEL = "Quiz-Llama-3B";
const zeroShot = qaAnswers({ correct: 90, wrong: 20 });
const oneShot = qaAnswers({ correct: 60, wrong: 60 });

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

describe("a benchmark kind defined only under tests/, in the browser", () => {
  let submissionUrl = "";

  it("is offered on /submit with its own files and help, scores both settings and goes for review", async () => {
    const page = await signedInPage(SUBMITTER);
    await gotoHydrated(page, `${portal.baseUrl}/submit?benchmark=${QA_SLUG}`);
    expect(await page.getByRole("radio", { name: new RegExp(QA_NAME) }).isChecked()).toBe(true);
    await page.getByText("0-shot answers", { exact: true }).waitFor();
    await page.getByText("mapping each question's id to the model's answer").waitFor();
    expect(await page.getByRole("textbox", { name: "Judge model" }).count()).toBe(0);

    await page.getByRole("textbox", { name: "Model name" }).fill(MODEL);
    await page.getByRole("textbox", { name: "Organization" }).fill("Quiz Lab");
    await page.getByRole("textbox", { name: "Link" }).fill("https://example.org/quiz-llama");
    await page.getByRole("textbox", { name: "Description" }).fill("A small model that answers trivia.");
    for (const [shots, file] of [
      [0, zeroShot],
      [1, oneShot],
    ] as const)
      await fileInput(page, shots).setInputFiles({
        name: `answers-${shots}.json`,
        mimeType: "application/json",
        buffer: Buffer.from(file.text),
      });
    await page.getByRole("button", { name: "Create the submission and upload" }).click();
    await page.getByTestId("dropzone-0").getByText("Scored: Accuracy 75.0").waitFor({ timeout: 60_000 });
    await page.getByTestId("dropzone-1").getByText("Scored: Accuracy 50.0").waitFor({ timeout: 60_000 });

    await page.getByRole("button", { name: "Send for review" }).click();
    await page.waitForURL(/\/submissions\/[^/]+$/);
    submissionUrl = page.url();
    await page.locator("h1").getByText("Pending review").waitFor();
    expect(await page.getByTestId("submission-benchmark").textContent()).toBe(QA_NAME);
    expect(await page.getByTestId("qa-accuracy").textContent()).toBe("75.0");
  });

  it("lists its questions with its own filter, and shows one beside its truth", async () => {
    const page = await signedInPage(SUBMITTER);
    await page.goto(submissionUrl);
    await page.getByRole("link", { name: "browse every question" }).click();
    await page.waitForURL(/\/records\?shots=0/);
    await page.getByText(`${QA_QUESTIONS} question(s); page 1 of 3.`).waitFor();
    await page.getByRole("combobox", { name: "Answer" }).selectOption("missing");
    await page.getByRole("button", { name: "Filter" }).click();
    await page.waitForURL(/outcome=missing/);
    await page.getByText(`${QA_QUESTIONS - zeroShot.answered} question(s); page 1 of 1.`).waitFor();
    await page.getByTestId("qa-records").getByRole("link").first().click();
    await page.waitForURL(/\/records\/\d+\?shots=0/);
    expect(await page.getByTestId("qa-record").textContent()).toContain("not answered");
  });

  it("reaches a moderator with its own signals and sample, who approves it", async () => {
    const page = await signedInPage(MODERATOR);
    await page.goto(`${portal.baseUrl}/moderation`);
    const row = page.getByTestId("moderation-queue").getByRole("row", { name: new RegExp(MODEL) });
    expect(await row.getByTestId("queue-benchmark").textContent()).toBe(QA_NAME);
    expect(await row.getByTestId("signals-accuracy-0").textContent()).toBe("75.0");
    await row.getByRole("link", { name: MODEL }).click();
    await page.waitForURL(/\/moderation\/[^/]+$/);
    await waitForHydration(page);
    expect(await page.getByTestId("sample-0").locator("tbody tr").count()).toBe(5);
    await page.getByTestId("decide-approve").getByRole("button", { name: "Approve" }).click();
    await page.getByTestId("decide-approve").getByRole("button", { name: "Yes, approve" }).click();
    await page.locator("h1").getByText("Approved").waitFor();
  });

  it("is ranked on its public board, with its columns, chart, entry page and export", async () => {
    const page = await signedInPage(SUBMITTER);
    await page.goto(`${portal.baseUrl}/benchmarks`);
    await page.getByTestId("benchmark-list").getByRole("link", { name: QA_NAME }).click();
    await page.waitForURL(new RegExp(`/benchmarks/${QA_SLUG}$`));
    const table = page.getByTestId("board-table");
    // Each row header's first link names the entry; a "model page" link follows it.
    expect(await table.locator("tbody th[scope=row] > a:first-child").allInnerTexts()).toEqual([MODEL]);
    expect(await page.getByTestId("accuracy").allInnerTexts()).toEqual([expect.stringMatching(/^75\.0(± \d+\.\d)?$/)]);
    expect(await table.textContent()).toContain(`${zeroShot.answered} / ${QA_QUESTIONS}`);
    await page.getByTestId("chart-accuracy").locator("svg.recharts-surface").first().waitFor();

    await table.getByRole("link", { name: MODEL, exact: true }).click();
    await page.waitForURL(/\/entries\/[^/?]+\?shots=0/);
    expect(await page.getByTestId("qa-records").locator("tbody tr").count()).toBe(50);

    const csv = await page.request.get(`${portal.baseUrl}/api/v1/benchmarks/${QA_SLUG}/leaderboard?format=csv`);
    expect(csv.status()).toBe(200);
    expect(await csv.text()).toMatch(
      new RegExp(`^rank,model,organization,accuracy,.*\\r?\\n1,${MODEL},Quiz Lab,0\\.75,`),
    );
  });
});
