// The public boards in a real browser: / and /subjects/[subject] with their controls kept in the
// URL, the home charts with their table alternatives (an empty one a single line), /about, a phone,
// the downloads, the way to How to submit and its sample file, the not-found page, and the page
// cache that serves them, dropped at once when the board changes.
import { readFileSync } from "node:fs";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { mrbenKind } from "@/lib/benchmarks/mrben/kind";
import { readResultsFile } from "@/lib/benchmarks/mrben/read-results-file";
import { SAMPLE_RESULTS_FILE_NAME } from "@/lib/benchmarks/mrben/sample-results";
import { extractionKind } from "@/lib/benchmarks/extraction/kind";
import { SAMPLE_PREDICTIONS_FILE_NAME } from "@/lib/benchmarks/extraction/sample-predictions";
import { createActor } from "../helpers/actors";
import { seedBoardEntry } from "../helpers/board-entries";
import { waitFor } from "../helpers/wait-for";
import { gotoHydrated, saveDownload } from "./helpers/browser";
import { sharedBrowser } from "./helpers/shared-browser";
import { sharedPortal, type Portal } from "./helpers/portal";

let portal: Portal;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  // Subjects math, coding and logic (the helper's small benchmark).
  await seedBoardEntry({
    slug: "alpha",
    modelName: "Alpha 70B",
    organization: "Meta Labs",
    parameterCount: 70_000_000_000n,
    openWeights: true,
    runs: {
      "0": {
        subjects: { math: { mrScore: 0.6, ci: [0.57, 0.63] }, coding: 0.5, logic: 0.4 },
        meanCi: [0.47, 0.53],
      },
      "1": { subjects: { math: 0.62, coding: 0.52, logic: 0.42 } },
    },
  });
  await seedBoardEntry({
    slug: "beta",
    modelName: "Beta",
    organization: "Closed Corp",
    parameterCount: null,
    openWeights: false,
    runs: {
      "0": { subjects: { math: 0.5, coding: 0.45, logic: 0.4 }, meanCi: [0.43, 0.47] },
      "1": { subjects: { math: 0.4, coding: 0.4, logic: 0.4 } },
    },
  });
  await seedBoardEntry({
    slug: "gamma",
    modelName: "Gamma 7B",
    organization: "Mistral-ish",
    parameterCount: 7_000_000_000n,
    openWeights: true,
    runs: { "0": { subjects: { math: 0.3, coding: 0.3, logic: 0.3 } } },
  });
  await seedBoardEntry({
    slug: "delta",
    modelName: "Delta 13B",
    organization: "Partial Inc",
    parameterCount: 13_000_000_000n,
    openWeights: true,
    runs: { "0": { subjects: { math: 0.9, coding: { mrScore: 0.9, rankable: false }, logic: 0.9 } } },
  });
  await seedBoardEntry({
    slug: "epsilon",
    modelName: "Epsilon",
    organization: "One Shot Co",
    parameterCount: 30_000_000_000n,
    openWeights: false,
    runs: { "1": { subjects: { math: 0.8, coding: 0.8, logic: 0.8 } } },
  });
  [portal, browser] = await Promise.all([sharedPortal(), sharedBrowser()]);
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
});

async function open(path: string, viewport = { width: 1280, height: 900 }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  contexts.push(context);
  const page = await context.newPage();
  await gotoHydrated(page, `${portal.baseUrl}${path}`);
  return page;
}

const rowSlugs = (page: Page) =>
  page
    .getByTestId("board-table")
    .locator("tbody tr")
    .evaluateAll((rows) => rows.map((row) => row.getAttribute("data-slug")));

const row = (page: Page, slug: string) => page.locator(`tr[data-slug="${slug}"]`);

/** Waits for the URL's query to settle to `expected` (the controls write it after hydration). */
async function expectQuery(page: Page, expected: string) {
  await page.waitForFunction((query) => window.location.search === query, expected);
}

