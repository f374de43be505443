// Every page of the portal through axe-core in a real browser, at a desktop and a phone width:
// public pages anonymously, the submitter's, moderators' and admins' pages signed in as them, on
// a database seeded as a live portal would be (the benchmark, approved and pending entries of both
// kinds, the published board, flags, analyses, mail, a rescore). The list of pages is read from
// app/ itself, so a new page fails here until it gets an address in the table below.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sweepAnalyses } from "@/lib/benchmarks/mrben/analyses/analyses-sweeper";
import { readPublishedBoard } from "@/lib/benchmarks/mrben/published-board-file";
import { db } from "@/lib/db";
import { flagEntry } from "@/lib/moderation/entry-flags";
import { importReportedBoard } from "@/lib/benchmarks/mrben/reported/import-reported-board";
import { createActor, type Actor } from "../helpers/actors";
import {
  createSubmission,
  decide,
  FIXTURE,
  fixtureBytes,
  getSubmission,
  submitForReview,
  uploadResults,
  validMeta,
} from "../helpers/api-calls";
import { approveForTests } from "../helpers/board-entries";
import { EXTRACTION_SLUG, predictionLines } from "../helpers/extraction-benchmark";
import { importQaBenchmark } from "../helpers/qa-benchmark";
import { QA_SLUG } from "../kinds/qa/fixture";
import { startWith } from "../helpers/file-database";
import { generatedResults } from "../helpers/seeded-entries";
import { SHARED_DIR } from "../helpers/shared-data";
import { describeViolations, seriousViolations } from "./helpers/axe";
import { waitForSettledLayout } from "./helpers/browser";
import { sharedBrowser } from "./helpers/shared-browser";
import { signInContext, sharedPortal, type Portal } from "./helpers/portal";
import { pageFiles } from "./helpers/route-inventory";

startWith("benchmarks");

type Visitor = "anonymous" | "submitter" | "moderator" | "admin";
const VISITORS: Visitor[] = ["anonymous", "submitter", "moderator", "admin"];

const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

interface Fixtures {
  /** Approved MR-Ben models' slugs (reviewed and approved through the API). */
  slugA: string;
  slugB: string;
  pendingId: string;
  draftId: string;
  /** A record of the pending submission (its items page), and the benchmark item it answers. */
  pendingRecordId: string;
  itemId: string;
  extractionApprovedId: string;
  extractionPendingId: string;
  submitterMailToken: string;
  today: string;
}

interface Visit {
  label: string;
  path: (f: Fixtures) => string;
  as: Visitor;
  /** What the address answers: 200 unless said. */
  status?: number;
}

/** Not a page of the inventory: what every notFound() and unknown address shows. */
const NOT_FOUND_FILE = "app/not-found.tsx";

