// What a submitter and a reader wait on and pay, in a real browser: an extraction board charts F1
// against API price and names the Pareto frontier's models; an extraction entry's page and its model
// page give the days it was submitted and approved; both kinds' boards say when they last changed; a
// pending MR-Ben submission shows its place in the review queue, on its page and in the API.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { createActor, type Actor } from "../helpers/actors";
import { createSubmission, uploadResults, validMeta } from "../helpers/api-calls";
import { approveForTests, seedBoardEntry, uniformRun } from "../helpers/board-entries";
import { EXTRACTION_SLUG, readBookFile } from "../helpers/extraction-benchmark";
import { startWith } from "../helpers/file-database";
import { sharedBrowser } from "./helpers/shared-browser";
import { signInContext, sharedPortal, type Portal } from "./helpers/portal";

let portal: Portal;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let waiting: Actor;
let waitingId: string;
const extractionIds = new Map<string, string>();

/** An approved extraction entry with its price, sent for review and approved on the days given. */
async function pricedEntry(
  modelName: string,
  file: "Llama_results.json" | "sft_results.json",
  price: { input: number; output: number },
  days: { scored: string; submitted: string; approved: string },
) {
  const owner = await createActor("user", modelName.toLowerCase());
  const auth = { authorization: owner.bearer };
  const meta = {
    ...validMeta,
    modelName,
    benchmark: EXTRACTION_SLUG,
    priceInputUsdPerMTok: price.input,
    priceOutputUsdPerMTok: price.output,
  };
  const id = String((await createSubmission(auth, meta)).body.id);
  const bytes = new TextEncoder().encode(JSON.stringify(readBookFile(file)));
  for (const shots of ["0", "1"]) expect((await uploadResults(auth, id, shots, bytes)).status).toBe(201);
  await approveForTests(id);
  await db.submission.update({
    where: { id },
    data: { submittedAt: new Date(`${days.submitted}T10:00:00Z`), approvedAt: new Date(`${days.approved}T12:00:00Z`) },
  });
  await backdateRuns(id, days.scored);
  extractionIds.set(modelName, id);
}

/** Moves a submission's runs and their scorings to a day, so the board's last change is its approval. */
async function backdateRuns(submissionId: string, day: string) {
  const at = new Date(`${day}T08:00:00Z`);
  const runs = await db.submissionRun.findMany({ where: { submissionId }, select: { scoringId: true } });
  await db.submissionRun.updateMany({ where: { submissionId }, data: { createdAt: at, finishedAt: at } });
  const scoringIds = runs.flatMap((run) => (run.scoringId ? [run.scoringId] : []));
  await db.fileScoring.updateMany({ where: { id: { in: scoringIds } }, data: { createdAt: at } });
}

startWith("benchmarks");

