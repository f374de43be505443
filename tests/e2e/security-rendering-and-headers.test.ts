// What a hostile submitter or a hostile page can do to a visitor, in a real browser against the
// production server: script payloads in every text a submission or a reported entry carries
// render as text; links are http(s) only and tell the target nothing; every response carries
// the security headers; and the app runs under its Content-Security-Policy without violations.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { createActor, type Actor } from "../helpers/actors";
import { createSubmission, FIXTURE, fixtureBytes, uploadResults, validMeta } from "../helpers/api-calls";
import { approveForTests } from "../helpers/board-entries";
import { startWith } from "../helpers/file-database";
import { sharedBrowser } from "./helpers/shared-browser";
import { sharedPortal, type Portal } from "./helpers/portal";

const PAYLOAD = {
  modelName: `<script>alert("name")</script>Evil Model`,
  description: `<img src=x onerror="alert('description')"> described`,
  organization: `"><svg onload=alert('org')></svg>`,
  judgeModel: `<iframe src="javascript:alert('judge')"></iframe>`,
  notes: `</textarea><script>alert('notes')</script>`,
  raw: `<img src=x onerror=alert('raw')><script>alert('raw')</script>`,
  reportedName: `<img src=x onerror=alert('reported')>Reported`,
};

let portal: Portal;
let browser: Browser;
const contexts: BrowserContext[] = [];
let submissionId: string;
let modelSlug: string;
let recordId: string;
let itemId: string;
let owner: Actor;
let moderator: Actor;
const OWNER = () => owner;
const MODERATOR = () => moderator;

startWith("benchmarks");

beforeAll(async () => {
  owner = await createActor("user", "xss-owner");
  const auth = { authorization: owner.bearer };
  const created = await createSubmission(auth, {
    ...validMeta,
    modelName: PAYLOAD.modelName,
    description: PAYLOAD.description,
    organization: PAYLOAD.organization,
    judgeModel: PAYLOAD.judgeModel,
    notes: PAYLOAD.notes,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  submissionId = String(created.body.id);
  const results = JSON.parse(fixtureBytes(FIXTURE.small).toString("utf8")) as Record<
    string,
    Array<{ Evaluation_Result: Record<string, string> }>
  >;
  const evaluation = results.physics![0]!.Evaluation_Result;
  evaluation.evaluation_raw_response = `${PAYLOAD.raw}\n${evaluation.evaluation_raw_response}`;
  const upload = await uploadResults(auth, submissionId, "0", Buffer.from(JSON.stringify(results)), {
    "content-type": "application/json",
    "x-file-name": FIXTURE.small,
  });
  expect(upload.status, JSON.stringify(upload.body)).toBe(201);
  await approveForTests(submissionId);
  const submission = await db.submission.findUniqueOrThrow({ where: { id: submissionId } });
  modelSlug = submission.modelSlug;
  const record = await db.recordResult.findFirstOrThrow({
    where: { rawResponse: { startsWith: PAYLOAD.raw } },
    select: { id: true, itemId: true },
  });
  recordId = String(record.id);
  itemId = record.itemId!;
  moderator = await createActor("moderator", "xss-mod");
  await db.reportedEntry.create({
    data: {
      modelName: PAYLOAD.reportedName,
      modelSlug: "reported-xss",
      modelLink: "https://example.org/reported",
      organization: PAYLOAD.organization,
      description: PAYLOAD.description,
      openWeights: false,
      // Written straight to the database, as an older row or a script might: the pages must
      // still not make it a link.
      sourceUrl: "javascript:alert('source')",
      scores: { "0": { math: 0.4, physics: 0.3 } },
      createdById: moderator.id,
    },
  });
  [portal, browser] = await Promise.all([sharedPortal(), sharedBrowser()]);
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
});

interface Watched {
  page: Page;
  dialogs: string[];
  problems: string[];
}

/** A page that records every dialog, CSP violation and console error it meets. */
async function watchedPage(user?: () => Actor): Promise<Watched> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  contexts.push(context);
  if (user) {
    const [name = "", value = ""] = user().cookie.split("=");
    await context.addCookies([{ name, value, url: portal.baseUrl, httpOnly: true, sameSite: "Lax" }]);
  }
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(
        `CSP violation: ${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber} ${event.sample}`,
      );
    });
  });
  const page = await context.newPage();
  const watched: Watched = { page, dialogs: [], problems: [] };
  page.on("dialog", (dialog) => {
    watched.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on("console", (message) => {
    if (message.type() === "error") watched.problems.push(message.text());
  });
  page.on("pageerror", (error) => watched.problems.push(error.message));
  return watched;
}

/** Elements a payload would have created had it been parsed as markup. */
async function injectedElements(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [
      ...document.querySelectorAll(
        'img[src="x"], svg[onload], [onerror], [onload], iframe, a[href^="javascript:" i], main script',
      ),
    ].map((element) => element.outerHTML.slice(0, 120)),
  );
}

