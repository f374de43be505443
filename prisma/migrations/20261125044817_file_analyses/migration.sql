-- AlterTable
ALTER TABLE "FileScoring" ADD COLUMN     "analyses" JSONB,
ADD COLUMN     "analysesVersion" INTEGER;

-- CreateIndex
CREATE INDEX "FileScoring_analysesVersion_idx" ON "FileScoring"("analysesVersion");
