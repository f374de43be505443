// The judge audit end to end against a local OpenAI-compatible server: the sample an upload
// starts, the pg-boss worker judging through the real client, every failure a clear state on its
// verdict, retries, a moderator's full re-judge with its scores, and the board beside them.
import { randomInt } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { closePortalJudgeQueue } from "@/lib/benchmarks/mrben/judge/judge-queue";
import { judgeSettings } from "@/lib/benchmarks/mrben/judge/judge-settings";
import { judgeVerdict } from "@/lib/benchmarks/mrben/judge/judge-verdict-job";
import { startJudgeWorker, type JudgeWorker } from "@/lib/benchmarks/mrben/judge/judge-worker";
import { requestFullRejudge, retryFailedVerdicts } from "@/lib/benchmarks/mrben/judge/request-rejudge";
import { loadRunAudits } from "@/lib/benchmarks/mrben/judge/run-audits";
import { startSampleAudit } from "@/lib/benchmarks/mrben/judge/start-judge-audit";
import { leaderboardJson } from "@/lib/benchmarks/mrben/board/leaderboard-json";
import { loadBoardData } from "@/lib/benchmarks/mrben/board/load-board";
import { reviewSignals } from "@/lib/moderation/review-queue";
import { scoreResultsFile } from "@/lib/benchmarks/mrben/mr-score";
import { createActor, type Actor } from "../helpers/actors";
import { importTheBenchmark } from "../helpers/benchmark";
import { startFakeOpenAiServer, type FakeOpenAiServer } from "../helpers/fake-openai-server";
import { readVerdicts, withJudgedAnswers } from "../helpers/judged-results";
import { generatedResults, seedEntry } from "../helpers/seeded-entries";
import type { RunSignals } from "@/lib/benchmarks/mrben/review-signals";
import { waitFor } from "../helpers/wait-for";
import { AUTH_USER_SELECT } from "@/lib/auth/users";

// lib/env reads the settings once, at import: the fake judge's port is chosen before it.
const JUDGE_PORT = vi.hoisted(() => {
  const port = 20_000 + Math.floor(Math.random() * 30_000);
  process.env.JUDGE_API_BASE_URL = `http://127.0.0.1:${port}/v1`;
  process.env.JUDGE_API_KEY = "test-key";
  process.env.JUDGE_SAMPLE_SIZE = "12";
  process.env.JUDGE_MAX_RETRIES = "1";
  // Past any answer of the fake judge: the test of a timeout gives the prompt it never answers its own.
  process.env.JUDGE_TIMEOUT_MS = "10000";
  return port;
});

const SUBJECTS = ["math", "coding"];
let judge: FakeOpenAiServer;
let alice: Actor;
let moderator: Actor;
const workers: JudgeWorker[] = [];

type ResultsFile = Record<string, Array<Record<string, unknown>>>;

async function authUser(id: string) {
  return db.user.findUniqueOrThrow({
    where: { id },
    select: AUTH_USER_SELECT,
  });
}

async function currentScoringId(submissionId: string, shots: 0 | 1): Promise<string> {
  const run = await db.submissionRun.findFirstOrThrow({
    where: { submissionId, shots },
    orderBy: { createdAt: "desc" },
    select: { scoringId: true },
  });
  return run.scoringId!;
}

function settledAudit(auditId: string, timeoutMs = 60_000) {
  return waitFor(
    `judge audit ${auditId} to settle`,
    async () => {
      const audit = await db.judgeAudit.findUniqueOrThrow({ where: { id: auditId } });
      return audit.status !== "running" && audit;
    },
    { timeoutMs, everyMs: 200 },
  );
}

/** Half the explanations are right, every submitted verdict says Correct: the judge agrees on half. */
const generous = (results: ResultsFile) =>
  withJudgedAnswers(results, (n) => ({ errorReason: n % 2 === 0 ? `right ${n}` : `wrong ${n}`, verdict: "Correct" }));

beforeAll(async () => {
  judge = await startFakeOpenAiServer({ port: JUDGE_PORT });
  await importTheBenchmark({ only: SUBJECTS });
  alice = await createActor("user", "alice");
  moderator = await createActor("moderator", "mod");
}, 120_000);

afterAll(async () => {
  for (const worker of workers) await worker.stop();
  await closePortalJudgeQueue();
  await judge?.close();
});

