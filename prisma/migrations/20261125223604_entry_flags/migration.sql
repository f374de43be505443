-- CreateEnum
CREATE TYPE "EntryFlagKind" AS ENUM ('contamination_suspected', 'setup_differs');

-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "ModerationAction" ADD VALUE 'flag_entry';
ALTER TYPE "ModerationAction" ADD VALUE 'unflag_entry';

-- CreateTable
CREATE TABLE "EntryFlag" (
    "id" TEXT NOT NULL,
    "kind" "EntryFlagKind" NOT NULL,
    "note" TEXT NOT NULL,
    "submissionId" TEXT,
    "reportedEntryId" TEXT,
    "createdById" TEXT NOT NULL,
    "removedAt" TIMESTAMP(3),
    "removedById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "EntryFlag_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "EntryFlag_submissionId_removedAt_idx" ON "EntryFlag"("submissionId", "removedAt");

-- CreateIndex
CREATE INDEX "EntryFlag_reportedEntryId_removedAt_idx" ON "EntryFlag"("reportedEntryId", "removedAt");

-- CreateIndex
CREATE INDEX "EntryFlag_createdById_idx" ON "EntryFlag"("createdById");

-- CreateIndex
CREATE INDEX "EntryFlag_removedById_idx" ON "EntryFlag"("removedById");

-- AddForeignKey
ALTER TABLE "EntryFlag" ADD CONSTRAINT "EntryFlag_submissionId_fkey" FOREIGN KEY ("submissionId") REFERENCES "Submission"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EntryFlag" ADD CONSTRAINT "EntryFlag_reportedEntryId_fkey" FOREIGN KEY ("reportedEntryId") REFERENCES "ReportedEntry"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EntryFlag" ADD CONSTRAINT "EntryFlag_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EntryFlag" ADD CONSTRAINT "EntryFlag_removedById_fkey" FOREIGN KEY ("removedById") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