describe("the overall board at /", () => {
  it("ranks approved entries by mean MR-Score, with intervals and rank bands", async () => {
    const page = await open("/");
    expect(await rowSlugs(page)).toEqual(["alpha", "beta", "gamma", "delta"]);
    expect(await row(page, "alpha").getByTestId("rank").textContent()).toMatch(/^1/);
    expect(await row(page, "beta").getByTestId("rank").textContent()).toMatch(/^2/);
    expect(await row(page, "alpha").getByTestId("mean").textContent()).toBe("50.0± 3.0");
    expect(await row(page, "alpha").getByRole("link", { name: "Alpha 70B" }).getAttribute("href")).toBe(
      "/models/alpha",
    );
    expect(await row(page, "alpha").textContent()).toContain("70B");
  });

  it("gives an entry with a subject of incomplete coverage no overall rank, and marks that subject unranked", async () => {
    const page = await open("/");
    const delta = row(page, "delta");
    expect(await delta.getByTestId("rank").textContent()).toContain("unranked");
    expect(await delta.getByTestId("rank").getByTestId("unranked").getAttribute("title")).toMatch(
      /Incomplete coverage: Coding/,
    );
    expect(await delta.getByTestId("unranked").count()).toBe(2);
    expect(await row(page, "alpha").getByTestId("unranked").count()).toBe(0);
  });

  it("switches between 0-shot and 1-shot, keeping the setting in the URL", async () => {
    const page = await open("/");
    await page.getByRole("button", { name: "1-shot", exact: true }).click();
    await expectQuery(page, "?shots=1");
    expect(await rowSlugs(page)).toEqual(["epsilon", "alpha", "beta"]);
    expect(await page.getByRole("button", { name: "1-shot", exact: true }).getAttribute("aria-pressed")).toBe("true");
    await page.getByRole("button", { name: "0-shot", exact: true }).click();
    await expectQuery(page, "");
    expect(await rowSlugs(page)).toEqual(["alpha", "beta", "gamma", "delta"]);
  });

  it("sorts by a column header, both ways, with aria-sort", async () => {
    const page = await open("/");
    await page.getByRole("button", { name: "Sort by Size" }).click();
    await expectQuery(page, "?sort=size");
    expect(await rowSlugs(page)).toEqual(["alpha", "delta", "gamma", "beta"]);
    const header = page.locator("th", { has: page.getByRole("button", { name: "Sort by Size" }) });
    expect(await header.getAttribute("aria-sort")).toBe("descending");
    await page.getByRole("button", { name: "Sort by Size" }).click();
    await expectQuery(page, "?sort=size&dir=asc");
    expect(await rowSlugs(page)).toEqual(["gamma", "delta", "alpha", "beta"]);
    expect(await header.getAttribute("aria-sort")).toBe("ascending");
  });

  it("filters by weights, by size range and by a search on the name", async () => {
    const page = await open("/");
    await page.getByRole("combobox", { name: "Weights" }).selectOption("closed");
    await expectQuery(page, "?weights=closed");
    expect(await rowSlugs(page)).toEqual(["beta"]);
    await page.getByRole("combobox", { name: "Weights" }).selectOption("open");
    expect(await rowSlugs(page)).toEqual(["alpha", "gamma", "delta"]);
    await page.getByRole("spinbutton", { name: "Minimum size in billions" }).fill("10");
    await page.getByRole("spinbutton", { name: "Maximum size in billions" }).fill("50");
    await expectQuery(page, "?weights=open&min=10&max=50");
    expect(await rowSlugs(page)).toEqual(["delta"]);
    await page.getByRole("button", { name: "Reset filters" }).click();
    await expectQuery(page, "");
    expect(await page.getByRole("spinbutton", { name: "Minimum size in billions" }).inputValue()).toBe("");
    await page.getByRole("searchbox", { name: "Search models" }).fill("gam");
    await expectQuery(page, "?q=gam");
    expect(await rowSlugs(page)).toEqual(["gamma"]);
    expect(await page.getByTestId("board-count").textContent()).toContain("Showing 1 of 4 entries");
  });

  it("restores a shared view from its URL", async () => {
    const page = await open("/?shots=1&sort=model&weights=closed");
    await page.waitForFunction(() => document.querySelectorAll("tbody tr[data-slug]").length === 2);
    expect(await rowSlugs(page)).toEqual(["beta", "epsilon"]);
    expect(await page.getByRole("button", { name: "1-shot", exact: true }).getAttribute("aria-pressed")).toBe("true");
    expect(await page.getByRole("combobox", { name: "Weights" }).inputValue()).toBe("closed");
  });

  it("draws the charts as SVG, each with a table of the same numbers", async () => {
    const page = await open("/");
    await page.getByTestId("chart-top").locator("svg.recharts-surface").first().waitFor();
    await page.getByTestId("chart-scatter").locator("svg.recharts-surface").first().waitFor();
    const topTable = page.getByTestId("chart-top-table");
    expect(await topTable.locator("tbody tr").count()).toBeGreaterThan(0);
    expect(await topTable.textContent()).toContain("Alpha 70B");
    const scatterTable = page.getByTestId("chart-scatter-table");
    expect(await scatterTable.locator("tbody tr").count()).toBe(3); // beta gives no size, delta/alpha/gamma do
  });
});

