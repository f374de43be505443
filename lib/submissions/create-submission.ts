// Creating a submission (a draft until its files are scored and it is sent for review) and
// changing its metadata while it is being prepared.
import "server-only";
import { db } from "@/lib/db";
import { modelSlug } from "@/lib/leaderboard/model-slug";
import { Prisma } from "@/lib/generated/prisma/client";
import type { TSubmissionMeta } from "@/lib/validations/submission-meta";

function metaColumns(meta: TSubmissionMeta) {
  return {
    modelName: meta.modelName,
    modelSlug: modelSlug(meta.modelName),
    modelLink: meta.modelLink,
    description: meta.description,
    organization: meta.organization,
    parameterCount: meta.parameterCount,
    openWeights: meta.openWeights,
    temperature: meta.temperature,
    judgeModel: meta.judgeModel,
    notes: meta.notes,
    claimedScores: meta.claimedScores ? (meta.claimedScores as Prisma.InputJsonValue) : Prisma.DbNull,
  };
}

export async function createSubmission({ userId, meta }: { userId: string; meta: TSubmissionMeta }) {
  return db.submission.create({ data: { userId, ...metaColumns(meta) }, select: { id: true } });
}

export async function updateSubmissionMeta({ id, meta }: { id: string; meta: TSubmissionMeta }) {
  await db.submission.update({ where: { id }, data: metaColumns(meta) });
}
