// A benchmark kind defined only under tests/ (exact-match question answering, tests/kinds/qa) and
// registered only by this test run (BENCHMARK_KINDS_MODULE in vitest.config.ts) goes through the
// whole pipeline the built-in kinds use: import, upload and scoring off-thread, report, records,
// moderation, board and export, rescore against a new version, and the scoring command line.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as boardRoute from "@/app/api/v1/benchmarks/[slug]/leaderboard/route";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { loadReviewQueue } from "@/lib/moderation/review-queue";
import { spotCheckSample } from "@/lib/moderation/spot-check";
import type PgBoss from "pg-boss";
import { openRescoreQueue } from "@/lib/rescore/queue";
import { rescoreBenchmark } from "@/lib/rescore/run-rescore";
import { loadSubmission } from "@/lib/submissions/load-submission";
import { loadRecordPage, loadRecordsPage } from "@/lib/submissions/records-page";
import { createActor, type Actor } from "../helpers/actors";
import {
  createSubmission,
  decide,
  getSubmission,
  ORIGIN,
  submitForReview,
  uploadResults,
  validMeta,
} from "../helpers/api-calls";
import { PROJECT_ROOT } from "../helpers/shared-data";
import { QA_NAME, QA_QUESTIONS, QA_SLUG, qaAnswers, writeQaDataset } from "../kinds/qa/fixture";

const temp = mkdtempSync(path.join(os.tmpdir(), "mrben-qa-kind-"));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

let alice: Actor;
let moderator: Actor;
let queue: PgBoss;
const bytes = (text: string) => new TextEncoder().encode(text);
const zeroShot = qaAnswers({ correct: 90, wrong: 20, unknown: 2 });
const oneShot = qaAnswers({ correct: 100, wrong: 20 });

function node(script: string, ...args: string[]) {
  const result = spawnSync(process.execPath, [path.join(PROJECT_ROOT, script), ...args], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, DATABASE_URL: env.DATABASE_URL },
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}
const dbImport = (dir: string) =>
  node(
    "node_modules/tsx/dist/cli.mjs",
    "--conditions=react-server",
    "scripts/db-import.ts",
    "--kind",
    "qa",
    "--data",
    dir,
  );

type ApiScoring = {
  scorer: { name: string };
  scoreLabel: string;
  score: number;
  scoreCi: { low: number; high: number } | null;
  answered: number;
  correct: number;
  items: number;
};
const scoringOf = (body: Record<string, unknown>) => (body.run as { scoring: ApiScoring }).scoring;

async function board(query = "") {
  const request = new Request(`${ORIGIN}/api/v1/benchmarks/${QA_SLUG}/leaderboard${query}`);
  return boardRoute.GET(request, { params: Promise.resolve({ slug: QA_SLUG }) });
}

beforeAll(async () => {
  alice = await createActor("user", "alice");
  moderator = await createActor("moderator", "mo");
  queue = await openRescoreQueue();
});
afterAll(() => queue.stop({ graceful: false }));

