-- One scoring for every benchmark kind: an extraction scoring becomes a FileScoring (same id, its
-- F1 the score, its other figures the summary, its matching, normalization and shots the variant),
-- its references TruthRecord rows and its per-reference rows ScoredRecord rows; runs point at
-- their scoring through scoringId whatever the kind. Nothing stored is dropped before it is copied.

-- Benchmark kinds are named by lib/benchmarks/registry.ts, not an enum: a build may add kinds.
ALTER TABLE "Benchmark" ALTER COLUMN "kind" DROP DEFAULT;
ALTER TABLE "Benchmark" ALTER COLUMN "kind" TYPE TEXT USING "kind"::text;
ALTER TABLE "Benchmark" ALTER COLUMN "kind" SET DEFAULT 'mrben';
DROP TYPE "BenchmarkKind";

-- FileScoring: the headline score of any kind, and the variant of settings it was scored with.
ALTER TABLE "FileScoring" RENAME COLUMN "meanMrScore" TO "score";
ALTER TABLE "FileScoring" RENAME COLUMN "meanCiLow" TO "scoreCiLow";
ALTER TABLE "FileScoring" RENAME COLUMN "meanCiHigh" TO "scoreCiHigh";
-- From PostgreSQL 18 on, a NOT NULL is a named constraint, and keeps its name when the column is renamed.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_constraint WHERE conname = 'FileScoring_meanMrScore_not_null') THEN
    ALTER TABLE "FileScoring" RENAME CONSTRAINT "FileScoring_meanMrScore_not_null" TO "FileScoring_score_not_null";
  END IF;
END $$;
ALTER TABLE "FileScoring" ADD COLUMN "summary" JSONB,
ADD COLUMN "variant" TEXT NOT NULL DEFAULT '';
DROP INDEX "FileScoring_fileId_benchmarkVersionId_scorerName_scorerVers_key";

INSERT INTO "FileScoring" ("id", "fileId", "benchmarkVersionId", "scorerName", "scorerVersion", "variant", "score",
  "scoreCiLow", "scoreCiHigh", "summary", "report", "createdAt", "updatedAt")
SELECT e."id", e."fileId", e."benchmarkVersionId", e."scorerName", e."scorerVersion",
  'matching=' || e."matching" || ';normalization=' || e."normalization" || ';shots=' || e."shots",
  e."f1", e."f1CiLow", e."f1CiHigh",
  jsonb_build_object(
    'matching', e."matching", 'normalization', e."normalization", 'shots', e."shots", 'records', e."records",
    'recall', e."recall", 'precision', e."precision",
    'recallCi', CASE WHEN e."recallCiLow" IS NULL OR e."recallCiHigh" IS NULL THEN 'null'::jsonb
      ELSE jsonb_build_object('low', e."recallCiLow", 'high', e."recallCiHigh") END,
    'precisionCi', CASE WHEN e."precisionCiLow" IS NULL OR e."precisionCiHigh" IS NULL THEN 'null'::jsonb
      ELSE jsonb_build_object('low', e."precisionCiLow", 'high', e."precisionCiHigh") END,
    'micro', jsonb_build_object('recall', e."microRecall", 'precision', e."microPrecision", 'f1', e."microF1")),
  e."report", e."createdAt", e."updatedAt"
FROM "ExtractionScoring" e;

CREATE UNIQUE INDEX "FileScoring_fileId_benchmarkVersionId_scorerName_scorerVers_key" ON "FileScoring"("fileId", "benchmarkVersionId", "scorerName", "scorerVersion", "variant");

-- Runs of extraction benchmarks point at their scoring through scoringId.
UPDATE "SubmissionRun" SET "scoringId" = "extractionScoringId" WHERE "extractionScoringId" IS NOT NULL;
ALTER TABLE "SubmissionRun" DROP CONSTRAINT "SubmissionRun_extractionScoringId_fkey";
DROP INDEX "SubmissionRun_extractionScoringId_idx";
ALTER TABLE "SubmissionRun" DROP COLUMN "extractionScoringId";

ALTER TABLE "ExtractionFieldScore" DROP CONSTRAINT "ExtractionFieldScore_scoringId_fkey";
ALTER TABLE "ExtractionFieldScore" ADD CONSTRAINT "ExtractionFieldScore_scoringId_fkey" FOREIGN KEY ("scoringId") REFERENCES "FileScoring"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- An extraction benchmark's references are its truth records.
ALTER TABLE "ExtractionReference" RENAME TO "TruthRecord";
-- Its constraints follow (the key, the foreign key, and from PostgreSQL 18 on the named NOT NULLs).
DO $$
DECLARE constraint_name text;
BEGIN
  FOR constraint_name IN
    SELECT conname FROM pg_constraint WHERE conrelid = '"TruthRecord"'::regclass AND conname LIKE 'ExtractionReference\_%'
  LOOP
    EXECUTE format('ALTER TABLE "TruthRecord" RENAME CONSTRAINT %I TO %I', constraint_name,
      'TruthRecord' || substr(constraint_name, length('ExtractionReference') + 1));
  END LOOP;
