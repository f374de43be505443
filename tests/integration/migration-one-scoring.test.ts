// The migration that gave every benchmark kind one scoring table: stored extraction scorings,
// references and per-reference rows keep their ids and figures, and their runs keep pointing at them.
import type pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { applyAllMigrations, databaseBefore, dropDatabasesBefore, queryRows } from "../helpers/migrated-before";

afterAll(dropDatabasesBefore);

const databaseBeforeOneScoring = () => databaseBefore("_one_scoring_for_every_kind");
const query = <T extends pg.QueryResultRow>(databaseUrl: string, sql: string) => queryRows<T>(databaseUrl, sql);

/** An extraction benchmark with one scored upload, and an MR-Ben scoring with a finished rescore, as stored before. */
const SEED = `
  INSERT INTO "User" (id, email, "createdAt", "updatedAt") VALUES ('u1', 'a@example.org', now(), now());
  INSERT INTO "Benchmark" (id, slug, name, kind, "createdAt", "updatedAt") VALUES
    ('mb', 'mr-ben', 'MR-Ben', 'mrben', now(), now()),
    ('eb', 'ord', 'ORD', 'extraction', now(), now());
  INSERT INTO "BenchmarkVersion" (id, "benchmarkId", number, "truthDigest", note, "createdAt", "updatedAt") VALUES
    ('mv', 'mb', 1, 'd', 'n', now(), now()), ('ev', 'eb', 1, 'd', 'n', now(), now());
  INSERT INTO "ExtractionReference" (id, "versionId", key, position, text, digest, "createdAt", "updatedAt")
    VALUES ('ref1', 'ev', 'rxn-1', 0, '{"a": 1}', 'x', now(), now());
  INSERT INTO "StoredFile" (id, sha256, "sizeBytes", "originalEncoding", "gzipBytes", "createdAt", "updatedAt")
    VALUES ('f1', 'sha-1', 10, 'json', '\\x00', now(), now()), ('f2', 'sha-2', 10, 'json', '\\x00', now(), now());
  INSERT INTO "FileScoring" (id, "fileId", "benchmarkVersionId", "scorerName", "scorerVersion", "meanMrScore",
    "meanCiLow", "meanCiHigh", report, "createdAt", "updatedAt")
    VALUES ('ms', 'f2', 'mv', 'mrben-mr-score', '1', 0.42, 0.40, 0.44, '{}', now(), now());
  INSERT INTO "ExtractionScoring" (id, "fileId", "benchmarkVersionId", "scorerName", "scorerVersion", matching,
    normalization, shots, records, recall, precision, f1, "f1CiLow", "f1CiHigh", "recallCiLow", "recallCiHigh",
    "precisionCiLow", "precisionCiHigh", "microRecall", "microPrecision", "microF1", report, "createdAt", "updatedAt")
    VALUES ('es', 'f1', 'ev', 'extraction-field-f1', '1', 'aligned', 'ord-v1@1', 1, 1, 0.5, 0.25, 0.3333, 0.2, 0.4,
      0.4, 0.6, NULL, NULL, 0.5, 0.25, 0.3333, '{"diagnostics": {}}', now(), now());
  INSERT INTO "ExtractionFieldScore" (id, "scoringId", path, correct, "truthLeaves", "predictionLeaves", recall,
    precision, f1) VALUES ('fs1', 'es', 'a', 1, 2, 4, 0.5, 0.25, 0.3333);
  INSERT INTO "ExtractionRecordScore" ("scoringId", "referenceId", "referenceIndex", "predictionIndex",
    "alignedPredictionIndex", moved, parse, "parseDetail", prediction, correct, "rawCorrect", "truthLeaves",
    "predictionLeaves", recall, precision, f1)
    VALUES ('es', 'ref1', 0, 0, 0, false, 'no_object', 'no brace', 'text', 1, 1, 2, 4, 0.5, 0.25, 0.3333);
  INSERT INTO "Submission" (id, "userId", "benchmarkId", "modelName", "modelSlug", "modelLink", description,
    organization, "openWeights", temperature, "judgeModel", notes, "createdAt", "updatedAt") VALUES
    ('s1', 'u1', 'eb', 'M', 'm', 'https://example.org', 'd', 'o', true, 0, 'j', '', now(), now()),
    ('s2', 'u1', 'mb', 'N', 'n', 'https://example.org', 'd', 'o', true, 0, 'j', '', now(), now());
  INSERT INTO "SubmissionRun" (id, "submissionId", shots, status, "fileId", "extractionScoringId", "createdAt",
    "updatedAt") VALUES ('r1', 's1', 1, 'scored', 'f1', 'es', now(), now());
  INSERT INTO "SubmissionRun" (id, "submissionId", shots, status, "fileId", "scoringId", "createdAt", "updatedAt")
    VALUES ('r2', 's2', 0, 'scored', 'f2', 'ms', now(), now());
  INSERT INTO "RescoreCampaign" (id, status, "scorerName", "scorerVersion", "benchmarkVersionId", "totalFiles",
    "createdAt", "updatedAt") VALUES ('c1', 'completed', 'mrben-mr-score', '1', 'mv', 1, now(), now());
  INSERT INTO "RescoreItem" (id, "campaignId", "fileId", status, "scoringId", "createdAt", "updatedAt")
    VALUES ('i1', 'c1', 'f2', 'done', 'ms', now(), now());
`;