/** External links on the page that are not http(s) or that leak the referrer or the opener. */
async function unsafeLinks(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>("a[href]")]
      .filter((link) => link.origin !== location.origin)
      .filter((link) => {
        const rel = link.rel.split(/\s+/);
        return !/^https?:$/.test(link.protocol) || !rel.includes("noopener") || !rel.includes("noreferrer");
      })
      .map((link) => link.outerHTML.slice(0, 160)),
  );
}

describe("script payloads render as text", () => {
  const pages: Array<[string, () => string, (() => Actor) | undefined, string[]]> = [
    ["the home board", () => "/", undefined, [PAYLOAD.modelName, PAYLOAD.reportedName]],
    ["the model page", () => `/models/${modelSlug}`, undefined, [PAYLOAD.modelName, PAYLOAD.organization]],
    ["the reported entry's page", () => "/models/reported-xss", undefined, [PAYLOAD.reportedName]],
    ["the submission", () => `/submissions/${submissionId}`, OWNER, [PAYLOAD.modelName, PAYLOAD.judgeModel]],
    ["its items", () => `/submissions/${submissionId}/records?subject=physics`, OWNER, [PAYLOAD.modelName]],
    ["an item row's raw response", () => `/submissions/${submissionId}/records/${recordId}`, OWNER, [PAYLOAD.raw]],
    ["the public item page", () => `/items/${itemId}`, undefined, []],
    ["the moderator's review", () => `/moderation/${submissionId}`, MODERATOR, [PAYLOAD.modelName]],
    ["reported entries", () => "/moderation/reported", MODERATOR, [PAYLOAD.reportedName]],
  ];

  for (const [label, path, user, texts] of pages) {
    it(`on ${label}: no dialog, no injected element, the payload shown as typed`, async () => {
      const { page, dialogs } = await watchedPage(user);
      const response = await page.goto(`${portal.baseUrl}${path()}`, { waitUntil: "networkidle" });
      expect(response?.status()).toBe(200);
      const body = await page.locator("main").innerText();
      for (const text of texts) expect(body).toContain(text);
      expect(await injectedElements(page)).toEqual([]);
      expect(await unsafeLinks(page)).toEqual([]);
      expect(dialogs).toEqual([]);
    });
  }

  it("a link stored without http(s) shows as text, not as a link", async () => {
    await db.submission.update({ where: { id: submissionId }, data: { modelLink: "javascript:alert('link')" } });
    // A change made outside the portal: drop the cached model page, as an admin would.
    const admin = await createActor("admin", "xss-admin");
    const revalidate = () =>
      fetch(`${portal.baseUrl}/api/v1/admin/leaderboard/revalidate`, {
        method: "POST",
        headers: { authorization: admin.bearer },
      });
    expect((await revalidate()).status).toBe(200);
    try {
      for (const [path, user] of [
        [`/models/${modelSlug}`, undefined],
        [`/submissions/${submissionId}`, OWNER],
      ] as const) {
        const { page, dialogs } = await watchedPage(user);
        await page.goto(`${portal.baseUrl}${path}`);
        expect(await page.locator("main").innerText()).toContain("javascript:alert('link')");
        expect(await page.locator('a[href^="javascript:" i]').count()).toBe(0);
        const link = page.getByText("javascript:alert('link')");
        await link.click();
        expect(dialogs).toEqual([]);
      }
    } finally {
      await db.submission.update({ where: { id: submissionId }, data: { modelLink: validMeta.modelLink } });
      await revalidate();
    }
  });
});

describe("links are validated at the edge", () => {
  const BAD_LINKS = [
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    " javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    "file:///etc/passwd",
    "//evil.example/x",
    "/relative/path",
    "ftp://example.org/model",
  ];

  it.each(BAD_LINKS)("a submission's model link %j is refused with 400", async (modelLink) => {
    const response = await fetch(`${portal.baseUrl}/api/v1/submissions`, {
      method: "POST",
      headers: { authorization: owner.bearer, "content-type": "application/json" },
      body: JSON.stringify({ ...validMeta, modelLink }),
    });
    const body = (await response.json()) as { errors?: Array<{ pointer: string }> };
    expect(response.status).toBe(422);
    expect(body.errors?.map((error) => error.pointer)).toContain("modelLink");
  });

  it.each(BAD_LINKS)("a reported entry's source %j is refused with 400", async (sourceUrl) => {
    const moderator = await createActor("moderator", "links-mod");
    const response = await fetch(`${portal.baseUrl}/api/v1/reported-entries`, {
      method: "POST",
      headers: { authorization: moderator.bearer, "content-type": "application/json" },
      body: JSON.stringify({
        modelName: "Linked",
        modelLink: "https://example.org/m",
        organization: "Lab",
        description: "",
        parameterCount: "",
        openWeights: false,
        sourceUrl,
        scores: { "0": {} },
      }),
    });
    const body = (await response.json()) as { errors?: Array<{ pointer: string }> };
    expect(response.status).toBe(400);
    expect(body.errors?.map((error) => error.pointer)).toContain("sourceUrl");
  });
});