describe("the sample an upload starts", () => {
  let submissionId: string;
  let file: ResultsFile;

  beforeAll(async () => {
    file = generous(generatedResults({ model: "J", shots: 0, subjects: SUBJECTS, seed: 11 }));
    submissionId = await seedEntry({ actor: alice, modelName: "Judged-A", files: { "0": file }, status: "pending" });
  }, 120_000);

  it("holds JUDGE_SAMPLE_SIZE of the verdicts ACC_reason counts, stratified by subject, and queues nothing twice", async () => {
    const scoringId = await currentScoringId(submissionId, 0);
    const audits = await db.judgeAudit.findMany({ where: { scoringId }, include: { verdicts: true } });
    expect(audits).toHaveLength(1);
    const [audit] = audits;
    expect(audit).toMatchObject({
      scope: "sample",
      status: "running",
      judgeModel: "gpt-4-turbo-2024-04-09",
      total: 12,
    });
    const read = new Set(readVerdicts(file).map((record) => `${record.subject}/${record.index}`));
    expect(audit!.verdicts.every((verdict) => read.has(`${verdict.subject}/${verdict.recordIndex}`))).toBe(true);
    expect(new Set(audit!.verdicts.map((verdict) => verdict.subject))).toEqual(new Set(SUBJECTS));
    expect(audit!.verdicts.every((verdict) => verdict.submittedVerdict === "Correct" && verdict.submittedCounts)).toBe(
      true,
    );
    // The same bytes again: the scoring is reused, and so is its audit.
    const again = await startSampleAudit({ scoringId, judgeModel: "gpt-4-turbo-2024-04-09", sampleSize: 12 });
    expect(again).toEqual({ auditId: audit!.id, created: false });
  });

  it("is judged by the worker through the real client: decisions as the judge answered, tokens counted, agreement and the low-agreement signal", async () => {
    const settings = judgeSettings()!;
    workers.push(await startJudgeWorker({ settings, concurrency: 3, pollingIntervalSeconds: 0.5 }));
    const scoringId = await currentScoringId(submissionId, 0);
    const { id } = await db.judgeAudit.findFirstOrThrow({ where: { scoringId } });
    const audit = await settledAudit(id);
    expect(audit).toMatchObject({ status: "completed", judged: 12, failed: 0, requests: 12 });
    const verdicts = await db.judgeAuditVerdict.findMany({ where: { auditId: id }, include: { record: true } });
    for (const verdict of verdicts) {
      const right = verdict.record.errorReason.startsWith("right");
      expect(verdict).toMatchObject({ status: "judged", decision: right ? "Correct" : "Wrong", counts: right });
    }
    expect(audit.promptTokens).toBe(verdicts.reduce((sum, verdict) => sum + verdict.promptTokens!, 0));
    expect(audit.completionTokens).toBe(20 * 12);
    const asked = judge.requests.filter((request) =>
      request.body.messages[0]!.content.includes("Student's Explanation"),
    );
    expect(asked.length).toBeGreaterThanOrEqual(12);
    expect(asked.every((request) => request.authorization === "Bearer test-key")).toBe(true);

    const shown = await loadRunAudits(scoringId);
    expect(shown.enabled).toBe(true);
    const [summary] = shown.audits;
    const agreed = verdicts.filter((verdict) => verdict.counts).length;
    expect(summary!.agreement.overall).toMatchObject({ judged: 12, agreed, rate: agreed / 12 });
    expect(summary!.disagreements).toHaveLength(12 - agreed);
    expect(summary!.costUsd).toBeCloseTo((audit.promptTokens * 10 + audit.completionTokens * 30) / 1e6, 12);
    expect(summary!.agreement.lowAgreement).toBe(true);

    const signals = await reviewSignals(submissionId);
    expect((signals!.runs[0].detail as RunSignals).judgeAudit).toMatchObject({
      scope: "sample",
      judged: 12,
      lowAgreement: true,
    });
    expect(signals!.flags.some((flag) => flag.startsWith("0-shot: the server's judge agrees with"))).toBe(true);
  }, 90_000);
});

