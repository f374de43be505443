// A database that refuses connections under a running portal: this file's own database is switched
// to ALLOW_CONNECTIONS false (SQLSTATE 55000 for every new connection) and its sessions are ended,
// from an admin connection. Every API route, and the pages that need the database, must answer 503
// `database-unavailable` (pages: the outage page), never 500; an upload in flight is answered 503
// and its run is failed with that reason as soon as the database accepts connections again, by
// the server itself (not the lease, not a read); then everything is served again.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OUTAGE_PAGE_TITLE } from "@/lib/http/outage-page";
import { createActor, type Actor } from "../../helpers/actors";
import { createSubmission, validMeta } from "../../helpers/api-calls";
import { findInvariantViolations, STUCK_RUNS } from "../../helpers/storage-invariants";
import { startWith, testPostgres } from "../../helpers/file-database";
import { adminQuery } from "../../helpers/test-databases";
import { waitFor } from "../../helpers/wait-for";
import { QA_SLUG, qaAnswers } from "../../kinds/qa/fixture";
import { streamUpload } from "../helpers/crash";
import { queryOnce } from "../helpers/own-postgres";
import { startPortal, type Portal } from "../helpers/portal";
import { routeHandlers } from "../helpers/route-inventory";

const databaseUrl = process.env.DATABASE_URL!;
const databaseName = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
const { maintenanceUrl } = testPostgres;

startWith("benchmarks");

let portal: Portal;
let admin: Actor;
let moderator: Actor;
let submitter: Actor;
let submissionId: string;
let csrf: { token: string; cookie: string };
let refusing = false;

