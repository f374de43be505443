// The model, comparison and item pages in a real browser, on three approved models whose
// generated answers differ on four known records: metadata, both settings, the charts and their
// tables, downloads, disagreements, bad input, sorting, every model's answer, and a phone screen.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { createActor } from "../helpers/actors";
import { flipVerdicts, generatedResults, seedEntry } from "../helpers/seeded-entries";
import { startWith } from "../helpers/file-database";
import { waitForHydration, waitForSettledLayout } from "./helpers/browser";
import { sharedBrowser } from "./helpers/shared-browser";
import { sharedPortal, type Portal } from "./helpers/portal";

let portal: Portal;
let browser: Browser;
let context: BrowserContext;
let ids: Record<"a" | "b" | "c", string>;

startWith("benchmarks");

beforeAll(async () => {
  const actor = await createActor("user", "seeder");
  const subjects = ["math", "biology"];
  const base = generatedResults({ model: "A", shots: 0, subjects, seed: 1 });
  const oneShot = generatedResults({ model: "A", shots: 1, subjects, seed: 2 });
  ids = {
    a: await seedEntry({ actor, modelName: "Model-A", files: { "0": base, "1": oneShot } }),
    b: await seedEntry({ actor, modelName: "Model-B", files: { "0": flipVerdicts(base, "math", [0, 5, 17, 300]) } }),
    c: await seedEntry({ actor, modelName: "Model-C", files: { "0": base } }),
  };
  [portal, browser] = await Promise.all([sharedPortal(), sharedBrowser()]);
  context = await browser.newContext();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

async function open(path: string): Promise<Page> {
  const page = await context.newPage();
  const response = await page.goto(`${portal.baseUrl}${path}`);
  expect(response?.status(), `${path}\n${portal.output().slice(-2000)}`).toBe(200);
  return page;
}

describe("a model's page", () => {
  it("shows the metadata, both settings per subject, and the charts with their table", async () => {
    const page = await open("/models/model-a");
    await page.getByRole("heading", { level: 1, name: "Model-A" }).waitFor();
    const metadata = await page.getByTestId("model-metadata").textContent();
    expect(metadata).toContain("Test Lab");
    expect(metadata).toContain("gpt-4-judge");
    const link = page.getByRole("link", { name: "https://example.com/test-model" });
    expect(await link.getAttribute("rel")).toBe("noopener noreferrer nofollow ugc");
    expect(await page.getByTestId("model-description").textContent()).toBe("A model for tests.");
    expect(await page.getByTestId("mean-0").textContent()).toMatch(/^\d+\.\d/);
    expect(await page.getByTestId("mean-1").textContent()).toMatch(/^\d+\.\d/);
    expect(await page.locator("#subject-scores tbody tr").count()).toBeGreaterThanOrEqual(2);

    for (const chart of ["radar-chart", "sub-metrics-chart"]) {
      const figure = page.getByTestId(chart);
      await figure.locator("svg.recharts-surface").first().waitFor();
      expect(await figure.getAttribute("aria-describedby")).toBe("subject-scores");
    }
    await waitForHydration(page);
    await page.getByRole("radio", { name: "1-shot" }).check();
    await page
      .getByTestId("sub-metrics-chart")
      .getByText(/per subject, 1-shot/)
      .waitFor();
  });

  it("links each results file for download, byte for byte", async () => {
    const page = await open("/models/model-a");
    const href = await page.getByRole("link", { name: /Model-A_0shot/ }).getAttribute("href");
    expect(href).toBe(`/api/v1/submissions/${ids.a}/results/0`);
    const response = await context.request.get(`${portal.baseUrl}${href}`);
    expect(response.status()).toBe(200);
    const run = await db.submissionRun.findFirstOrThrow({ where: { submissionId: ids.a, shots: 0 } });
    expect((await response.body()).length).toBe(Number(run.sizeBytes));
  });

  it("is rendered on its first request and then served from the cache", async () => {
    const url = `${portal.baseUrl}/models/model-c`;
    const first = await context.request.get(url);
    const second = await context.request.get(url);
    expect([first.status(), second.status()]).toEqual([200, 200]);
    expect(second.headers()["x-nextjs-cache"]).toBe("HIT");
  });

  it("is a 404 for a model that is not on the board", async () => {
    const page = await context.newPage();
    expect((await page.goto(`${portal.baseUrl}/models/no-such-model`))?.status()).toBe(404);
  });
});

describe("comparing models", () => {
  it("shows two models side by side with a chart and the four items where they disagree", async () => {
    const page = await open("/compare?models=model-a,model-b&shots=0");
    const header = await page.locator("#side-by-side thead").textContent();
    expect(header).toContain("Model-A");
    expect(header).toContain("Model-B");
    await page.getByTestId("compare-chart").locator("svg.recharts-surface").first().waitFor();
    expect(await page.getByTestId("disagreement-count").textContent()).toMatch(/^4 items/);
    expect(await page.getByTestId("disagreements").locator("tbody tr").count()).toBe(4);
    await page
      .getByRole("navigation", { name: "Filter by subject" })
      .getByRole("link", { name: /Biology/ })
      .click();
    await page.waitForURL(/subject=biology/);
    expect(await page.getByTestId("disagreement-count").textContent()).toMatch(/^0 items/);
  });

  it("builds the address from the picker", async () => {
    const page = await open("/compare");
    await page.getByRole("combobox", { name: "Model 1" }).selectOption("model-c");
    await page.getByRole("combobox", { name: "Model 2" }).selectOption("model-b");
    await page.getByRole("button", { name: "Compare" }).click();
    await page.waitForURL(/\/compare\?models=model-c,model-b&shots=0$/);
    expect(await page.getByTestId("disagreements").locator("tbody tr").count()).toBe(4);
  });

  it("says what is wrong with a bad models list", async () => {
    let page = await open("/compare?models=model-a");
    expect(await page.getByTestId("compare-error").textContent()).toBe("Choose at least 2 models to compare.");
    page = await open("/compare?models=model-a,nobody");
    expect(await page.getByTestId("compare-error").textContent()).toBe("No model on the board is called “nobody”.");
  });
});

describe("item difficulty", () => {
  it("sorts by a share column and links to an item listing every model's answer", async () => {
    const page = await open("/items?shots=0");
    const table = page.getByTestId("difficulty-table");
    await table.getByRole("link", { name: "Verdict earned" }).click();
    await page.waitForURL(/sort=verdict&dir=asc/);
    expect(await table.locator("th[aria-sort=ascending]").textContent()).toContain("Verdict earned");
    const shares = (await table.locator("td[data-column=verdict]").allTextContents()).map((text) => parseInt(text, 10));
    expect(shares.length).toBe(50);
    expect(shares).toEqual([...shares].sort((a, b) => a - b));

    await table.locator("tbody tr").first().getByRole("link").first().click();
    await page.waitForURL(/\/items\/[a-z0-9]+$/);
    await page.getByRole("heading", { name: "Ground truth" }).waitFor();
    const models = await page
      .getByTestId("answers-0")
      .locator("tbody tr")
      .evaluateAll((rows) => rows.map((row) => row.getAttribute("data-model")));
    expect(models.sort()).toEqual(["model-a", "model-b", "model-c"]);
    expect(await page.getByTestId("answers-1").locator("tbody tr").count()).toBe(1);
  });
});

describe("on a phone", () => {
  it("has no page-level horizontal overflow at 375 px", async () => {
    const phone = await browser.newContext({ viewport: { width: 375, height: 800 } });
    try {
      const item = await db.benchmarkItem.findFirstOrThrow({
        where: { subject: { key: "math" } },
        orderBy: { position: "asc" },
      });
      for (const path of [
        "/models/model-a",
        "/compare?models=model-a,model-b,model-c",
        "/items",
        `/items/${item.id}`,
        "/analyses",
      ]) {
        const page = await phone.newPage();
        await page.goto(`${portal.baseUrl}${path}`);
        await page.locator("h1").waitFor();
        await waitForSettledLayout(page);
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width, path).toBeLessThanOrEqual(375);
        await page.close();
      }
    } finally {
      await phone.close();
    }
  });
});

describe("after the board changes", () => {
  it("serves the new entry and its effect on cached pages once the board's tag is invalidated", async () => {
    const before = await context.request.get(`${portal.baseUrl}/models/model-e`);
    expect(before.status()).toBe(404);
    const intro = async () => (await open("/items?shots=0")).locator("header p").textContent();
    expect(await intro()).toContain("of the 3 approved models");
    const actor = await createActor("user", "late");
    const base = generatedResults({ model: "E", shots: 0, subjects: ["math"], seed: 5 });
    await seedEntry({ actor, modelName: "Model-E", files: { "0": base } });
    const admin = await createActor("admin", "admin");
    const revalidate = await context.request.post(`${portal.baseUrl}/api/v1/admin/leaderboard/revalidate`, {
      headers: { authorization: admin.bearer },
    });
    expect(revalidate.status()).toBe(200);

    expect((await context.request.get(`${portal.baseUrl}/models/model-e`)).status()).toBe(200);
    expect(await intro()).toContain("of the 4 approved models");
    const modelA = await (await context.request.get(`${portal.baseUrl}/models/model-a`)).text();
    expect(modelA).toContain(">Model-E</option>");
  });
});

describe("the server", () => {
  it("logged no error and no cache entry too large to keep while serving these pages", () => {
    expect(portal.output()).not.toMatch(/Error|items over 2MB|static to dynamic/);
  });
});
