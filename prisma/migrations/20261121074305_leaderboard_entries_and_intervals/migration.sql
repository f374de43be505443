-- AlterTable
ALTER TABLE "Submission" ADD COLUMN     "approvedAt" TIMESTAMP(3),
ADD COLUMN     "modelSlug" TEXT NOT NULL DEFAULT '';

-- Backfill existing submissions with the slug lib/leaderboard/model-slug.ts computes
-- (lower case, runs of anything but a-z 0-9 . _ become "-", trimmed of "-").
UPDATE "Submission" SET "modelSlug" = COALESCE(
  NULLIF(btrim(regexp_replace(lower("modelName"), '[^a-z0-9._]+', '-', 'g'), '-'), ''),
  'model'
);
ALTER TABLE "Submission" ALTER COLUMN "modelSlug" DROP DEFAULT;

-- AlterTable
ALTER TABLE "FileScoring" ADD COLUMN     "meanCiHigh" DOUBLE PRECISION,
ADD COLUMN     "meanCiLow" DOUBLE PRECISION;

-- AlterTable
ALTER TABLE "SubjectScore" ADD COLUMN     "ciHigh" DOUBLE PRECISION,
ADD COLUMN     "ciLow" DOUBLE PRECISION;

-- CreateIndex
CREATE INDEX "Submission_modelSlug_status_idx" ON "Submission"("modelSlug", "status");
