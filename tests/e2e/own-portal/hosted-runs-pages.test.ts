// The hosted evaluation's pages in a real browser against a portal with EVAL_SECRETS_KEY set and
// the fake OpenAI-compatible servers allowed (HOSTED_ENDPOINT_ALLOW): a submitter's bad settings
// are named per field, a trial run started from the form moves to completed on a page that
// refreshes by itself and shows its numbers, a slow run is cancelled, and on a second portal
// without EVAL_SECRETS_KEY the form is replaced by the reason.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { createActor, type Actor } from "../../helpers/actors";
import { createSubmission, validMeta } from "../../helpers/api-calls";
import { importTheBenchmark } from "../../helpers/benchmark";
import { startFakeOpenAiServer, type FakeOpenAiServer } from "../../helpers/fake-openai-server";
import { waitFor } from "../../helpers/wait-for";
import { waitForHydration } from "../helpers/browser";
import { sharedBrowser } from "../helpers/shared-browser";
import { signInContext, startPortal, type Portal } from "../helpers/portal";
import { WORKER_ON } from "../helpers/portal-process";

const API_KEY = "sk-e2e-never-shown-0123456789";
const TRIAL_ITEMS = 6;
const ANSWER =
  "Solution Analysis: step by step.\nSolution Correctness: incorrect\nFirst Error Step: Step 2\nError Reason: a slip";

let quick: FakeOpenAiServer;
let slow: FakeOpenAiServer;
/** The slow endpoint answers its first request and holds every later one until the file ends. */
let releaseSlow = () => {};
const slowHeld = new Promise<void>((resolve) => (releaseSlow = resolve));
let portal: Portal;
let offPortal: Portal;
let browser: Browser;
let context: BrowserContext;
let submitter: Actor;
let submissionId = "";

beforeAll(async () => {
  await importTheBenchmark({ only: ["coding", "math"], withDemos: false });
  // Each answer takes a little while, so the page is seen before the run ends; the slow one answers once.
  [quick, slow] = await Promise.all([
    startFakeOpenAiServer({ answer: () => ANSWER, behaviour: () => "DELAY 400" }),
    startFakeOpenAiServer({ answer: () => ANSWER, onRequest: () => (slow.requests.length > 1 ? slowHeld : undefined) }),
  ]);
  submitter = await createActor("user", "hosted-pages");
  const created = await createSubmission(
    { authorization: submitter.bearer },
    { ...validMeta, modelName: "Hosted-Pages-7B", priceInputUsdPerMTok: 2, priceOutputUsdPerMTok: 8 },
  );
  expect(created.status).toBe(201);
  submissionId = String(created.body.id);
  [portal, offPortal, browser] = await Promise.all([
    startPortal({
      env: {
        ...WORKER_ON,
        EVAL_SECRETS_KEY: "22".repeat(32),
        HOSTED_ENDPOINT_ALLOW: "127.0.0.1",
        HOSTED_LEASE_SECONDS: "5",
      },
    }),
    startPortal(),
    sharedBrowser(),
  ]);
  context = await browser.newContext({ viewport: { width: 1280, height: 1000 } });
  await signInContext(context, portal, { email: submitter.email, role: "user" });
}, 300_000);

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await Promise.all([portal?.stop(), offPortal?.stop()]);
  releaseSlow();
  await Promise.all([quick?.close(), slow?.close()]);
});

const runCard = (page: Page, runId: string) => page.locator(`[data-testid="hosted-run"][data-run-id="${runId}"]`);

async function statusOf(page: Page, runId: string): Promise<string> {
  return (await runCard(page, runId).getByTestId("hosted-run-status").textContent())?.trim() ?? "";
}

