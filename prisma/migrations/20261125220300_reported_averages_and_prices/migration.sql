-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "ModerationAction" ADD VALUE 'import_reported';
ALTER TYPE "ModerationAction" ADD VALUE 'update_reported';

-- AlterTable
ALTER TABLE "Submission" ADD COLUMN     "priceInputUsdPerMTok" DOUBLE PRECISION,
ADD COLUMN     "priceOutputUsdPerMTok" DOUBLE PRECISION;

-- AlterTable
ALTER TABLE "ReportedEntry" ADD COLUMN     "importKey" TEXT,
ADD COLUMN     "judgeModel" TEXT,
ADD COLUMN     "meanScores" JSONB,
ADD COLUMN     "priceInputUsdPerMTok" DOUBLE PRECISION,
ADD COLUMN     "priceOutputUsdPerMTok" DOUBLE PRECISION,
ALTER COLUMN "createdById" DROP NOT NULL;

-- CreateIndex
CREATE UNIQUE INDEX "ReportedEntry_importKey_key" ON "ReportedEntry"("importKey");