END $$;
ALTER INDEX "ExtractionReference_versionId_position_idx" RENAME TO "TruthRecord_versionId_position_idx";
ALTER INDEX "ExtractionReference_versionId_key_key" RENAME TO "TruthRecord_versionId_key_key";

-- Its per-reference rows are scored records: F1 the score, how the prediction parsed the outcome, the rest the detail.
CREATE TABLE "ScoredRecord" (
    "id" BIGSERIAL NOT NULL,
    "scoringId" TEXT NOT NULL,
    "truthRecordId" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "score" DOUBLE PRECISION NOT NULL,
    "outcome" TEXT NOT NULL,
    "submitted" TEXT,
    "detail" JSONB NOT NULL,

    CONSTRAINT "ScoredRecord_pkey" PRIMARY KEY ("id")
);

INSERT INTO "ScoredRecord" ("id", "scoringId", "truthRecordId", "position", "score", "outcome", "submitted", "detail")
SELECT r."id", r."scoringId", r."referenceId", r."referenceIndex", r."f1", r."parse"::text,
  r."prediction",
  jsonb_build_object(
    'predictionIndex', r."predictionIndex", 'alignedPredictionIndex', r."alignedPredictionIndex", 'moved', r."moved",
    'parseDetail', r."parseDetail", 'correct', r."correct", 'rawCorrect', r."rawCorrect",
    'truthLeaves', r."truthLeaves", 'predictionLeaves', r."predictionLeaves",
    'recall', r."recall", 'precision', r."precision")
FROM "ExtractionRecordScore" r;
SELECT setval(pg_get_serial_sequence('"ScoredRecord"', 'id'), COALESCE(MAX("id"), 0) + 1, false) FROM "ScoredRecord";

CREATE INDEX "ScoredRecord_truthRecordId_idx" ON "ScoredRecord"("truthRecordId");
CREATE INDEX "ScoredRecord_scoringId_score_idx" ON "ScoredRecord"("scoringId", "score");
CREATE INDEX "ScoredRecord_scoringId_outcome_idx" ON "ScoredRecord"("scoringId", "outcome");
CREATE UNIQUE INDEX "ScoredRecord_scoringId_position_key" ON "ScoredRecord"("scoringId", "position");
ALTER TABLE "ScoredRecord" ADD CONSTRAINT "ScoredRecord_scoringId_fkey" FOREIGN KEY ("scoringId") REFERENCES "FileScoring"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "ScoredRecord" ADD CONSTRAINT "ScoredRecord_truthRecordId_fkey" FOREIGN KEY ("truthRecordId") REFERENCES "TruthRecord"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

DROP TABLE "ExtractionRecordScore";
DROP TABLE "ExtractionScoring";
DROP TYPE "PredictionParse";

-- Rescore campaigns belong to one benchmark; every campaign so far rescored MR-Ben.
ALTER TABLE "RescoreCampaign" ADD COLUMN "benchmarkId" TEXT;
UPDATE "RescoreCampaign" c SET "benchmarkId" = v."benchmarkId" FROM "BenchmarkVersion" v WHERE v."id" = c."benchmarkVersionId";
UPDATE "RescoreCampaign" SET "benchmarkId" = (SELECT "id" FROM "Benchmark" WHERE "slug" = 'mr-ben') WHERE "benchmarkId" IS NULL;
ALTER TABLE "RescoreCampaign" ALTER COLUMN "benchmarkId" SET NOT NULL;
CREATE INDEX "RescoreCampaign_benchmarkId_status_idx" ON "RescoreCampaign"("benchmarkId", "status");
ALTER TABLE "RescoreCampaign" ADD CONSTRAINT "RescoreCampaign_benchmarkId_fkey" FOREIGN KEY ("benchmarkId") REFERENCES "Benchmark"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- A rescore item reads its file for one shot setting when the kind's scoring depends on it.
ALTER TABLE "RescoreItem" ADD COLUMN "shots" INTEGER;
DROP INDEX "RescoreItem_campaignId_fileId_key";
CREATE UNIQUE INDEX "RescoreItem_campaignId_fileId_shots_key" ON "RescoreItem"("campaignId", "fileId", "shots");
