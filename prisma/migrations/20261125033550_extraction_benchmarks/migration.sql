-- CreateEnum
CREATE TYPE "BenchmarkKind" AS ENUM ('mrben', 'extraction');

-- CreateEnum
CREATE TYPE "PredictionParse" AS ENUM ('ok', 'missing', 'no_object', 'invalid_json');

-- AlterTable
ALTER TABLE "Benchmark" ADD COLUMN     "description" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "kind" "BenchmarkKind" NOT NULL DEFAULT 'mrben',
ADD COLUMN     "settings" JSONB;

-- AlterTable
-- AlterTable: every submission so far is for MR-Ben. Its benchmark row is made if the data was
-- never imported (a draft may exist before the import), so the column can be required.
ALTER TABLE "Submission" ADD COLUMN     "benchmarkId" TEXT;
INSERT INTO "Benchmark" ("id", "slug", "name", "createdAt", "updatedAt")
SELECT 'mr-ben', 'mr-ben', 'MR-Ben', now(), now()
WHERE EXISTS (SELECT 1 FROM "Submission")
ON CONFLICT ("slug") DO NOTHING;
UPDATE "Submission" SET "benchmarkId" = (SELECT "id" FROM "Benchmark" WHERE "slug" = 'mr-ben');
ALTER TABLE "Submission" ALTER COLUMN "benchmarkId" SET NOT NULL;

-- AlterTable
ALTER TABLE "SubmissionRun" ADD COLUMN     "extractionScoringId" TEXT;

