// Hosted runs end to end against the fake OpenAI-compatible server, with the real pg-boss worker:
// a run over a few coding items (some answers malformed, some slow, some 429 with Retry-After, some
// failing every attempt) asks each prompt once and writes the official first-stage file from its
// answers; cancelling, the spending cap, two workers on one run (at 4 and at 64 in flight, answers
// settled in batches), a killed worker, and the refusals.
import { createHash, randomBytes } from "node:crypto";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import * as hostedRunsRoute from "@/app/api/v1/submissions/[id]/hosted-runs/route";
import * as cancelRoute from "@/app/api/v1/submissions/[id]/hosted-runs/[runId]/cancel/route";
import { db } from "@/lib/db";
import { freePort } from "@/lib/platform/launcher/local-server";
import { buildQueryPrompt } from "@/lib/benchmarks/mrben/hosted/build-prompt";
import { datasetRecordOf } from "@/lib/benchmarks/mrben/hosted/dataset-record";
import { evaluationResultOf, firstStageResultsText } from "@/lib/benchmarks/mrben/hosted/results-file";
import { EMPTY_ALLOW_LIST } from "@/lib/hosted-endpoint/address-policy";
import { claimAnswers, settleAnswers } from "@/lib/hosted-runs/answer-claims";
import { cancelHostedRun } from "@/lib/hosted-runs/cancel-hosted-run";
import { closePortalHostedRunQueue, openHostedRunQueue } from "@/lib/hosted-runs/queue";
import { getHostedRunProgress } from "@/lib/hosted-runs/progress";
import { startHostedRun } from "@/lib/hosted-runs/start-hosted-run";
import { workHostedRun } from "@/lib/hosted-runs/work-run";
import { startHostedRunWorker, type HostedRunWorker } from "@/lib/hosted-runs/worker";
import type PgBoss from "pg-boss";
import type { RateLimit } from "@/lib/validations/rate-limit";
import { createActor, type Actor } from "../helpers/actors";
import { importTheBenchmark } from "../helpers/benchmark";
import { startFakeOpenAiServer, type FakeOpenAiServer } from "../helpers/fake-openai-server";
import { waitFor } from "../helpers/wait-for";
import { ALLOW_LOOPBACK, KILLED_WORKER_LEASE_MS, LEASE_MS } from "../helpers/hosted-run-settings";
import { AUTH_USER_SELECT } from "@/lib/auth/users";
import { startStanding } from "@/lib/hosted-runs/start-limits";

vi.hoisted(() => {
  process.env.EVAL_SECRETS_KEY = "11".repeat(32);
  process.env.HOSTED_LEASE_SECONDS = "2";
  // The route handlers take the admin's allow-list from the environment.
  process.env.HOSTED_ENDPOINT_ALLOW = "127.0.0.1";
  delete process.env.JUDGE_API_BASE_URL;
});

// No request here ends by its timeout: the fake endpoints answer, or a test holds the answer back and then
// only an abort ends the request (so a cancelled run's requests given back were aborted, not timed out).
const RETRY = { timeoutMs: 600_000, maxRetries: 1, firstBackoffMs: 20, maxRetryWaitMs: 1_500 };
const ALLOW = ALLOW_LOOPBACK;
const API_KEY = "sk-test-hosted-0123456789";

const sha = (text: string) => createHash("sha256").update(text).digest("hex");
const bucket = (prompt: string, n: number) => parseInt(sha(prompt).slice(0, 8), 16) % n;

/** A proper answer for most prompts, one the official parser cannot split for a fifth. */
function modelAnswer(prompt: string): string {
  if (bucket(prompt, 5) === 0) return "I looked at it and it seems fine to me.";
  return `Solution Analysis: step by step.\nSolution Correctness: incorrect\nFirst Error Step: Step 2\nError Reason: ${sha(prompt).slice(0, 6)} ünïcode`;
}

/** Some prompts are rate-limited once (Retry-After: 1), some slow, some fail every attempt. */
function behaviour(prompt: string): string {
  const h = sha(prompt).slice(0, 12);
  switch (bucket(prompt, 9)) {
    case 0:
      return `RATE-LIMIT-ONCE ${h}`;
    case 1:
      return "DELAY 150";
    case 2:
      return bucket(prompt, 2) === 0 ? "NOT-JSON" : "";
    default:
      return "";
  }
}

