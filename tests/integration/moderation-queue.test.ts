import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { loadReviewQueue, reviewSignals } from "@/lib/moderation/review-queue";
import type { RunSignals } from "@/lib/benchmarks/mrben/review-signals";
import type { SampledRecord } from "@/lib/benchmarks/mrben/spot-check-sample";
import { spotCheckSample } from "@/lib/moderation/spot-check";
import { createActor, type Actor } from "../helpers/actors";
import { createSubmission, FIXTURE, fixtureBytes, submitForReview, uploadResults } from "../helpers/api-calls";
import { startWith } from "../helpers/file-database";
import { seedBoardEntry, uniformRun } from "../helpers/board-entries";
import { ensureDefaultBenchmark } from "@/lib/benchmarks/benchmarks";

let alice: Actor;

/** MR-Ben's signals behind a run's lines in the queue (RunReview.detail). */
const signalsOf = (run: { detail?: unknown }) => run.detail as RunSignals;
let tamperedId: string;

startWith("benchmarks");

beforeAll(async () => {
  alice = await createActor("user", "alice");
  const created = await createSubmission(
    { authorization: alice.bearer },
    {
      modelName: "Tampered-7B",
      modelLink: "https://example.com/tampered",
      description: "A model whose file has tampered truth.",
      organization: "Test Lab",
      parameterCount: "7B",
      openWeights: true,
      temperature: 0,
      judgeModel: "gpt-3.5-turbo",
      claimedScores: { "0": { mean: 99.0 } },
    },
  );
  expect(created.status).toBe(201);
  tamperedId = String(created.body.id);
  const auth = { authorization: alice.bearer };
  expect((await uploadResults(auth, tamperedId, "0", fixtureBytes(FIXTURE.tampered))).status).toBe(201);
  expect((await uploadResults(auth, tamperedId, "1", fixtureBytes(FIXTURE.simB))).status).toBe(201);
  expect((await submitForReview({ authorization: alice.bearer }, tamperedId)).status).toBe(200);
}, 240_000);

