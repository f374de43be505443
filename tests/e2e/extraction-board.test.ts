// An extraction benchmark's public board in a real browser: entries ranked by F1 with intervals,
// node F1 and ANLS*, the chart and the per-field heatmap (F1, missing, invented, wrong), the 1-shot
// switch, an entry's records (opening with F1, recall and precision), and one record's truth beside
// its prediction, each page titled by what it shows. Only approved entries are there. On a phone the
// model and its F1 stay in view; the downloads answer; a model links to its own page.
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { createActor } from "../helpers/actors";
import { createSubmission, uploadResults, validMeta } from "../helpers/api-calls";
import { approveForTests } from "../helpers/board-entries";
import { EXTRACTION_SLUG, readBookFile } from "../helpers/extraction-benchmark";
import { startWith } from "../helpers/file-database";
import { gotoHydrated } from "./helpers/browser";
import { sharedBrowser } from "./helpers/shared-browser";
import { sharedPortal, type Portal } from "./helpers/portal";

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

startWith("benchmarks");

beforeAll(async () => {
  await entry("Llama-Extract", "Llama_results.json", true);
  await entry("Sft-Extract", "sft_results.json", true);
  await entry("Unapproved-Extract", "Llama_results.json", false);
  [portal, browser] = await Promise.all([sharedPortal(), sharedBrowser()]);
  context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
  page = await context.newPage();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

/** The models' names: each row header's first link (the entry's page; a "model page" link follows). */
const modelsInBoard = async () =>
  page.getByTestId("board-table").locator("tbody th[scope=row] > a:first-child").allInnerTexts();

describe("an extraction benchmark's board", () => {
  it("is listed among the benchmarks and ranks approved entries by F1, with an interval, a chart and the heatmap", async () => {
    await page.goto(`${portal.baseUrl}/benchmarks`);
    await page.getByTestId("benchmark-list").getByRole("link", { name: "ORD reaction extraction" }).click();
    await page.waitForURL(new RegExp(`/benchmarks/${EXTRACTION_SLUG}$`));
    await page.getByRole("heading", { name: "ORD reaction extraction leaderboard" }).waitFor();
    const models = await modelsInBoard();
    expect([...models].sort()).toEqual(["Llama-Extract", "Sft-Extract"]);
    const f1s = (await page.getByTestId("f1").allInnerTexts()).map((text) => parseFloat(text));
    expect(f1s).toEqual([...f1s].sort((a, b) => b - a));
    await page.getByTestId("chart-f1").locator("svg.recharts-surface").first().waitFor();
    const heatmap = page.getByTestId("field-heatmap");
    expect(await heatmap.locator("thead th").count()).toBeGreaterThan(5);
    expect(await heatmap.locator("tbody tr").count()).toBe(2);
    const headers = await page.getByTestId("board-table").locator("thead th").allInnerTexts();
    expect(headers).toEqual(expect.arrayContaining(["Node F1", "ANLS*"]));
  });

  it("switches the field heatmap between F1 and the shares of values missing, invented and wrong", async () => {
    await gotoHydrated(page, `${portal.baseUrl}/benchmarks/${EXTRACTION_SLUG}`);
    const figures = page.getByTestId("heatmap-figures");
    expect(await figures.getByRole("button").allInnerTexts()).toEqual(["F1", "Missing", "Invented", "Wrong"]);
    expect(await page.getByTestId("field-heatmap").isVisible()).toBe(true);
    expect(await page.getByTestId("field-heatmap-missing").isVisible()).toBe(false);
    for (const figure of ["Missing", "Invented", "Wrong"]) {
      await figures.getByRole("button", { name: figure }).click();
      const table = page.getByTestId(`field-heatmap-${figure.toLowerCase()}`);
      await table.waitFor({ state: "visible" });
      expect(await figures.getByRole("button", { name: figure }).getAttribute("aria-pressed")).toBe("true");
      expect(await page.getByTestId("field-heatmap").isVisible()).toBe(false);
      expect(await table.locator("tbody tr").count()).toBe(2);
      // Every cell is a share ×100 of a counted figure: these entries were scored with the counts.
      const cells = await table.locator("tbody td").allInnerTexts();
      expect(cells.every((cell) => /^\d+$/.test(cell) && Number(cell) <= 100)).toBe(true);
    }
  });

  it("switches to 1-shot, opens an entry's records and one record's truth beside its prediction", async () => {
    await gotoHydrated(page, `${portal.baseUrl}/benchmarks/${EXTRACTION_SLUG}`);
    await page.getByRole("button", { name: "1-shot", exact: true }).click();
    await page.waitForURL(/shots=1/);
    await page.getByTestId("board-table").getByRole("link", { name: "Sft-Extract", exact: true }).click();
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

  it("opens an entry with its F1, recall and precision and their intervals, and titles the pages", async () => {
    const { id } = await db.submission.findFirstOrThrow({ where: { modelName: "Sft-Extract" }, select: { id: true } });
    await page.goto(`${portal.baseUrl}/benchmarks/${EXTRACTION_SLUG}/entries/${id}?shots=1`);
    const headline = page.getByTestId("extraction-headline");
    await headline.waitFor();
    for (const figure of ["f1", "recall", "precision"])
      expect(await page.getByTestId(`headline-${figure}`).textContent()).toMatch(/^\d+\.\d$/);
    expect(await headline.textContent()).toMatch(/F1.*95% interval.*Recall.*95% interval.*Precision.*95% interval/);
    // First on the page: above the per-field table and the records.
    const top = async (locator: Locator) => (await locator.boundingBox())!.y;
    expect(await top(headline)).toBeLessThan(await top(page.locator("#records-title")));
    expect(await page.title()).toBe("Sft-Extract, ORD reaction extraction (1-shot) · MR-Ben Portal");
    await page.goto(`${portal.baseUrl}/benchmarks/${EXTRACTION_SLUG}/entries/${id}/records/0?shots=1`);
    expect(await page.title()).toBe("rxn-001 · Sft-Extract, ORD reaction extraction (1-shot) · MR-Ben Portal");
  });

  it("links a model to its model page, which lists its entries with F1, recall and precision", async () => {
    await page.goto(`${portal.baseUrl}/benchmarks/${EXTRACTION_SLUG}`);
    const link = page.getByTestId("board-table").getByRole("link", { name: "model page of Llama-Extract" });
    expect(await link.getAttribute("href")).toBe("/models/llama-extract");
    const response = await page.goto(`${portal.baseUrl}/models/llama-extract`);
    expect(response?.status()).toBe(200);
    await page.getByRole("heading", { name: "Llama-Extract", level: 1 }).waitFor();
    for (const shots of [0, 1]) {
      const table = page.getByTestId(`board-entries-${EXTRACTION_SLUG}-${shots}`);
      expect(await table.locator("tbody tr").count()).toBe(1);
      expect(await table.locator("thead th").allInnerTexts()).toEqual(
        expect.arrayContaining(["Setting", "F1", "95% interval", "Recall", "Precision"]),
      );
      expect(await table.locator("tbody th[scope=row] > a:first-child").innerText()).toBe("Llama-Extract");
    }
    expect(await page.title()).toBe("Llama-Extract · MR-Ben Portal");
  });

  it("downloads the board as shown, as CSV and JSON", async () => {
    await page.goto(`${portal.baseUrl}/benchmarks/${EXTRACTION_SLUG}?shots=1`);
    const csv = await page.getByTestId("download-csv").getAttribute("href");
    const json = await page.getByTestId("download-json").getAttribute("href");
    expect(csv).toBe(`/api/v1/benchmarks/${EXTRACTION_SLUG}/leaderboard?shots=1&format=csv`);
    expect(json).toBe(`/api/v1/benchmarks/${EXTRACTION_SLUG}/leaderboard?shots=1`);
    const csvAnswer = await fetch(`${portal.baseUrl}${csv}`);
    expect(csvAnswer.status).toBe(200);
    expect(csvAnswer.headers.get("content-type")).toContain("text/csv");
    expect(await csvAnswer.text()).toContain("Sft-Extract");
    const jsonAnswer = await fetch(`${portal.baseUrl}${json}`);
    expect(jsonAnswer.status).toBe(200);
    expect(((await jsonAnswer.json()) as { shots: number }).shots).toBe(1);
  });

  it("on a phone (390 px) keeps each model and its F1 in view, and says the table scrolls", async () => {
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
    try {
      const small = await phone.newPage();
      await small.goto(`${portal.baseUrl}/benchmarks/${EXTRACTION_SLUG}`);
      const box = small.getByRole("region", { name: /^Overall leaderboard, 0-shot/ });
      expect(await box.getAttribute("tabindex")).toBe("0");
      await small.getByTestId("scroll-hint").waitFor();
      const first = small.getByTestId("board-table").locator("tbody tr").first();
      const inView = async (locator: Locator) => {
        const bounds = await locator.boundingBox();
        return bounds !== null && bounds.x >= 0 && bounds.x + bounds.width <= 390;
      };
      expect(await inView(first.locator("th[scope=row] > a").first())).toBe(true);
      expect(await first.getByTestId("score-narrow").textContent()).toMatch(/^F1 \d+\.\d ± \d+\.\d$/);
      expect(await inView(first.getByTestId("score-narrow"))).toBe(true);
      await box.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
      expect(await inView(first.locator("th[scope=row] > a").first())).toBe(true);
      const overflow = await small.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    } finally {
      await phone.close();
    }
  });

  it("does not show an entry that is not approved", async () => {
    await page.goto(`${portal.baseUrl}/benchmarks/${EXTRACTION_SLUG}`);
    expect(await modelsInBoard()).not.toContain("Unapproved-Extract");
    const response = await page.goto(`${portal.baseUrl}/benchmarks/no-such-benchmark`);
    expect(response?.status()).toBe(404);
  });
});