describe("a benchmark kind defined only under tests/", () => {
  let submissionId = "";

  it("imports its truth with the shared db:import, and changes nothing the second time", () => {
    const dir = writeQaDataset(path.join(temp, "v1"));
    const first = dbImport(dir);
    expect(first.stderr).toBe("");
    expect(first.status).toBe(0);
    expect(first.stdout).toContain(`${QA_NAME} (${QA_SLUG}): ${QA_QUESTIONS} questions`);
    expect(first.stdout).toContain("first-version");
    const again = dbImport(dir);
    expect(again.status).toBe(0);
    expect(again.stdout).toContain("nothing");
  });

  it("scores uploaded answers on the server, as exact-match accuracy with its interval", async () => {
    const created = await createSubmission(
      { authorization: alice.bearer },
      { ...validMeta, modelName: "Quiz-Model", benchmark: QA_SLUG },
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.benchmark).toEqual({ slug: QA_SLUG, name: QA_NAME, kind: "qa" });
    submissionId = String(created.body.id);

    const zero = await uploadResults({ authorization: alice.bearer }, submissionId, "0", bytes(zeroShot.text));
    expect(zero.status, JSON.stringify(zero.body)).toBe(201);
    const scoring = scoringOf(zero.body);
    expect(scoring).toMatchObject({
      scorer: { name: "qa-exact-match" },
      scoreLabel: "Accuracy",
      score: zeroShot.accuracy,
      answered: zeroShot.answered,
      correct: 90,
      items: QA_QUESTIONS,
    });
    expect(scoring.scoreCi!.low).toBeLessThanOrEqual(scoring.score);
    expect(scoring.scoreCi!.high).toBeGreaterThanOrEqual(scoring.score);
    expect(scoring.scoreCi!.high - scoring.scoreCi!.low).toBeGreaterThan(0);

    const one = await uploadResults({ authorization: alice.bearer }, submissionId, "1", bytes(oneShot.text));
    expect(one.status, JSON.stringify(one.body)).toBe(201);
    expect(scoringOf(one.body).score).toBe(oneShot.accuracy);
  });

  it("refuses files it cannot use, naming the problem, and records why on the run", async () => {
    const auth = { authorization: alice.bearer };
    const created = await createSubmission(auth, { ...validMeta, modelName: "Refused-Model", benchmark: QA_SLUG });
    const id = String(created.body.id);
    const notAnObject = await uploadResults(auth, id, "0", bytes('["Paris"]'));
    expect(notAnObject.status).toBe(422);
    expect(notAnObject.body.type).toBe("https://mrben-portal.dev/problems/invalid-answers");
    const noneMatch = await uploadResults(auth, id, "0", bytes('{"who": "me"}'));
    expect(noneMatch.status).toBe(422);
    expect(noneMatch.body.type).toBe("https://mrben-portal.dev/problems/no-matching-answers");
    expect(String(noneMatch.body.detail)).toContain(QA_NAME);
    const read = await getSubmission(auth, id);
    const results = read.body.results as Record<string, { status: string; failure: { code: string } }>;
    expect(results["0"]).toMatchObject({ status: "failed", failure: { code: "no-matching-answers" } });
  });

  it("lists its records with its own filters, and shows one beside its truth", async () => {
    const submission = (await loadSubmission(submissionId))!;
    const all = await loadRecordsPage(submission, { shots: "0" });
    expect(all.view.recordNoun).toBe("question");
    expect(all.list!.total).toBe(QA_QUESTIONS);
    const missing = await loadRecordsPage(submission, { shots: "0", outcome: "missing" });
    expect(missing.list!.total).toBe(QA_QUESTIONS - zeroShot.answered);
    const record = await loadRecordPage(submission, "0", { shots: "0" });
    expect(record!.record.detail).toEqual({
      position: 0,
      id: "q001",
      outcome: "correct",
      answer: " answer 1 ",
      truth: "answer 1",
    });
    expect(record!.record.next).toBe("1");
    expect(await loadRecordPage(submission, "x", { shots: "0" })).toBeNull();
  });

  it("reaches moderation with its own signals and sample, and is approved", async () => {
    expect((await submitForReview({ authorization: alice.bearer }, submissionId)).status).toBe(200);
    const entry = (await loadReviewQueue()).find((candidate) => candidate.id === submissionId)!;
    expect(entry.benchmark.kind).toBe("qa");
    expect(entry.runs[0].lines).toContainEqual({
      label: "Accuracy",
      value: (zeroShot.accuracy * 100).toFixed(1),
      testId: "signals-accuracy-0",
    });
    expect(entry.flags).toContain("0-shot: 2 answer(s) for no question");
    const sample = await spotCheckSample(submissionId);
    expect(sample.map((part) => part.records.length)).toEqual([5, 5]);
    expect(await spotCheckSample(submissionId)).toEqual(sample);

    const revision = (await getSubmission({ authorization: alice.bearer }, submissionId)).body.revision;
    const approved = await decide({ authorization: moderator.bearer }, submissionId, {
      decision: "approve",
      revision,
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.status).toBe("approved");
  });

  it("ranks on its board and exports it as JSON and CSV with its own columns", async () => {
    const json = (await (await board("?shots=0")).json()) as {
      entries: { rank: number; model: { name: string }; accuracy: number; answered: number }[];
    };
    expect(json.entries).toEqual([
      expect.objectContaining({ rank: 1, model: expect.objectContaining({ name: "Quiz-Model" }), accuracy: 0.75 }),
    ]);
    expect(json.entries[0]!.answered).toBe(zeroShot.answered);
    const csv = await (await board("?shots=1&format=csv")).text();
    const [header, row] = csv.trim().split(/\r?\n/);
    expect(header).toBe(
      "rank,model,organization,accuracy,accuracy_ci_low,accuracy_ci_high,answered,correct,price_input_usd_per_mtok,price_output_usd_per_mtok,flags",
    );
    expect(row).toContain("Quiz-Model");
  });

  it("shows its board as it stood on a past day: empty before the approval, today's as of today", async () => {
    const today = new Date().toISOString().slice(0, 10);
    // The day before the submission was created, when none of it existed. Yesterday by the clock was that
    // day only until midnight: a file that ran across midnight found the entry on yesterday's board.
    const { createdAt } = await db.submission.findUniqueOrThrow({ where: { id: submissionId } });
    const dayBefore = new Date(createdAt.getTime() - 86_400_000).toISOString().slice(0, 10);
    const asOf = async (day: string) =>
      (await (await board(`?shots=0&asOf=${day}`)).json()) as { asOf: string; entries: { accuracy: number }[] };
    expect((await asOf(dayBefore)).entries).toEqual([]);
    expect(await asOf(today)).toMatchObject({ asOf: today, entries: [expect.objectContaining({ accuracy: 0.75 })] });
    const refused = await board("?asOf=2026-13-01");
    expect(refused.status).toBe(400);
    expect(JSON.stringify(await refused.json())).toContain("asOf");
  });

  it("is rescored against a new version of its truth, and the board follows", async () => {
    const dir = writeQaDataset(path.join(temp, "v2"), { changed: 6 });
    const imported = dbImport(dir);
    expect(imported.status).toBe(0);
    expect(imported.stdout).toContain("new-version");
    const rescored = await rescoreBenchmark({ benchmark: QA_SLUG, queue });
    expect(rescored.ok).toBe(true);
    if (!rescored.ok) return;
    expect(rescored.summary).toMatchObject({ status: "completed", versionNumber: 2, totalFiles: 2, done: 2 });
    const json = (await (await board("?shots=0")).json()) as { entries: { accuracy: number }[] };
    expect(json.entries[0]!.accuracy).toBe((90 - 6) / QA_QUESTIONS);
    const scorings = await db.fileScoring.count({ where: { benchmarkVersion: { benchmark: { slug: QA_SLUG } } } });
    expect(scorings).toBe(4);
  });

  it("scores a file on the command line with the same figures", () => {
    const file = path.join(temp, "answers.json");
    writeFileSync(file, zeroShot.text);
    const result = node("scripts/run-score.mjs", file, "--kind", "qa", "--truth", path.join(temp, "v1"), "--json");
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({
      accuracy: zeroShot.accuracy,
      answered: zeroShot.answered,
      correct: 90,
      items: QA_QUESTIONS,
    });
    const table = node("scripts/run-score.mjs", file, "--kind", "qa", "--truth", path.join(temp, "v1"));
    expect(table.stdout).toContain("accuracy 75.0");
  });
});
