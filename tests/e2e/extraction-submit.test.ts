// An extraction benchmark's submission in a real browser: the submitter picks the benchmark on
// /submit (which then asks for predictions files, not MR-Ben's judge or claimed MR-Scores),
// uploads both settings, reads the report with its fields and diagnostics, and reads a record's
// truth beside its prediction; nobody else can. A moderator finds it in the queue with its
// benchmark and F1, and reviews it on the extraction report.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { readPredictionsFile, scoreExtraction } from "@/lib/benchmarks/extraction/extraction-score";
import { formatPercent } from "@/lib/benchmarks/mrben/mr-score";
import { bookReferences, EXTRACTION_SLUG, predictionLines, readBookFile } from "../helpers/extraction-benchmark";
import { startWith } from "../helpers/file-database";
import { fileInput, gotoHydrated } from "./helpers/browser";
import { sharedBrowser } from "./helpers/shared-browser";
import { signInContext, sharedPortal, type Portal, type TestUser } from "./helpers/portal";

let portal: Portal;
let browser: Browser;
const contexts: BrowserContext[] = [];

const SUBMITTER: TestUser = { email: "extractor@example.org", githubLogin: "extractor" };
const MODERATOR: TestUser = { email: "extraction-mod@example.org", githubLogin: "extraction-mod", role: "moderator" };
const MODEL = "Extract-Llama-8B";
const BENCHMARK_NAME = "ORD reaction extraction";

const zeroShotLines = predictionLines("Llama_results.json", "0-shot");
const bookFile = JSON.stringify(readBookFile("Llama_results.json"));

/** The pure scorer's report of a file for a shot setting. */
function expectedReport(text: string, shots: 0 | 1) {
  const file = readPredictionsFile({ text, shots });
  if (!file.ok) throw new Error(file.error.message);
  const scored = scoreExtraction({
    references: bookReferences(),
    predictions: file.predictions,
    matching: "aligned",
    normalization: "none",
  });
  if (!scored.ok) throw new Error(JSON.stringify(scored.errors));
  return scored.report;
}

/** The F1 the pure scorer gives a file for a shot setting, as the pages print it. */
function expectedF1(text: string, shots: 0 | 1): string {
  return formatPercent(expectedReport(text, shots).summary.f1);
}

const count = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });

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

