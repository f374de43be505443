// Two production instances of the portal on one database, as behind a load balancer: a decision
// made through one shows on the other's cached board (the time it took printed beside the 2 s promise; expired
// tags travel through PostgreSQL LISTEN/NOTIFY), a change announced from outside any server (a
// script, the rescore worker) reaches both, a session works on both, and rescore jobs run once
// although both instances run a worker.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { sweepAnalyses } from "@/lib/benchmarks/mrben/analyses/analyses-sweeper";
import { invalidateBoard } from "@/lib/platform/cache/board-cache";
import { SCORER } from "@/lib/benchmarks/mrben/mr-score";
import { openRescoreQueue } from "@/lib/rescore/queue";
import { startRescore } from "@/lib/rescore/start-rescore";
import { createActor, type Actor } from "../../helpers/actors";
import {
  createSubmission,
  FIXTURE,
  fixtureBytes,
  submitForReview,
  uploadResults,
  validMeta,
} from "../../helpers/api-calls";
import { waitFor } from "../../helpers/wait-for";
import { startWith } from "../../helpers/file-database";
import { startPortal, type Portal } from "../helpers/portal";
import { WORKER_ON } from "../helpers/portal-process";

/** What the portal promises: a decision shows on the other instance within this (measured and printed, not asserted). */
const PROPAGATION_PROMISE_MS = 2_000;
const MODEL = "Two-Instance-Model-13B";

startWith("benchmarks");
const NEXT_SCORER = { name: SCORER.name, version: "9.0.0-two-instances" };

let first: Portal;
let second: Portal;
let submitter: Actor;
let moderator: Actor;
let admin: Actor;
let submissionId = "";

beforeAll(async () => {
  [submitter, moderator, admin] = await Promise.all([
    createActor("user", "two-instance-submitter"),
    createActor("moderator", "two-instance-moderator"),
    createActor("admin", "two-instance-admin"),
  ]);
  const auth = { authorization: submitter.bearer };
  const created = await createSubmission(auth, { ...validMeta, modelName: MODEL });
  submissionId = String(created.body.id);
  for (const [shots, name] of [
    ["0", FIXTURE.simA],
    ["1", FIXTURE.simB],
  ] as const) {
    const upload = await uploadResults(auth, submissionId, shots, fixtureBytes(name), {
      "content-type": "application/gzip",
      "x-file-name": name,
    });
    expect(upload.status).toBe(201);
  }
  expect((await submitForReview(auth, submissionId)).status).toBe(200);
  // The files' analyses are stored before the instances start: their workers' sweeps then have
  // nothing to store, so nothing but the decisions and announcements below drops a board's cache.
  while ((await sweepAnalyses()) > 0);
  expect(await db.fileScoring.count({ where: { analysesVersion: null } })).toBe(0);
  [first, second] = await Promise.all([startPortal({ env: WORKER_ON }), startPortal({ env: WORKER_ON })]);
});

afterAll(async () => {
  await Promise.all([first?.stop(), second?.stop()]);
});

async function board(portal: Portal): Promise<{ html: string; cache: string | null; frontCache: string | null }> {
  const response = await fetch(`${portal.baseUrl}/`);
  expect(response.status).toBe(200);
  return {
    html: await response.text(),
    cache: response.headers.get("x-nextjs-cache"),
    frontCache: response.headers.get("x-mrben-front-cache"),
  };
}

/** Polls until `done` holds for the portal's board; answers how long it took since `since`. */
async function timeUntilBoard(portal: Portal, done: (html: string) => boolean, since: number): Promise<number> {
  await waitFor(`${portal.baseUrl} to serve the new board`, async () => done((await board(portal)).html), {
    everyMs: 50,
  });
  return performance.now() - since;
}

/** Prints a propagation time beside the promise it is measured against. */
function report(what: string, ms: number): void {
  const verdict = ms <= PROPAGATION_PROMISE_MS ? "within" : "OVER";
  console.info(
    `[two-instances] ${what} after ${Math.round(ms)} ms (${verdict} the ${PROPAGATION_PROMISE_MS} ms promise)`,
  );
}