describe("a full re-judge", () => {
  let submissionId: string;
  let file: ResultsFile;
  let auditId: string;

  beforeAll(async () => {
    file = generous(generatedResults({ model: "K", shots: 0, subjects: SUBJECTS, seed: 12 }));
    submissionId = await seedEntry({ actor: alice, modelName: "Judged-B", files: { "0": file }, status: "approved" });
  }, 120_000);

  it("is refused to a submitter, to anyone when the judge is off, and for a file not scored", async () => {
    const user = await authUser(alice.id);
    expect(await requestFullRejudge({ actor: user, submissionId, shots: 0 })).toMatchObject({
      ok: false,
      error: { code: "forbidden" },
    });
    const mod = await authUser(moderator.id);
    expect(await requestFullRejudge({ actor: mod, submissionId, shots: 0, settings: null })).toMatchObject({
      ok: false,
      error: { code: "judge-off", message: expect.stringContaining("JUDGE_API_BASE_URL") },
    });
    expect(await requestFullRejudge({ actor: mod, submissionId, shots: 1 })).toMatchObject({
      ok: false,
      error: { code: "not-scored" },
    });
    expect(await db.judgeAudit.count({ where: { scope: "full" } })).toBe(0);
  });

  it("judges every verdict ACC_reason counts, logs who asked, and refuses a second while it runs", async () => {
    const mod = await authUser(moderator.id);
    const started = await requestFullRejudge({ actor: mod, submissionId, shots: 0 });
    if (!started.ok) throw new Error(started.error.message);
    auditId = started.value.auditId;
    expect(started.value.verdicts).toBe(readVerdicts(file).length);
    expect(await requestFullRejudge({ actor: mod, submissionId, shots: 0 })).toMatchObject({
      ok: false,
      error: { code: "already-running" },
    });
    const event = await db.moderationEvent.findFirstOrThrow({ where: { submissionId, action: "request_rejudge" } });
    expect(event).toMatchObject({ actorId: moderator.id, after: { audit: { id: auditId, shots: 0 } } });
    const audit = await settledAudit(auditId);
    expect(audit.status).toBe("completed");
  }, 90_000);

  it("stores the file's scores with the server's verdicts, equal to scoring the file with them written in", async () => {
    const verdicts = await db.judgeAuditVerdict.findMany({ where: { auditId } });
    const rewritten = structuredClone(file);
    for (const verdict of verdicts) {
      const record = rewritten[verdict.subject]![verdict.recordIndex]!;
      record.Error_Reason_Correctness_Analysis = {
        ...(record.Error_Reason_Correctness_Analysis as object),
        error_reason_correctness: verdict.decision,
      };
    }
    const expected = scoreResultsFile({ results: rewritten, truth: { source: "file" } });
    if (!expected.ok) throw new Error("the rewritten file does not score");
    const audit = await db.judgeAudit.findUniqueOrThrow({ where: { id: auditId } });
    expect(audit.serverMeanMrScore).toBe(expected.report.meanMrScore);
    for (const [subject, score] of Object.entries(expected.report.subjects))
      expect((audit.serverScores as { subjects: Record<string, unknown> }).subjects[subject]).toEqual({
        accStep: score.acc_step,
        accReason: score.acc_reason,
        mrScore: score.mr_score,
      });
    const stored = await db.fileScoring.findUniqueOrThrow({ where: { id: audit.scoringId } });
    expect(audit.serverMeanMrScore).toBeLessThan(stored.score);
  });

  it("puts the server-judged MR-Score on the board beside the submitted one", async () => {
    const board = await loadBoardData();
    const entry = board.entries.find((candidate) => candidate.submissionId === submissionId)!;
    const audit = await db.judgeAudit.findUniqueOrThrow({ where: { id: auditId } });
    expect(entry.runs["0"]!.serverJudged).toMatchObject({
      judgeModel: "gpt-4-turbo-2024-04-09",
      mean: audit.serverMeanMrScore,
    });
    const overall = leaderboardJson({ data: board, shots: 0 }).entries.find((row) => row.submissionId === submissionId);
    expect(overall?.serverJudged).toEqual({
      judgeModel: "gpt-4-turbo-2024-04-09",
      mrScore: audit.serverMeanMrScore,
      accReason: null,
    });
    const coding = leaderboardJson({ data: board, shots: 0, subject: "coding" }).entries.find(
      (row) => row.submissionId === submissionId,
    );
    const serverCoding = (audit.serverScores as { subjects: Record<string, { accReason: number; mrScore: number }> })
      .subjects.coding!;
    expect(coding?.serverJudged).toEqual({
      judgeModel: "gpt-4-turbo-2024-04-09",
      mrScore: serverCoding.mrScore,
      accReason: serverCoding.accReason,
    });
  });
});

