// The bootstrap intervals stored when a file is scored, checked against a reference bootstrap
// computed here from the stored record rows and the benchmark's truth.
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { readResultsFile } from "@/lib/benchmarks/mrben/read-results-file";
import { createActor, type Actor } from "../helpers/actors";
import { createSubmission, fixtureBytes, FIXTURE, uploadResults } from "../helpers/api-calls";
import { startWith } from "../helpers/file-database";
import { referenceBootstrap, type ReferenceRecord } from "../helpers/reference-bootstrap";
import { FIXTURES_DIR } from "../helpers/shared-data";

let alice: Actor;
startWith("benchmarks");

beforeAll(async () => {
  alice = await createActor("user", "alice");
});

async function uploadFixture(fixture: string, shots: "0" | "1"): Promise<string> {
  const created = await createSubmission({ authorization: alice.bearer });
  expect(created.status).toBe(201);
  const id = String(created.body.id);
  const upload = await uploadResults({ authorization: alice.bearer }, id, shots, fixtureBytes(fixture), {
    "x-file-name": fixture,
  });
  expect(upload.status, JSON.stringify(upload.body)).toBe(201);
  const run = await db.submissionRun.findUniqueOrThrow({ where: { id: (upload.body.run as { id: string }).id } });
  return run.scoringId!;
}

/** The subjects in the uploaded file's key order: the order the mean adds them in. */
async function subjectOrder(fixture: string): Promise<string[]> {
  const read = await readResultsFile({ path: path.join(FIXTURES_DIR, fixture) });
  if (!read.ok) throw new Error(read.error.message);
  return Object.keys(read.value.results as object);
}

async function storedRecords(scoringId: string, subject: string): Promise<ReferenceRecord[]> {
  const rows = await db.recordResult.findMany({
    where: { scoringId, subject, outcome: { not: null } },
    select: { outcome: true, stepEarned: true, reasonEarned: true, item: { select: { correctness: true } } },
  });
  return rows.map((row) => ({
    truthCorrect: row.item!.correctness === "correct",
    outcome: row.outcome!,
    stepEarned: row.stepEarned,
    reasonEarned: row.reasonEarned,
  }));
}

async function expectStoredIntervalsMatchReference(fixture: string, shots: "0" | "1") {
  const scoringId = await uploadFixture(fixture, shots);
  const scoring = await db.fileScoring.findUniqueOrThrow({ where: { id: scoringId }, include: { subjects: true } });
  const order = await subjectOrder(fixture);
  expect(scoring.subjects.map((s) => s.subject).sort()).toEqual([...order].sort());
  const reference = referenceBootstrap(
    await Promise.all(order.map(async (subject) => ({ subject, records: await storedRecords(scoringId, subject) }))),
  );

  for (const subject of scoring.subjects) {
    const want = reference.subjects[subject.subject]!;
    expect({ low: subject.ciLow, high: subject.ciHigh }, subject.subject).toEqual(want);
    expect(subject.ciLow!, subject.subject).toBeLessThanOrEqual(subject.mrScore);
    expect(subject.ciHigh!, subject.subject).toBeGreaterThanOrEqual(subject.mrScore);
    expect(subject.ciLow!, subject.subject).toBeLessThan(subject.ciHigh!);
  }
  expect({ low: scoring.scoreCiLow, high: scoring.scoreCiHigh }).toEqual(reference.mean);
  expect(scoring.scoreCiLow!).toBeLessThanOrEqual(scoring.score);
  expect(scoring.scoreCiHigh!).toBeGreaterThanOrEqual(scoring.score);
}

describe("bootstrap intervals stored at scoring time", () => {
  it("equal a reference bootstrap of the stored records, for every subject and the mean, of a full-size upload", async () => {
    await expectStoredIntervalsMatchReference(FIXTURE.simB, "1");
  });

  it("cover only the subjects the file has, the mean adding them in the file's order", async () => {
    await expectStoredIntervalsMatchReference(FIXTURE.small, "0");
  });
});
