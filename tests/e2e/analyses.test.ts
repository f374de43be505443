// The paper's analyses in a real browser: the board's difficulty filter ranks by a level's
// MR-Score, and a model page and a submission's report show the breakdowns with their charts.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sweepAnalyses } from "@/lib/benchmarks/mrben/analyses/analyses-sweeper";
import { db } from "@/lib/db";
import { storedAnalyses, type FileAnalyses } from "@/lib/benchmarks/mrben/mr-score";
import { createActor } from "../helpers/actors";
import { generatedResults, seedEntry } from "../helpers/seeded-entries";
import { startWith } from "../helpers/file-database";
import { gotoHydrated, waitForSettledLayout } from "./helpers/browser";
import { sharedBrowser } from "./helpers/shared-browser";
import { signInContext, sharedPortal, type Portal } from "./helpers/portal";

const SUBJECTS = ["math", "physics", "biology"];
let portal: Portal;
let browser: Browser;
const contexts: BrowserContext[] = [];
const submissions: Record<string, string> = {};
let ownerEmail = "";

async function page(email?: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
  contexts.push(context);
  if (email) await signInContext(context, portal, { email });
  return context.newPage();
}

async function analysesOf(submissionId: string): Promise<FileAnalyses> {
  const run = await db.submissionRun.findFirstOrThrow({
    where: { submissionId, shots: 0 },
    select: { scoring: { select: { analyses: true, analysesVersion: true } } },
  });
  return storedAnalyses(run.scoring!)!;
}

startWith("benchmarks");

beforeAll(async () => {
  const owner = await createActor("user", "analyst");
  ownerEmail = owner.email;
  for (const [name, seed] of [
    ["Level-One", 31],
    ["Level-Two", 32],
    ["Level-Three", 33],
  ] as const) {
    const file = generatedResults({ model: name, shots: 0, subjects: SUBJECTS, seed });
    submissions[name] = await seedEntry({ actor: owner, modelName: name, files: { "0": file } });
  }
  // The portal's worker would compute them within seconds; computed here so the test does not wait.
  await sweepAnalyses();
  [portal, browser] = await Promise.all([sharedPortal(), sharedBrowser()]);
}, 240_000);

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
});

describe("the analyses", () => {
  it("rank the board by a difficulty level's MR-Score when the filter asks", async () => {
    const levels = await Promise.all(
      Object.entries(submissions).map(
        async ([name, id]) => [name, (await analysesOf(id)).byDifficulty.college!] as const,
      ),
    );
    const expected = [...levels].sort((a, b) => b[1].mr_score - a[1].mr_score).map(([name]) => name);
    const board = await page();
    await gotoHydrated(board, `${portal.baseUrl}/`);
    await board.getByRole("combobox", { name: "Difficulty" }).selectOption("college");
    await board.waitForURL(/level=college/);
    await board.getByText("College items only").waitFor();
    const names = await board
      .getByTestId("board-table")
      .locator("tbody tr th[scope=row] > a:first-child")
      .allTextContents();
    expect(names).toEqual(expected);
    const best = levels.find(([name]) => name === expected[0])![1];
    expect(
      await board.getByTestId("board-table").locator("tbody tr").first().getByTestId("mean").textContent(),
    ).toMatch(new RegExp(`^${(best.mr_score * 100).toFixed(1).replace(".", "\\.")}`));
    await board.reload();
    // The server renders the default view; the URL's level applies once the page hydrates.
    await board.getByText("College items only").waitFor();
    expect(await board.getByRole("combobox", { name: "Difficulty" }).inputValue()).toBe("college");
  });

  it("are on a model page: tables, charts and the data links", async () => {
    const model = await page();
    await model.goto(`${portal.baseUrl}/models/level-one`);
    const panel = model.getByTestId("analyses-0");
    await panel.getByTestId("analyses-difficulty").getByRole("rowheader", { name: "College items" }).waitFor();
    await panel.getByTestId("analyses-sources").getByRole("rowheader", { name: "Claude2" }).waitFor();
    await panel
      .getByTestId("analyses-positions")
      .getByRole("rowheader", { name: /^Early/ })
      .waitFor();
    await panel.getByTestId("chart-difficulty").locator(".recharts-bar-rectangle").first().waitFor();
    await panel.getByTestId("chart-step-offsets").locator(".recharts-bar-rectangle").first().waitFor();
    const analyses = await analysesOf(submissions["Level-One"]!);
    const recall = (analyses.flag.recall! * 100).toFixed(1);
    expect(await panel.getByTestId("analyses-flag").textContent()).toContain(`Recall${recall}`);
    expect(await panel.getByTestId("analyses-confusion").textContent()).toContain(
      String(analyses.flag.confusion.incorrect.incorrect),
    );
    const csv = await model.request.get(`${portal.baseUrl}/api/v1/models/level-one/analyses?format=csv`);
    expect(csv.status()).toBe(200);
    expect((await csv.text()).split("\r\n")[0]).toBe("shots,breakdown,group,metric,value");
  });

  it("set every model side by side on /analyses, with tables and charts", async () => {
    const across = await page();
    await across.goto(`${portal.baseUrl}/analyses`);
    const difficulty = across.getByTestId("across-difficulty");
    for (const name of Object.keys(submissions)) await difficulty.getByRole("link", { name }).waitFor();
    await across.getByTestId("chart-across-sources").locator(".recharts-bar-rectangle").first().waitFor();
    const analyses = await analysesOf(submissions["Level-Three"]!);
    const row = across.getByTestId("across-flag").getByRole("row", { name: /Level-Three/ });
    expect(await row.textContent()).toContain((analyses.flag.f1! * 100).toFixed(1));
    await across.getByRole("link", { name: "1-shot" }).click();
    await across.getByText("No model on the board has 1-shot analyses yet.").waitFor();
  });

  it("fit a phone's width (375 px) on the model page and on /analyses", async () => {
    const phone = await browser.newContext({ viewport: { width: 375, height: 800 } });
    contexts.push(phone);
    for (const path of ["/models/level-one", "/analyses"]) {
      const view = await phone.newPage();
      await view.goto(`${portal.baseUrl}${path}`);
      await view.locator("h1").waitFor();
      await waitForSettledLayout(view);
      expect(await view.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(375);
    }
  });

  it("are on the submitter's report page", async () => {
    const report = await page(ownerEmail);
    await report.goto(`${portal.baseUrl}/submissions/${submissions["Level-Two"]}`);
    await report.getByTestId("analyses-0").getByTestId("step-offsets-summary").waitFor();
    expect(await report.getByTestId("analyses-0").getByTestId("step-offsets-summary").textContent()).toMatch(
      /^Of \d+ incorrect solutions flagged incorrect/,
    );
  });
});
