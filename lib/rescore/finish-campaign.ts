// The end of a campaign. When no item is left queued, exactly one caller (the conditional update
// on status = 'running') settles it in ONE transaction: every run of a rescored file switches to
// its new scoring (keeping the old one as previousScoringId), or, if any file failed, nothing
// switches and the campaign is marked failed. Until then the board shows the old scores.
import "server-only";
import { db } from "@/lib/db";
import { invalidateBoard } from "@/lib/platform/cache/board-cache";

export async function finishCampaignIfDone(campaignId: string): Promise<"completed" | "failed" | null> {
  const outcome = await db.$transaction(async (tx) => {
    const claimed = await tx.$queryRaw<Array<{ totalFiles: number }>>`
      UPDATE "RescoreCampaign" c SET "status" = 'switching', "updatedAt" = now()
      WHERE c."id" = ${campaignId} AND c."status" = 'running'
        AND NOT EXISTS (SELECT 1 FROM "RescoreItem" i WHERE i."campaignId" = c."id" AND i."status" = 'queued')
      RETURNING c."totalFiles"`;
    const campaign = claimed[0];
    if (!campaign) return null;
    const failed = await tx.rescoreItem.count({ where: { campaignId, status: "failed" } });
    if (failed > 0) {
      await tx.rescoreCampaign.update({
        where: { id: campaignId },
        data: {
          status: "failed",
          finishedAt: new Date(),
          error: `${failed} of ${campaign.totalFiles} files could not be rescored; the board keeps the previous scores.`,
        },
      });
      return "failed" as const;
    }
    // Each switched run's new scoring goes into its history in the same statement.
    await tx.$executeRaw`
      WITH switched AS (
        UPDATE "SubmissionRun" r
        SET "previousScoringId" = r."scoringId", "scoringId" = i."scoringId", "updatedAt" = now()
        FROM "RescoreItem" i, "RescoreCampaign" c, "Submission" s
        WHERE i."campaignId" = ${campaignId} AND c."id" = i."campaignId" AND r."fileId" = i."fileId"
          AND s."id" = r."submissionId" AND s."benchmarkId" = c."benchmarkId"
          AND (i."shots" IS NULL OR i."shots" = r."shots")
          AND r."scoringId" IS NOT NULL AND r."scoringId" <> i."scoringId"
        RETURNING r."id", r."scoringId"
      )
      INSERT INTO "RunScoringChange" ("id", "runId", "scoringId", "campaignId", "createdAt")
      SELECT gen_random_uuid()::text, switched."id", switched."scoringId", ${campaignId}, now() FROM switched`;
    await tx.rescoreCampaign.update({
      where: { id: campaignId },
      data: { status: "completed", finishedAt: new Date() },
    });
    return "completed" as const;
  });
  if (outcome === "completed") await invalidateBoard();
  return outcome;
}