describe("the judge's failures", () => {
  const TRIGGERS = [
    "SERVER-ERROR",
    "UNAUTHORIZED",
    "NOT-JSON",
    "NO-CONTENT",
    "SLOW",
    `RATE-LIMIT-ONCE t${randomInt(1e9)}`,
  ];
  let auditId: string;

  beforeAll(async () => {
    const file = withJudgedAnswers(generatedResults({ model: "L", shots: 0, subjects: ["math"], seed: 13 }), (n) => ({
      errorReason: n < TRIGGERS.length ? `right ${TRIGGERS[n]}` : "right",
      verdict: "Correct",
    }));
    const submissionId = await seedEntry({
      actor: alice,
      modelName: "Judged-C",
      files: { "0": file },
      status: "pending",
    });
    const mod = await authUser(moderator.id);
    // Stop the worker: these verdicts are judged here, one by one, with no waiting between retries.
    for (const worker of workers.splice(0)) await worker.stop();
    const started = await requestFullRejudge({ actor: mod, submissionId, shots: 0 });
    if (!started.ok) throw new Error(started.error.message);
    auditId = started.value.auditId;
  }, 120_000);

  it("each settle the verdict with a named kind and nothing else written; a 429 with Retry-After is waited out and judged", async () => {
    const settings = judgeSettings()!;
    // Only SLOW, which the judge never answers, waits for its timeout. A short one for every prompt let a
    // slow moment of the machine turn another prompt's answer or failure into a timeout.
    const timingOut = { ...settings, timeoutMs: 500 };
    const verdicts = await db.judgeAuditVerdict.findMany({
      where: { auditId },
      orderBy: { recordIndex: "asc" },
      include: { record: { select: { errorReason: true } } },
    });
    const waits: number[] = [];
    for (const verdict of verdicts)
      await judgeVerdict({
        verdictId: verdict.id,
        round: 0,
        settings: verdict.record.errorReason === "right SLOW" ? timingOut : settings,
        sleep: async (ms) => {
          waits.push(ms);
        },
      });
    const kindOf = async (trigger: string) => {
      const verdict = verdicts.find((candidate) => candidate.record.errorReason.startsWith(`right ${trigger}`))!;
      return db.judgeAuditVerdict.findUniqueOrThrow({ where: { id: verdict.id } });
    };
    expect(await kindOf("SERVER-ERROR")).toMatchObject({
      status: "failed",
      failureKind: "server-error",
      attempts: 2,
      decision: null,
    });
    expect(await kindOf("UNAUTHORIZED")).toMatchObject({
      status: "failed",
      failureKind: "rejected",
      attempts: 1,
      decision: null,
    });
    expect(await kindOf("NOT-JSON")).toMatchObject({ status: "failed", failureKind: "malformed", decision: null });
    expect(await kindOf("NO-CONTENT")).toMatchObject({ status: "failed", failureKind: "malformed", decision: null });
    expect(await kindOf("SLOW")).toMatchObject({
      status: "failed",
      failureKind: "timeout",
      decision: null,
      counts: null,
    });
    expect(await kindOf("RATE-LIMIT-ONCE")).toMatchObject({ status: "judged", decision: "Correct", attempts: 2 });
    expect(waits).toContain(1000);
    const audit = await db.judgeAudit.findUniqueOrThrow({ where: { id: auditId } });
    expect(audit).toMatchObject({ status: "incomplete", failed: 5, judged: verdicts.length - 5, serverScores: null });
  }, 60_000);

  it("are tried again under a new round when a moderator asks; a job of the old round changes nothing", async () => {
    const mod = await authUser(moderator.id);
    const retried = await retryFailedVerdicts({ actor: mod, auditId });
    expect(retried).toMatchObject({ ok: true, value: { verdicts: 5 } });
    expect(await db.judgeAudit.findUniqueOrThrow({ where: { id: auditId } })).toMatchObject({
      status: "running",
      failed: 0,
    });
    const reopened = await db.judgeAuditVerdict.findMany({ where: { auditId, status: "pending" } });
    expect(reopened).toHaveLength(5);
    expect(reopened.every((verdict) => verdict.round === 1 && verdict.failureKind === null)).toBe(true);
    const settings = judgeSettings()!;
    expect(await judgeVerdict({ verdictId: reopened[0]!.id, round: 0, settings })).toBe("skipped");
    expect(await retryFailedVerdicts({ actor: await authUser(alice.id), auditId })).toMatchObject({
      ok: false,
      error: { code: "forbidden" },
    });
  });
});
