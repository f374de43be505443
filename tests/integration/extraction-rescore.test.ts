// Rescoring an extraction benchmark: one item per stored file and shot setting (the book's whole file
// is read for each), nothing switched while every scoring is current, and a rescore after its settings
// change. A rescore against a new version of the references is tests/integration/kind-conformance.test.ts's.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type PgBoss from "pg-boss";
import { db } from "@/lib/db";
import { openRescoreQueue } from "@/lib/rescore/queue";
import { rescoreBenchmark } from "@/lib/rescore/run-rescore";
import { createActor } from "../helpers/actors";
import { createSubmission, uploadResults, validMeta } from "../helpers/api-calls";
import { approveForTests } from "../helpers/board-entries";
import { EXTRACTION_SLUG, importExtractionFixture, readBookFile } from "../helpers/extraction-benchmark";

let submissionId: string;
let queue: PgBoss;

beforeAll(async () => {
  queue = await openRescoreQueue();
  await importExtractionFixture();
  const owner = await createActor("user", "rescored");
  const auth = { authorization: owner.bearer };
  const created = await createSubmission(auth, { ...validMeta, modelName: "Rescored", benchmark: EXTRACTION_SLUG });
  submissionId = String(created.body.id);
  const bytes = new TextEncoder().encode(JSON.stringify(readBookFile("Llama_results.json")));
  for (const shots of ["0", "1"]) expect((await uploadResults(auth, submissionId, shots, bytes)).status).toBe(201);
  await approveForTests(submissionId);
});

afterAll(async () => {
  await queue.stop({ graceful: false });
});

const rescore = (benchmark = EXTRACTION_SLUG) => rescoreBenchmark({ benchmark, queue });

describe("npm run rescore on an extraction benchmark", () => {
  it("changes nothing while every scoring is current", async () => {
    const before = await db.submissionRun.findMany({ where: { submissionId }, select: { scoringId: true } });
    const result = await rescore();
    // One item per file and shot setting: the book's whole file is read for each.
    expect(result).toMatchObject({
      ok: true,
      value: { status: "completed", versionNumber: 1, totalFiles: 2, done: 2, failed: [], switchedRuns: 0 },
    });
    expect(await db.submissionRun.findMany({ where: { submissionId }, select: { scoringId: true } })).toEqual(before);
  });

  it("rescores with the benchmark's new normalization, and names an unknown benchmark", async () => {
    expect((await importExtractionFixture({ normalization: "ord-v1" })).outcome).toBe("update-settings");
    const result = await rescore();
    expect(result).toMatchObject({ ok: true, value: { status: "completed", switchedRuns: 2 } });
    const scoring = await db.fileScoring.findFirstOrThrow({
      where: { runs: { some: { submissionId, shots: 1 } } },
      select: { summary: true },
    });
    expect((scoring.summary as { normalization: string }).normalization).toBe("ord-v1@1");
    expect(await rescore("nope")).toEqual({
      ok: false,
      error: { code: "no-such-benchmark", message: 'No benchmark is called "nope".' },
    });
  });
});
