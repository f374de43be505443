// A hosted run's judge stage against two fake OpenAI-compatible servers (the model and the judge),
// with the real pg-boss worker: a full run of two subjects at 0 and 1 shots goes from start to the
// board, and the scored file downloaded from the run, scored by the CLI, gives the board's figures;
// a worker killed mid-stage (nothing judged asked again), no judge configured, and a judge that
// answers 500 for some records, whose stage is tried again once the judge is back.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import * as runFileRoute from "@/app/api/v1/submissions/[id]/hosted-runs/[runId]/files/[shots]/[stage]/route";
import * as retryJudgeRoute from "@/app/api/v1/submissions/[id]/hosted-runs/[runId]/retry-judge/route";
import * as runRoute from "@/app/api/v1/submissions/[id]/hosted-runs/[runId]/route";
import { hostedJudgeOf } from "@/lib/benchmarks/mrben/hosted/hosted-judging";
import { needsVerdict, parseResponse } from "@/lib/benchmarks/mrben/mr-score";
import { db } from "@/lib/db";
import type { HostedJudge } from "@/lib/benchmarks/kind-hosted";
import { decideSubmission } from "@/lib/moderation/decide-submission";
import { closePortalHostedRunQueue, openHostedRunQueue } from "@/lib/hosted-runs/queue";
import { startHostedRun } from "@/lib/hosted-runs/start-hosted-run";
import { workJudgeStage } from "@/lib/hosted-runs/work-judge-stage";
import { workHostedRun } from "@/lib/hosted-runs/work-run";
import { startHostedRunWorker, type HostedRunWorker } from "@/lib/hosted-runs/worker";
import { submitForReview } from "@/lib/submissions/submit-for-review";
import type PgBoss from "pg-boss";
import { createActor, type Actor } from "../helpers/actors";
import { importTheBenchmark } from "../helpers/benchmark";
import { getLeaderboardCsv, getLeaderboardJson } from "../helpers/board-calls";
import { startFakeOpenAiServer, type FakeOpenAiServer } from "../helpers/fake-openai-server";
import { PROJECT_ROOT } from "../helpers/shared-data";
import { findInvariantViolations } from "../helpers/storage-invariants";
import { waitFor } from "../helpers/wait-for";
import { ALLOW_LOOPBACK, KILLED_WORKER_LEASE_MS, LEASE_MS } from "../helpers/hosted-run-settings";
import { AUTH_USER_SELECT } from "@/lib/auth/users";

vi.hoisted(() => {
  process.env.EVAL_SECRETS_KEY = "22".repeat(32);
  process.env.HOSTED_LEASE_SECONDS = "2";
  process.env.HOSTED_ENDPOINT_ALLOW = "127.0.0.1";
  // No JUDGE_API_BASE_URL: the portal has no judge of its own. (1-shot prompts take the
  // demonstrations importTheBenchmark stores with the version.)
  delete process.env.JUDGE_API_BASE_URL;
});

const SUBJECTS = ["physics", "coding"];
const RETRY = { timeoutMs: 10_000, maxRetries: 1, firstBackoffMs: 20, maxRetryWaitMs: 1_500 };
const ALLOW = ALLOW_LOOPBACK;

const sha = (text: string) => createHash("sha256").update(text).digest("hex");
const bucket = (text: string, n: number) => parseInt(sha(text).slice(0, 8), 16) % n;

/** The model: mostly "incorrect" with a step and a reason, sometimes "correct", sometimes unparseable. */
function modelAnswer(prompt: string): string {
  if (bucket(prompt, 7) === 0) return "It is hard to say.";
  const correctness = bucket(prompt, 3) === 0 ? "correct" : "incorrect";
  const step = `Step ${1 + bucket(`${prompt}step`, 4)}`;
  const reason = bucket(`${prompt}reason`, 2) === 0 ? "right" : "wrong";
  return `Solution Analysis: read it.\nSolution Correctness: ${correctness}\nFirst Error Step: ${step}\nError Reason: ${reason}`;
}

