// A hosted run from the submitter's form to the public board, in a real browser, against the fake
// OpenAI-compatible servers (one the model, one the portal's judge): every coding item at 0 and 1 shots
// asked from the form, the judge stage run by the portal's worker, the scored file downloaded from
// the run's page and scored by the CLI equal to what the board shows once a moderator approves, the
// entry marked and filtered as evaluated by the portal, and its model page showing the run's settings.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { createActor, type Actor } from "../../helpers/actors";
import { createSubmission, decide, getSubmission, submitForReview, validMeta } from "../../helpers/api-calls";
import { importTheBenchmark } from "../../helpers/benchmark";
import { boardSubjectKeys, seedBoardEntry, uniformRun } from "../../helpers/board-entries";
import { startFakeOpenAiServer, type FakeOpenAiServer } from "../../helpers/fake-openai-server";
import { waitFor } from "../../helpers/wait-for";
import { gotoHydrated, waitForHydration } from "../helpers/browser";
import { sharedBrowser } from "../helpers/shared-browser";
import { signInContext, startPortal, type Portal } from "../helpers/portal";
import { WORKER_ON } from "../helpers/portal-process";

const MODEL_NAME = "Hosted-Board-7B";
const SLUG = "hosted-board-7b";

/** Mostly "incorrect" at step 2 (many of them need a verdict), some "correct", a few unparseable. */
function modelAnswer(prompt: string): string {
  const bucket = [...prompt].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) % 9973, 7) % 5;
  if (bucket === 0) return "I cannot tell.";
  const correctness = bucket === 1 ? "correct" : "incorrect";
  return `Solution Analysis: read it.\nSolution Correctness: ${correctness}\nFirst Error Step: Step ${bucket}\nError Reason: the step is wrong`;
}

/** The judge agrees with every other error reason. */
function judgeAnswer(prompt: string): string {
  const decision = prompt.length % 2 === 0 ? "Correct" : "Wrong";
  return `Step-by-Step Reasoning: compared.\nStudent Error Reason Analysis: looked at it.\nFinal Decision: ${decision}`;
}

let model: FakeOpenAiServer;
let judge: FakeOpenAiServer;
let portal: Portal;
let browser: Browser;
let context: BrowserContext;
let submitter: Actor;
let moderator: Actor;
let submissionId = "";
const temp = mkdtempSync(path.join(os.tmpdir(), "hosted-board-"));

beforeAll(async () => {
  // With MR-Ben's k_shot_demo.json, so 1-shot runs can be asked: a submission goes to review with both shots.
  await importTheBenchmark({ only: ["coding"] });
  // An uploaded entry beside it, so the board has two tiers to filter.
  await seedBoardEntry({
    slug: "uploaded-one",
    modelName: "Uploaded One",
    runs: { "0": uniformRun(0.3, await boardSubjectKeys()) },
  });
  [model, judge] = await Promise.all([
    startFakeOpenAiServer({ answer: modelAnswer }),
    startFakeOpenAiServer({ answer: judgeAnswer }),
  ]);
  [submitter, moderator] = await Promise.all([createActor("user", "hosted-board"), createActor("moderator")]);
  const created = await createSubmission({ authorization: submitter.bearer }, { ...validMeta, modelName: MODEL_NAME });
  expect(created.status).toBe(201);
  submissionId = String(created.body.id);
  [portal, browser] = await Promise.all([
    startPortal({
      env: {
        ...WORKER_ON,
        EVAL_SECRETS_KEY: "33".repeat(32),
        HOSTED_ENDPOINT_ALLOW: "127.0.0.1",
        JUDGE_API_BASE_URL: judge.baseUrl,
        JUDGE_MODEL: "judge-e2e-1",
      },
    }),
    sharedBrowser(),
  ]);
  context = await browser.newContext({ viewport: { width: 1280, height: 1000 } });
  await signInContext(context, portal, { email: submitter.email, role: "user" });
}, 300_000);

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await portal?.stop();
  await Promise.all([model?.close(), judge?.close()]);
  rmSync(temp, { recursive: true, force: true });
});

