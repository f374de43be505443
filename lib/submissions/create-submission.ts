// Creating a submission (a draft until its files are scored and it is sent for review) and
// changing its metadata while it is being prepared.
import "server-only";
import { defaultBenchmarkSlug, findBenchmark } from "@/lib/benchmarks/benchmarks";
import { benchmarkKind } from "@/lib/benchmarks/registry";
import { db } from "@/lib/db";
import { modelSlug } from "@/lib/benchmarks/model-slug";
import { Prisma } from "@/lib/generated/prisma/client";
import { err, ok, type Result } from "@/lib/result";
import type { MetaFailure } from "@/lib/validations/submission-failure";
import type { TSubmissionMeta } from "@/lib/validations/submission-meta";
import { refusedClaims } from "./claimed-scores";

function metaColumns(meta: TSubmissionMeta) {
  return {
    modelName: meta.modelName,
    modelSlug: modelSlug(meta.modelName),
    modelLink: meta.modelLink,
    description: meta.description,
    organization: meta.organization,
    parameterCount: meta.parameterCount,
    openWeights: meta.openWeights,
    priceInputUsdPerMTok: meta.priceInputUsdPerMTok,
    priceOutputUsdPerMTok: meta.priceOutputUsdPerMTok,
    temperature: meta.temperature,
    judgeModel: meta.judgeModel,
    notes: meta.notes,
    claimedScores: meta.claimedScores ? (meta.claimedScores as Prisma.InputJsonValue) : Prisma.DbNull,
    partial: meta.partial,
  };
}

/** The metadata was stored, or what about it the benchmark refuses. */
type MetaResult<T = void> = Result<T, MetaFailure>;

/** A draft for the benchmark `meta.benchmark` names; an unknown benchmark is refused. */
export async function createSubmission({
  userId,
  meta,
}: {
  userId: string;
  meta: TSubmissionMeta;
}): Promise<MetaResult<{ id: string }>> {
  const slug = meta.benchmark ?? defaultBenchmarkSlug();
  const benchmark = await findBenchmark(slug);
  if (!benchmark)
    return err({
      code: "unknown-benchmark",
      errors: [{ pointer: "benchmark", detail: `No benchmark is called "${slug}".` }],
    });
  const claims = refusedClaims(benchmarkKind(benchmark.kind), meta.claimedScores);
  if (claims.length > 0) return err({ code: "refused-claims", errors: claims });
  const created = await db.submission.create({
    data: { userId, benchmarkId: benchmark.id, ...metaColumns(meta) },
    select: { id: true },
  });
  return ok({ id: created.id });
}

/** New metadata for a draft; its benchmark cannot change (its files were scored against it). */
export async function updateSubmissionMeta({ id, meta }: { id: string; meta: TSubmissionMeta }): Promise<MetaResult> {
  const current = await db.submission.findUnique({
    where: { id },
    select: { benchmark: { select: { slug: true, kind: true } } },
  });
  if (!current)
    return err({ code: "no-such-submission", errors: [{ pointer: "benchmark", detail: "No such submission." }] });
  if (meta.benchmark !== undefined && current.benchmark.slug !== meta.benchmark)
    return err({
      code: "benchmark-fixed",
      errors: [
        {
          pointer: "benchmark",
          detail: `The submission is for "${current.benchmark.slug}": a submission's benchmark is set when it is created and cannot change. Create a new submission for "${meta.benchmark}".`,
        },
      ],
    });
  const claims = refusedClaims(benchmarkKind(current.benchmark.kind), meta.claimedScores);
  if (claims.length > 0) return err({ code: "refused-claims", errors: claims });
  await db.submission.update({ where: { id }, data: metaColumns(meta) });
  return ok(undefined);
}
