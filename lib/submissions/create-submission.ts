// Creating a submission (a draft until its files are scored and it is sent for review) and
// changing its metadata while it is being prepared.
import "server-only";
import { findBenchmark } from "@/lib/benchmark/benchmarks";
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

export type CreateSubmissionResult = { ok: true; id: string } | { ok: false; error: string };

/** A draft for the benchmark `meta.benchmark` names; an unknown benchmark is refused. */
export async function createSubmission({
  userId,
  meta,
}: {
  userId: string;
  meta: TSubmissionMeta;
}): Promise<CreateSubmissionResult> {
  const benchmark = await findBenchmark(meta.benchmark);
  if (!benchmark) return { ok: false, error: `No benchmark is called "${meta.benchmark}".` };
  const created = await db.submission.create({
    data: { userId, benchmarkId: benchmark.id, ...metaColumns(meta) },
    select: { id: true },
  });
  return { ok: true, id: created.id };
}

export async function updateSubmissionMeta({ id, meta }: { id: string; meta: TSubmissionMeta }) {
  await db.submission.update({ where: { id }, data: metaColumns(meta) });
}