/** The judge: its verdict chosen by the prompt; a tenth of its answers without the headings (ERROR_PARSING). */
function judgeAnswer(prompt: string): string {
  if (bucket(prompt, 10) === 0) return "I would rather not say.";
  const decision = bucket(`${prompt}decision`, 2) === 0 ? "Correct" : "Wrong";
  return `1. Step-by-Step Reasoning: the truth.\n2. Student Error Reason Analysis: compared.\n3. Final Decision: ${decision}`;
}

let model: FakeOpenAiServer;
let judgeServer: FakeOpenAiServer;
let alice: Actor;
let moderator: Actor;
let queue: PgBoss;
const workers: HostedRunWorker[] = [];
const temp = mkdtempSync(path.join(os.tmpdir(), "hosted-judge-"));

const judgeOf = (server: FakeOpenAiServer, concurrency = 4): HostedJudge =>
  hostedJudgeOf(
    { baseUrl: server.baseUrl, apiKey: null, model: "judge-test-1", timeoutMs: 10_000, maxRetries: 1 },
    concurrency,
  );

async function authUser(id: string) {
  return db.user.findUniqueOrThrow({
    where: { id },
    select: AUTH_USER_SELECT,
  });
}

async function draftSubmission(modelName: string): Promise<string> {
  const benchmark = await db.benchmark.findUniqueOrThrow({ where: { slug: "mr-ben" }, select: { id: true } });
  const submission = await db.submission.create({
    data: {
      userId: alice.id,
      benchmarkId: benchmark.id,
      modelName,
      modelSlug: modelName.toLowerCase(),
      modelLink: "https://example.org/model",
      description: "hosted",
      organization: "Tests",
      openWeights: true,
      temperature: 0,
      judgeModel: "judge-test-1",
      notes: "",
    },
  });
  return submission.id;
}

async function start(submissionId: string, input: Record<string, unknown>): Promise<string> {
  const started = await startHostedRun({
    submissionId,
    actor: await authUser(alice.id),
    input: { baseUrl: model.baseUrl, model: "org/Judged-7B", shots: [0], subjects: ["coding"], ...input },
    allow: ALLOW,
    queue,
  });
  if (!started.ok) throw new Error(`${started.error.code}: ${started.error.message}`);
  return started.value.runId;
}

async function startWorker(judge: HostedJudge | null, leaseMs = LEASE_MS): Promise<HostedRunWorker> {
  const worker = await startHostedRunWorker({
    retry: RETRY,
    leaseMs,
    allow: ALLOW,
    pollingIntervalSeconds: 0.5,
    judge,
  });
  workers.push(worker);
  return worker;
}

const runRow = (runId: string) => db.hostedRun.findUniqueOrThrow({ where: { id: runId } });

const judgeStageEnded = (runId: string, timeoutMs = 180_000) =>
  waitFor(
    `the judge stage of run ${runId} to end`,
    async () => {
      const run = await runRow(runId);
      return (run.judgeStage === "completed" || run.judgeStage === "failed") && run;
    },
    { timeoutMs, everyMs: 200 },
  );

