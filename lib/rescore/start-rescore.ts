// Starting a rescore of one benchmark: one campaign, one item per stored file its runs point at (per
// shot setting too, when its kind reads a file for a shot setting), the audit event, then one queued
// job per item. Only one campaign of a benchmark runs at a time.
import "server-only";
import type PgBoss from "pg-boss";
import { canRescore } from "@/lib/auth/permissions";
import type { AuthUser } from "@/lib/auth/users";
import { CLI_ACTOR, actorLabel, recordRescoreStart } from "@/lib/audit-log/audit-log";
import { defaultBenchmarkSlug, findBenchmark } from "@/lib/benchmarks/benchmarks";
import type { ScorerId } from "@/lib/benchmarks/kind";
import { findBenchmarkKind } from "@/lib/benchmarks/registry";
import { db } from "@/lib/db";
import { DEFAULT_RETRY, enqueueRescoreItems, portalRescoreQueue, type RetryPolicy } from "@/lib/rescore/queue";
import { err, ok, type Result } from "@/lib/result";

/** Why no rescore started (the admins' page and the command line show the message; no API starts one). */
export interface StartRescoreFailure {
  code: "forbidden" | "no-such-benchmark" | "already-running" | "benchmark-not-imported" | "nothing-to-rescore";
  message: string;
}

export async function startRescore({
  actor,
  benchmark: slug = defaultBenchmarkSlug(),
  scorer,
  retry = DEFAULT_RETRY,
  queue,
}: {
  /** An admin, or the command line (`npm run rescore`, which has the database itself). */
  actor: AuthUser | null | { cli: true };
  /** The benchmark to rescore; MR-Ben by default. */
  benchmark?: string;
  /** The scorer identity the new scorings are stamped with (the kind's by default); tests inject another version. */
  scorer?: ScorerId;
  retry?: RetryPolicy;
  /** Defaults to the portal's own queue connection. */
  queue?: PgBoss;
}): Promise<Result<{ campaignId: string; totalFiles: number }, StartRescoreFailure>> {
  const cli = actor !== null && "cli" in actor;
  if (!cli && (!actor || !canRescore(actor))) {
    return err({ code: "forbidden", message: "Only admins can start a rescore." });
  }
  const benchmark = await findBenchmark(slug);
  const kind = benchmark ? findBenchmarkKind(benchmark.kind) : null;
  if (!benchmark || !kind) return err({ code: "no-such-benchmark", message: `No benchmark is called "${slug}".` });
  const stamp = scorer ?? kind.scorer;
  const version = await db.benchmarkVersion.findFirst({
    where: { benchmarkId: benchmark.id },
    orderBy: { number: "desc" },
    select: { id: true, number: true },
  });
  if (!version) {
    return err({ code: "benchmark-not-imported", message: `${benchmark.name} is not imported yet.` });
  }

  const created = await db.$transaction(async (tx) => {
    // Serializes concurrent starts: the second one waits here, then sees the first campaign.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('mrben-rescore-start'), hashtext(${benchmark.id}))`;
    const running = await tx.rescoreCampaign.findFirst({
      where: { benchmarkId: benchmark.id, status: { in: ["running", "switching"] } },
      select: { id: true },
    });
    if (running) return err({ code: "already-running" as const });
    const files = kind.readsShots
      ? await tx.$queryRaw<Array<{ fileId: string; shots: number | null }>>`
          SELECT DISTINCT r."fileId", r."shots" FROM "SubmissionRun" r JOIN "Submission" s ON s."id" = r."submissionId"
          WHERE r."fileId" IS NOT NULL AND r."scoringId" IS NOT NULL AND s."benchmarkId" = ${benchmark.id}
          ORDER BY r."fileId", r."shots"`
      : await tx.$queryRaw<Array<{ fileId: string; shots: number | null }>>`
          SELECT DISTINCT r."fileId", NULL::int AS "shots" FROM "SubmissionRun" r
          JOIN "Submission" s ON s."id" = r."submissionId"
          WHERE r."fileId" IS NOT NULL AND r."scoringId" IS NOT NULL AND s."benchmarkId" = ${benchmark.id}
          ORDER BY r."fileId"`;
    if (files.length === 0) return err({ code: "nothing-to-rescore" as const });
    const campaign = await tx.rescoreCampaign.create({
      data: {
        benchmarkId: benchmark.id,
        scorerName: stamp.name,
        scorerVersion: stamp.version,
        benchmarkVersionId: version.id,
        totalFiles: files.length,
        startedById: cli ? null : (actor as AuthUser).id,
      },
      select: { id: true },
    });
    await tx.rescoreItem.createMany({
      data: files.map(({ fileId, shots }) => ({ campaignId: campaign.id, fileId, shots })),
    });
    await recordRescoreStart(tx, {
      actor: cli ? CLI_ACTOR : { id: (actor as AuthUser).id, label: actorLabel(actor as AuthUser) },
      campaign: {
        id: campaign.id,
        benchmark: benchmark.slug,
        scorerName: stamp.name,
        scorerVersion: stamp.version,
        benchmarkVersion: version.number,
        totalFiles: files.length,
      },
    });
    return ok({ campaignId: campaign.id, totalFiles: files.length });
  });
  if (!created.ok) {
    const message =
      created.error.code === "already-running"
        ? "A rescore is already running; wait for it to finish."
        : "No stored file has a scored run: there is nothing to rescore.";
    return err({ code: created.error.code, message });
  }
  const { campaignId, totalFiles } = created.value;

  // After the commit: a worker must find the items the jobs point at. Should this fail, the
  // workers re-queue the running campaign's queued items when they start (resumeRescoreJobs).
  const items = await db.rescoreItem.findMany({ where: { campaignId }, select: { id: true } });
  await enqueueRescoreItems(queue ?? (await portalRescoreQueue()), {
    campaignId,
    itemIds: items.map((item) => item.id),
    retry,
  });
  return ok({ campaignId, totalFiles });
}