/** Pages: the file, then the addresses that show it, each with the visitor who may see it. */
const PAGES: Record<string, Visit[]> = {
  "app/(public)/about/page.tsx": [{ label: "about", path: () => "/about", as: "anonymous" }],
  "app/(public)/analyses/page.tsx": [{ label: "analyses", path: () => "/analyses", as: "anonymous" }],
  "app/(public)/benchmarks/page.tsx": [{ label: "benchmarks", path: () => "/benchmarks", as: "anonymous" }],
  "app/(public)/benchmarks/[slug]/page.tsx": [
    { label: "the extraction board", path: () => `/benchmarks/${EXTRACTION_SLUG}`, as: "anonymous" },
  ],
  "app/(public)/benchmarks/[slug]/subjects/[subject]/page.tsx": [
    { label: "a subject's shared board", path: () => `/benchmarks/${QA_SLUG}/subjects/history`, as: "anonymous" },
  ],
  "app/(public)/benchmarks/[slug]/entries/[submissionId]/page.tsx": [
    {
      label: "an extraction entry",
      path: (f) => `/benchmarks/${EXTRACTION_SLUG}/entries/${f.extractionApprovedId}`,
      as: "anonymous",
    },
  ],
  "app/(public)/benchmarks/[slug]/entries/[submissionId]/records/[record]/page.tsx": [
    {
      label: "an extraction entry's record",
      path: (f) => `/benchmarks/${EXTRACTION_SLUG}/entries/${f.extractionApprovedId}/records/0`,
      as: "anonymous",
    },
  ],
  "app/(public)/changes/page.tsx": [{ label: "what changed", path: () => "/changes", as: "anonymous" }],
  "app/(public)/compare/page.tsx": [
    { label: "two models compared", path: (f) => `/compare?models=${f.slugA},${f.slugB}&shots=0`, as: "anonymous" },
  ],
  "app/(public)/history/[day]/page.tsx": [
    { label: "the board as of today", path: (f) => `/?asOf=${f.today}`, as: "anonymous" },
  ],
  "app/(public)/history/[day]/subjects/[subject]/page.tsx": [
    { label: "a subject's board as of today", path: (f) => `/subjects/math?asOf=${f.today}`, as: "anonymous" },
  ],
  "app/(public)/how-to-submit/page.tsx": [{ label: "how to submit", path: () => "/how-to-submit", as: "anonymous" }],
  "app/(public)/items/page.tsx": [{ label: "item difficulty", path: () => "/items", as: "anonymous" }],
  "app/(public)/items/[id]/page.tsx": [{ label: "an item", path: (f) => `/items/${f.itemId}`, as: "anonymous" }],
  "app/(public)/leaderboard/[board]/page.tsx": [
    { label: "the home board", path: () => "/", as: "anonymous" },
    { label: "the home board, signed in", path: () => "/", as: "submitter" },
  ],
  "app/(public)/models/[slug]/page.tsx": [
    { label: "a model", path: (f) => `/models/${f.slugA}`, as: "anonymous" },
    { label: "a model only on the extraction board", path: () => "/models/llama-extract", as: "anonymous" },
  ],
  "app/(public)/subjects/[subject]/page.tsx": [
    { label: "a subject's board", path: () => "/subjects/math", as: "anonymous" },
  ],
  "app/account/page.tsx": [{ label: "the account", path: () => "/account", as: "submitter" }],
  "app/admin/hosted/page.tsx": [
    { label: "the hosted endpoints' allow-list", path: () => "/admin/hosted", as: "admin" },
  ],
  "app/admin/mail/page.tsx": [{ label: "the mail log", path: () => "/admin/mail", as: "admin" }],
  "app/admin/rescore/page.tsx": [{ label: "rescoring", path: () => "/admin/rescore", as: "admin" }],
  "app/moderation/page.tsx": [{ label: "the review queue", path: () => "/moderation", as: "moderator" }],
  "app/moderation/[id]/page.tsx": [
    { label: "a pending submission's review", path: (f) => `/moderation/${f.pendingId}`, as: "moderator" },
  ],
  "app/moderation/audit/page.tsx": [{ label: "the audit log", path: () => "/moderation/audit", as: "moderator" }],
  "app/moderation/reported/page.tsx": [
    { label: "reported entries", path: () => "/moderation/reported", as: "moderator" },
  ],
  "app/moderation/reported/new/page.tsx": [
    { label: "a new reported entry", path: () => "/moderation/reported/new", as: "moderator" },
  ],
  "app/signin/page.tsx": [{ label: "sign in", path: () => "/signin", as: "anonymous" }],
  "app/submissions/page.tsx": [{ label: "own submissions", path: () => "/submissions", as: "submitter" }],
  "app/submissions/[id]/page.tsx": [
    { label: "a pending submission's report", path: (f) => `/submissions/${f.pendingId}`, as: "submitter" },
    { label: "a draft", path: (f) => `/submissions/${f.draftId}`, as: "submitter" },
    {
      label: "a pending extraction submission's report",
      path: (f) => `/submissions/${f.extractionPendingId}`,
      as: "submitter",
    },
  ],
  "app/submissions/[id]/hosted/page.tsx": [
    { label: "a draft's hosted runs and start form", path: (f) => `/submissions/${f.draftId}/hosted`, as: "submitter" },
    {
      label: "a pending submission's hosted runs, for a moderator",
      path: (f) => `/submissions/${f.pendingId}/hosted`,
      as: "moderator",
    },
  ],
  "app/submissions/[id]/records/page.tsx": [
    { label: "a submission's items", path: (f) => `/submissions/${f.pendingId}/records`, as: "submitter" },
    {
      label: "an extraction submission's records",
      path: (f) => `/submissions/${f.extractionPendingId}/records?shots=0`,
      as: "submitter",
    },
  ],
  "app/submissions/[id]/records/[record]/page.tsx": [
    {
      label: "one item of a submission",
      path: (f) => `/submissions/${f.pendingId}/records/${f.pendingRecordId}`,
      as: "submitter",
    },
    {
      label: "one record of an extraction submission",
      path: (f) => `/submissions/${f.extractionPendingId}/records/0?shots=0`,
      as: "submitter",
    },
  ],
  "app/submit/page.tsx": [{ label: "submit", path: () => "/submit", as: "submitter" }],
  [NOT_FOUND_FILE]: [{ label: "an unknown address", path: () => "/no-such-page", as: "anonymous", status: 404 }],
  "app/unsubscribe/[token]/[topic]/page.tsx": [
    { label: "an unsubscribe link", path: (f) => `/unsubscribe/${f.submitterMailToken}/decision`, as: "anonymous" },
  ],
};

