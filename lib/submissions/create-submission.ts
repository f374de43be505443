// Creating a submission (a draft until its files are scored and it is sent for review) and
// changing its metadata while it is being prepared.
import "server-only";
import { findBenchmark } from "@/lib/benchmark/benchmarks";
import { MRBEN_SLUG } from "@/lib/mrben";
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
  const slug = meta.benchmark ?? MRBEN_SLUG;
  const benchmark = await findBenchmark(slug);
  if (!benchmark) return { ok: false, error: `No benchmark is called "${slug}".` };
  const created = await db.submission.create({
    data: { userId, benchmarkId: benchmark.id, ...metaColumns(meta) },
    select: { id: true },
  });
  return { ok: true, id: created.id };
}

/** New metadata for a draft; its benchmark cannot change (its files were scored against it). */
export async function updateSubmissionMeta({
  id,
  meta,
}: {
  id: string;
  meta: TSubmissionMeta;
}): Promise<{ ok: true } | { ok: false; error: string }> {
  if (meta.benchmark !== undefined) {
    const current = await db.submission.findUnique({
      where: { id },
      select: { benchmark: { select: { slug: true } } },
    });
    if (current && current.benchmark.slug !== meta.benchmark)
      return {
        ok: false,
        error: `The submission is for "${current.benchmark.slug}": a submission's benchmark is set when it is created and cannot change. Create a new submission for "${meta.benchmark}".`,
      };
  }
  await db.submission.update({ where: { id }, data: metaColumns(meta) });
  return { ok: true };
}