/** Holds a fake endpoint's answers until the test lets them go, in the order their requests arrived. */
function answerGate() {
  const held: (() => void)[] = [];
  let released = 0;
  return {
    /** The fake server's onRequest: each request waits here for its turn. */
    hold: () => new Promise<void>((release) => void held.push(release)),
    /** The requests that have arrived, held or let go. */
    arrived: () => held.length,
    /** Lets the next `count` held answers go (every one that arrived, by default). */
    release(count = held.length - released) {
      for (const release of held.slice(released, released + count)) release();
      released = Math.min(held.length, released + count);
    },
  };
}

let server: FakeOpenAiServer;
let slow: FakeOpenAiServer;
let alice: Actor;
let bob: Actor;
let queue: PgBoss;
const workers: HostedRunWorker[] = [];

async function authUser(id: string) {
  return db.user.findUniqueOrThrow({
    where: { id },
    select: AUTH_USER_SELECT,
  });
}

async function draftSubmission(actor: Actor, modelName: string): Promise<string> {
  const benchmark = await db.benchmark.findUniqueOrThrow({ where: { slug: "mr-ben" }, select: { id: true } });
  const submission = await db.submission.create({
    data: {
      userId: actor.id,
      benchmarkId: benchmark.id,
      modelName,
      modelSlug: modelName.toLowerCase(),
      modelLink: "https://example.org/model",
      description: "hosted",
      organization: "Tests",
      openWeights: true,
      priceInputUsdPerMTok: 1,
      priceOutputUsdPerMTok: 2,
      temperature: 0,
      judgeModel: "gpt-4-turbo-2024-04-09",
      notes: "",
    },
  });
  return submission.id;
}

async function start(
  actor: Actor,
  submissionId: string,
  input: Record<string, unknown>,
  base: FakeOpenAiServer = server,
): Promise<string> {
  const started = await startHostedRun({
    submissionId,
    actor: await authUser(actor.id),
    input: {
      baseUrl: base.baseUrl,
      model: "org/Hosted-7B",
      apiKey: API_KEY,
      shots: [0],
      subjects: ["coding"],
      ...input,
    },
    allow: ALLOW,
    queue,
  });
  if (!started.ok) throw new Error(`${started.error.code}: ${started.error.message}`);
  return started.value.runId;
}

const runRow = (runId: string) => db.hostedRun.findUniqueOrThrow({ where: { id: runId } });

const ended = (runId: string, timeoutMs = 90_000) =>
  waitFor(
    `hosted run ${runId} to end`,
    async () => {
      const run = await runRow(runId);
      return !["queued", "running"].includes(run.status) && run;
    },
    { timeoutMs, everyMs: 100 },
  );