beforeAll(async () => {
  // Sft-Extract scores above Llama-Extract (the book's files), so both are on the frontier; Dear-Extract
  // scores as Llama-Extract does at a higher price, so it is not.
  await pricedEntry(
    "Llama-Extract",
    "Llama_results.json",
    { input: 1, output: 2 },
    { scored: "2026-02-01", submitted: "2026-02-01", approved: "2026-02-03" },
  );
  await pricedEntry(
    "Sft-Extract",
    "sft_results.json",
    { input: 10, output: 30 },
    { scored: "2026-02-02", submitted: "2026-02-02", approved: "2026-02-05" },
  );
  await pricedEntry(
    "Dear-Extract",
    "Llama_results.json",
    { input: 20, output: 60 },
    { scored: "2026-02-01", submitted: "2026-02-01", approved: "2026-02-04" },
  );

  // MR-Ben (the helper's small benchmark): one approved entry, and two submissions waiting for review.
  const approved = await seedBoardEntry({
    slug: "alpha",
    modelName: "Alpha",
    approvedAt: new Date("2026-03-10T12:00:00Z"),
    runs: { "0": { ...uniformRun(0.5), createdAt: new Date("2026-03-09T08:00:00Z") } },
  });
  await backdateRuns(approved, "2026-03-09");
  waiting = await createActor("user", "waiting");
  const first = await seedBoardEntry({ slug: "first-in-line", status: "pending", runs: {} });
  waitingId = await seedBoardEntry({ slug: "second-in-line", status: "pending", userId: waiting.id, runs: {} });
  await db.submission.update({ where: { id: first }, data: { submittedAt: new Date("2026-03-01T09:00:00Z") } });
  await db.submission.update({ where: { id: waitingId }, data: { submittedAt: new Date("2026-03-02T09:00:00Z") } });

  [portal, browser] = await Promise.all([sharedPortal(), sharedBrowser()]);
  context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
  page = await context.newPage();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe("an extraction board's price chart and dates", () => {
  it("charts F1 against the blended price and names the Pareto frontier's models, cheapest first", async () => {
    await page.goto(`${portal.baseUrl}/benchmarks/${EXTRACTION_SLUG}`);
    const chart = page.getByTestId("chart-price");
    expect(await chart.locator("figcaption").innerText()).toBe("F1 against API price, 0-shot");
    const image = chart.getByRole("img");
    await image.waitFor();
    const label = (await image.getAttribute("aria-label")) ?? "";
    expect(label).toMatch(/^F1 against USD per million tokens/);
    // Blended: (3 × input + output) / 4.
    expect(label).toMatch(/Pareto frontier: Llama-Extract \d+\.\d at 1\.25, Sft-Extract \d+\.\d at 15\.00(;|$)/);
    expect(label).toMatch(/Other entries: Dear-Extract \d+\.\d at 30\.00(;|$)/);
    expect(await chart.locator(".recharts-scatter-line path").count()).toBe(1);
    expect(await chart.innerText()).toContain("(2 of 3)");
  });

  it("says when the board last changed: its newest approval", async () => {
    await page.goto(`${portal.baseUrl}/benchmarks/${EXTRACTION_SLUG}`);
    const updated = page.getByText(/Last updated/).locator("time");
    expect(await updated.innerText()).toBe("2026-02-05");
    expect(await updated.getAttribute("datetime")).toBe("2026-02-05T12:00:00.000Z");
  });

  it("gives an entry's page the days it was submitted and approved", async () => {
    const id = extractionIds.get("Llama-Extract")!;
    await page.goto(`${portal.baseUrl}/benchmarks/${EXTRACTION_SLUG}/entries/${id}?shots=0`);
    const dates = page.getByTestId("entry-dates");
    expect(await dates.innerText()).toBe("Submitted 2026-02-01 · approved 2026-02-03");
    expect(
      await dates.locator("time").evaluateAll((times) => times.map((time) => time.getAttribute("datetime"))),
    ).toEqual(["2026-02-01T10:00:00.000Z", "2026-02-03T12:00:00.000Z"]);
  });

  it("gives the model page's rows on the board the day each was approved", async () => {
    await page.goto(`${portal.baseUrl}/models/sft-extract`);
    for (const shots of [0, 1]) {
      const table = page.getByTestId(`board-entries-${EXTRACTION_SLUG}-${shots}`);
      expect(await table.locator("thead th").allInnerTexts()).toContain("Approved");
      expect(await table.getByTestId("approved").innerText()).toBe("2026-02-05");
    }
  });
});

describe("MR-Ben: the review queue and the board's date", () => {
  it("shows a pending submission its place in the moderators' queue, oldest first", async () => {
    const own = await browser.newContext();
    try {
      await signInContext(own, portal, { email: waiting.email });
      const mine = await own.newPage();
      await mine.goto(`${portal.baseUrl}/submissions/${waitingId}`);
      expect(await mine.getByTestId("queue-position").innerText()).toBe(
        "Waiting for review: number 2 of 2 in the moderators' queue (oldest first).",
      );
    } finally {
      await own.close();
    }
  });

  it("gives the same place in the submission's JSON, and none once it is no longer pending", async () => {
    const read = async () => {
      const answer = await fetch(`${portal.baseUrl}/api/v1/submissions/${waitingId}`, {
        headers: { authorization: waiting.bearer },
      });
      expect(answer.status).toBe(200);
      return ((await answer.json()) as { queue: unknown }).queue;
    };
    expect(await read()).toEqual({ position: 2, of: 2 });
    await db.submission.updateMany({ where: { modelSlug: "first-in-line" }, data: { status: "withdrawn" } });
    expect(await read()).toEqual({ position: 1, of: 1 });
    await db.submission.update({ where: { id: waitingId }, data: { status: "withdrawn" } });
    expect(await read()).toBeNull();
  });

  it("says on the board when it last changed", async () => {
    await page.goto(`${portal.baseUrl}/`);
    const updated = page.getByTestId("board-count").locator("time");
    expect(await updated.innerText()).toBe("2026-03-10");
    expect(await updated.getAttribute("datetime")).toBe("2026-03-10T12:00:00.000Z");
  });
});