let portal: Portal;
let browser: Browser;
let fixtures: Fixtures;
const people: Partial<Record<Visitor, Actor>> = {};
const contexts = new Map<string, BrowserContext>();

/** Uploads a results file for one shot setting; the upload scores it before answering. */
async function upload(actor: Actor, id: string, shots: "0" | "1", bytes: Uint8Array, fileName?: string) {
  const answer = await uploadResults({ authorization: actor.bearer }, id, shots, bytes, {
    "content-type": "application/json",
    ...(fileName ? { "x-file-name": fileName } : {}),
  });
  if (answer.status !== 201) throw new Error(`upload ${shots} of ${id}: ${JSON.stringify(answer.body)}`);
}

async function newSubmission(actor: Actor, meta: Record<string, unknown>): Promise<string> {
  const created = await createSubmission({ authorization: actor.bearer }, { ...validMeta, ...meta });
  if (created.status !== 201) throw new Error(`createSubmission: ${JSON.stringify(created.body)}`);
  return String(created.body.id);
}

/** Submits for review and, when a moderator is given, approves through the API (so the audit log and changes have it). */
async function review(submitter: Actor, id: string, approver?: Actor) {
  const submitted = await submitForReview({ authorization: submitter.bearer }, id);
  if (submitted.status !== 200) throw new Error(`submit ${id}: ${JSON.stringify(submitted.body)}`);
  if (!approver) return;
  const { body } = await getSubmission({ authorization: approver.bearer }, id);
  const approved = await decide({ authorization: approver.bearer }, id, {
    decision: "approve",
    revision: body.revision,
  });
  if (approved.status !== 200) throw new Error(`approve ${id}: ${JSON.stringify(approved.body)}`);
}

/** Hosted runs in each state a page draws: running (progress, cancel), stopped at the cap, failed. */
async function seedHostedRuns({
  submitter,
  draftId,
  pendingId,
}: {
  submitter: Actor;
  draftId: string;
  pendingId: string;
}) {
  const version = await db.benchmarkVersion.findFirstOrThrow({
    where: { benchmark: { slug: "mr-ben" } },
    select: { id: true },
  });
  const base = {
    createdById: submitter.id,
    benchmarkVersionId: version.id,
    baseUrl: "https://api.example.org/v1",
    model: "seeded-model",
    shots: [0],
    totalItems: 40,
    startedAt: new Date(Date.now() - 60_000),
  };
  const usage = { requests: 12, spentTokens: 9000, promptTokens: 8000, completionTokens: 1000, answeredItems: 12 };
  await db.hostedRun.createMany({
    data: [
      { ...base, submissionId: draftId, status: "running", maxRequests: 100, ...usage },
      {
        ...base,
        submissionId: draftId,
        status: "cap_reached",
        maxRequests: 12,
        failureCode: "request-cap-reached",
        failureDetail: "the next request would pass the cap of 12 requests",
        finishedAt: new Date(),
        ...usage,
      },
      {
        ...base,
        submissionId: pendingId,
        status: "failed",
        failureCode: "unauthorized",
        failureDetail: "the endpoint refused the API key (401)",
        finishedAt: new Date(),
      },
    ],
  });
}

const jsonBytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));

beforeAll(async () => {
  const [submitter, moderator, admin] = await Promise.all([
    createActor("user", "submitter"),
    createActor("moderator", "moderator"),
    createActor("admin", "admin"),
  ]);
  Object.assign(people, { submitter, moderator, admin });
  // A shared board with subjects (the test-only kind's history and science questions), no entry yet.
  await importQaBenchmark({ subjects: true });
  const subjects = (await db.benchmarkSubject.findMany({ select: { key: true }, distinct: ["key"] })).map(
    (subject) => subject.key,
  );

  // Two verified MR-Ben models, reviewed and approved (review asks for both settings).
  const modelA = await newSubmission(submitter, { modelName: "Sim-A-70B", parameterCount: "70B" });
  await upload(submitter, modelA, "0", fixtureBytes(FIXTURE.simA), FIXTURE.simA);
  await upload(submitter, modelA, "1", fixtureBytes(FIXTURE.simB), FIXTURE.simB);
  await review(submitter, modelA, moderator);
  const modelB = await newSubmission(submitter, {
    modelName: "Model-B",
    organization: "Closed Corp",
    parameterCount: "",
    openWeights: false,
    priceInputUsdPerMTok: 2.5,
    priceOutputUsdPerMTok: 10,
  });
  for (const shots of ["0", "1"] as const)
    await upload(
      submitter,
      modelB,
      shots,
      jsonBytes(generatedResults({ model: "B", shots: Number(shots) as 0 | 1, subjects, seed: 7 })),
    );
  await review(submitter, modelB, moderator);
  // One waiting for review, one still a draft.
  const pendingId = await newSubmission(submitter, { modelName: "Pending-C" });
  for (const shots of ["0", "1"] as const)
    await upload(
      submitter,
      pendingId,
      shots,
      jsonBytes(generatedResults({ model: "C", shots: Number(shots) as 0 | 1, subjects, seed: 9 })),
    );
  await review(submitter, pendingId);
  const draftId = await newSubmission(submitter, { modelName: "Draft-D" });

  // The extraction benchmark: an approved entry with both settings, a pending one with 0-shot.
  const extractionApprovedId = await newSubmission(submitter, {
    modelName: "Llama-Extract",
    benchmark: EXTRACTION_SLUG,
  });
  const book = readFileSync(path.join(SHARED_DIR, "extraction/Llama_results.json"));
  await upload(submitter, extractionApprovedId, "0", book);
  await upload(submitter, extractionApprovedId, "1", book);
  await approveForTests(extractionApprovedId);
  const extractionPendingId = await newSubmission(submitter, { modelName: "Sft-Extract", benchmark: EXTRACTION_SLUG });
  await upload(
    submitter,
    extractionPendingId,
    "0",
    new TextEncoder().encode(predictionLines("sft_results.json", "0-shot")),
  );
  await db.submission.update({
    where: { id: extractionPendingId },
    data: { status: "pending", submittedAt: new Date() },
  });

  // The authors' published board (31 reported entries), a flag, analyses, mail and a finished rescore.
  const published = readPublishedBoard(readFileSync(path.join(SHARED_DIR, "mrben/published-leaderboard.json"), "utf8"));
  if (!published.ok) throw new Error(published.problems.join("\n"));
  await importReportedBoard(published.board);
  const moderatorUser = await db.user.findUniqueOrThrow({ where: { id: moderator.id } });
  const flagged = await flagEntry({
    actor: { ...moderatorUser },
    target: { submissionId: modelB },
    kind: "contamination_suspected",
    note: "Its training data includes the benchmark's questions.",
  });
  if (!flagged.ok) throw new Error(flagged.error.message);
  await sweepAnalyses();
  const submitterUser = await db.user.findUniqueOrThrow({ where: { id: submitter.id } });
  for (const [status, detail] of [
    ["sent", null],
    ["failed", "connect ECONNREFUSED 127.0.0.1:25"],
  ] as const) {
    await db.mailMessage.create({
      data: {
        key: `decision:seed-${status}:${submitter.id}`,
        topic: "decision",
        recipientId: submitter.id,
        toAddress: submitter.email,
        subject: "Your submission Sim-A-70B was approved",
        text: "It is on the board.",
        unsubscribeUrl: `http://portal.test/unsubscribe/${submitterUser.mailUnsubscribeToken}/decision`,
        status,
        detail,
        attempts: 1,
        sentAt: status === "sent" ? new Date() : null,
      },
    });
  }
  const mrben = await db.benchmark.findUniqueOrThrow({ where: { slug: "mr-ben" }, include: { versions: true } });
  await db.rescoreCampaign.create({
    data: {
      status: "completed",
      benchmarkId: mrben.id,
      scorerName: "mr-ben-scorer",
      scorerVersion: "1.0.0",
      benchmarkVersionId: mrben.versions[0]!.id,
      totalFiles: 3,
      startedById: admin.id,
      finishedAt: new Date(),
    },
  });
  // The allow-list page with an entry, so its table and remove button are checked too.
  await db.hostedEndpointAllowEntry.create({ data: { entry: "10.9.0.0/16", addedBy: "admin" } });

  const pendingRun = await db.submissionRun.findFirstOrThrow({ where: { submissionId: pendingId, shots: 0 } });
  const record = await db.recordResult.findFirstOrThrow({
    where: { scoringId: pendingRun.scoringId!, itemId: { not: null } },
    select: { id: true, itemId: true },
  });
  const slugOf = async (id: string) => (await db.submission.findUniqueOrThrow({ where: { id } })).modelSlug;
  fixtures = {
    slugA: await slugOf(modelA),
    slugB: await slugOf(modelB),
    pendingId,
    draftId,
    pendingRecordId: String(record.id),
    itemId: record.itemId!,
    extractionApprovedId,
    extractionPendingId,
    submitterMailToken: submitterUser.mailUnsubscribeToken,
    today: new Date().toISOString().slice(0, 10),
  };

  await seedHostedRuns({ submitter, draftId, pendingId });

  // Hosted runs on (the start form shows); no background worker, so the seeded runs stay as they are.
  [portal, browser] = await Promise.all([sharedPortal(), sharedBrowser()]);
  for (const visitor of VISITORS) {
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    const person = people[visitor];
    if (person) await signInContext(context, portal, { email: person.email, role: person.role });
    contexts.set(visitor, context);
  }
}, 600_000);

