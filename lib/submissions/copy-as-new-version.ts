// "Resubmit a new version": a fresh draft with the same model metadata, so the submitter uploads
// new files without retyping the form; the old submission and its history stay as they were.
import "server-only";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";

export async function copyAsNewVersion({ submissionId, userId }: { submissionId: string; userId: string }) {
  const source = await db.submission.findUnique({ where: { id: submissionId } });
  if (!source || source.userId !== userId) return null;
  return db.submission.create({
    data: {
      userId,
      benchmarkId: source.benchmarkId,
      modelName: source.modelName,
      modelSlug: source.modelSlug,
      modelLink: source.modelLink,
      description: source.description,
      organization: source.organization,
      parameterCount: source.parameterCount,
      openWeights: source.openWeights,
      priceInputUsdPerMTok: source.priceInputUsdPerMTok,
      priceOutputUsdPerMTok: source.priceOutputUsdPerMTok,
      temperature: source.temperature,
      judgeModel: source.judgeModel,
      notes: source.notes,
      partial: source.partial,
      claimedScores: source.claimedScores === null ? Prisma.DbNull : (source.claimedScores as Prisma.InputJsonValue),
    },
    select: { id: true },
  });
}