/** What ALTER DATABASE … ALLOW_CONNECTIONS false does, with the sessions already open ended as an operator would. */
async function refuseConnections(): Promise<void> {
  refusing = true;
  const name = pg.escapeIdentifier(databaseName);
  await adminQuery(maintenanceUrl, `ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
  await adminQuery(
    maintenanceUrl,
    `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = ${pg.escapeLiteral(databaseName)}`,
  );
}

async function acceptConnections(): Promise<void> {
  await adminQuery(maintenanceUrl, `ALTER DATABASE ${pg.escapeIdentifier(databaseName)} ALLOW_CONNECTIONS true`);
  refusing = false;
}

beforeAll(async () => {
  [admin, moderator, submitter] = await Promise.all([
    createActor("admin", "refusal-admin"),
    createActor("moderator", "refusal-moderator"),
    createActor("user", "refusal-submitter"),
  ]);
  const created = await createSubmission(
    { authorization: submitter.bearer },
    { ...validMeta, modelName: "Refused-7B", benchmark: QA_SLUG },
  );
  submissionId = String(created.body.id);
  // Only runs the server itself fails can be seen failed: the lease cannot run out during the test.
  portal = await startPortal({ env: { UPLOAD_LEASE_SECONDS: "3600" } });
  // next-auth's sign-out needs its CSRF pair, which it makes without the database.
  const answer = await fetch(`${portal.baseUrl}/api/auth/csrf`);
  const cookie = answer.headers.getSetCookie().find((value) => value.startsWith("next-auth.csrf-token="))!;
  csrf = { token: String(((await answer.json()) as { csrfToken: string }).csrfToken), cookie: cookie.split(";")[0]! };
}, 300_000);

afterAll(async () => {
  if (refusing) await acceptConnections();
  await portal?.stop();
});

interface Call {
  path: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

const json = (value: unknown) => JSON.stringify(value);
const token = (actor: Actor) => ({ authorization: actor.bearer, "content-type": "application/json" });

/** A request for each route handler (app/…/route.ts METHOD) that goes as far as the database. */
function databaseCalls(): Record<string, Call> {
  const submission = `/api/v1/submissions/${submissionId}`;
  const signedIn = { cookie: submitter.cookie, origin: portal.baseUrl };
  return {
    "app/api/auth/[...nextauth]/route.ts GET": { path: "/api/auth/session", headers: signedIn },
    "app/api/auth/[...nextauth]/route.ts POST": {
      path: "/api/auth/signout",
      method: "POST",
      headers: {
        ...signedIn,
        cookie: `${submitter.cookie}; ${csrf.cookie}`,
        "content-type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams({ csrfToken: csrf.token, callbackUrl: "/" }).toString(),
    },
    "app/api/v1/admin/leaderboard/revalidate/route.ts POST": {
      path: "/api/v1/admin/leaderboard/revalidate",
      method: "POST",
      headers: token(admin),
    },
    "app/api/v1/admin/rescore/route.ts GET": { path: "/api/v1/admin/rescore", headers: token(admin) },
    "app/api/v1/badges/[file]/route.ts GET": { path: "/api/v1/badges/refused-7b.svg" },
    "app/api/v1/benchmarks/[slug]/badges/[file]/route.ts GET": {
      path: `/api/v1/benchmarks/${QA_SLUG}/badges/refused-7b.svg`,
    },
    "app/api/v1/benchmarks/[slug]/leaderboard/route.ts GET": { path: `/api/v1/benchmarks/${QA_SLUG}/leaderboard` },
    "app/api/v1/flags/[id]/route.ts DELETE": {
      path: "/api/v1/flags/some-flag",
      method: "DELETE",
      headers: token(moderator),
    },
    "app/api/v1/leaderboard.csv/route.ts GET": { path: "/api/v1/leaderboard.csv" },
    "app/api/v1/leaderboard/route.ts GET": { path: "/api/v1/leaderboard?shots=1" },
    "app/api/v1/me/route.ts GET": { path: "/api/v1/me", headers: token(submitter) },
    "app/api/v1/models/[slug]/analyses/route.ts GET": { path: "/api/v1/models/refused-7b/analyses" },
    "app/api/v1/models/[slug]/route.ts GET": { path: "/api/v1/models/refused-7b" },
    "app/api/v1/moderation/events/route.ts GET": { path: "/api/v1/moderation/events", headers: token(moderator) },
    "app/api/v1/reported-entries/[id]/decisions/route.ts POST": {
      path: "/api/v1/reported-entries/some-entry/decisions",
      method: "POST",
      headers: token(moderator),
      body: json({ decision: "unpublish", reason: "x", revision: 0 }),
    },
    "app/api/v1/reported-entries/[id]/flags/route.ts POST": {
      path: "/api/v1/reported-entries/some-entry/flags",
      method: "POST",
      headers: token(moderator),
      body: json({ kind: "setup_differs", note: "x" }),
    },
    "app/api/v1/reported-entries/route.ts POST": {
      path: "/api/v1/reported-entries",
      method: "POST",
      headers: token(moderator),
      body: json({}),
    },
    "app/api/v1/submissions/[id]/decisions/route.ts POST": {
      path: `${submission}/decisions`,
      method: "POST",
      headers: token(moderator),
      body: json({ decision: "approve", revision: 0 }),
    },
    "app/api/v1/submissions/[id]/flags/route.ts POST": {
      path: `${submission}/flags`,
      method: "POST",
      headers: token(moderator),
      body: json({ kind: "contamination_suspected", note: "x" }),
    },
    "app/api/v1/submissions/[id]/results/[shots]/route.ts PUT": {
      path: `${submission}/results/1`,
      method: "PUT",
      headers: token(submitter),
      body: qaAnswers({ correct: 10, wrong: 10 }).text,
    },
    "app/api/v1/submissions/[id]/results/[shots]/route.ts GET": {
      path: `${submission}/results/1`,
      headers: token(submitter),
    },
    "app/api/v1/submissions/[id]/route.ts GET": { path: submission, headers: token(submitter) },
    "app/api/v1/submissions/[id]/route.ts PATCH": {
      path: submission,
      method: "PATCH",
      headers: token(submitter),
      body: json({ description: "Changed." }),
    },
    "app/api/v1/submissions/[id]/hosted-runs/route.ts GET": {
      path: `${submission}/hosted-runs`,
      headers: token(submitter),
    },
    "app/api/v1/submissions/[id]/hosted-runs/route.ts POST": {
      path: `${submission}/hosted-runs`,
      method: "POST",
      headers: token(submitter),
      body: json({ baseUrl: "https://api.example.org/v1", model: "m", shots: [0] }),
    },
    "app/api/v1/submissions/[id]/hosted-runs/[runId]/route.ts GET": {
      path: `${submission}/hosted-runs/some-run`,
      headers: token(submitter),
    },
    "app/api/v1/submissions/[id]/hosted-runs/[runId]/files/[shots]/[stage]/route.ts GET": {
      path: `${submission}/hosted-runs/some-run/files/0/first-stage`,
      headers: token(submitter),
    },
    "app/api/v1/submissions/[id]/hosted-runs/[runId]/cancel/route.ts POST": {
      path: `${submission}/hosted-runs/some-run/cancel`,
      method: "POST",
      headers: token(submitter),
    },
    "app/api/v1/submissions/[id]/hosted-runs/[runId]/retry-judge/route.ts POST": {
      path: `${submission}/hosted-runs/some-run/retry-judge`,
      method: "POST",
      headers: token(submitter),
    },
    "app/api/v1/submissions/[id]/runs/[runId]/route.ts GET": {
      path: `${submission}/runs/some-run`,
      headers: token(submitter),
    },
    "app/api/v1/submissions/[id]/submit/route.ts POST": {
      path: `${submission}/submit`,
      method: "POST",
      headers: token(submitter),
    },
    "app/api/v1/submissions/[id]/withdraw/route.ts POST": {
      path: `${submission}/withdraw`,
      method: "POST",
      headers: token(submitter),
    },
    "app/api/v1/submissions/route.ts POST": {
      path: "/api/v1/submissions",
      method: "POST",
      headers: token(submitter),
      body: json({ ...validMeta, modelName: "Another-7B", benchmark: QA_SLUG }),
    },
    "app/api/v1/submissions/route.ts GET": { path: "/api/v1/submissions", headers: token(submitter) },
    "app/changes.atom/route.ts GET": { path: "/changes.atom" },
  };
}

/** Routes that answer without the database, or in a shape of their own, each with what it answers. */
const OWN_ANSWERS: Record<string, Call & { status: number }> = {
  // Health is a report for load balancers: 503 with what failed, not a problem document.
  "app/api/health/route.ts GET": { path: "/api/health", status: 503 },
  // The development sign-in is off in production (lib/env.ts): a 404 that asks nothing of the database.
  "app/api/dev-sign-in/route.ts POST": { path: "/api/dev-sign-in", method: "POST", status: 404 },
  // A sample file made from code: nothing to ask the database.
  "app/(public)/how-to-submit/samples/[kind]/route.ts GET": { path: "/how-to-submit/samples/mrben", status: 200 },
};

/** Pages that need the database: anonymous ones never rendered before, and a signed-in one. */
const PAGES = [
  { path: "/", headers: {} },
  { path: "/benchmarks", headers: {} },
  { path: `/benchmarks/${QA_SLUG}`, headers: {} },
  { path: "/submissions", headers: () => ({ cookie: submitter.cookie }) },
  { path: `/submissions/${"placeholder"}`, headers: () => ({ cookie: submitter.cookie }) },
];

async function send(call: Call) {
  const started = performance.now();
  const response = await fetch(`${portal.baseUrl}${call.path}`, {
    method: call.method ?? "GET",
    headers: call.headers,
    body: call.body,
    redirect: "manual",
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, ms: performance.now() - started };
}

const pageHeaders = (page: (typeof PAGES)[number]) =>
  typeof page.headers === "function" ? page.headers() : page.headers;
const pagePath = (page: (typeof PAGES)[number]) => page.path.replace("placeholder", submissionId);

describe("a database that refuses connections", () => {
  it("is answered 503 database-unavailable by every API route and page, the upload in flight too, and its run is failed with that reason once the database is back", async () => {
    const calls = databaseCalls();
    // Every route handler is classified here: a new one fails this until it is.
    expect([...Object.keys(calls), ...Object.keys(OWN_ANSWERS)].sort()).toEqual(routeHandlers());

    // An upload in flight: the run is processing and half of the file is still to come.
    const file = Buffer.from(qaAnswers({ correct: 70, wrong: 30 }).text);
    const half = Math.floor(file.length / 2);
    const inFlight = streamUpload({
      baseUrl: portal.baseUrl,
      submissionId,
      shots: 0,
      bearer: submitter.bearer,
      fileName: "answers-0.json",
      bytes: file,
      chunkBytes: 512,
      pauseAt: half,
    });
    const runId = await waitFor("the upload's run to be processing", async () => {
      const rows = await queryOnce<{ id: string }>(
        databaseUrl,
        `SELECT "id" FROM "SubmissionRun" WHERE "submissionId" = $1 AND "status" = 'processing'`,
        [submissionId],
      );
      return inFlight.sent() >= half && rows[0] ? rows[0].id : null;
    });

    await refuseConnections();
    let health: unknown = null;
    const answers: Array<{ route: string; status: number; type: unknown; ms: number }> = [];
    for (const [route, call] of Object.entries(calls)) {
      const answer = await send(call);
      let type: unknown = answer.headers.get("content-type");
      if (answer.headers.get("content-type")?.includes("json"))
        type = (JSON.parse(answer.text) as { type?: unknown }).type;
      answers.push({ route, status: answer.status, type, ms: answer.ms });
    }
    for (const [route, call] of Object.entries(OWN_ANSWERS)) {
      const answer = await send(call);
      answers.push({ route, status: answer.status, type: call.status, ms: answer.ms });
      if (route.startsWith("app/api/health/")) health = JSON.parse(answer.text) as unknown;
    }
    const pages: Array<{ path: string; status: number; outagePage: boolean; ms: number }> = [];
    for (const page of PAGES) {
      const answer = await send({ path: pagePath(page), headers: pageHeaders(page) });
      pages.push({
        path: page.path,
        status: answer.status,
        outagePage: answer.text.includes(`<h1>${OUTAGE_PAGE_TITLE}</h1>`) && answer.headers.get("retry-after") === "5",
        ms: answer.ms,
      });
    }

    // The rest of the file arrives while the database refuses: the portal cannot store it.
    inFlight.resume();
    await inFlight.bodyDone;
    const upload = await inFlight.answer;
    const slowest = Math.max(...answers.map((a) => a.ms), ...pages.map((p) => p.ms));
    console.log(
      `[db-refusal] ${answers.length} routes and ${pages.length} pages answered while refused, slowest ${slowest.toFixed(0)} ms; ` +
        `upload answered ${JSON.stringify(upload).slice(0, 200)}`,
    );

    const problem = expect.stringMatching(/\/database-unavailable$/);
    expect(answers).toEqual(
      Object.keys(calls)
        .map((route) => ({ route, status: 503, type: problem, ms: expect.any(Number) }))
        .concat(
          Object.entries(OWN_ANSWERS).map(([route, { status }]) => ({
            route,
            status,
            type: status,
            ms: expect.any(Number),
          })),
        ),
    );
    expect(pages).toEqual(
      PAGES.map((page) => ({ path: page.path, status: 503, outagePage: true, ms: expect.any(Number) })),
    );
    expect(upload).toMatchObject({ status: 503, body: { type: problem, run: expect.stringContaining(runId) } });
    // Health names the failing part in generic words; the database's own message goes to the log.
    expect(health).toEqual({ status: "error", database: "unreachable" });
    expect(portal.output()).toContain("not currently accepting");

    // Back: the server itself records why the run failed (no read of submissions happens first).
    const backAt = Date.now();
    await acceptConnections();
    const run = await waitFor("the run to be failed", async () => {
      const rows = await queryOnce<{ status: string; failureCode: string | null; failureDetail: string | null }>(
        databaseUrl,
        `SELECT "status", "failureCode", "failureDetail" FROM "SubmissionRun" WHERE "id" = $1`,
        [runId],
      );
      return rows[0]?.status === "processing" ? null : rows[0];
    });
    console.log(
      `[db-refusal] the run was failed ${((Date.now() - backAt) / 1000).toFixed(1)} s after the database was back`,
    );
    expect(run).toMatchObject({ status: "failed", failureCode: "database-unavailable" });
    expect(run?.failureDetail).toMatch(/nothing of it was stored/);

    // Everything is served again, and the submitter sees why the upload failed.
    await waitFor("health to be ok", async () => (await send({ path: "/api/health" })).status === 200);
    const shown = await send({ path: `/api/v1/submissions/${submissionId}/runs/${runId}`, headers: token(submitter) });
    expect(JSON.parse(shown.text)).toMatchObject({ status: "failed", failure: { code: "database-unavailable" } });
    for (const page of PAGES) {
      expect((await send({ path: pagePath(page), headers: pageHeaders(page) })).status, page.path).toBe(200);
    }
    expect((await send(calls["app/api/v1/submissions/route.ts GET"]!)).status).toBe(200);
    expect(await findInvariantViolations(databaseUrl)).toEqual([]);
    expect(await queryOnce(databaseUrl, STUCK_RUNS)).toEqual([]);
  });
});
