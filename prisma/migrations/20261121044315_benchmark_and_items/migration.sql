-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateEnum
CREATE TYPE "SolutionCorrectness" AS ENUM ('correct', 'incorrect');

-- CreateTable
CREATE TABLE "Benchmark" (
    "id" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Benchmark_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BenchmarkVersion" (
    "id" TEXT NOT NULL,
    "benchmarkId" TEXT NOT NULL,
    "number" INTEGER NOT NULL,
    "truthDigest" TEXT NOT NULL,
    "note" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "BenchmarkVersion_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BenchmarkSubject" (
    "id" TEXT NOT NULL,
    "versionId" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "sourceFile" TEXT NOT NULL,
    "questionCount" INTEGER NOT NULL,
    "itemCount" INTEGER NOT NULL,
    "correctCount" INTEGER NOT NULL,
    "incorrectCount" INTEGER NOT NULL,
    "truthDigest" TEXT NOT NULL,
    "contentDigest" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "BenchmarkSubject_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BenchmarkItem" (
    "id" TEXT NOT NULL,
    "versionId" TEXT NOT NULL,
    "subjectId" TEXT NOT NULL,
    "questionUuid" TEXT NOT NULL,
    "sampledModel" TEXT NOT NULL,
    "stepsDigest" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "datasetKey" TEXT NOT NULL,
    "correctness" "SolutionCorrectness" NOT NULL,
    "firstErrorStep" TEXT NOT NULL,
    "question" TEXT NOT NULL,
    "options" JSONB,
    "steps" JSONB NOT NULL,
    "errorReason" JSONB,
    "rectifiedFirstErrorStep" JSONB,
    "originalSubject" TEXT NOT NULL,
    "extra" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "BenchmarkItem_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Benchmark_slug_key" ON "Benchmark"("slug");

-- CreateIndex
CREATE INDEX "BenchmarkVersion_benchmarkId_idx" ON "BenchmarkVersion"("benchmarkId");

-- CreateIndex
CREATE UNIQUE INDEX "BenchmarkVersion_benchmarkId_number_key" ON "BenchmarkVersion"("benchmarkId", "number");

-- CreateIndex
CREATE INDEX "BenchmarkSubject_versionId_idx" ON "BenchmarkSubject"("versionId");

-- CreateIndex
CREATE UNIQUE INDEX "BenchmarkSubject_versionId_key_key" ON "BenchmarkSubject"("versionId", "key");

-- CreateIndex
CREATE INDEX "BenchmarkItem_versionId_idx" ON "BenchmarkItem"("versionId");

-- CreateIndex
CREATE INDEX "BenchmarkItem_subjectId_position_idx" ON "BenchmarkItem"("subjectId", "position");

-- CreateIndex
CREATE UNIQUE INDEX "BenchmarkItem_subjectId_questionUuid_sampledModel_stepsDige_key" ON "BenchmarkItem"("subjectId", "questionUuid", "sampledModel", "stepsDigest");

-- AddForeignKey
ALTER TABLE "BenchmarkVersion" ADD CONSTRAINT "BenchmarkVersion_benchmarkId_fkey" FOREIGN KEY ("benchmarkId") REFERENCES "Benchmark"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BenchmarkSubject" ADD CONSTRAINT "BenchmarkSubject_versionId_fkey" FOREIGN KEY ("versionId") REFERENCES "BenchmarkVersion"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BenchmarkItem" ADD CONSTRAINT "BenchmarkItem_versionId_fkey" FOREIGN KEY ("versionId") REFERENCES "BenchmarkVersion"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BenchmarkItem" ADD CONSTRAINT "BenchmarkItem_subjectId_fkey" FOREIGN KEY ("subjectId") REFERENCES "BenchmarkSubject"("id") ON DELETE CASCADE ON UPDATE CASCADE;