async function decideThrough(portal: Portal, decision: "approve" | "unpublish", reason?: string): Promise<void> {
  const { revision } = await db.submission.findUniqueOrThrow({ where: { id: submissionId } });
  const response = await fetch(`${portal.baseUrl}/api/v1/submissions/${submissionId}/decisions`, {
    method: "POST",
    headers: { authorization: moderator.bearer, "content-type": "application/json" },
    body: JSON.stringify({ decision, revision, reason }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

describe("two instances on one database", () => {
  it("an approval through one instance shows on the other's cached board (promised within 2 s, measured), and so does unpublishing", async () => {
    for (const portal of [first, second]) {
      expect((await board(portal)).html).not.toContain(MODEL);
      const again = await board(portal);
      expect(again.cache, "the board is served from the page cache before the decision").toBe("HIT");
      await waitFor("the board answered by the front cache", async () => (await board(portal)).frontCache === "HIT", {
        timeoutMs: 10_000,
      });
    }

    const approvedAt = performance.now();
    await decideThrough(first, "approve");
    const shownAfter = await timeUntilBoard(second, (html) => html.includes(MODEL), approvedAt);
    expect((await board(first)).html).toContain(MODEL);
    report("approval through one instance shown by the other", shownAfter);

    expect((await board(second)).cache).toBe("HIT");
    await waitFor("the new board answered by the front cache", async () => (await board(first)).frontCache === "HIT", {
      timeoutMs: 10_000,
    });
    const unpublishedAt = performance.now();
    await decideThrough(second, "unpublish", "Checking that unpublishing reaches the other instance.");
    const goneAfter = await timeUntilBoard(first, (html) => !html.includes(MODEL), unpublishedAt);
    report("unpublishing through one instance shown by the other", goneAfter);
  });

  it("a change announced outside any server (a script, the rescore worker) reaches both instances", async () => {
    const { revision } = await db.submission.findUniqueOrThrow({ where: { id: submissionId } });
    const restore = await fetch(`${first.baseUrl}/api/v1/submissions/${submissionId}/decisions`, {
      method: "POST",
      headers: { authorization: moderator.bearer, "content-type": "application/json" },
      body: JSON.stringify({ decision: "restore", revision }),
    });
    expect(restore.status).toBe(200);
    for (const portal of [first, second])
      await timeUntilBoard(portal, (html) => html.includes(MODEL), performance.now());

    const renamed = `${MODEL}-renamed-by-a-script`;
    await db.submission.update({ where: { id: submissionId }, data: { modelName: renamed } });
    for (const portal of [first, second]) expect((await board(portal)).html).not.toContain(renamed);

    const announcedAt = performance.now();
    await invalidateBoard();
    const shown = await Promise.all(
      [first, second].map((portal) => timeUntilBoard(portal, (html) => html.includes(renamed), announcedAt)),
    );
    report("a script's announcement shown by both instances", Math.max(...shown));
  });

  it("a session started on one instance works on the other, for reading and for writing", async () => {
    for (const portal of [first, second]) {
      const me = await fetch(`${portal.baseUrl}/api/v1/me`, { headers: { cookie: submitter.cookie } });
      expect(me.status).toBe(200);
      expect(await me.json()).toMatchObject({ user: { email: submitter.email } });
      const created = await fetch(`${portal.baseUrl}/api/v1/submissions`, {
        method: "POST",
        headers: { cookie: submitter.cookie, origin: portal.baseUrl, "content-type": "application/json" },
        body: JSON.stringify({ ...validMeta, modelName: `Session-Check-${portal.baseUrl.split(":").at(-1)}` }),
      });
      expect(created.status, await created.clone().text()).toBe(201);
    }
  });

  it("a rescore is processed once although both instances run a worker, and the switch reaches both boards", async () => {
    const { modelSlug } = await db.submission.findUniqueOrThrow({ where: { id: submissionId } });
    // React separates adjacent text with `<!-- -->`; the scorer cell reads "mrben-mr-score 1.1.0".
    const scorerShown = async (portal: Portal, version: string) => {
      const html = await (await fetch(`${portal.baseUrl}/models/${modelSlug}`)).text();
      return html.replaceAll("<!-- -->", "").includes(`${SCORER.name} ${version}</td>`);
    };
    for (const portal of [first, second]) expect(await scorerShown(portal, SCORER.version)).toBe(true);

    // What the admin page's action does, from this process: the jobs go to the shared queue,
    // whose only workers are the two instances'.
    const queue = await openRescoreQueue();
    const actor = await db.user.findUniqueOrThrow({ where: { id: admin.id } });
    const started = await startRescore({ actor, scorer: NEXT_SCORER, queue });
    await queue.stop({ graceful: false });
    expect(started.ok).toBe(true);

    const campaign = await waitFor(
      "the rescore campaign to settle",
      async () => {
        const found = await db.rescoreCampaign.findFirstOrThrow({ include: { items: true } });
        return (found.status === "completed" || found.status === "failed") && found;
      },
      { timeoutMs: 120_000 },
    );
    const switchedAt = performance.now();
    expect(campaign.status).toBe("completed");
    expect(campaign.items.map((item) => [item.status, item.attempts])).toEqual([
      ["done", 1],
      ["done", 1],
    ]);
    const scorings = await db.fileScoring.groupBy({
      by: ["scorerVersion"],
      _count: true,
      orderBy: { scorerVersion: "asc" },
    });
    expect(scorings.map((group) => [group.scorerVersion, group._count])).toEqual([
      [SCORER.version, 2],
      [NEXT_SCORER.version, 2],
    ]);

    // The worker that switched the board ran outside any request: its announcement reaches both.
    for (const portal of [first, second])
      await waitFor(`${portal.baseUrl} to show the new scorer`, () => scorerShown(portal, NEXT_SCORER.version), {
        everyMs: 50,
      });
    report("the rescore worker's switch shown by both instances", performance.now() - switchedAt);
  });
});
