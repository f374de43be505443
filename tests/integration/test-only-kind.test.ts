// A benchmark kind defined only under tests/ (exact-match question answering, tests/kinds/qa) and
// registered only by this test run (BENCHMARK_KINDS_MODULE in vitest.config.ts): what is its own.
// The shared commands load it (db:import, the scoring command line), and its records filters,
// moderation signals, spot-check sample and export columns are its server part's. The pipeline
// every kind goes through (scoring, refusals, approval, board, history, rescore) is
// tests/integration/kind-conformance.test.ts's.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as boardRoute from "@/app/api/v1/benchmarks/[slug]/leaderboard/route";
import { env } from "@/lib/env";
import { loadReviewQueue } from "@/lib/moderation/review-queue";
import { spotCheckSample } from "@/lib/moderation/spot-check";
import { loadSubmission } from "@/lib/submissions/load-submission";
import { loadRecordPage, loadRecordsPage } from "@/lib/submissions/records-page";
import { runDbImport } from "@/scripts/commands/db-import";
import { createActor, type Actor } from "../helpers/actors";
import { createSubmission, ORIGIN, submitForReview, uploadResults, validMeta } from "../helpers/api-calls";
import { approveForTests } from "../helpers/board-entries";
import { captureCommand } from "../helpers/command-io";
import { PROJECT_ROOT } from "../helpers/shared-data";
import { QA_NAME, QA_QUESTIONS, QA_SLUG, qaAnswers, writeQaDataset } from "../kinds/qa/fixture";

const temp = mkdtempSync(path.join(os.tmpdir(), "mrben-qa-kind-"));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

let alice: Actor;
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
  return {
    status: result.status,
    stdout: result.stdout,
    stderr: result.stderr,
  };
}
/** npm run db:import's body, in-process (tests/integration/extraction-import.test.ts runs the command). */
const dbImport = (dir: string) => captureCommand((io) => runDbImport(["--kind", "qa", "--data", dir], io));

async function board(query = "") {
  const request = new Request(`${ORIGIN}/api/v1/benchmarks/${QA_SLUG}/leaderboard${query}`);
  return boardRoute.GET(request, {
    params: Promise.resolve({ slug: QA_SLUG }),
  });
}

beforeAll(async () => {
  alice = await createActor("user", "alice");
});

describe("a benchmark kind defined only under tests/", () => {
  let submissionId = "";

  it("imports its truth with the shared db:import, and changes nothing the second time", async () => {
    const dir = writeQaDataset(path.join(temp, "v1"));
    const first = await dbImport(dir);
    expect(first.stderr).toBe("");
    expect(first.status).toBe(0);
    expect(first.stdout).toContain(`${QA_NAME} (${QA_SLUG}): ${QA_QUESTIONS} questions`);
    expect(first.stdout).toContain("first-version");
    const again = await dbImport(dir);
    expect(again.status).toBe(0);
    expect(again.stdout).toContain("nothing");
  });

  describe("with a scored submission", () => {
    beforeAll(async () => {
      const auth = { authorization: alice.bearer };
      const created = await createSubmission(auth, {
        ...validMeta,
        modelName: "Quiz-Model",
        benchmark: QA_SLUG,
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      submissionId = String(created.body.id);
      for (const [shots, answers] of [
        ["0", zeroShot],
        ["1", oneShot],
      ] as const)
        expect((await uploadResults(auth, submissionId, shots, bytes(answers.text))).status).toBe(201);
    });

    it("lists its records with its own filters, and shows one beside its truth", async () => {
      const submission = (await loadSubmission(submissionId))!;
      const all = await loadRecordsPage(submission, { shots: "0" });
      expect(all.view.recordNoun).toBe("question");
      expect(all.list!.total).toBe(QA_QUESTIONS);
      const missing = await loadRecordsPage(submission, {
        shots: "0",
        outcome: "missing",
      });
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

    it("reaches moderation with its own signals and spot-check sample", async () => {
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
    });

    it("exports its board as JSON and CSV with its own columns", async () => {
      await approveForTests(submissionId);
      const json = (await (await board("?shots=0")).json()) as {
        entries: {
          model: { name: string };
          answered: number;
          correct: number;
        }[];
      };
      expect(json.entries).toEqual([
        expect.objectContaining({
          model: expect.objectContaining({ name: "Quiz-Model" }),
          answered: 110,
          correct: 90,
        }),
      ]);
      const csv = await (await board("?shots=1&format=csv")).text();
      const [header, row] = csv.trim().split(/\r?\n/);
      expect(header).toBe(
        "rank,model,organization,accuracy,accuracy_ci_low,accuracy_ci_high,answered,correct,price_input_usd_per_mtok,price_output_usd_per_mtok,flags",
      );
      expect(row).toMatch(/^1,Quiz-Model,Test Lab,[0-9.]+,[0-9.]+,[0-9.]+,120,100,,,$/);
    });
  });

  it("ranks entries whose scores are equal together, and the next one after both", async () => {
    const auth = { authorization: alice.bearer };
    for (const [modelName, answers] of [
      ["Quiz-Twin-A", zeroShot],
      ["Quiz-Twin-B", zeroShot],
      ["Quiz-Weaker", qaAnswers({ correct: 50, wrong: 60 })],
    ] as const) {
      const created = await createSubmission(auth, { ...validMeta, modelName, benchmark: QA_SLUG });
      const id = String(created.body.id);
      expect((await uploadResults(auth, id, "0", bytes(answers.text))).status).toBe(201);
      await approveForTests(id);
    }
    const json = (await (await board("?shots=0")).json()) as { entries: { rank: number; model: { name: string } }[] };
    const ranks = Object.fromEntries(json.entries.map((entry) => [entry.model.name, entry.rank]));
    // Quiz-Model, approved above, answered the same 0-shot file: three entries share the first rank.
    expect(ranks).toEqual({ "Quiz-Model": 1, "Quiz-Twin-A": 1, "Quiz-Twin-B": 1, "Quiz-Weaker": 4 });
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
