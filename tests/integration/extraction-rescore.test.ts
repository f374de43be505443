// Rescoring an extraction benchmark after its references or settings change: every stored file
// is scored against the current version and settings, then all runs switch at once.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { loadExtractionBoard } from "@/lib/leaderboard/extraction-board";
import { rescoreExtractionBenchmark } from "@/lib/rescore/rescore-extraction";
import { createActor } from "../helpers/actors";
import { createSubmission, uploadResults, validMeta } from "../helpers/api-calls";
import { approveForTests } from "../helpers/board-entries";
import {
  bookReferences,
  EXTRACTION_SLUG,
  importExtractionFixture,
  readBookFile,
} from "../helpers/extraction-benchmark";

let submissionId: string;

beforeAll(async () => {
  await importExtractionFixture();
  const owner = await createActor("user", "rescored");
  const auth = { authorization: owner.bearer };
  const created = await createSubmission(auth, { ...validMeta, modelName: "Rescored", benchmark: EXTRACTION_SLUG });
  submissionId = String(created.body.id);
  const bytes = new TextEncoder().encode(JSON.stringify(readBookFile("Llama_results.json")));
  for (const shots of ["0", "1"]) expect((await uploadResults(auth, submissionId, shots, bytes)).status).toBe(201);
  await approveForTests(submissionId);
});

const boardRow = async () => (await loadExtractionBoard(EXTRACTION_SLUG, 1))!.rows[0]!;

describe("npm run extraction:rescore", () => {
  it("changes nothing while every scoring is current", async () => {
    const result = await rescoreExtractionBenchmark({ slug: EXTRACTION_SLUG });
    expect(result).toEqual({
      ok: true,
      summary: { versionNumber: 1, runs: 2, current: 2, rescored: 0, failed: [] },
    });
  });

  it("rescores every file against a new version of the references and switches the board to it", async () => {
    const before = await boardRow();
    // Every reference the model got something right on is replaced: the new version scores lower.
    const references = bookReferences().map((reference, index) =>
      index < 50 ? { ...reference, reference: { replaced: index } } : reference,
    );
    expect((await importExtractionFixture({ references })).outcome).toBe("new-version");
    expect((await boardRow()).benchmarkVersion).toBe(1);

    const result = await rescoreExtractionBenchmark({ slug: EXTRACTION_SLUG });
    expect(result).toMatchObject({ ok: true, summary: { versionNumber: 2, runs: 2, current: 0, rescored: 2 } });
    const after = await boardRow();
    expect(after.benchmarkVersion).toBe(2);
    expect(after.f1).toBeLessThan(before.f1);
    const runs = await db.submissionRun.findMany({
      where: { submissionId },
      select: { extractionScoring: { select: { benchmarkVersion: { select: { number: true } } } } },
    });
    expect(runs.map((run) => run.extractionScoring!.benchmarkVersion.number)).toEqual([2, 2]);
  });

  it("rescores with the benchmark's new normalization, and names an unknown benchmark", async () => {
    const references = bookReferences().map((reference, index) =>
      index < 50 ? { ...reference, reference: { replaced: index } } : reference,
    );
    expect((await importExtractionFixture({ references, normalization: "ord-v1" })).outcome).toBe("update-settings");
    const result = await rescoreExtractionBenchmark({ slug: EXTRACTION_SLUG });
    expect(result).toMatchObject({ ok: true, summary: { rescored: 2 } });
    const scoring = await db.extractionScoring.findFirstOrThrow({
      where: { runs: { some: { submissionId, shots: 1 } } },
      select: { normalization: true },
    });
    expect(scoring.normalization).toBe("ord-v1@1");
    expect(await rescoreExtractionBenchmark({ slug: "nope" })).toEqual({
      ok: false,
      error: 'No extraction benchmark "nope".',
    });
  });
});
