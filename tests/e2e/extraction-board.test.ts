// An extraction benchmark's public board in a real browser: entries ranked by F1 with intervals,
// the chart and the per-field heatmap, the 1-shot switch, an entry's records, and one record's
// truth beside its prediction. Only approved entries are there.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createActor } from "../helpers/actors";
import { createSubmission, uploadResults, validMeta } from "../helpers/api-calls";
import { approveForTests } from "../helpers/board-entries";
import { EXTRACTION_SLUG, importExtractionFixture, readBookFile } from "../helpers/extraction-benchmark";
import { launchBrowser } from "./helpers/browser";
import { startPortal, type Portal } from "./helpers/portal";

let portal: Portal;
let browser: Browser;
let context: BrowserContext;
let page: Page;

async function entry(modelName: string, file: "Llama_results.json" | "sft_results.json", approve: boolean) {
  const owner = await createActor("user", modelName.toLowerCase());
  const auth = { authorization: owner.bearer };
  const created = await createSubmission(auth, { ...validMeta, modelName, benchmark: EXTRACTION_SLUG });
  const id = String(created.body.id);
  const bytes = new TextEncoder().encode(JSON.stringify(readBookFile(file)));
  for (const shots of ["0", "1"]) expect((await uploadResults(auth, id, shots, bytes)).status).toBe(201);
  if (approve) await approveForTests(id);
}

beforeAll(async () => {
  await importExtractionFixture();
  await entry("Llama-Extract", "Llama_results.json", true);
  await entry("Sft-Extract", "sft_results.json", true);
  await entry("Unapproved-Extract", "Llama_results.json", false);
  [portal, browser] = await Promise.all([startPortal(), launchBrowser()]);
  context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
  page = await context.newPage();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await portal?.stop();
});

const modelsInBoard = async () => page.getByTestId("extraction-board").locator("tbody th[scope=row]").allInnerTexts();

describe("an extraction benchmark's board", () => {
  it("is listed among the benchmarks and ranks approved entries by F1, with an interval, a chart and the heatmap", async () => {
    await page.goto(`${portal.baseUrl}/benchmarks`);
    await page.getByTestId("benchmark-list").getByRole("link", { name: "ORD reaction extraction" }).click();
    await page.waitForURL(new RegExp(`/benchmarks/${EXTRACTION_SLUG}$`));
    await page.getByRole("heading", { name: "ORD reaction extraction leaderboard" }).waitFor();
    const models = await modelsInBoard();
    expect([...models].sort()).toEqual(["Llama-Extract", "Sft-Extract"]);
    const f1s = (await page.getByTestId("f1").allInnerTexts()).map(Number);
    expect(f1s).toEqual([...f1s].sort((a, b) => b - a));
    await page.getByTestId("chart-f1").locator("svg.recharts-surface").first().waitFor();
    const heatmap = page.getByTestId("field-heatmap");
    expect(await heatmap.locator("thead th").count()).toBeGreaterThan(5);
    expect(await heatmap.locator("tbody tr").count()).toBe(2);
  });

  it("switches to 1-shot, opens an entry's records and one record's truth beside its prediction", async () => {
    await page.goto(`${portal.baseUrl}/benchmarks/${EXTRACTION_SLUG}`);
    await page.getByRole("link", { name: "1-shot" }).click();
    await page.waitForURL(/shots=1/);
    await page.getByTestId("extraction-board").getByRole("link", { name: "Sft-Extract" }).click();
    await page.waitForURL(/\/entries\/[^/?]+\?shots=1/);
    const records = page.getByTestId("extraction-records");
    expect(await records.locator("tbody tr").count()).toBe(50);
    await records.getByRole("link", { name: "rxn-001" }).click();
    await page.waitForURL(/\/records\/0\?shots=1/);
    const sideBySide = page.getByTestId("side-by-side");
    await sideBySide.getByRole("heading", { name: "Truth" }).waitFor();
    await sideBySide.getByRole("heading", { name: "Prediction" }).waitFor();
    expect(await sideBySide.locator("pre").first().innerText()).toContain('"inputs"');
    await page.getByRole("link", { name: "next record" }).click();
    await page.getByRole("heading", { name: "rxn-002" }).waitFor();
  });

  it("does not show an entry that is not approved", async () => {
    await page.goto(`${portal.baseUrl}/benchmarks/${EXTRACTION_SLUG}`);
    expect(await modelsInBoard()).not.toContain("Unapproved-Extract");
    const response = await page.goto(`${portal.baseUrl}/benchmarks/no-such-benchmark`);
    expect(response?.status()).toBe(404);
  });
});
