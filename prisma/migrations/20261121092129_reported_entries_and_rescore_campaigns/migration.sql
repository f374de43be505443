-- CreateEnum
CREATE TYPE "ReportedEntryStatus" AS ENUM ('published', 'unpublished');

-- CreateEnum
CREATE TYPE "RescoreStatus" AS ENUM ('running', 'switching', 'completed', 'failed');

-- CreateEnum
CREATE TYPE "RescoreItemStatus" AS ENUM ('queued', 'done', 'failed');

-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "ModerationAction" ADD VALUE 'add_reported';
ALTER TYPE "ModerationAction" ADD VALUE 'start_rescore';

-- AlterTable
ALTER TABLE "SubmissionRun" ADD COLUMN     "previousScoringId" TEXT;

-- AlterTable
ALTER TABLE "ModerationEvent" ADD COLUMN     "reportedEntryId" TEXT;

-- CreateTable
CREATE TABLE "ReportedEntry" (
    "id" TEXT NOT NULL,
    "modelName" TEXT NOT NULL,
    "modelSlug" TEXT NOT NULL,
    "modelLink" TEXT NOT NULL,
    "organization" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "parameterCount" BIGINT,
    "openWeights" BOOLEAN NOT NULL,
    "sourceUrl" TEXT NOT NULL,
    "scores" JSONB NOT NULL,
    "status" "ReportedEntryStatus" NOT NULL DEFAULT 'published',
    "revision" INTEGER NOT NULL DEFAULT 0,
    "createdById" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ReportedEntry_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RescoreCampaign" (
    "id" TEXT NOT NULL,
    "status" "RescoreStatus" NOT NULL DEFAULT 'running',
    "scorerName" TEXT NOT NULL,
    "scorerVersion" TEXT NOT NULL,
    "benchmarkVersionId" TEXT NOT NULL,
    "totalFiles" INTEGER NOT NULL,
    "startedById" TEXT,
    "error" TEXT,
    "startedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finishedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "RescoreCampaign_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RescoreItem" (
    "id" TEXT NOT NULL,
    "campaignId" TEXT NOT NULL,
    "fileId" TEXT NOT NULL,
    "status" "RescoreItemStatus" NOT NULL DEFAULT 'queued',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "scoringId" TEXT,
    "error" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "RescoreItem_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ReportedEntry_modelSlug_status_idx" ON "ReportedEntry"("modelSlug", "status");

-- CreateIndex
CREATE INDEX "ReportedEntry_createdById_idx" ON "ReportedEntry"("createdById");

-- CreateIndex
CREATE INDEX "RescoreCampaign_status_startedAt_idx" ON "RescoreCampaign"("status", "startedAt");

-- CreateIndex
CREATE INDEX "RescoreItem_campaignId_status_idx" ON "RescoreItem"("campaignId", "status");

-- CreateIndex
CREATE INDEX "RescoreItem_fileId_idx" ON "RescoreItem"("fileId");

-- CreateIndex
CREATE INDEX "RescoreItem_scoringId_idx" ON "RescoreItem"("scoringId");

-- CreateIndex
CREATE UNIQUE INDEX "RescoreItem_campaignId_fileId_key" ON "RescoreItem"("campaignId", "fileId");

-- CreateIndex
CREATE INDEX "ModerationEvent_reportedEntryId_createdAt_idx" ON "ModerationEvent"("reportedEntryId", "createdAt");

-- AddForeignKey
ALTER TABLE "SubmissionRun" ADD CONSTRAINT "SubmissionRun_previousScoringId_fkey" FOREIGN KEY ("previousScoringId") REFERENCES "FileScoring"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ModerationEvent" ADD CONSTRAINT "ModerationEvent_reportedEntryId_fkey" FOREIGN KEY ("reportedEntryId") REFERENCES "ReportedEntry"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReportedEntry" ADD CONSTRAINT "ReportedEntry_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RescoreCampaign" ADD CONSTRAINT "RescoreCampaign_startedById_fkey" FOREIGN KEY ("startedById") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RescoreItem" ADD CONSTRAINT "RescoreItem_campaignId_fkey" FOREIGN KEY ("campaignId") REFERENCES "RescoreCampaign"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RescoreItem" ADD CONSTRAINT "RescoreItem_fileId_fkey" FOREIGN KEY ("fileId") REFERENCES "StoredFile"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RescoreItem" ADD CONSTRAINT "RescoreItem_scoringId_fkey" FOREIGN KEY ("scoringId") REFERENCES "FileScoring"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