function requestsPerPrompt(server: FakeOpenAiServer): Map<string, number> {
  const counts = new Map<string, number>();
  for (const request of server.requests) {
    const key = sha(request.body.messages[0]?.content ?? "");
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

async function download(submissionId: string, runId: string, shots: number, stage: string): Promise<Response> {
  const url = `http://localhost/api/v1/submissions/${submissionId}/hosted-runs/${runId}/files/${shots}/${stage}`;
  return runFileRoute.GET(new Request(url, { headers: { authorization: alice.bearer } }), {
    params: Promise.resolve({ id: submissionId, runId, shots: String(shots), stage }),
  });
}

/** POST …/hosted-runs/{runId}/retry-judge as `actor`. */
async function retryJudge(submissionId: string, runId: string, actor: Actor = alice): Promise<Response> {
  const url = `http://localhost/api/v1/submissions/${submissionId}/hosted-runs/${runId}/retry-judge`;
  return retryJudgeRoute.POST(new Request(url, { method: "POST", headers: { authorization: actor.bearer } }), {
    params: Promise.resolve({ id: submissionId, runId }),
  });
}

async function runJson(submissionId: string, runId: string) {
  const url = `http://localhost/api/v1/submissions/${submissionId}/hosted-runs/${runId}`;
  const response = await runRoute.GET(new Request(url, { headers: { authorization: alice.bearer } }), {
    params: Promise.resolve({ id: submissionId, runId }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Record<string, unknown> & { judge: Record<string, unknown> };
}

/** `npm run score -- FILE --json`, as a child process. */
function scoreWithCli(file: string): { mean_mr_score: number; subjects: Record<string, { mr_score: number }> } {
  const result = spawnSync(process.execPath, [path.join(PROJECT_ROOT, "scripts/run-score.mjs"), file, "--json"], {
    cwd: PROJECT_ROOT,
    encoding: "utf8",
    maxBuffer: 256 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`score CLI exited ${result.status}: ${result.stderr}`);
  return JSON.parse(result.stdout) as { mean_mr_score: number; subjects: Record<string, { mr_score: number }> };
}

beforeAll(async () => {
  model = await startFakeOpenAiServer({ answer: modelAnswer });
  judgeServer = await startFakeOpenAiServer({ answer: judgeAnswer });
  await importTheBenchmark({ only: SUBJECTS });
  alice = await createActor("user", "alice");
  moderator = await createActor("moderator", "mod");
  queue = await openHostedRunQueue();
}, 120_000);

afterAll(async () => {
  for (const worker of workers) await worker.stop().catch(() => {});
  await queue?.stop({ graceful: false, wait: true });
  await closePortalHostedRunQueue();
  await model?.close();
  await judgeServer?.close();
  rmSync(temp, { recursive: true, force: true });
});

describe("a full hosted run of physics and coding at 0 and 1 shots, from start to board", () => {
  let submissionId: string;
  let runId: string;
  let worker: HostedRunWorker;

  beforeAll(async () => {
    submissionId = await draftSubmission("Judged-Full");
    runId = await start(submissionId, { shots: [0, 1], subjects: SUBJECTS, concurrency: 16 });
    worker = await startWorker(judgeOf(judgeServer, 8));
    await judgeStageEnded(runId, 300_000);
  }, 320_000);

  afterAll(async () => {
    await worker.stop();
  });

  it("asks the judge exactly about the records the official rule picks, with truth from the database, once each", async () => {
    const run = await runRow(runId);
    expect(run).toMatchObject({ status: "completed", judgeStage: "completed", judgeModel: "judge-test-1" });
    const answers = await db.hostedAnswer.findMany({
      where: { runId },
      include: { item: { select: { correctness: true, firstErrorStep: true } }, verdict: true },
    });
    let picked = 0;
    for (const answer of answers) {
      const parsed = parseResponse({ raw: answer.rawResponse ?? "" });
      const needs = needsVerdict({
        subject: answer.subject,
        truthCorrectness: answer.item.correctness,
        truthFirstErrorStep: answer.item.firstErrorStep,
        solutionCorrectness: parsed.solutionCorrectness,
        firstErrorStep: parsed.firstErrorStep,
      });
      expect(answer.verdict !== null, `answer ${answer.subject} ${answer.position} at ${answer.shots}`).toBe(needs);
      if (needs) picked++;
    }
    expect(picked).toBeGreaterThan(50);
    // The model was asked each prompt once (the fake never fails), under 16 requests at once.
    expect(answers).toHaveLength(2 * 905);
    expect(model.requests).toHaveLength(answers.length);
    expect(answers.some((answer) => answer.subject === "physics" && answer.verdict)).toBe(true);
    expect(run).toMatchObject({ judgeTotal: picked, judgedRecords: picked, judgeFailedRecords: 0 });
    expect(judgeServer.requests).toHaveLength(picked);
    expect(run.judgeRequests).toBe(picked);
    expect(judgeServer.requests[0]!.body).toMatchObject({ model: "judge-test-1", temperature: 0, top_p: 0.9 });
    const tokens = await db.hostedJudgeVerdict.aggregate({ where: { runId }, _sum: { promptTokens: true } });
    expect(run.judgePromptTokens).toBe(tokens._sum.promptTokens);
  });

  it("makes each shot's scored file a scored run of the submission, marked with the run, and says so in the run's JSON", async () => {
    const runs = await db.submissionRun.findMany({ where: { submissionId }, orderBy: { shots: "asc" } });
    expect(runs.map((r) => [r.shots, r.status, r.hostedRunId])).toEqual([
      [0, "scored", runId],
      [1, "scored", runId],
    ]);
    const json = await runJson(submissionId, runId);
    expect(json.judge).toMatchObject({ stage: "completed", judged: json.judge.total, failed: 0, failure: null });
    expect(json.judge.submissionRuns).toEqual(
      expect.arrayContaining(runs.map((r) => ({ shots: r.shots, runId: r.id }))),
    );
    const files = json.files as { shots: number; scored: { fileName: string; download: string } | null }[];
    expect(files.map((file) => file.scored?.fileName)).toEqual([
      "Judged-7B_0shot_cot_True_scored_eval_results.json",
      "Judged-7B_1shot_cot_True_scored_eval_results.json",
    ]);
  });

  it("serves both stages' files; the scored one is the first-stage one with the judge stage's keys, as stored", async () => {
    const first = await download(submissionId, runId, 0, "first-stage");
    const scored = await download(submissionId, runId, 0, "scored");
    expect([first.status, scored.status]).toEqual([200, 200]);
    const firstText = await first.text();
    const scoredText = await scored.text();
    expect(scored.headers.get("x-content-sha256")).toBe(sha(scoredText));
    const stored = await db.submissionRun.findFirstOrThrow({
      where: { submissionId, shots: 0 },
      select: { sha256: true },
    });
    expect(stored.sha256).toBe(sha(scoredText));
    const firstFile = JSON.parse(firstText) as Record<string, Record<string, unknown>[]>;
    const scoredFile = JSON.parse(scoredText) as Record<string, Record<string, unknown>[]>;
    expect(Object.keys(scoredFile)).toEqual(["physics", "coding"]);
    for (const [subject, records] of Object.entries(scoredFile)) {
      records.forEach((record, i) => {
        const { Need_Error_Reason_Review: flag, Error_Reason_Correctness_Analysis: analysis, ...rest } = record;
        expect(rest).toEqual(firstFile[subject]![i]);
        expect(typeof flag).toBe("boolean");
        expect(analysis !== undefined).toBe(flag);
      });
    }
    expect(scoredText).toContain('"error_reason_correctness": "ERROR_PARSING"');
    expect((await download(submissionId, runId, 1, "nothing")).status).toBe(404);
  });

  it("once approved, the board shows the entry as evaluated by the portal, and the CLI's scores of the scored files are the board's", async () => {
    const submitted = await submitForReview({ id: submissionId, actor: await authUser(alice.id) });
    if (!submitted.ok) throw new Error(submitted.error.message);
    const decided = await decideSubmission({
      actor: await authUser(moderator.id),
      submissionId,
      decision: "approve",
      expectedRevision: submitted.value.revision,
    });
    expect(decided.ok, JSON.stringify(decided)).toBe(true);
    for (const shots of [0, 1]) {
      const board = await getLeaderboardJson(`?shots=${shots}`);
      const entry = board.entries.find((e) => e.submissionId === submissionId)!;
      expect(entry).toMatchObject({ tier: "evaluated", verification: "verified" });
      const file = path.join(temp, `scored-${shots}.json`);
      writeFileSync(file, await (await download(submissionId, runId, shots, "scored")).text());
      const cli = scoreWithCli(file);
      expect(entry.mrScore.value).toBe(cli.mean_mr_score);
      for (const subject of SUBJECTS)
        expect(entry.subjects![subject]!.mrScore.value, subject).toBe(cli.subjects[subject]!.mr_score);
    }
    const [header, row] = (await (await getLeaderboardCsv("?shots=0")).text()).split("\n");
    const tier = header!.split(",").indexOf("tier");
    expect(tier).toBeGreaterThan(-1);
    expect(row!.split(",")[tier]).toBe("evaluated");
  }, 120_000);
});

describe("a worker killed mid-stage", () => {
  it("leaves its stage to another worker, which asks nothing already judged again", async () => {
    const slowJudge = await startFakeOpenAiServer({ answer: judgeAnswer, behaviour: () => "DELAY 250" });
    try {
      const submissionId = await draftSubmission("Judged-Kill");
      const runId = await start(submissionId, { itemLimit: 60, concurrency: 8, model: "Kill-Judge-7B" });
      const first = await startWorker(judgeOf(slowJudge, 3), KILLED_WORKER_LEASE_MS);
      await waitFor("three verdicts", async () => (await runRow(runId)).judgedRecords >= 3, { timeoutMs: 60_000 });
      await first.kill();
      const judgedBefore = await db.hostedJudgeVerdict.findMany({ where: { runId, status: "judged" } });
      const askedBefore = requestsPerPrompt(slowJudge);
      const second = await startWorker(judgeOf(slowJudge, 3), KILLED_WORKER_LEASE_MS);
      const run = await judgeStageEnded(runId);
      await second.stop();
      expect(run.judgeStage).toBe("completed");
      const after = requestsPerPrompt(slowJudge);
      expect([...after.values()].every((count) => count === 1 || count === 2)).toBe(true);
      // Only the requests in flight when the worker was killed were asked again.
      expect([...after.values()].filter((count) => count === 2).length).toBeLessThanOrEqual(3);
      expect(judgedBefore.length).toBeGreaterThanOrEqual(3);
      const again = [...after].filter(([key, count]) => count > (askedBefore.get(key) ?? 0) && askedBefore.has(key));
      expect(again.length).toBeLessThanOrEqual(3);
      expect(run.judgedRecords).toBe(run.judgeTotal);
      expect(await db.submissionRun.count({ where: { hostedRunId: runId, status: "scored" } })).toBe(1);
    } finally {
      await slowJudge.close();
    }
  }, 120_000);
});

describe("when the judge cannot answer", () => {
  it("with no judge configured, the stage fails naming it, and the run's JSON says so", async () => {
    const submissionId = await draftSubmission("Judged-None");
    const runId = await start(submissionId, { itemLimit: 10, model: "None-7B" });
    const worker = await startWorker(null);
    const run = await judgeStageEnded(runId);
    await worker.stop();
    expect(run).toMatchObject({ status: "completed", judgeStage: "failed", judgeFailureCode: "no-judge-configured" });
    const json = await runJson(submissionId, runId);
    expect(json.judge).toMatchObject({ stage: "failed", failure: { code: "no-judge-configured" } });
    expect(await db.submissionRun.count({ where: { submissionId } })).toBe(0);
  });

  it("a judge that answers 500 for some records: the stage fails naming how many, and no scored run is made", async () => {
    const flaky = await startFakeOpenAiServer({
      answer: judgeAnswer,
      behaviour: (prompt) => (bucket(prompt, 3) === 0 ? "SERVER-ERROR" : ""),
    });
    try {
      const submissionId = await draftSubmission("Judged-Flaky");
      const runId = await start(submissionId, { itemLimit: 60, concurrency: 8, model: "Flaky-7B" });
      const worker = await startWorker(judgeOf(flaky, 4));
      const run = await judgeStageEnded(runId);
      await worker.stop();
      const failed = await db.hostedJudgeVerdict.findMany({ where: { runId, status: "failed" } });
      expect(failed.length).toBeGreaterThan(0);
      expect(failed.every((verdict) => verdict.failureKind === "server-error" && verdict.attempts === 2)).toBe(true);
      expect(run).toMatchObject({
        judgeStage: "failed",
        judgeFailureCode: "judge-requests-failed",
        judgeFailedRecords: failed.length,
        judgedRecords: run.judgeTotal - failed.length,
      });
      expect(run.judgeFailureDetail).toContain(`${failed.length} of ${run.judgeTotal} records`);
      expect(run.judgeFailureDetail).toContain("server-error");
      expect(await db.submissionRun.count({ where: { submissionId } })).toBe(0);
      expect((await download(submissionId, runId, 0, "scored")).status).toBe(404);
      expect((await download(submissionId, runId, 0, "first-stage")).status).toBe(200);

      // The judge is back: only the submitter tries the stage again, and only the failed records are asked.
      expect((await retryJudge(submissionId, runId, moderator)).status).toBe(403);
      const retried = await retryJudge(submissionId, runId);
      expect(retried.status).toBe(200);
      expect(((await retried.json()) as { judge: { stage: string } }).judge.stage).toBe("running");
      const asked = judgeServer.requests.length;
      expect(await workJudgeStage({ runId, judge: judgeOf(judgeServer), leaseMs: LEASE_MS })).toBe("completed");
      expect(judgeServer.requests.length - asked).toBe(failed.length);
      expect(await runRow(runId)).toMatchObject({
        judgeStage: "completed",
        judgeFailureCode: null,
        judgeFailedRecords: 0,
        judgedRecords: run.judgeTotal,
      });
      expect(await db.submissionRun.count({ where: { submissionId, hostedRunId: runId, status: "scored" } })).toBe(1);
      const again = await retryJudge(submissionId, runId);
      expect(again.status).toBe(409);
      expect(((await again.json()) as { type: string }).type).toContain("judge-stage-not-failed");
    } finally {
      await flaky.close();
    }
  }, 120_000);
});

describe("a submission sent to review while its run was judged", () => {
  it("is not changed: the scored file is kept for download and the stage fails, saying why", async () => {
    const submissionId = await draftSubmission("Judged-Locked");
    const runId = await start(submissionId, { itemLimit: 30, model: "Locked-7B" });
    expect(await workHostedRun({ runId, retry: RETRY, leaseMs: LEASE_MS, allow: ALLOW })).toBe("completed");
    await db.submission.update({ where: { id: submissionId }, data: { status: "pending" } });
    expect(await workJudgeStage({ runId, judge: judgeOf(judgeServer), leaseMs: LEASE_MS })).toBe("failed");
    const run = await runRow(runId);
    expect(run).toMatchObject({ judgeStage: "failed", judgeFailureCode: "submission-locked" });
    expect(run.judgeFailureDetail).toContain("Locked-7B_0shot_cot_True_scored_eval_results.json is stored");
    expect(await db.submissionRun.count({ where: { submissionId } })).toBe(0);
    const scored = await download(submissionId, runId, 0, "scored");
    expect(scored.status).toBe(200);
    expect(Object.keys(JSON.parse(await scored.text()) as object)).toEqual(["coding"]);
    // Trying again would fail the same way: refused, saying why.
    const retried = await retryJudge(submissionId, runId);
    expect(retried.status).toBe(409);
    expect(((await retried.json()) as { detail: string }).detail).toContain("The submission is pending");
  });
});

describe("after every run above", () => {
  it("the storage invariants hold, and no answer or verdict is left leased", async () => {
    expect(await findInvariantViolations(process.env.DATABASE_URL!)).toEqual([]);
    expect(await db.hostedJudgeVerdict.count({ where: { status: "pending" } })).toBe(0);
    expect(await db.hostedAnswer.count({ where: { leaseToken: { not: null } } })).toBe(0);
  });
});
