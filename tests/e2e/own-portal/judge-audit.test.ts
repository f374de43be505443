// The judge audit in a real browser against a portal whose judge is a local OpenAI-compatible
// server: an upload's sample is judged by the portal's worker process with a progress bar and
// agreement on the report page, the moderator sees the low-agreement flag, asks for a full
// re-judge and reads the scores with the server's verdicts, and the board shows them beside.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { createActor } from "../../helpers/actors";
import { startFakeOpenAiServer, type FakeOpenAiServer } from "../../helpers/fake-openai-server";
import { readVerdicts, withJudgedAnswers } from "../../helpers/judged-results";
import { generatedResults } from "../../helpers/seeded-entries";
import { waitFor } from "../../helpers/wait-for";
import { gotoHydrated } from "../helpers/browser";
import { sharedBrowser } from "../helpers/shared-browser";
import { startWith } from "../../helpers/file-database";
import { signInContext, startPortal, type Portal, type TestUser } from "../helpers/portal";
import { WORKER_ON } from "../helpers/portal-process";

startWith("benchmarks");

const SAMPLE = 16;
const MODERATOR: TestUser = { email: "judge-mod@example.org", githubLogin: "judge-mod", role: "moderator" };

let judge: FakeOpenAiServer;
let portal: Portal;
let browser: Browser;
const contexts: BrowserContext[] = [];
let submissionId = "";
let submitterEmail = "";
let verdictCount = 0;

async function api(path: string, init: RequestInit & { bearer: string }): Promise<Response> {
  return fetch(`${portal.baseUrl}${path}`, {
    ...init,
    headers: { authorization: init.bearer, ...(init.headers as Record<string, string>) },
  });
}

async function pageAs(user: TestUser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
  contexts.push(context);
  await signInContext(context, portal, user);
  return context.newPage();
}

beforeAll(async () => {
  judge = await startFakeOpenAiServer();
  [portal, browser] = await Promise.all([
    startPortal({
      env: {
        ...WORKER_ON,
        JUDGE_API_BASE_URL: judge.baseUrl,
        JUDGE_SAMPLE_SIZE: String(SAMPLE),
        JUDGE_CONCURRENCY: "4",
      },
    }),
    sharedBrowser(),
  ]);
  // A quarter of the explanations are right, every submitted verdict says Correct.
  const file = withJudgedAnswers(
    generatedResults({ model: "E2E", shots: 0, subjects: ["math", "physics"], seed: 5 }),
    (n) => ({
      errorReason: n % 4 === 0 ? `right ${n}` : `wrong ${n}`,
      verdict: "Correct",
    }),
  );
  verdictCount = readVerdicts(file).length;
  const submitter = await createActor("user", "judged");
  submitterEmail = submitter.email;
  const created = await api("/api/v1/submissions", {
    bearer: submitter.bearer,
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      modelName: "Judged-E2E",
      modelLink: "https://example.org/judged",
      description: "Audited in a browser test.",
      organization: "Judge Lab",
      openWeights: true,
      temperature: 0,
    }),
  });
  expect(created.status).toBe(201);
  submissionId = String(((await created.json()) as { id: string }).id);
  const upload = await api(`/api/v1/submissions/${submissionId}/results/0`, {
    bearer: submitter.bearer,
    method: "PUT",
    headers: {
      "content-type": "application/json",
      "x-file-name": "Judged-E2E_0shot_cot_True_scored_eval_results.json",
    },
    body: JSON.stringify(file),
  });
  expect(upload.status, await upload.clone().text()).toBe(201);
  await db.submission.update({ where: { id: submissionId }, data: { status: "pending", submittedAt: new Date() } });
}, 180_000);

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await portal?.stop();
  await judge?.close();
});

describe("the judge audit", () => {
  it("judges the upload's sample in the background and shows progress, cost and agreement on the report page", async () => {
    await waitFor(
      "the sample audit to complete",
      async () => (await db.judgeAudit.findFirst({ where: { scope: "sample", status: "completed" } })) ?? false,
      { timeoutMs: 60_000 },
    );
    const page = await pageAs({ email: submitterEmail });
    await page.goto(`${portal.baseUrl}/submissions/${submissionId}`);
    const panel = page.getByTestId("judge-audit-sample");
    expect(await panel.getByTestId("judge-audit-progress").textContent()).toBe(`${SAMPLE} of ${SAMPLE} judged.`);
    expect(await panel.getByRole("progressbar").getAttribute("aria-valuenow")).toBe(String(SAMPLE));
    expect(await panel.getByTestId("judge-audit-cost").textContent()).toMatch(
      /completion tokens over 16 request\(s\): about \$0\.\d\d/,
    );
    await panel.getByTestId("judge-agreement").getByRole("rowheader", { name: "physics" }).waitFor();
    await panel.getByRole("alert").getByText("Low agreement").waitFor();
    // The disagreements' <summary>: it has no ARIA role to find it by.
    await panel.getByText(/\d+ disagreement\(s\)/).click();
    await panel
      .getByText(/server “Wrong” \(does not count\)/)
      .first()
      .waitFor();
  });

  it("flags low agreement for the moderator, who asks for a full re-judge and reads the server-judged scores", async () => {
    const page = await pageAs(MODERATOR);
    await page.goto(`${portal.baseUrl}/moderation`);
    await page
      .getByText(/0-shot: the server's judge agrees with \d+\.\d% \[/)
      .first()
      .waitFor();
    // On the board before the re-judge, with the submitted score alone.
    await db.submission.update({ where: { id: submissionId }, data: { status: "approved", approvedAt: new Date() } });
    const admin = await createActor("admin", "judge-admin");
    const revalidated = await api("/api/v1/admin/leaderboard/revalidate", { bearer: admin.bearer, method: "POST" });
    expect(revalidated.status).toBeLessThan(300);
    await page.goto(`${portal.baseUrl}/`);
    await page.locator('tr[data-slug="judged-e2e"]').waitFor();
    expect(await page.getByTestId("server-judged").count()).toBe(0);
    await gotoHydrated(page, `${portal.baseUrl}/moderation/${submissionId}`);
    await page.getByRole("button", { name: "Re-judge every verdict of the 0-shot file" }).click();
    await page.getByText(`Re-judging all ${verdictCount} verdict(s) of the 0-shot file.`).waitFor();
    await waitFor(
      "the full re-judge to complete",
      async () => (await db.judgeAudit.findFirst({ where: { scope: "full", status: "completed" } })) ?? false,
      { timeoutMs: 90_000 },
    );
    await page.reload();
    const full = page.getByTestId("judge-audit-full");
    await full.getByText(`Full re-judge of all ${verdictCount} verdict(s), asked by judge-mod`).waitFor();
    const audit = await db.judgeAudit.findFirstOrThrow({ where: { scope: "full" } });
    expect(await full.getByTestId("server-judged-mean").textContent()).toBe(
      (Math.round(audit.serverMeanMrScore! * 1000) / 10).toFixed(1),
    );
    await page.getByText("Asked for a full re-judge").first().waitFor();
  }, 120_000);

  it("shows the server-judged MR-Score beside the submitted one on the board as soon as the re-judge completes", async () => {
    const page = await pageAs({ email: "visitor@example.org" });
    await page.goto(`${portal.baseUrl}/`);
    const row = page.locator('tr[data-slug="judged-e2e"]');
    await row.getByTestId("server-judged").waitFor({ timeout: 10_000 });
    expect(await row.getByTestId("server-judged").textContent()).toMatch(/^judged here \d+\.\d$/);
    expect(judge.requests.length).toBeGreaterThanOrEqual(SAMPLE + verdictCount);
  });
});