-- CreateTable
CREATE TABLE "ExtractionReference" (
    "id" TEXT NOT NULL,
    "versionId" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "text" TEXT NOT NULL,
    "digest" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ExtractionReference_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ExtractionScoring" (
    "id" TEXT NOT NULL,
    "fileId" TEXT NOT NULL,
    "benchmarkVersionId" TEXT NOT NULL,
    "scorerName" TEXT NOT NULL,
    "scorerVersion" TEXT NOT NULL,
    "matching" TEXT NOT NULL,
    "normalization" TEXT NOT NULL,
    "shots" INTEGER NOT NULL,
    "records" INTEGER NOT NULL,
    "recall" DOUBLE PRECISION NOT NULL,
    "precision" DOUBLE PRECISION NOT NULL,
    "f1" DOUBLE PRECISION NOT NULL,
    "f1CiLow" DOUBLE PRECISION,
    "f1CiHigh" DOUBLE PRECISION,
    "recallCiLow" DOUBLE PRECISION,
    "recallCiHigh" DOUBLE PRECISION,
    "precisionCiLow" DOUBLE PRECISION,
    "precisionCiHigh" DOUBLE PRECISION,
    "microRecall" DOUBLE PRECISION NOT NULL,
    "microPrecision" DOUBLE PRECISION NOT NULL,
    "microF1" DOUBLE PRECISION NOT NULL,
    "report" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ExtractionScoring_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ExtractionFieldScore" (
    "id" TEXT NOT NULL,
    "scoringId" TEXT NOT NULL,
    "path" TEXT NOT NULL,
    "correct" INTEGER NOT NULL,
    "truthLeaves" INTEGER NOT NULL,
    "predictionLeaves" INTEGER NOT NULL,
    "recall" DOUBLE PRECISION NOT NULL,
    "precision" DOUBLE PRECISION NOT NULL,
    "f1" DOUBLE PRECISION NOT NULL,

    CONSTRAINT "ExtractionFieldScore_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ExtractionRecordScore" (
    "id" BIGSERIAL NOT NULL,
    "scoringId" TEXT NOT NULL,
    "referenceId" TEXT NOT NULL,
    "referenceIndex" INTEGER NOT NULL,
    "predictionIndex" INTEGER,
    "alignedPredictionIndex" INTEGER,
    "moved" BOOLEAN NOT NULL,
    "parse" "PredictionParse" NOT NULL,
    "parseDetail" TEXT,
    "prediction" TEXT,
    "correct" INTEGER NOT NULL,
    "rawCorrect" INTEGER NOT NULL,
    "truthLeaves" INTEGER NOT NULL,
    "predictionLeaves" INTEGER NOT NULL,
    "recall" DOUBLE PRECISION NOT NULL,
    "precision" DOUBLE PRECISION NOT NULL,
    "f1" DOUBLE PRECISION NOT NULL,

    CONSTRAINT "ExtractionRecordScore_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ExtractionReference_versionId_position_idx" ON "ExtractionReference"("versionId", "position");

-- CreateIndex
CREATE UNIQUE INDEX "ExtractionReference_versionId_key_key" ON "ExtractionReference"("versionId", "key");

-- CreateIndex
CREATE INDEX "ExtractionScoring_benchmarkVersionId_idx" ON "ExtractionScoring"("benchmarkVersionId");

-- CreateIndex
CREATE UNIQUE INDEX "ExtractionScoring_fileId_benchmarkVersionId_scorerName_scor_key" ON "ExtractionScoring"("fileId", "benchmarkVersionId", "scorerName", "scorerVersion", "matching", "normalization", "shots");

-- CreateIndex
CREATE UNIQUE INDEX "ExtractionFieldScore_scoringId_path_key" ON "ExtractionFieldScore"("scoringId", "path");

-- CreateIndex
CREATE INDEX "ExtractionRecordScore_referenceId_idx" ON "ExtractionRecordScore"("referenceId");

-- CreateIndex
CREATE INDEX "ExtractionRecordScore_scoringId_f1_idx" ON "ExtractionRecordScore"("scoringId", "f1");

-- CreateIndex
CREATE INDEX "ExtractionRecordScore_scoringId_parse_idx" ON "ExtractionRecordScore"("scoringId", "parse");

-- CreateIndex
CREATE UNIQUE INDEX "ExtractionRecordScore_scoringId_referenceIndex_key" ON "ExtractionRecordScore"("scoringId", "referenceIndex");

-- CreateIndex
CREATE INDEX "Submission_benchmarkId_status_idx" ON "Submission"("benchmarkId", "status");

-- CreateIndex
CREATE INDEX "SubmissionRun_extractionScoringId_idx" ON "SubmissionRun"("extractionScoringId");

-- AddForeignKey
ALTER TABLE "Submission" ADD CONSTRAINT "Submission_benchmarkId_fkey" FOREIGN KEY ("benchmarkId") REFERENCES "Benchmark"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SubmissionRun" ADD CONSTRAINT "SubmissionRun_extractionScoringId_fkey" FOREIGN KEY ("extractionScoringId") REFERENCES "ExtractionScoring"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ExtractionReference" ADD CONSTRAINT "ExtractionReference_versionId_fkey" FOREIGN KEY ("versionId") REFERENCES "BenchmarkVersion"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ExtractionScoring" ADD CONSTRAINT "ExtractionScoring_fileId_fkey" FOREIGN KEY ("fileId") REFERENCES "StoredFile"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ExtractionScoring" ADD CONSTRAINT "ExtractionScoring_benchmarkVersionId_fkey" FOREIGN KEY ("benchmarkVersionId") REFERENCES "BenchmarkVersion"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ExtractionFieldScore" ADD CONSTRAINT "ExtractionFieldScore_scoringId_fkey" FOREIGN KEY ("scoringId") REFERENCES "ExtractionScoring"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ExtractionRecordScore" ADD CONSTRAINT "ExtractionRecordScore_scoringId_fkey" FOREIGN KEY ("scoringId") REFERENCES "ExtractionScoring"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ExtractionRecordScore" ADD CONSTRAINT "ExtractionRecordScore_referenceId_fkey" FOREIGN KEY ("referenceId") REFERENCES "ExtractionReference"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