/** Requests the fake server received for each prompt. */
function requestsPerPrompt(fake: FakeOpenAiServer): Map<string, number> {
  const counts = new Map<string, number>();
  for (const request of fake.requests) {
    const key = sha(request.body.messages[0]?.content ?? "");
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

/** The prompt of an answer row, as the official code builds it. */
async function promptOf(itemId: string, shots: number): Promise<string> {
  const item = await db.benchmarkItem.findUniqueOrThrow({ where: { id: itemId } });
  const built = buildQueryPrompt({
    solution: { ...item, steps: item.steps as string[] },
    shots,
    demos: null,
  });
  if (!built.ok) throw new Error(built.error.message);
  return built.value;
}

beforeAll(async () => {
  server = await startFakeOpenAiServer({ answer: modelAnswer, behaviour });
  slow = await startFakeOpenAiServer({ answer: modelAnswer, behaviour: () => "DELAY 400" });
  await importTheBenchmark({ only: ["coding"] });
  alice = await createActor("user", "alice");
  bob = await createActor("user", "bob");
  queue = await openHostedRunQueue();
}, 120_000);

afterAll(async () => {
  for (const worker of workers) await worker.stop().catch(() => {});
  await queue?.stop({ graceful: false, wait: true });
  await closePortalHostedRunQueue();
  await server?.close();
  await slow?.close();
});

async function startWorker(leaseMs = LEASE_MS): Promise<HostedRunWorker> {
  const worker = await startHostedRunWorker({
    retry: RETRY,
    leaseMs,
    allow: ALLOW,
    pollingIntervalSeconds: 0.5,
  });
  workers.push(worker);
  return worker;
}

describe("a hosted run over 36 coding items at 0 shots", () => {
  let runId: string;

  beforeAll(async () => {
    const submissionId = await draftSubmission(alice, "Hosted-A");
    runId = await start(alice, submissionId, { itemLimit: 36, concurrency: 4 });
    await startWorker();
    await ended(runId);
  }, 120_000);

  it("completes, asks every prompt once (a 429's or a failure's second attempt is its retry), and counts right", async () => {
    // This file's portal has no judge (JUDGE_API_BASE_URL unset): the judge stage that follows fails, naming it.
    const run = await waitFor("the judge stage to leave pending", async () => {
      const row = await runRow(runId);
      return row.judgeStage !== "pending" && row;
    });
    expect(run).toMatchObject({
      status: "completed",
      sealedApiKey: null,
      judgeStage: "failed",
      judgeFailureCode: "no-judge-configured",
      totalItems: 36,
    });
    const answers = await db.hostedAnswer.findMany({ where: { runId }, orderBy: { position: "asc" } });
    expect(answers).toHaveLength(36);
    const seen = requestsPerPrompt(server);
    const prompts = await Promise.all(answers.map((answer) => promptOf(answer.itemId, 0)));
    answers.forEach((answer, i) => {
      expect(seen.get(sha(prompts[i]!)), `answer ${i}`).toBe(answer.attempts);
      const expected = behaviour(prompts[i]!);
      expect(answer.attempts).toBe(expected.startsWith("RATE-LIMIT") || expected === "NOT-JSON" ? 2 : 1);
      expect(answer.status).toBe(expected === "NOT-JSON" ? "failed" : "answered");
    });
    expect(new Set(prompts.map(sha)).size).toBe(36);
    expect([...seen.keys()].every((key) => prompts.some((prompt) => sha(prompt) === key))).toBe(true);
    const failed = answers.filter((answer) => answer.status === "failed");
    expect(failed.length).toBeGreaterThan(0);
    expect(failed.every((answer) => answer.failureCode === "invalid-response" && answer.rawResponse === "")).toBe(true);
    expect(answers.some((answer) => (answer.parsed as Record<string, string>).solutionCorrectness === "")).toBe(true);
    const sum = (pick: (a: (typeof answers)[number]) => number | null) =>
      answers.reduce((total, answer) => total + (pick(answer) ?? 0), 0);
    expect(run).toMatchObject({
      requests: 36,
      answeredItems: 36,
      promptTokens: sum((a) => a.promptTokens),
      completionTokens: sum((a) => a.completionTokens),
    });
    expect(server.requests.every((request) => request.authorization === `Bearer ${API_KEY}`)).toBe(true);
    expect(server.requests[0]!.body).toMatchObject({ model: "org/Hosted-7B", temperature: 0, top_p: 0.9 });
    const progress = await getHostedRunProgress({ submissionId: run.submissionId, runId });
    expect(progress).toMatchObject({ status: "completed", answered: 36, total: 36, requests: 36, secondsLeft: null });
    expect(progress!.costUsd).toBeCloseTo((run.promptTokens * 1 + run.completionTokens * 2) / 1e6, 10);
    expect(JSON.stringify(progress)).not.toContain(API_KEY);
  });

  it("stores the first-stage file, equal to what results-file.ts writes from the stored answers", async () => {
    const files = await db.hostedRunFile.findMany({ where: { runId }, include: { file: true } });
    expect(files).toHaveLength(1);
    expect(files[0]).toMatchObject({ shots: 0, fileName: "Hosted-7B_0shot_cot_True_eval_results.json" });
    const text = gunzipSync(files[0]!.file.gzipBytes).toString("utf8");
    const answers = await db.hostedAnswer.findMany({ where: { runId }, orderBy: { position: "asc" } });
    const records = await Promise.all(
      answers.map(async (answer) => {
        const item = await db.benchmarkItem.findUniqueOrThrow({ where: { id: answer.itemId } });
        return {
          record: datasetRecordOf({
            ...item,
            steps: item.steps as string[],
            extra: item.extra as Record<string, unknown>,
          }),
          queryPrompt: await promptOf(answer.itemId, 0),
          result: evaluationResultOf({ evaluatedModel: "org/Hosted-7B", rawResponse: answer.rawResponse ?? "" }),
        };
      }),
    );
    expect(text).toBe(firstStageResultsText({ subjects: [{ subject: "coding", records }] }));
    expect(files[0]!.file.sha256).toBe(sha(text));
  });
});

describe("stopping a run", () => {
  it("cancelled mid-run: it stops in cancelled with the answers settled so far, the key gone, and the requests in flight aborted unstored", async () => {
    const gate = answerGate();
    const gated = await startFakeOpenAiServer({ answer: modelAnswer, onRequest: gate.hold });
    try {
      const submissionId = await draftSubmission(alice, "Hosted-Cancel");
      const runId = await start(alice, submissionId, { itemLimit: 30, concurrency: 2 }, gated);
      await startWorker();
      // At concurrency 2, two requests go out, and no more while their answers are held.
      await waitFor("two requests to arrive", async () => gate.arrived() >= 2);
      expect(gate.arrived()).toBe(2);
      gate.release(2);
      // A request goes out only when one in flight has settled: four have arrived once both answers are
      // stored, and no fifth while the last two are held. So the run is cancelled with exactly two answered.
      await waitFor("two more requests to arrive", async () => gate.arrived() >= 4);
      expect(gate.arrived()).toBe(4);
      expect(await runRow(runId)).toMatchObject({ status: "running", answeredItems: 2, requests: 4 });

      const refused = await cancelHostedRun({ submissionId, runId, actor: await authUser(bob.id) });
      expect(refused).toMatchObject({ ok: false, error: { code: "not-allowed" } });
      expect(await cancelHostedRun({ submissionId, runId, actor: await authUser(alice.id) })).toEqual({ ok: true });
      const run = await runRow(runId);
      expect(run).toMatchObject({ status: "cancelled", sealedApiKey: null, failureCode: "cancelled" });
      // The held answers never come and no timeout falls within the test: only an abort gives them back.
      await waitFor(
        "the workers to give the answers back",
        async () => (await db.hostedAnswer.count({ where: { runId, leaseToken: { not: null } } })) === 0,
      );
      expect(await runRow(runId)).toMatchObject({ status: "cancelled", answeredItems: 2, requests: 4 });
      expect(gated.requests.map((request) => request.answeredAt !== null)).toEqual([true, true, false, false]);
      const answers = await db.hostedAnswer.findMany({ where: { runId }, orderBy: { position: "asc" } });
      expect(answers.map((answer) => answer.status)).toEqual([
        ...Array<string>(2).fill("answered"),
        ...Array<string>(28).fill("pending"),
      ]);
      expect(answers.slice(2).every((answer) => answer.rawResponse === null && answer.attempts === 0)).toBe(true);
      expect(await cancelHostedRun({ submissionId, runId, actor: await authUser(alice.id) })).toMatchObject({
        ok: false,
        error: { code: "run-ended" },
      });
    } finally {
      gate.release();
      await gated.close();
    }
  });

  it("at its request cap: it stops in cap-reached, never past the cap", async () => {
    const submissionId = await draftSubmission(alice, "Hosted-Cap");
    const runId = await start(alice, submissionId, { itemLimit: 30, concurrency: 4, maxRequests: 7 });
    await startWorker();
    const run = await ended(runId);
    expect(run).toMatchObject({ status: "cap_reached", failureCode: "request-cap-reached", sealedApiKey: null });
    expect(run.requests).toBe(7);
    expect(run.answeredItems).toBeLessThanOrEqual(7);
  });

  it("at its token cap, with max_tokens set: it stops in cap-reached with the tokens spent within the cap", async () => {
    const submissionId = await draftSubmission(alice, "Hosted-Tokens");
    const runId = await start(alice, submissionId, {
      itemLimit: 30,
      concurrency: 3,
      maxTokens: 64,
      maxTotalTokens: 6_000,
    });
    await startWorker();
    const run = await ended(runId);
    expect(run).toMatchObject({ status: "cap_reached", failureCode: "token-cap-reached" });
    expect(run.spentTokens).toBeLessThanOrEqual(6_000);
    expect(run.promptTokens + run.completionTokens).toBeLessThanOrEqual(6_000);
  });
});

describe("an endpoint that reports absurd usage and answers with NUL", () => {
  it("counts the estimate instead and says why, keeps the counters in range, and asks each prompt once", async () => {
    const absurd = await startFakeOpenAiServer({
      answer: (prompt) => `${modelAnswer(prompt)}\u0000`,
      usage: () => ({ prompt_tokens: 1_000_000_000, completion_tokens: 1_000_000_000 }),
    });
    try {
      const submissionId = await draftSubmission(alice, "Hosted-Absurd");
      const runId = await start(alice, submissionId, { itemLimit: 3, model: "Absurd-7B" }, absurd);
      await workHostedRun({ runId, retry: RETRY, leaseMs: LEASE_MS, allow: ALLOW });
      const run = await ended(runId);
      expect(run).toMatchObject({ status: "completed", requests: 3, implausibleUsage: 3, promptTokens: 0 });
      expect(run.spentTokens).toBeGreaterThan(0);
      expect(run.spentTokens).toBeLessThan(1_000_000);
      expect(absurd.requests).toHaveLength(3);
      expect(await getHostedRunProgress({ submissionId, runId })).toMatchObject({ implausibleUsage: 3 });
      const answers = await db.hostedAnswer.findMany({ where: { runId } });
      for (const answer of answers) {
        expect(answer).toMatchObject({ status: "answered", promptTokens: null });
        expect(answer.usageNote).toContain("1000000000 prompt and 1000000000 completion tokens");
        expect(answer.rawResponse).not.toContain("\u0000");
      }
    } finally {
      await absurd.close();
    }
  });
});

describe("an endpoint that echoes the API key", () => {
  it("stores the answers without the key, in any of its simple encodings", async () => {
    const echoes = [
      API_KEY,
      Buffer.from(API_KEY).toString("base64"),
      [...API_KEY].reverse().join(""),
      [...API_KEY].join(" "),
    ];
    const echoing = await startFakeOpenAiServer({
      answer: (prompt) => `${modelAnswer(prompt)}\nYour key: ${echoes.join(" / ")}`,
    });
    try {
      const submissionId = await draftSubmission(alice, "Hosted-Echo");
      const runId = await start(alice, submissionId, { itemLimit: 2, model: "Echo-7B" }, echoing);
      await workHostedRun({ runId, retry: RETRY, leaseMs: LEASE_MS, allow: ALLOW });
      expect((await ended(runId)).status).toBe("completed");
      const stored = JSON.stringify(await db.hostedAnswer.findMany({ where: { runId } }));
      expect(stored).toContain("Your key: [API key] / [API key] / [API key] / [API key]");
      for (const echo of echoes) expect(stored).not.toContain(echo);
    } finally {
      await echoing.close();
    }
  });
});

describe("an endpoint where nothing listens", () => {
  it("fails the run naming the refused connection, stores no file and gives the submission no run", async () => {
    const baseUrl = `http://127.0.0.1:${await freePort()}/v1`;
    const submissionId = await draftSubmission(alice, "Hosted-Dead");
    const runId = await start(alice, submissionId, { itemLimit: 3, model: "Dead-7B", baseUrl });
    await workHostedRun({ runId, retry: RETRY, leaseMs: LEASE_MS, allow: ALLOW });
    const run = await ended(runId);
    expect(run).toMatchObject({ status: "failed", failureCode: "requests-failed", sealedApiKey: null });
    expect(run.failureDetail).toMatch(/^3 of 3 requests failed: the endpoint refused the connection/);
    expect(await db.hostedRunFile.count({ where: { runId } })).toBe(0);
    expect(await db.submissionRun.count({ where: { submissionId } })).toBe(0);
    expect(await getHostedRunProgress({ submissionId, runId })).toMatchObject({ answered: 3, failedRequests: 3 });
  });
});

describe("sharing and resuming", () => {
  it("two workers on one run ask nothing twice", async () => {
    const before = requestsPerPrompt(server);
    const submissionId = await draftSubmission(alice, "Hosted-Two");
    const runId = await start(alice, submissionId, { itemLimit: 24, concurrency: 4, model: "Two-7B" });
    const work = () => workHostedRun({ runId, retry: RETRY, leaseMs: LEASE_MS, allow: ALLOW });
    await Promise.all([work(), work()]);
    const run = await ended(runId);
    expect(run.status).toBe("completed");
    const answers = await db.hostedAnswer.findMany({ where: { runId } });
    const after = requestsPerPrompt(server);
    for (const answer of answers) {
      const key = sha(await promptOf(answer.itemId, 0));
      expect((after.get(key) ?? 0) - (before.get(key) ?? 0)).toBe(answer.attempts);
    }
    expect(run.requests).toBe(24);
  });

  it("two workers at concurrency 64, settling answers in batches, ask nothing twice and count every answer once", async () => {
    const before = requestsPerPrompt(server);
    const submissionId = await draftSubmission(alice, "Hosted-Wide");
    const runId = await start(alice, submissionId, { itemLimit: 200, concurrency: 64, model: "Wide-7B" });
    const work = () => workHostedRun({ runId, retry: RETRY, leaseMs: LEASE_MS, allow: ALLOW });
    await Promise.all([work(), work()]);
    const run = await ended(runId);
    expect(run.status).toBe("completed");
    const answers = await db.hostedAnswer.findMany({ where: { runId } });
    expect(answers).toHaveLength(200);
    const after = requestsPerPrompt(server);
    for (const answer of answers) {
      const key = sha(await promptOf(answer.itemId, 0));
      expect((after.get(key) ?? 0) - (before.get(key) ?? 0)).toBe(answer.attempts);
    }
    const sum = (pick: (answer: (typeof answers)[number]) => number | null) =>
      answers.reduce((total, answer) => total + (pick(answer) ?? 0), 0);
    expect(run).toMatchObject({
      answeredItems: 200,
      requests: 200,
      promptTokens: sum((answer) => answer.promptTokens),
      completionTokens: sum((answer) => answer.completionTokens),
    });
  });

  it("a batch of settlements writes only the answers its lease still holds", async () => {
    const submissionId = await draftSubmission(alice, "Hosted-Batch");
    const runId = await start(alice, submissionId, { itemLimit: 3, concurrency: 3, model: "Batch-7B" });
    await db.hostedRun.update({ where: { id: runId }, data: { status: "running" } });
    const claim = await claimAnswers({ runId, leaseToken: "lease-a", leaseMs: 60_000, want: 3 });
    if (claim.stopped !== null) throw new Error(`the run stopped: ${claim.stopped}`);
    const [kept, lost, alsoKept] = claim.answers;
    // Its lease ran out and another worker took it.
    await db.hostedAnswer.update({ where: { id: lost!.id }, data: { leaseToken: "lease-b" } });
    const settlement = (text: string) => ({
      rawResponse: text,
      parsed: {},
      usage: { promptTokens: 10, completionTokens: 2 },
      usageNote: null,
      attempts: 1,
      failure: null,
    });
    const results = await settleAnswers({
      runId,
      leaseToken: "lease-a",
      settlements: [kept!, lost!, alsoKept!].map((answer) => ({
        answerId: answer.id,
        settlement: settlement(answer.id),
      })),
    });
    // Counted in the batch's order, so only one settlement can see the run's last answer.
    expect(results).toEqual([{ answered: 1, total: 3 }, null, { answered: 2, total: 3 }]);
    const rows = await db.hostedAnswer.findMany({ where: { runId } });
    const stored = new Map(rows.map((row) => [row.id, [row.status, row.rawResponse]]));
    expect(stored.get(kept!.id)).toEqual(["answered", kept!.id]);
    expect(stored.get(alsoKept!.id)).toEqual(["answered", alsoKept!.id]);
    expect(stored.get(lost!.id)).toEqual(["pending", null]);
    expect(await runRow(runId)).toMatchObject({ answeredItems: 2, promptTokens: 20, completionTokens: 4 });
    await db.hostedRun.update({ where: { id: runId }, data: { status: "cancelled" } });
  });

  it("a killed worker's run resumes from its answered items on another worker", async () => {
    // Only what this run asks counts, whatever else this server was asked.
    const before = requestsPerPrompt(slow);
    const submissionId = await draftSubmission(alice, "Hosted-Kill");
    const runId = await start(alice, submissionId, { itemLimit: 20, concurrency: 3, model: "Kill-7B" }, slow);
    const first = await startWorker(KILLED_WORKER_LEASE_MS);
    await waitFor("five answers", async () => (await runRow(runId)).answeredItems >= 5, { timeoutMs: 60_000 });
    await first.kill();
    const answeredBefore = await db.hostedAnswer.findMany({ where: { runId, status: { not: "pending" } } });
    await startWorker(KILLED_WORKER_LEASE_MS);
    const run = await ended(runId);
    expect(run.status).toBe("completed");
    const after = requestsPerPrompt(slow);
    const seen = new Map([...after].map(([key, count]) => [key, count - (before.get(key) ?? 0)]));
    for (const answer of answeredBefore) expect(seen.get(sha(await promptOf(answer.itemId, 0)))).toBe(1);
    const answers = await db.hostedAnswer.findMany({ where: { runId } });
    const counts = await Promise.all(answers.map(async (a) => seen.get(sha(await promptOf(a.itemId, 0))) ?? 0));
    // Only the requests in flight when the worker was killed were asked again.
    expect(counts.every((count) => count === 1 || count === 2)).toBe(true);
    expect(counts.filter((count) => count === 2).length).toBeLessThanOrEqual(3);
    expect(run.answeredItems).toBe(20);
  });
});

describe("refusals", () => {
  it("refuses a loopback endpoint unless an admin allowed it", async () => {
    const submissionId = await draftSubmission(alice, "Hosted-Loop");
    const started = await startHostedRun({
      submissionId,
      actor: await authUser(alice.id),
      input: { baseUrl: server.baseUrl, model: "m", apiKey: API_KEY, shots: [0] },
      allow: EMPTY_ALLOW_LIST,
      queue,
    });
    expect(started).toMatchObject({ ok: false, error: { code: "address-refused", errors: [{ pointer: "baseUrl" }] } });
    expect(await db.hostedRun.count({ where: { submissionId } })).toBe(0);
  });

  it("are off without EVAL_SECRETS_KEY, and say so", async () => {
    const submissionId = await draftSubmission(alice, "Hosted-Off");
    const started = await startHostedRun({
      submissionId,
      actor: await authUser(alice.id),
      input: { baseUrl: server.baseUrl, model: "m", apiKey: API_KEY, shots: [0] },
      sealingKey: null,
      allow: ALLOW,
      queue,
    });
    expect(started).toMatchObject({ ok: false, error: { code: "hosted-runs-off" } });
    expect(!started.ok && started.error.message).toMatch(/EVAL_SECRETS_KEY/);
  });

  it("refuses someone else's submission, and invalid input field by field", async () => {
    const submissionId = await draftSubmission(alice, "Hosted-Other");
    const input = { baseUrl: server.baseUrl, model: "m", shots: [0] };
    const other = await startHostedRun({ submissionId, actor: await authUser(bob.id), input, allow: ALLOW, queue });
    expect(other).toMatchObject({ ok: false, error: { code: "not-your-submission" } });
    const invalid = await startHostedRun({
      submissionId,
      actor: await authUser(alice.id),
      input: { ...input, shots: [2], concurrency: 0, key: randomBytes(4).toString("hex") },
      allow: ALLOW,
      queue,
    });
    expect(invalid).toMatchObject({ ok: false, error: { code: "invalid-input" } });
    const pointers =
      !invalid.ok && "errors" in invalid.error ? invalid.error.errors!.map((error) => error.pointer) : [];
    expect(pointers).toEqual(expect.arrayContaining(["shots.0", "concurrency"]));
  });
});

describe("the start limits", () => {
  const startWith = async (actor: Actor, limits: { start: RateLimit | null; maxActive: number }) =>
    startHostedRun({
      submissionId: await draftSubmission(actor, `Limited-${randomBytes(3).toString("hex")}`),
      actor: await authUser(actor.id),
      input: { baseUrl: slow.baseUrl, model: "Limited-7B", apiKey: API_KEY, shots: [0], itemLimit: 1 },
      allow: ALLOW,
      queue,
      limits,
    });

  it("count starts apart from uploads: past the rate, a refusal says when to try again; parallel starts cannot all pass", async () => {
    const carol = await createActor("user", "carol");
    const limits = { start: { count: 3, windowSeconds: 3600, label: "3/hour" }, maxActive: 100 };
    const results = await Promise.all(Array.from({ length: 5 }, () => startWith(carol, limits)));
    expect(results.filter((result) => result.ok)).toHaveLength(3);
    expect(
      results
        .filter((result) => result.ok)
        .map((result) => result.ok && result.value.quota?.remaining)
        .sort(),
    ).toEqual([0, 1, 2]);
    const refused = results.find((result) => !result.ok);
    expect(refused).toMatchObject({
      ok: false,
      error: { code: "start-rate-limited", retryAfterSeconds: expect.any(Number), quota: { remaining: 0 } },
    });
    expect(!refused!.ok && refused!.error.message).toContain("3 hosted runs per 60 minutes (3/hour)");
    expect(await db.hostedRun.count({ where: { createdById: carol.id } })).toBe(3);
    // The start form's standing counts the same runs, without taking any.
    const standing = await startStanding({ userId: carol.id, limit: limits.start, maxActive: 5 });
    expect(standing).toMatchObject({ quota: { remaining: 0, limit: limits.start }, maxActive: 5 });
    expect(standing.quota!.resetSeconds).toBeGreaterThan(3500);
    expect(standing.active).toBe(
      await db.hostedRun.count({ where: { createdById: carol.id, status: { in: ["queued", "running"] } } }),
    );
    for (const run of await db.hostedRun.findMany({ where: { createdById: carol.id } }))
      await cancelHostedRun({ submissionId: run.submissionId, runId: run.id, actor: await authUser(carol.id) });
  });

  it("cap the runs a user has queued or running at once", async () => {
    const dave = await createActor("user", "dave");
    const limits = { start: null, maxActive: 1 };
    expect(await startStanding({ userId: dave.id, limit: null, maxActive: 1 })).toEqual({
      quota: null,
      active: 0,
      maxActive: 1,
    });
    const first = await startWith(dave, limits);
    expect(first.ok).toBe(true);
    expect((await startStanding({ userId: dave.id, limit: null, maxActive: 1 })).active).toBe(1);
    expect(await startWith(dave, limits)).toMatchObject({ ok: false, error: { code: "too-many-active-runs" } });
    const run = await db.hostedRun.findFirstOrThrow({ where: { createdById: dave.id } });
    await cancelHostedRun({ submissionId: run.submissionId, runId: run.id, actor: await authUser(dave.id) });
    expect((await startWith(dave, limits)).ok).toBe(true);
  });
});

describe("the API", () => {
  it("starts a run for its submitter (201, never the key back), lists it, and cancels it", async () => {
    const id = await draftSubmission(alice, "Hosted-Api");
    const url = `http://localhost/api/v1/submissions/${id}/hosted-runs`;
    const context = { params: Promise.resolve({ id }) };
    const body = JSON.stringify({ baseUrl: slow.baseUrl, model: "Api-7B", apiKey: API_KEY, shots: [0], itemLimit: 5 });
    const headers = (actor: Actor) => ({ authorization: actor.bearer, "content-type": "application/json" });
    const refused = await hostedRunsRoute.POST(
      new Request(url, { method: "POST", headers: headers(bob), body }),
      context,
    );
    expect(refused.status).toBe(404);
    const created = await hostedRunsRoute.POST(
      new Request(url, { method: "POST", headers: headers(alice), body }),
      context,
    );
    const text = await created.text();
    expect(created.status, text).toBe(201);
    expect(text).not.toContain(API_KEY);
    // Where the submitter stands in the start limit, as uploads say it.
    expect(created.headers.get("ratelimit-limit")).toBe("10000");
    expect(Number(created.headers.get("ratelimit-remaining"))).toBeGreaterThan(9000);
    const run = JSON.parse(text) as { id: string; total: number; endpoint: { hasApiKey: boolean } };
    expect(run).toMatchObject({ total: 5, endpoint: { hasApiKey: true } });
    expect(created.headers.get("location")).toBe(`/api/v1/submissions/${id}/hosted-runs/${run.id}`);
    const listed = await hostedRunsRoute.GET(new Request(url, { headers: headers(alice) }), context);
    expect(((await listed.json()) as { runs: { id: string }[] }).runs.map((r) => r.id)).toEqual([run.id]);
    const cancelled = await cancelRoute.POST(
      new Request(`${url}/${run.id}/cancel`, { method: "POST", headers: headers(alice) }),
      { params: Promise.resolve({ id, runId: run.id }) },
    );
    expect(cancelled.status).toBe(200);
    expect(await cancelled.json()).toMatchObject({ status: "cancelled", endpoint: { hasApiKey: false } });
  });
});
