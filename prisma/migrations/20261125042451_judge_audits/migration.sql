-- CreateEnum
CREATE TYPE "JudgeAuditScope" AS ENUM ('sample', 'full');

-- CreateEnum
CREATE TYPE "JudgeAuditStatus" AS ENUM ('running', 'completed', 'incomplete');

-- CreateEnum
CREATE TYPE "JudgeVerdictStatus" AS ENUM ('pending', 'judged', 'failed');

-- AlterEnum
ALTER TYPE "ModerationAction" ADD VALUE 'request_rejudge';

-- CreateTable
CREATE TABLE "JudgeAudit" (
    "id" TEXT NOT NULL,
    "scoringId" TEXT NOT NULL,
    "scope" "JudgeAuditScope" NOT NULL,
    "status" "JudgeAuditStatus" NOT NULL DEFAULT 'running',
    "judgeModel" TEXT NOT NULL,
    "seed" TEXT NOT NULL,
    "total" INTEGER NOT NULL,
    "judged" INTEGER NOT NULL DEFAULT 0,
    "failed" INTEGER NOT NULL DEFAULT 0,
    "promptTokens" INTEGER NOT NULL DEFAULT 0,
    "completionTokens" INTEGER NOT NULL DEFAULT 0,
    "requests" INTEGER NOT NULL DEFAULT 0,
    "requestedById" TEXT,
    "serverScores" JSONB,
    "serverMeanMrScore" DOUBLE PRECISION,
    "finishedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "JudgeAudit_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "JudgeAuditVerdict" (
    "id" TEXT NOT NULL,
    "auditId" TEXT NOT NULL,
    "recordId" BIGINT NOT NULL,
    "subject" TEXT NOT NULL,
    "recordIndex" INTEGER NOT NULL,
    "submittedVerdict" TEXT,
    "submittedCounts" BOOLEAN NOT NULL,
    "status" "JudgeVerdictStatus" NOT NULL DEFAULT 'pending',
    "round" INTEGER NOT NULL DEFAULT 0,
    "decision" TEXT,
    "counts" BOOLEAN,
    "reasoning" TEXT,
    "analysis" TEXT,
    "response" TEXT,
    "promptTokens" INTEGER,
    "completionTokens" INTEGER,
    "attempts" INTEGER,
    "failureKind" TEXT,
    "failureMessage" TEXT,
    "settledAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "JudgeAuditVerdict_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "JudgeAudit_scoringId_scope_createdAt_idx" ON "JudgeAudit"("scoringId", "scope", "createdAt");

-- CreateIndex
CREATE INDEX "JudgeAudit_status_createdAt_idx" ON "JudgeAudit"("status", "createdAt");

-- CreateIndex
CREATE INDEX "JudgeAudit_requestedById_idx" ON "JudgeAudit"("requestedById");

-- CreateIndex
CREATE INDEX "JudgeAuditVerdict_auditId_status_idx" ON "JudgeAuditVerdict"("auditId", "status");

-- CreateIndex
CREATE INDEX "JudgeAuditVerdict_recordId_idx" ON "JudgeAuditVerdict"("recordId");

-- CreateIndex
CREATE UNIQUE INDEX "JudgeAuditVerdict_auditId_recordId_key" ON "JudgeAuditVerdict"("auditId", "recordId");

-- AddForeignKey
ALTER TABLE "JudgeAudit" ADD CONSTRAINT "JudgeAudit_scoringId_fkey" FOREIGN KEY ("scoringId") REFERENCES "FileScoring"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "JudgeAudit" ADD CONSTRAINT "JudgeAudit_requestedById_fkey" FOREIGN KEY ("requestedById") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "JudgeAuditVerdict" ADD CONSTRAINT "JudgeAuditVerdict_auditId_fkey" FOREIGN KEY ("auditId") REFERENCES "JudgeAudit"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "JudgeAuditVerdict" ADD CONSTRAINT "JudgeAuditVerdict_recordId_fkey" FOREIGN KEY ("recordId") REFERENCES "RecordResult"("id") ON DELETE CASCADE ON UPDATE CASCADE;