describe("the one-scoring migration", () => {
  it("turns extraction scorings, references and records into the shared tables, ids and figures kept", async () => {
    const databaseUrl = await databaseBeforeOneScoring();
    await query(databaseUrl, SEED);
    await applyAllMigrations(databaseUrl);

    expect(
      await query(
        databaseUrl,
        `SELECT id, variant, score, "scoreCiLow", "scoreCiHigh", summary FROM "FileScoring" ORDER BY id`,
      ),
    ).toEqual([
      {
        id: "es",
        variant: "matching=aligned;normalization=ord-v1@1;shots=1",
        score: 0.3333,
        scoreCiLow: 0.2,
        scoreCiHigh: 0.4,
        summary: {
          matching: "aligned",
          normalization: "ord-v1@1",
          shots: 1,
          records: 1,
          recall: 0.5,
          precision: 0.25,
          recallCi: { low: 0.4, high: 0.6 },
          precisionCi: null,
          micro: { recall: 0.5, precision: 0.25, f1: 0.3333 },
        },
      },
      { id: "ms", variant: "", score: 0.42, scoreCiLow: 0.4, scoreCiHigh: 0.44, summary: null },
    ]);
    expect(await query(databaseUrl, `SELECT id, "scoringId" FROM "SubmissionRun" ORDER BY id`)).toEqual([
      { id: "r1", scoringId: "es" },
      { id: "r2", scoringId: "ms" },
    ]);
    expect(await query(databaseUrl, `SELECT id, "versionId", key, text FROM "TruthRecord"`)).toEqual([
      { id: "ref1", versionId: "ev", key: "rxn-1", text: '{"a": 1}' },
    ]);
    expect(
      await query(
        databaseUrl,
        `SELECT "scoringId", "truthRecordId", position, score, outcome, submitted, detail FROM "ScoredRecord"`,
      ),
    ).toEqual([
      {
        scoringId: "es",
        truthRecordId: "ref1",
        position: 0,
        score: 0.3333,
        outcome: "no_object",
        submitted: "text",
        detail: {
          predictionIndex: 0,
          alignedPredictionIndex: 0,
          moved: false,
          parseDetail: "no brace",
          correct: 1,
          rawCorrect: 1,
          truthLeaves: 2,
          predictionLeaves: 4,
          recall: 0.5,
          precision: 0.25,
        },
      },
    ]);
    expect(await query(databaseUrl, `SELECT "scoringId", path FROM "ExtractionFieldScore"`)).toEqual([
      { scoringId: "es", path: "a" },
    ]);
    expect(await query(databaseUrl, `SELECT id, "benchmarkId" FROM "RescoreCampaign"`)).toEqual([
      { id: "c1", benchmarkId: "mb" },
    ]);
    expect(await query(databaseUrl, `SELECT id, shots FROM "RescoreItem"`)).toEqual([{ id: "i1", shots: null }]);
    // New scored records continue after the copied ids.
    await query(
      databaseUrl,
      `INSERT INTO "ScoredRecord" ("scoringId", "truthRecordId", position, score, outcome, detail)
       VALUES ('es', 'ref1', 1, 0, 'ok', '{}')`,
    );
    expect(await query(databaseUrl, `SELECT count(*)::int AS n FROM "ScoredRecord"`)).toEqual([{ n: 2 }]);
  });
});