afterAll(async () => {
  for (const context of contexts.values()) await context.close();
  await browser?.close();
});

describe("accessibility", () => {
  it("has an address for every page of app/", () => {
    expect(
      Object.keys(PAGES)
        .filter((file) => file !== NOT_FOUND_FILE)
        .sort(),
    ).toEqual(pageFiles());
  });

  for (const [file, visits] of Object.entries(PAGES)) {
    for (const visit of visits) {
      it(`${file}: ${visit.label} (${visit.as}) has no serious or critical axe violation at a desktop's and a phone's width`, async () => {
        const address = visit.path(fixtures);
        const page = await contexts.get(visit.as)!.newPage();
        try {
          const response = await page.goto(`${portal.baseUrl}${address}`);
          expect(response?.status(), `${address}\n${portal.output().slice(-2000)}`).toBe(visit.status ?? 200);
          await waitForSettledLayout(page);
          // What folds away (a chart's table, a raw response) is checked unfolded, as a reader opens it.
          await page.evaluate(() => document.querySelectorAll("details").forEach((details) => (details.open = true)));
          // The page is loaded once and checked at each width in turn: its styles and charts follow the
          // window's size, so narrowing it lays the page out as a phone's first load would.
          const found: string[] = [];
          for (const [name, viewport] of Object.entries(VIEWPORTS)) {
            await page.setViewportSize(viewport);
            await waitForSettledLayout(page);
            const violations = await seriousViolations(page);
            const where = `${address} as ${visit.as} at ${name} (${viewport.width}x${viewport.height})`;
            if (violations.length > 0) found.push(describeViolations(violations, where));
          }
          expect(found, found.join("\n\n")).toEqual([]);
        } finally {
          await page.close();
        }
      });
    }
  }
});