describe("submitting to an extraction benchmark through /submit", () => {
  let submissionUrl = "";

  it("?benchmark= preselects the benchmark", async () => {
    const page = await signedInPage(SUBMITTER);
    await page.goto(`${portal.baseUrl}/submit?benchmark=${EXTRACTION_SLUG}`);
    expect(await page.getByRole("radio", { name: new RegExp(BENCHMARK_NAME) }).isChecked()).toBe(true);
    await page.getByText("0-shot predictions", { exact: true }).waitFor();
  });

  it("asks for predictions files instead of MR-Ben's judge and claims, scores both, and sends them for review", async () => {
    const page = await signedInPage(SUBMITTER);
    await gotoHydrated(page, `${portal.baseUrl}/submit`);
    expect(await page.getByRole("radio", { name: /MR-Ben/ }).isChecked()).toBe(true);
    await page.getByRole("textbox", { name: "Judge model" }).waitFor();
    await page.getByRole("radio", { name: new RegExp(BENCHMARK_NAME) }).check();
    await page.waitForURL(new RegExp(`benchmark=${EXTRACTION_SLUG}`));
    expect(await page.getByRole("textbox", { name: "Judge model" }).count()).toBe(0);
    expect(await page.getByText("Claimed MR-Scores (optional)").count()).toBe(0);
    await page.getByText("JSON Lines, one").waitFor();

    await page.getByRole("textbox", { name: "Model name" }).fill(MODEL);
    await page.getByRole("textbox", { name: "Organization" }).fill("Extraction Lab");
    await page.getByRole("textbox", { name: "Link" }).fill("https://example.org/extract-llama");
    await page.getByRole("textbox", { name: "Description" }).fill("A model that turns procedures into ORD JSON.");
    await fileInput(page, 0).setInputFiles({
      name: "llama-0shot.jsonl",
      mimeType: "application/jsonl",
      buffer: Buffer.from(zeroShotLines),
    });
    await fileInput(page, 1).setInputFiles({
      name: "Llama_results.json",
      mimeType: "application/json",
      buffer: Buffer.from(bookFile),
    });
    await page.getByRole("button", { name: "Create the submission and upload" }).click();

    const [f1Zero, f1One] = [expectedF1(zeroShotLines, 0), expectedF1(bookFile, 1)];
    await page.getByTestId("dropzone-0").getByText(`Scored: F1 ${f1Zero}`).waitFor({ timeout: 60_000 });
    await page.getByTestId("dropzone-1").getByText(`Scored: F1 ${f1One}`).waitFor({ timeout: 60_000 });

    await page.getByRole("button", { name: "Send for review" }).click();
    await page.waitForURL(/\/submissions\/[^/]+$/);
    submissionUrl = page.url();
    await page.locator("h1").getByText("Pending review").waitFor();
    const submission = await db.submission.findFirstOrThrow({
      where: { modelName: MODEL },
      select: { status: true, benchmark: { select: { slug: true } } },
    });
    expect(submission).toEqual({ status: "pending", benchmark: { slug: EXTRACTION_SLUG } });
  });

  it("shows the extraction report: F1 with its interval, the diagnostics and the fields, and no MR-Ben tables", async () => {
    const page = await signedInPage(SUBMITTER);
    await page.goto(submissionUrl);
    expect(await page.getByTestId("submission-benchmark").textContent()).toBe(BENCHMARK_NAME);
    expect(await page.getByTestId("extraction-f1").textContent()).toBe(expectedF1(zeroShotLines, 0));
    await page
      .getByTestId("extraction-report")
      .getByText(/95% interval/)
      .first()
      .waitFor();
    await page.getByRole("heading", { name: "Validation report" }).waitFor();
    await page.getByText("Unparseable predictions (scored 0)").waitFor();
    await page.getByRole("heading", { name: "Fields, the worst first" }).waitFor();
    expect(await page.getByTestId("extraction-fields").locator("tbody tr").count()).toBeGreaterThan(1);
    expect(await page.getByTestId("mean-mr-score").count()).toBe(0);
    expect(await page.getByText("Judge model").count()).toBe(0);

    await page.goto(`${submissionUrl}?shots=1`);
    expect(await page.getByTestId("extraction-f1").textContent()).toBe(expectedF1(bookFile, 1));
    await page.getByText("Submitted references that differ from the benchmark's").waitFor();
  });

  it("shows node-level figures and ANLS* beside F1, the values missing, invented and wrong per file and per field, and how lists and fields were compared", async () => {
    const page = await signedInPage(SUBMITTER);
    await page.goto(submissionUrl);
    const { summary } = expectedReport(zeroShotLines, 0);
    const nodes = `${formatPercent(summary.nodes.recall)} / ${formatPercent(summary.nodes.precision)} / ${formatPercent(summary.nodes.f1)}`;
    expect(await page.getByTestId("extraction-nodes").locator("dd").innerText()).toContain(nodes);
    expect(await page.getByTestId("extraction-anls").locator("dd").innerText()).toContain(
      formatPercent(summary.anlsStar),
    );
    const { missing, invented, wrong } = summary.diff;
    expect(await page.getByTestId("extraction-diff").locator("dd").innerText()).toContain(
      `${count.format(missing)} / ${count.format(invented)} / ${count.format(wrong)}`,
    );
    expect(await page.getByTestId("extraction-modes").locator("dd").innerText()).toContain("aligned, book, none@1");
    expect(await page.getByTestId("extraction-lists").innerText()).toMatch(/^book: /);
    await page.getByText("None: every field is compared exactly").waitFor();
    const headers = await page.getByTestId("extraction-fields").locator("thead th").allInnerTexts();
    expect(headers.slice(-3)).toEqual(["Missing", "Invented", "Wrong"]);
    const cells = await page.getByTestId("extraction-fields").locator("tbody tr").first().locator("td").allInnerTexts();
    expect(cells.slice(-3).every((cell) => /^[\d,.]+$/.test(cell))).toBe(true);
    expect(await page.getByTestId("extraction-chemistry").count()).toBe(0);
  });

  it("shows a Chemistry panel when the scoring compared chemistry: counts, unreadable values, F1 with and without", async () => {
    const run = await db.submissionRun.findFirstOrThrow({
      where: { submission: { modelName: MODEL }, shots: 1, status: "scored" },
      select: { scoring: { select: { id: true, score: true, report: true } } },
    });
    const { id, score, report } = run.scoring!;
    // Made by hand: a chem-v1 benchmark needs OPSIN, which this test does not ask for.
    const chemistry = {
      molecules: {
        names: { resolved: 7, unresolved: 2 },
        smiles: { canonicalized: 11, invalid: 1 },
        matchedByStructure: 4,
      },
      formulas: { reduced: 3, unparseable: 1, matchedByReduction: 2 },
      problems: {
        total: 3,
        listed: [
          {
            referenceId: "rxn-004",
            side: "prediction",
            path: "inputs.m1.components.[].identifiers.[].value",
            text: "C1CC",
            reason: "unclosed ring",
          },
        ],
      },
      without: { normalization: "ord-v1@1", recall: 0.01, precision: 0.02, f1: 0.013 },
    };
    await db.fileScoring.update({
      where: { id },
      data: { report: { ...(report as Record<string, never>), chemistry } },
    });
    try {
      const page = await signedInPage(SUBMITTER);
      await page.goto(`${submissionUrl}?shots=1`);
      const panel = page.getByTestId("extraction-chemistry");
      await page.getByRole("heading", { name: "Chemistry", exact: true }).waitFor();
      const text = await panel.innerText();
      expect(text).toContain("Names turned into structures: 7; names not resolved: 2.");
      expect(text).toContain("SMILES canonicalized: 11; invalid SMILES: 1.");
      expect(text).toContain("Formulas reduced: 3; unparseable: 1.");
      expect(await panel.getByTestId("chemistry-f1").innerText()).toContain(
        `With chemistry F1 ${formatPercent(score)}`,
      );
      expect(await panel.getByTestId("chemistry-f1").innerText()).toContain("without it (ord-v1@1) F1 1.3");
      const problem = await panel.getByTestId("chemistry-problems").locator("tbody tr").allInnerTexts();
      expect(problem).toHaveLength(1);
      expect(problem[0]).toMatch(/rxn-004\s+prediction\s+inputs\.m1.*C1CC\s+unclosed ring/);
      expect(text).toContain("…and 2 more.");
    } finally {
      await db.fileScoring.update({ where: { id }, data: { report: report as Record<string, never> } });
    }
  });

  it("lists every record and shows one's truth beside its prediction; the old predictions address leads there", async () => {
    const page = await signedInPage(SUBMITTER);
    await page.goto(submissionUrl);
    await page.getByRole("link", { name: "browse every record" }).click();
    await page.waitForURL(/\/records\?shots=0/);
    await page.getByText("100 record(s); page 1 of 2.").waitFor();
    await page.getByRole("combobox", { name: "Prediction" }).selectOption("ok");
    await page.getByRole("combobox", { name: "Order" }).selectOption("worst");
    await page.getByRole("button", { name: "Filter" }).click();
    await page.waitForURL(/parse=ok/);
    await page.getByTestId("extraction-records").getByRole("link").first().click();
    await page.waitForURL(/\/records\/\d+\?shots=0/);
    await page.getByRole("heading", { name: "Truth" }).waitFor();
    await page.getByRole("heading", { name: "Prediction" }).waitFor();
    await page.getByTestId("record-paths").waitFor();
    expect(await page.getByTestId("record-figures").textContent()).toMatch(/^Recall [\d.]+ · precision [\d.]+ · F1/);
    expect(await page.getByTestId("record-diff").textContent()).toMatch(
      /^[\d.]+ missing · [\d.]+ invented · [\d.]+ wrong · node F1 [\d.]+ · ANLS\* [\d.]+$/,
    );

    // The records were once "predictions" pages; old links still arrive.
    await page.goto(`${submissionUrl}/predictions?shots=1`);
    await page.waitForURL(/\/records\?shots=1$/);
    await page.getByRole("heading", { name: "Records, 1-shot" }).waitFor();
  });

  it("names the benchmark and the F1 in the submitter's list", async () => {
    const page = await signedInPage(SUBMITTER);
    await page.goto(`${portal.baseUrl}/submissions`);
    const row = page.getByRole("row", { name: new RegExp(MODEL) });
    expect(await row.textContent()).toContain(BENCHMARK_NAME);
    expect(await row.textContent()).toContain(`F1 ${expectedF1(zeroShotLines, 0)}`);
  });

  it("is a 404, report and records alike, for another signed-in user", async () => {
    const page = await signedInPage({ email: "someone-else@example.org", githubLogin: "someone-else" });
    for (const url of [submissionUrl, `${submissionUrl}/records?shots=0`, `${submissionUrl}/records/0?shots=0`]) {
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(404);
      expect(await page.content()).not.toContain(MODEL);
    }
  });

  it("reaches moderators with its benchmark and F1, and its review shows the extraction report and sample", async () => {
    const page = await signedInPage(MODERATOR);
    await page.goto(`${portal.baseUrl}/moderation`);
    const row = page.getByTestId("moderation-queue").getByRole("row", { name: new RegExp(MODEL) });
    expect(await row.getByTestId("queue-benchmark").textContent()).toBe(BENCHMARK_NAME);
    expect(await row.getByTestId("signals-f1-0").textContent()).toBe(expectedF1(zeroShotLines, 0));
    expect(await row.textContent()).toContain("not used (no judge stage)");

    await row.getByRole("link", { name: MODEL }).click();
    await page.waitForURL(/\/moderation\/[^/]+$/);
    expect(await page.getByTestId("submission-benchmark").textContent()).toBe(BENCHMARK_NAME);
    expect(await page.getByTestId("extraction-report").count()).toBe(2);
    expect(await page.getByTestId("mean-mr-score").count()).toBe(0);
    expect(await page.getByTestId("sample-0").locator("tbody tr").count()).toBe(5);
    await page.getByTestId("sample-0").getByRole("link").first().click();
    await page.getByRole("heading", { name: "Truth" }).waitFor();
  });
});