describe("the moderation queue", () => {
  it("lists pending submissions only, the longest-waiting first", async () => {
    const newer = await seedBoardEntry({ slug: "queue-newer", status: "pending", runs: { "0": uniformRun(0.5) } });
    const older = await seedBoardEntry({ slug: "queue-older", status: "pending", runs: { "0": uniformRun(0.5) } });
    await db.submission.update({ where: { id: older }, data: { submittedAt: new Date("2020-01-01") } });
    const approved = await seedBoardEntry({ slug: "queue-approved", runs: { "0": uniformRun(0.5) } });

    const ids = (await loadReviewQueue()).map((entry) => entry.id);
    expect(ids[0]).toBe(older);
    expect(ids.indexOf(older)).toBeLessThan(ids.indexOf(newer));
    expect(ids).toContain(tamperedId);
    expect(ids).not.toContain(approved);
  });

  it("counts the tampered ground truth and parse mismatches the scorer reported", async () => {
    const entry = (await loadReviewQueue()).find((candidate) => candidate.id === tamperedId)!;
    const scoring = await db.submissionRun.findFirstOrThrow({
      where: { submissionId: tamperedId, shots: 0 },
      select: { scoring: { select: { report: true } } },
    });
    const report = scoring.scoring!.report as {
      truthMismatches: { total: number };
      parseMismatches: { total: number };
    };
    expect(report.truthMismatches.total).toBeGreaterThan(0);
    expect(signalsOf(entry.runs[0]).tamperedTruth).toBe(report.truthMismatches.total);
    expect(signalsOf(entry.runs[0]).parseMismatches).toBe(report.parseMismatches.total);
    expect(entry.flags.some((flag) => flag.includes("tampered truth"))).toBe(true);
  });

  it("compares the claimed mean with the recomputed one, in percentage points", async () => {
    const entry = (await reviewSignals(tamperedId))!;
    const run = await db.submissionRun.findFirstOrThrow({
      where: { submissionId: tamperedId, shots: 0 },
      select: { scoring: { select: { score: true } } },
    });
    expect(signalsOf(entry.runs[0]).claimedMean).toBe(99);
    // Claimed minus recomputed, as the report page shows it: a claim above the files is positive.
    expect(signalsOf(entry.runs[0]).claimDifference).toBeCloseTo(99 - run.scoring!.score * 100, 9);
    expect(signalsOf(entry.runs[1]).claimedMean).toBeNull();
    expect(signalsOf(entry.runs[1]).claimDifference).toBeNull();
  });

  it("flags a judge model other than the recommended one", async () => {
    const entry = (await reviewSignals(tamperedId))!;
    expect(entry.setup.flags).toContain("judge gpt-3.5-turbo is not the recommended one");
    expect(entry.setup.flags.some((flag) => flag.includes("gpt-4-turbo-2024-04-09"))).toBe(false);
    expect(entry.setup.lines).toContainEqual({ label: "Stated", value: "gpt-3.5-turbo ⚠ not recommended" });
    expect(entry.flags).toContain("judge gpt-3.5-turbo is not the recommended one");
  });

  it("reports coverage per shot setting: rankable subjects out of all, matched items", async () => {
    const partial = await seedBoardEntry({
      slug: "queue-partial",
      status: "pending",
      runs: { "0": { subjects: { math: 0.5, coding: { mrScore: 0.4, rankable: false } } } },
    });
    const entry = (await reviewSignals(partial))!;
    expect(signalsOf(entry.runs[0])).toMatchObject({
      subjectsRankable: 1,
      subjectsTotal: 2,
      matchedItems: 190,
      benchmarkItems: 200,
    });
    expect(entry.runs[1].status).toBe("missing");
    expect(entry.flags).toContain("0-shot: 1 subject(s) incomplete");
    expect(entry.flags).toContain("1-shot not scored (missing)");
  });

  it("names a results file already used by another submission", async () => {
    const copy = await createSubmission({ authorization: alice.bearer });
    const copyId = String(copy.body.id);
    const auth = { authorization: alice.bearer };
    expect((await uploadResults(auth, copyId, "1", fixtureBytes(FIXTURE.simB))).status).toBe(201);

    const entry = (await reviewSignals(tamperedId))!;
    expect(entry.reusedFiles).toEqual([{ shots: 1, otherSubmissionIds: [copyId] }]);
    expect(entry.flags).toContain("1-shot file already in 1 other submission(s)");
  }, 120_000);

  it("warns when the 1-shot file names another model than the 0-shot file", async () => {
    const id = await seedBoardEntry({
      slug: "two-named-model",
      status: "pending",
      runs: { "0": uniformRun(0.4), "1": uniformRun(0.5) },
    });
    const names = {
      0: "model-a_0shot_cot_True_scored_eval_results.json",
      1: "model-b_1shot_cot_True_scored_eval_results.json",
    };
    for (const shots of [0, 1] as const)
      await db.submissionRun.updateMany({ where: { submissionId: id, shots }, data: { fileName: names[shots] } });
    const entry = (await reviewSignals(id))!;
    expect(entry.flags).toContain(
      'The 0-shot file names the model "model-a" and the 1-shot file "model-b": both settings must be one model\'s results.',
    );
  });

  it("counts the submitter's other submissions by status", async () => {
    const bob = await createActor("user", "bob");
    const statuses = ["approved", "approved", "rejected", "withdrawn", "pending"] as const;
    for (const status of statuses) {
      await db.submission.create({
        data: {
          userId: bob.id,
          benchmarkId: (await ensureDefaultBenchmark()).id,
          status,
          modelName: `bob-${status}`,
          modelSlug: `bob-${status}`,
          modelLink: "https://example.org",
          description: "d",
          organization: "o",
          openWeights: true,
          temperature: 0,
          judgeModel: "gpt-4-turbo-2024-04-09",
          notes: "",
          submittedAt: new Date(),
        },
      });
    }
    const pendingOfBob = await db.submission.findFirstOrThrow({ where: { userId: bob.id, status: "pending" } });
    const entry = (await reviewSignals(pendingOfBob.id))!;
    expect(entry.history).toEqual({
      approved: 2,
      rejected: 1,
      pending: 0,
      withdrawn: 1,
      changes_requested: 0,
      unpublished: 0,
    });
    expect(entry.setup.flags).toEqual([]);
  });

  it("draws the same spot-check sample every time: 10 matched records per shot setting, seeded by the submission", async () => {
    const first = await spotCheckSample(tamperedId);
    const again = await spotCheckSample(tamperedId);
    expect(first.map((sample) => sample.shots)).toEqual([0, 1]);
    for (const sample of first) {
      const records = sample.records as SampledRecord[];
      expect(records).toHaveLength(10);
      expect(records.every((record) => record.outcome !== null)).toBe(true);
      expect(new Set(records.map((record) => record.id)).size).toBe(10);
    }
    expect(again).toEqual(first);
    const indexes = (first[0]!.records as SampledRecord[]).map((record) => record.recordIndex);
    expect(indexes).not.toEqual([...indexes].sort((a, b) => a - b));
  });
});