describe("a subject board at /subjects/[subject]", () => {
  it("shows MCC, ACC_step, ACC_reason and MR-Score, ranked on that subject alone", async () => {
    const page = await open("/subjects/math");
    const headers = await page.getByTestId("board-table").locator("thead th").allTextContents();
    expect(headers.join("|")).toMatch(/MCC.*ACC step.*ACC reason.*MR-Score/);
    expect(await rowSlugs(page)).toEqual(["delta", "alpha", "beta", "gamma"]);
    expect(await row(page, "alpha").getByTestId("mean").textContent()).toBe("60.0± 3.0");
  });

  it("marks the entry unranked on the subject it did not fully cover", async () => {
    const page = await open("/subjects/coding");
    expect(await row(page, "delta").getByTestId("rank").textContent()).toContain("unranked");
    expect(await row(page, "alpha").getByTestId("rank").textContent()).toMatch(/^1/);
  });

  it("has the same controls, kept in the URL", async () => {
    const page = await open("/subjects/logic?shots=1");
    await page.waitForFunction(() => document.querySelectorAll("tbody tr[data-slug]").length === 3);
    await page.getByRole("button", { name: "Sort by MCC" }).click();
    await expectQuery(page, "?shots=1&sort=mcc");
  });

  it("links between the boards, and the home board's internal address sends back to /", async () => {
    const page = await open("/subjects/math");
    await page.getByRole("navigation", { name: "Boards" }).getByRole("link", { name: "Overall" }).click();
    await page.waitForURL(`${portal.baseUrl}/`);
    await page.getByRole("heading", { name: "MR-Ben leaderboard" }).waitFor();
    expect(await rowSlugs(page)).toEqual(["alpha", "beta", "gamma", "delta"]);
    const internal = await fetch(`${portal.baseUrl}/leaderboard/overall`, { redirect: "manual" });
    expect(internal.status).toBe(307);
    expect(new URL(internal.headers.get("location") ?? "", portal.baseUrl).pathname).toBe("/");
  });

  it("answers 404 for a subject the benchmark does not have", async () => {
    const response = await fetch(`${portal.baseUrl}/subjects/astrology`);
    expect(response.status).toBe(404);
  });
});

describe("/about", () => {
  it("states the MR-Score weights", async () => {
    const context = await browser.newContext();
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(`${portal.baseUrl}/about`);
    expect(await page.getByTestId("formula").textContent()).toMatch(
      /MR-Score = 0\.2 × max\(0, MCC\) \+ 0\.3 × ACC_step \+\s*0\.5 × ACC_reason/,
    );
  });
});