const REQUIRED_HEADERS = {
  "x-content-type-options": /^nosniff$/,
  "referrer-policy": /^strict-origin-when-cross-origin$/,
  "x-frame-options": /^DENY$/,
  "permissions-policy": /camera=\(\)/,
  "cross-origin-opener-policy": /^same-origin$/,
  "content-security-policy": /frame-ancestors 'none'/,
};

describe("security headers on every response", () => {
  async function staticAsset(): Promise<string> {
    const html = await (await fetch(`${portal.baseUrl}/about`)).text();
    const asset = /\/_next\/static\/[^"']+\.(?:js|css)/.exec(html)?.[0];
    expect(asset).toBeDefined();
    return asset!;
  }

  it.each([
    ["a cached page", "/", 200],
    ["a dynamic page", "/signin", 200],
    ["a redirect", "/submit", 307],
    ["the JSON API", "/api/v1/leaderboard", 200],
    ["an API problem", "/api/v1/submissions", 401],
    ["a public file", "/robots.txt", 200],
    ["a missing page", "/no-such-page", 404],
    ["a missing model", "/models/no-such-model", 404],
    ["a missing API route", "/api/v1/no-such-route", 404],
  ])("%s (%s)", async (_label, path, status) => {
    const response = await fetch(`${portal.baseUrl}${path}`, { redirect: "manual" });
    expect(response.status).toBe(status);
    for (const [name, pattern] of Object.entries(REQUIRED_HEADERS)) expect(response.headers.get(name)).toMatch(pattern);
    // Plain HTTP (no TLS-terminating proxy in front): no HSTS, which would pin a local server to HTTPS.
    expect(response.headers.get("strict-transport-security")).toBeNull();
  });

  it("a static asset of the build", async () => {
    const response = await fetch(`${portal.baseUrl}${await staticAsset()}`);
    expect(response.status).toBe(200);
    for (const [name, pattern] of Object.entries(REQUIRED_HEADERS)) expect(response.headers.get(name)).toMatch(pattern);
  });

  it("HSTS when a proxy says the request came over HTTPS", async () => {
    const response = await fetch(`${portal.baseUrl}/about`, { headers: { "x-forwarded-proto": "https" } });
    expect(response.headers.get("strict-transport-security")).toMatch(/^max-age=31536000; includeSubDomains$/);
  });

  it("the Content-Security-Policy refuses foreign scripts, plugins, framing and <base>", async () => {
    const csp = (await fetch(`${portal.baseUrl}/`)).headers.get("content-security-policy") ?? "";
    const directives = Object.fromEntries(
      csp.split(";").map((part) => {
        const [name = "", ...values] = part.trim().split(/\s+/);
        return [name, values.join(" ")];
      }),
    );
    expect(directives).toMatchObject({
      "default-src": "'self'",
      "script-src": "'self' 'unsafe-inline'",
      "object-src": "'none'",
      "base-uri": "'self'",
      "form-action": "'self'",
      "frame-ancestors": "'none'",
    });
  });

  it("the export API stays readable from any origin (CORS), the headers notwithstanding", async () => {
    for (const path of ["/api/v1/leaderboard", "/api/v1/leaderboard.csv", `/api/v1/models/${modelSlug}`]) {
      const response = await fetch(`${portal.baseUrl}${path}`, { headers: { origin: "https://elsewhere.example" } });
      expect(response.status).toBe(200);
      expect(response.headers.get("access-control-allow-origin")).toBe("*");
      expect(response.headers.get("cross-origin-resource-policy")).toBeNull();
    }
  });
});

describe("the portal works under its Content-Security-Policy", () => {
  const MAIN_PAGES: Array<[string, (() => Actor) | undefined]> = [
    ["/", undefined],
    ["/about", undefined],
    ["/items", undefined],
    ["/subjects/math", undefined],
    ["/compare", undefined],
    ["/signin", undefined],
    ["/submit", OWNER],
    ["/submissions", OWNER],
    ["/account", OWNER],
    ["/moderation", MODERATOR],
    ["/moderation/reported/new", MODERATOR],
  ];

  it("main pages load, hydrate and meet no CSP violation or console error", async () => {
    for (const [path, user] of MAIN_PAGES) {
      const { page, problems, dialogs } = await watchedPage(user);
      await page.goto(`${portal.baseUrl}${path}`, { waitUntil: "networkidle" });
      // The header's user menu is filled in by client code after load: proof that scripts ran.
      const menu = page.locator("header").getByText(user ? user().email.split("@")[0]! : "Sign in", { exact: false });
      await menu.first().waitFor({ timeout: 15_000 });
      expect({ path, problems }).toEqual({ path, problems: [] });
      expect(dialogs).toEqual([]);
    }
  });

  it("the model page's charts render (inline styles allowed) without violations", async () => {
    const { page, problems } = await watchedPage();
    await page.goto(`${portal.baseUrl}/models/${modelSlug}`, { waitUntil: "networkidle" });
    // Recharts draws once its container has been measured, after hydration: wait for the first chart.
    await page.locator("svg.recharts-surface").first().waitFor({ timeout: 15_000 });
    expect(problems).toEqual([]);
  });
});