describe("a hosted run from the form to the board", () => {
  let scoredFile = "";

  it("runs every coding item at both shots from the form, judges them with the portal's judge and offers the scored file", async () => {
    const page = await context.newPage();
    await gotoHydrated(page, `${portal.baseUrl}/submissions/${submissionId}/hosted`);
    await page.getByRole("textbox", { name: "Base URL" }).fill(model.baseUrl);
    await page.getByRole("textbox", { name: "Model name" }).fill("served-model");
    // A password field: Chromium, and Playwright after it, give it the textbox role (HTML-AAM gives none).
    await page.getByRole("textbox", { name: "API key" }).fill("sk-hosted-board");
    await page.getByRole("spinbutton", { name: "Concurrency" }).fill("16");
    await page.getByRole("checkbox", { name: "coding" }).check();
    await page.getByRole("checkbox", { name: "1-shot" }).check();
    await page.getByRole("button", { name: "Start the run" }).click();
    await page.getByRole("status").filter({ hasText: "Run started" }).waitFor();
    const run = await db.hostedRun.findFirstOrThrow({ where: { submissionId } });
    const card = page.locator(`[data-testid="hosted-run"][data-run-id="${run.id}"]`);
    await waitFor(
      "the judge stage to end on the page",
      async () => {
        const judged = await card
          .getByTestId("hosted-run-judge")
          .textContent({ timeout: 1_000 })
          .catch(() => null);
        return judged?.startsWith("judged:") || judged?.includes("failed") ? judged : null;
      },
      { timeoutMs: 240_000, everyMs: 500 },
    );
    const ended = await db.hostedRun.findUniqueOrThrow({ where: { id: run.id } });
    expect(ended).toMatchObject({ status: "completed", judgeStage: "completed", sealedApiKey: null });
    expect(model.requests).toHaveLength(ended.totalItems);
    expect(judge.requests.length).toBeGreaterThan(0);
    expect(judge.requests.length).toBe(ended.judgeRequests);

    // The file is named for the model name the endpoint was asked with, as the official script names it.
    const link = card.getByRole("link", { name: "served-model_0shot_cot_True_scored_eval_results.json" });
    const response = await page.request.get(new URL((await link.getAttribute("href"))!, portal.baseUrl).href);
    expect(response.status()).toBe(200);
    scoredFile = path.join(temp, "served-model_0shot_cot_True_scored_eval_results.json");
    writeFileSync(scoredFile, await response.body());
    await page.close();
  }, 300_000);

  it("once approved, ranks the entry as evaluated by the portal, at the figures the CLI gives its scored file", async () => {
    expect(scoredFile).not.toBe("");
    const submitted = await submitForReview({ authorization: submitter.bearer }, submissionId);
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    const { body } = await getSubmission({ authorization: moderator.bearer }, submissionId);
    const approved = await decide({ authorization: moderator.bearer }, submissionId, {
      decision: "approve",
      revision: body.revision,
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);

    const cli = spawnSync(process.execPath, [path.resolve("scripts/run-score.mjs"), scoredFile, "--json"], {
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    });
    expect(cli.status, cli.stderr).toBe(0);
    const scores = JSON.parse(cli.stdout) as { mean_mr_score: number };

    const page = await (await browser.newContext()).newPage();
    await page.goto(`${portal.baseUrl}/`);
    const row = page.locator(`[data-testid="leaderboard"] tr[data-slug="${SLUG}"]`);
    await row.waitFor();
    expect(await row.getByTestId("evaluated-mark").count()).toBe(1);
    expect(await row.getByTestId("mean").textContent()).toMatch(
      new RegExp(`^${(scores.mean_mr_score * 100).toFixed(1).replace(".", "\\.")}`),
    );
    await waitForHydration(page);
    await page.getByRole("combobox", { name: "Entries" }).selectOption("evaluated");
    await page.waitForURL(/kind=evaluated/);
    const slugs = await page
      .locator('[data-testid="leaderboard"] tbody tr[data-slug]')
      .evaluateAll((rows) => rows.map((r) => r.getAttribute("data-slug")));
    expect(slugs).toEqual([SLUG]);

    await page.goto(`${portal.baseUrl}/models/${SLUG}`);
    const settings = page.getByTestId("hosted-run-settings");
    await settings.waitFor();
    const text = (await settings.textContent()) ?? "";
    expect(text).toContain(new URL(model.baseUrl).host);
    expect(text).toContain("served-model");
    expect(text).not.toContain("sk-hosted-board");
    // The model page names the tier as the board does.
    const main = (await page.getByRole("main").textContent()) ?? "";
    expect(main).toContain("verified (evaluated by the portal)");
    expect(main).not.toContain("rescored from its files here");
    await page.context().close();
  }, 120_000);
});