async function openHostedPage(): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${portal.baseUrl}/submissions/${submissionId}`);
  // The report page's link reads "See the runs" once a run exists.
  await page.getByRole("link", { name: /^(Run it on the portal|See the runs)$/ }).click();
  await page.waitForURL(`**/submissions/${submissionId}/hosted`);
  await waitForHydration(page);
  return page;
}

/** The API key's password field: Chromium, and Playwright after it, give it the textbox role (HTML-AAM gives none). */
const apiKey = (page: Page) => page.getByRole("textbox", { name: "API key" });

async function fillForm(page: Page, fields: { baseUrl: string; model: string; itemLimit?: string }) {
  await page.getByRole("textbox", { name: "Base URL" }).fill(fields.baseUrl);
  await page.getByRole("textbox", { name: "Model name" }).fill(fields.model);
  await apiKey(page).fill(API_KEY);
  await page.getByRole("spinbutton", { name: "Concurrency" }).fill("1");
  await page.getByRole("checkbox", { name: "coding" }).check();
  await page.getByRole("spinbutton", { name: "Item limit" }).fill(fields.itemLimit ?? String(TRIAL_ITEMS));
}

/** Starts a run from the form and waits for its card; its id is the newest run's in the database. */
async function startRun(page: Page, fields: { baseUrl: string; model: string; itemLimit?: string }) {
  const before = await db.hostedRun.count({ where: { submissionId } });
  await fillForm(page, fields);
  await page.getByRole("button", { name: "Start the run" }).click();
  await page.getByRole("status").filter({ hasText: "Run started" }).waitFor();
  expect(await db.hostedRun.count({ where: { submissionId } })).toBe(before + 1);
  const run = await db.hostedRun.findFirstOrThrow({ where: { submissionId }, orderBy: { createdAt: "desc" } });
  await runCard(page, run.id).waitFor();
  return run.id;
}

describe("the hosted evaluation pages", () => {
  it("names each bad setting on its field, says a refused address is refused, and never shows the key back", async () => {
    const page = await openHostedPage();
    // Before anything is started, the form says what the start limits leave.
    expect(await page.getByTestId("start-quota").textContent()).toBe(
      "You have 10000 of 10000 hosted run starts left in this window (10000/hour).",
    );
    expect(await page.getByTestId("active-runs").textContent()).toBe(
      "You have 0 of at most 1000 hosted runs queued or running.",
    );
    // 1 shot needs MR-Ben's k_shot_demo.json, which this portal's data was imported without: it says so.
    const oneShot = page.getByRole("checkbox", { name: "1-shot" });
    expect(await oneShot.isDisabled()).toBe(true);
    expect(await page.locator("#shots-1-reason").textContent()).toContain("k_shot_demo.json");

    await fillForm(page, { baseUrl: "not a url", model: "kept-model" });
    await page.getByRole("spinbutton", { name: "Temperature" }).fill("7");
    await page.getByRole("button", { name: "Start the run" }).click();
    await page.getByTestId("error-baseUrl").waitFor();
    expect(await page.getByTestId("error-baseUrl").textContent()).toBe("The base URL is not a URL.");
    expect(await page.getByTestId("error-temperature").textContent()).toContain("2");
    expect(await page.getByRole("textbox", { name: "Base URL" }).getAttribute("aria-invalid")).toBe("true");
    // What was typed stays, except the key.
    expect(await page.getByRole("textbox", { name: "Model name" }).inputValue()).toBe("kept-model");
    expect(await apiKey(page).inputValue()).toBe("");
    expect(await page.content()).not.toContain(API_KEY);

    await fillForm(page, { baseUrl: "http://10.1.2.3/v1", model: "kept-model" });
    await page.getByRole("spinbutton", { name: "Temperature" }).fill("0");
    await page.getByRole("button", { name: "Start the run" }).click();
    await waitFor("the address refusal", async () =>
      (await page.getByTestId("error-baseUrl").textContent())?.includes("10.1.2.3") ? true : null,
    );
    expect(await page.getByTestId("error-baseUrl").textContent()).toBe(
      "The endpoint's address is refused by the portal's address policy: 10.1.2.3 is a private network address; an admin can allow it in the settings",
    );
    expect(await db.hostedRun.count({ where: { submissionId } })).toBe(0);
    await page.close();
  });

  it("starts a trial run from the form and shows it through to completed, with its numbers, without a reload", async () => {
    const page = await openHostedPage();
    const runId = await startRun(page, { baseUrl: quick.baseUrl, model: "quick-model" });
    expect(await statusOf(page, runId)).toMatch(/^(queued|running)$/);
    expect(await page.getByText("This page updates by itself.").count()).toBe(1);
    const bar = runCard(page, runId).locator("progress");
    const barValue = () => bar.evaluate((element) => (element as HTMLProgressElement).value);
    const seen = new Set<number>();
    await waitFor(
      "the run to complete on the page",
      async () => {
        seen.add(await barValue());
        // The first stage done; with no judge configured here, the judge stage then fails, and says so.
        return /^(completed|answers collected, judge stage failed)$/.test(await statusOf(page, runId));
      },
      { timeoutMs: 90_000, everyMs: 200 },
    );
    // The bar moved on the page as the answers came in, to the end.
    expect(seen.size).toBeGreaterThan(1);
    expect(await barValue()).toBe(TRIAL_ITEMS);
    expect(await bar.evaluate((element) => (element as HTMLProgressElement).max)).toBe(TRIAL_ITEMS);
    const run = await db.hostedRun.findUniqueOrThrow({ where: { id: runId } });
    expect(run.sealedApiKey).toBeNull();
    expect(quick.requests.length).toBe(TRIAL_ITEMS);
    expect(quick.requests.every((request) => request.authorization === `Bearer ${API_KEY}`)).toBe(true);
    const card = runCard(page, runId);
    expect(await card.getByTestId("hosted-run-progress").textContent()).toBe(
      `${TRIAL_ITEMS} of ${TRIAL_ITEMS} answered (100%)`,
    );
    const count = (n: number) => n.toLocaleString("en-US");
    expect(await card.getByTestId("hosted-run-tokens").textContent()).toBe(
      `${count(run.promptTokens)} prompt + ${count(run.completionTokens)} completion tokens`,
    );
    expect(run.completionTokens).toBe(20 * TRIAL_ITEMS);
    expect(await card.getByTestId("hosted-run-requests").textContent()).toBe(`${TRIAL_ITEMS} requests (no cap)`);
    const cost = (run.promptTokens * 2 + run.completionTokens * 8) / 1_000_000;
    expect(await card.getByTestId("hosted-run-cost").textContent()).toBe(
      new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 4 }).format(cost),
    );
    expect(await card.getByTestId("hosted-run-files").textContent()).toContain(
      "quick-model_0shot_cot_True_eval_results.json",
    );
    // The run has ended: the page stops refreshing and offers no cancel.
    await waitFor("the refresher to go", async () =>
      (await page.getByText("This page updates by itself.").count()) === 0 ? true : null,
    );
    expect(await card.getByRole("button", { name: "Cancel run" }).count()).toBe(0);
    expect(await page.content()).not.toContain(API_KEY);
    // Neither the server nor its worker process wrote the key anywhere in their logs.
    expect(portal.output()).not.toContain(API_KEY);
    await page.close();
  });

  it("cancels a slow run after confirmation, and it ends cancelled", async () => {
    const page = await openHostedPage();
    const runId = await startRun(page, { baseUrl: slow.baseUrl, model: "slow-model", itemLimit: "40" });
    const card = runCard(page, runId);
    await waitFor("the slow run to answer once", async () => {
      const answered = await card.locator("progress").evaluate((element) => (element as HTMLProgressElement).value);
      return answered >= 1 ? true : null;
    });
    await card.getByRole("button", { name: "Cancel run" }).click();
    await card.getByRole("button", { name: "Keep it running" }).waitFor();
    await card.getByRole("button", { name: "Yes, cancel the run" }).click();
    await waitFor("the run to show cancelled", async () =>
      (await statusOf(page, runId)) === "cancelled" ? true : null,
    );
    const run = await db.hostedRun.findUniqueOrThrow({ where: { id: runId } });
    expect(run.status).toBe("cancelled");
    expect(run.sealedApiKey).toBeNull();
    // The endpoint answered one request and held the rest, which the cancel aborted unanswered.
    expect(run.answeredItems).toBe(1);
    expect(await card.getByTestId("hosted-run-failure").textContent()).toContain("cancelled by its submitter");
    await page.close();
  });

  it("on a portal without EVAL_SECRETS_KEY, replaces the form by the reason hosted runs are off", async () => {
    const response = await fetch(`${offPortal.baseUrl}/submissions/${submissionId}/hosted`, {
      headers: { cookie: submitter.cookie },
    });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Hosted evaluation is off on this portal");
    expect(html).toContain("EVAL_SECRETS_KEY is not set");
    expect(html).not.toContain('name="apiKey"');
  });
});
