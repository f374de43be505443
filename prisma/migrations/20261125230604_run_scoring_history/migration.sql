-- Every scoring a run has had and since when, for the boards as they stood on a past day. Runs scored
-- before this migration get what is known: the scoring before the last rescore (from the upload's
-- time) and the current one (from the rescore that switched to it, else the upload's time). A run
-- rescored twice before this migration loses its first scoring: it was not kept then either.

-- CreateTable
CREATE TABLE "RunScoringChange" (
    "id" TEXT NOT NULL,
    "runId" TEXT NOT NULL,
    "scoringId" TEXT NOT NULL,
    "campaignId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "RunScoringChange_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "RunScoringChange_runId_createdAt_idx" ON "RunScoringChange"("runId", "createdAt");

-- CreateIndex
CREATE INDEX "RunScoringChange_scoringId_idx" ON "RunScoringChange"("scoringId");

-- CreateIndex
CREATE INDEX "RunScoringChange_campaignId_idx" ON "RunScoringChange"("campaignId");

-- AddForeignKey
ALTER TABLE "RunScoringChange" ADD CONSTRAINT "RunScoringChange_runId_fkey" FOREIGN KEY ("runId") REFERENCES "SubmissionRun"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RunScoringChange" ADD CONSTRAINT "RunScoringChange_scoringId_fkey" FOREIGN KEY ("scoringId") REFERENCES "FileScoring"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RunScoringChange" ADD CONSTRAINT "RunScoringChange_campaignId_fkey" FOREIGN KEY ("campaignId") REFERENCES "RescoreCampaign"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- Backfill: the scoring before the last rescore, from when the upload finished.
INSERT INTO "RunScoringChange" ("id", "runId", "scoringId", "campaignId", "createdAt")
SELECT 'backfill-prev-' || r."id", r."id", r."previousScoringId", NULL, COALESCE(r."finishedAt", r."createdAt")
FROM "SubmissionRun" r
WHERE r."previousScoringId" IS NOT NULL AND r."scoringId" IS NOT NULL;

-- Backfill: the current scoring, from the campaign that switched the run to it, else the upload.
INSERT INTO "RunScoringChange" ("id", "runId", "scoringId", "campaignId", "createdAt")
SELECT 'backfill-' || r."id", r."id", r."scoringId", c."id",
  CASE WHEN r."previousScoringId" IS NULL THEN COALESCE(r."finishedAt", r."createdAt")
       ELSE COALESCE(c."finishedAt", r."updatedAt") END
FROM "SubmissionRun" r
LEFT JOIN LATERAL (
  SELECT c."id", c."finishedAt" FROM "RescoreItem" i JOIN "RescoreCampaign" c ON c."id" = i."campaignId"
  WHERE r."previousScoringId" IS NOT NULL AND i."fileId" = r."fileId" AND i."scoringId" = r."scoringId"
    AND c."status" = 'completed'
  ORDER BY c."finishedAt" DESC NULLS LAST LIMIT 1
) c ON TRUE
WHERE r."scoringId" IS NOT NULL;