describe("on a phone-width screen", () => {
  it.each(["/", "/subjects/math", "/about"])("%s has no page-level horizontal scroll", async (path) => {
    const page = await open(path, { width: 375, height: 800 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

/** The element lies wholly inside the viewport's width. */
async function inView(locator: Locator, width: number): Promise<boolean> {
  const box = await locator.boundingBox();
  return box !== null && box.x >= 0 && box.x + box.width <= width;
}

describe("on a phone (390 px)", () => {
  it.each([
    ["/", "Overall leaderboard, 0-shot", "Mean 50.0 ± 3.0"],
    ["/subjects/math", "Math leaderboard, 0-shot", "MR-Score 60.0 ± 3.0"],
  ])("%s keeps each model and its score in view, and says the table scrolls", async (path, region, score) => {
    const page = await open(path, { width: 390, height: 844 });
    const box = page.getByRole("region", { name: region });
    expect(await box.getAttribute("tabindex")).toBe("0");
    await page.getByTestId("scroll-hint").waitFor();
    expect(await page.getByTestId("scroll-hint").textContent()).toBe("Scroll for more →");
    await page.getByTestId("scroll-fade").waitFor();
    const alpha = row(page, "alpha");
    const model = alpha.getByRole("link", { name: "Alpha 70B" });
    expect(await inView(model, 390)).toBe(true);
    expect(await alpha.getByTestId("score-narrow").textContent()).toBe(score);
    expect(await inView(alpha.getByTestId("score-narrow"), 390)).toBe(true);
    // The score's own column is off-screen until the table is scrolled; the model's column stays.
    expect(await inView(alpha.getByTestId("mean"), 390)).toBe(false);
    await box.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
    await page.getByTestId("scroll-fade").waitFor({ state: "detached" });
    expect(await inView(model, 390)).toBe(true);
  });

  it("shows the scroll cue only while the table overflows: gone on a wide screen", async () => {
    const page = await open("/", { width: 390, height: 844 });
    await page.getByTestId("scroll-hint").waitFor();
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.getByTestId("scroll-hint").waitFor({ state: "detached" });
    expect(await page.getByTestId("scroll-fade").count()).toBe(0);
    expect(await row(page, "alpha").getByTestId("score-narrow").isVisible()).toBe(false);
  });
});

describe("what a visitor finds on the boards", () => {
  it("downloads the board as shown, as CSV and JSON", async () => {
    const page = await open("/?shots=1");
    await page.waitForFunction(() =>
      document.querySelector("[data-testid=download-csv]")?.getAttribute("href")?.includes("shots=1"),
    );
    const csv = await page.getByTestId("download-csv").getAttribute("href");
    const json = await page.getByTestId("download-json").getAttribute("href");
    expect([csv, json]).toEqual(["/api/v1/leaderboard.csv?shots=1", "/api/v1/leaderboard?shots=1"]);
    const csvAnswer = await fetch(`${portal.baseUrl}${csv}`);
    expect(csvAnswer.status).toBe(200);
    expect(csvAnswer.headers.get("content-type")).toContain("text/csv");
    expect(await csvAnswer.text()).toContain("Epsilon");
    const jsonAnswer = await fetch(`${portal.baseUrl}${json}`);
    expect(jsonAnswer.status).toBe(200);
    expect(((await jsonAnswer.json()) as { shots: number }).shots).toBe(1);

    const subject = await open("/subjects/math");
    const subjectCsv = await subject.getByTestId("download-csv").getAttribute("href");
    expect(subjectCsv).toBe("/api/v1/leaderboard.csv?shots=0&subject=math");
    expect((await fetch(`${portal.baseUrl}${subjectCsv}`)).status).toBe(200);
  });

  it("follows Submit in the header to How to submit: the format, a sample file, the command line and curl", async () => {
    const page = await open("/");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Submit", exact: true }).click();
    await page.waitForURL(`${portal.baseUrl}/how-to-submit`);
    await page.getByRole("heading", { name: "How to submit", level: 1 }).waitFor();
    for (const heading of ["The steps", "What the form asks", "MR-Ben: the files", "Through the API"])
      await page.getByRole("heading", { name: heading }).waitFor();
    expect(await page.getByTestId("metadata-fields").textContent()).toContain("judgeModel");
    const text = (await page.locator("main").textContent()) ?? "";
    expect(text).toContain(`npm run --silent score -- ${SAMPLE_RESULTS_FILE_NAME}`);
    expect(text).toContain('curl -sf -X PUT "$URL/api/v1/submissions/$ID/results/0"');

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download a sample results file" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(SAMPLE_RESULTS_FILE_NAME);
    const read = await readResultsFile({ path: await saveDownload(download) });
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    const scored = await mrbenKind.score({
      truth: { source: "file" },
      file: read.value.results,
      settings: {},
      shots: 0,
    });
    expect(scored.ok && scored.value.meanMrScore).toBeCloseTo(0.5, 10);

    // Structured extraction's sample: JSON Lines the upload's reader takes.
    const [predictions] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download a sample predictions file" }).click(),
    ]);
    expect(predictions.suggestedFilename()).toBe(SAMPLE_PREDICTIONS_FILE_NAME);
    const parsed = extractionKind.parse(readFileSync(await saveDownload(predictions), "utf8"), 1);
    expect(parsed.ok && parsed.value.predictions.length).toBe(2);
  });

  it("links the board to How to submit", async () => {
    const page = await open("/");
    await page.locator("main").getByRole("link", { name: "how to submit" }).click();
    await page.waitForURL(`${portal.baseUrl}/how-to-submit`);
  });

  it("collapses a chart with nothing to draw to one line", async () => {
    const page = await open("/");
    const price = page.getByTestId("chart-price");
    expect(await price.evaluate((element) => element.tagName)).toBe("P");
    expect(await price.textContent()).toBe(
      "Mean MR-Score against API price, 0-shot: no entry gives its API price yet.",
    );
    expect((await price.boundingBox())!.height).toBeLessThan(30);
    // A chart with points is still drawn.
    await page.getByTestId("chart-scatter").locator("svg.recharts-surface").first().waitFor();
  });
});

describe("an address that names nothing", () => {
  it.each(["/no-such-page", "/models/no-such-model"])(
    "%s is a 404 page with the site's header and a way back",
    async (path) => {
      const context = await browser.newContext();
      contexts.push(context);
      const page = await context.newPage();
      const response = await page.goto(`${portal.baseUrl}${path}`);
      expect(response?.status()).toBe(404);
      await page.getByRole("heading", { name: "Page not found" }).waitFor();
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Leaderboard" }).waitFor();
      await page
        .getByRole("navigation", { name: "Ways back" })
        .getByRole("link", { name: "Back to the leaderboard" })
        .click();
      await page.waitForURL(`${portal.baseUrl}/`);
      await page.getByRole("heading", { name: "MR-Ben leaderboard" }).waitFor();
    },
  );
});

describe("the page cache", () => {
  it("serves the board from the cache until an admin's revalidation, which drops it at once", async () => {
    const html = async (path: string) => {
      const response = await fetch(`${portal.baseUrl}${path}`);
      return { cache: response.headers.get("x-nextjs-cache"), body: await response.text() };
    };
    const exported = async () => {
      const response = await fetch(`${portal.baseUrl}/api/v1/leaderboard.csv?shots=0`);
      return { frontCache: response.headers.get("x-mrben-front-cache"), body: await response.text() };
    };
    await html("/");
    const cached = await html("/");
    expect(cached.cache).toBe("HIT");
    expect(cached.body).toContain("Gamma 7B");
    const keptExport = await waitFor("the export answered by the front cache", async () => {
      const answer = await exported();
      return answer.frontCache === "HIT" && answer;
    });
    expect(keptExport.body).toContain("Gamma 7B");

    await db.submission.updateMany({ where: { modelSlug: "gamma" }, data: { status: "rejected" } });
    expect((await html("/")).body).toContain("Gamma 7B");
    expect((await html("/subjects/math")).body).toContain("Gamma 7B");

    const revalidate = (bearer: string) =>
      fetch(`${portal.baseUrl}/api/v1/admin/leaderboard/revalidate`, {
        method: "POST",
        headers: { authorization: bearer },
      });
    const moderator = await createActor("moderator");
    expect((await revalidate(moderator.bearer)).status).toBe(403);
    expect((await html("/")).body).toContain("Gamma 7B");

    const admin = await createActor("admin");
    expect((await revalidate(admin.bearer)).status).toBe(200);
    expect((await html("/")).body).not.toContain("Gamma 7B");
    expect((await html("/subjects/math")).body).not.toContain("Gamma 7B");
    expect((await exported()).body).not.toContain("Gamma 7B");
  });
});
