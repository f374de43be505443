-- CreateEnum
CREATE TYPE "HostedRunStatus" AS ENUM ('queued', 'running', 'completed', 'cancelled', 'cap_reached', 'failed');

-- CreateEnum
CREATE TYPE "HostedJudgeStage" AS ENUM ('pending', 'running', 'completed', 'failed');

-- CreateEnum
CREATE TYPE "HostedAnswerStatus" AS ENUM ('pending', 'answered', 'failed');

-- CreateTable
CREATE TABLE "HostedRun" (
    "id" TEXT NOT NULL,
    "submissionId" TEXT NOT NULL,
    "createdById" TEXT NOT NULL,
    "benchmarkVersionId" TEXT NOT NULL,
    "baseUrl" TEXT NOT NULL,
    "model" TEXT NOT NULL,
    "sealedApiKey" TEXT,
    "temperature" DOUBLE PRECISION NOT NULL DEFAULT 0.0,
    "topP" DOUBLE PRECISION NOT NULL DEFAULT 0.9,
    "shots" INTEGER[],
    "maxTokens" INTEGER,
    "stopTokenIds" INTEGER[],
    "concurrency" INTEGER NOT NULL DEFAULT 5,
    "subjects" TEXT[],
    "itemLimit" INTEGER,
    "maxRequests" INTEGER,
    "maxTotalTokens" INTEGER,
    "status" "HostedRunStatus" NOT NULL DEFAULT 'queued',
    "failureCode" TEXT,
    "failureDetail" TEXT,
    "requests" INTEGER NOT NULL DEFAULT 0,
    "spentTokens" INTEGER NOT NULL DEFAULT 0,
    "promptTokens" INTEGER NOT NULL DEFAULT 0,
    "completionTokens" INTEGER NOT NULL DEFAULT 0,
    "answeredItems" INTEGER NOT NULL DEFAULT 0,
    "totalItems" INTEGER NOT NULL,
    "judgeStage" "HostedJudgeStage",
    "startedAt" TIMESTAMP(3),
    "finishedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "HostedRun_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "HostedAnswer" (
    "id" TEXT NOT NULL,
    "runId" TEXT NOT NULL,
    "shots" INTEGER NOT NULL,
    "itemId" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "status" "HostedAnswerStatus" NOT NULL DEFAULT 'pending',
    "leaseToken" TEXT,
    "leaseExpiresAt" TIMESTAMP(3),
    "reservedTokens" INTEGER,
    "rawResponse" TEXT,
    "parsed" JSONB,
    "promptTokens" INTEGER,
    "completionTokens" INTEGER,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "failureCode" TEXT,
    "failureDetail" TEXT,
    "settledAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "HostedAnswer_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "HostedRunFile" (
    "id" TEXT NOT NULL,
    "runId" TEXT NOT NULL,
    "shots" INTEGER NOT NULL,
    "fileName" TEXT NOT NULL,
    "fileId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "HostedRunFile_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "HostedRun_submissionId_createdAt_idx" ON "HostedRun"("submissionId", "createdAt");

-- CreateIndex
CREATE INDEX "HostedRun_createdById_idx" ON "HostedRun"("createdById");

-- CreateIndex
CREATE INDEX "HostedRun_benchmarkVersionId_idx" ON "HostedRun"("benchmarkVersionId");

-- CreateIndex
CREATE INDEX "HostedRun_status_createdAt_idx" ON "HostedRun"("status", "createdAt");

-- CreateIndex
CREATE INDEX "HostedAnswer_runId_status_shots_position_idx" ON "HostedAnswer"("runId", "status", "shots", "position");

-- CreateIndex
CREATE INDEX "HostedAnswer_runId_settledAt_idx" ON "HostedAnswer"("runId", "settledAt");

-- CreateIndex
CREATE INDEX "HostedAnswer_itemId_idx" ON "HostedAnswer"("itemId");

-- CreateIndex
CREATE UNIQUE INDEX "HostedAnswer_runId_shots_itemId_key" ON "HostedAnswer"("runId", "shots", "itemId");

-- CreateIndex
CREATE INDEX "HostedRunFile_fileId_idx" ON "HostedRunFile"("fileId");

-- CreateIndex
CREATE UNIQUE INDEX "HostedRunFile_runId_shots_key" ON "HostedRunFile"("runId", "shots");

-- AddForeignKey
ALTER TABLE "HostedRun" ADD CONSTRAINT "HostedRun_submissionId_fkey" FOREIGN KEY ("submissionId") REFERENCES "Submission"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "HostedRun" ADD CONSTRAINT "HostedRun_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "HostedRun" ADD CONSTRAINT "HostedRun_benchmarkVersionId_fkey" FOREIGN KEY ("benchmarkVersionId") REFERENCES "BenchmarkVersion"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "HostedAnswer" ADD CONSTRAINT "HostedAnswer_runId_fkey" FOREIGN KEY ("runId") REFERENCES "HostedRun"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "HostedAnswer" ADD CONSTRAINT "HostedAnswer_itemId_fkey" FOREIGN KEY ("itemId") REFERENCES "BenchmarkItem"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "HostedRunFile" ADD CONSTRAINT "HostedRunFile_runId_fkey" FOREIGN KEY ("runId") REFERENCES "HostedRun"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "HostedRunFile" ADD CONSTRAINT "HostedRunFile_fileId_fkey" FOREIGN KEY ("fileId") REFERENCES "StoredFile"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
