-- CreateEnum
CREATE TYPE "HostedVerdictStatus" AS ENUM ('pending', 'judged', 'failed');

-- AlterTable
ALTER TABLE "SubmissionRun" ADD COLUMN     "hostedRunId" TEXT;

-- AlterTable
ALTER TABLE "HostedRun" ADD COLUMN     "judgeCompletionTokens" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "judgeFailedRecords" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "judgeFailureCode" TEXT,
ADD COLUMN     "judgeFailureDetail" TEXT,
ADD COLUMN     "judgeModel" TEXT,
ADD COLUMN     "judgePromptTokens" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "judgeRequests" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "judgeTotal" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "judgedRecords" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "HostedRunFile" ADD COLUMN     "scoredFileId" TEXT,
ADD COLUMN     "scoredFileName" TEXT,
ADD COLUMN     "scoringLeaseUntil" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "HostedJudgeVerdict" (
    "id" TEXT NOT NULL,
    "runId" TEXT NOT NULL,
    "answerId" TEXT NOT NULL,
    "shots" INTEGER NOT NULL,
    "subject" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "status" "HostedVerdictStatus" NOT NULL DEFAULT 'pending',
    "leaseToken" TEXT,
    "leaseExpiresAt" TIMESTAMP(3),
    "judgeModel" TEXT,
    "rawResponse" TEXT,
    "promptTokens" INTEGER,
    "completionTokens" INTEGER,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "failureKind" TEXT,
    "failureDetail" TEXT,
    "settledAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "HostedJudgeVerdict_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "HostedJudgeVerdict_runId_status_idx" ON "HostedJudgeVerdict"("runId", "status");

-- CreateIndex
CREATE UNIQUE INDEX "HostedJudgeVerdict_runId_shots_subject_position_key" ON "HostedJudgeVerdict"("runId", "shots", "subject", "position");

-- CreateIndex
CREATE UNIQUE INDEX "HostedJudgeVerdict_answerId_key" ON "HostedJudgeVerdict"("answerId");

-- CreateIndex
CREATE INDEX "SubmissionRun_hostedRunId_idx" ON "SubmissionRun"("hostedRunId");

-- CreateIndex
CREATE INDEX "HostedRunFile_scoredFileId_idx" ON "HostedRunFile"("scoredFileId");

-- AddForeignKey
ALTER TABLE "SubmissionRun" ADD CONSTRAINT "SubmissionRun_hostedRunId_fkey" FOREIGN KEY ("hostedRunId") REFERENCES "HostedRun"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "HostedRunFile" ADD CONSTRAINT "HostedRunFile_scoredFileId_fkey" FOREIGN KEY ("scoredFileId") REFERENCES "StoredFile"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "HostedJudgeVerdict" ADD CONSTRAINT "HostedJudgeVerdict_runId_fkey" FOREIGN KEY ("runId") REFERENCES "HostedRun"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "HostedJudgeVerdict" ADD CONSTRAINT "HostedJudgeVerdict_answerId_fkey" FOREIGN KEY ("answerId") REFERENCES "HostedAnswer"("id") ON DELETE CASCADE ON UPDATE CASCADE;
