// Starting a rescore: one campaign, one item per stored file the board's runs point at, the
// audit event, then one queued job per item. Only one campaign runs at a time.
import "server-only";
import type PgBoss from "pg-boss";
import { canRescore } from "@/lib/auth/permissions";
import type { AuthUser } from "@/lib/auth/users";
import { MRBEN_SLUG } from "@/lib/mrben";
import { db } from "@/lib/db";
import { SCORER, type ScorerId } from "@/lib/mr-score";
import { actorLabel, recordRescoreStart } from "@/lib/audit-log/audit-log";
import { DEFAULT_RETRY, enqueueRescoreItems, portalRescoreQueue, type RetryPolicy } from "@/lib/rescore/queue";

export type StartRescoreResult =
  | { ok: true; data: { campaignId: string; totalFiles: number } }
  | {
      ok: false;
      error: {
        code: "forbidden" | "already-running" | "benchmark-not-imported" | "nothing-to-rescore";
        message: string;
      };
    };

export async function startRescore({
  actor,
  scorer = SCORER,
  retry = DEFAULT_RETRY,
  queue,
}: {
  actor: AuthUser | null;
  /** The scorer identity the new scorings are stamped with; tests inject another version. */
  scorer?: ScorerId;
  retry?: RetryPolicy;
  /** Defaults to the portal's own queue connection. */
  queue?: PgBoss;
}): Promise<StartRescoreResult> {
  if (!actor || !canRescore(actor)) {
    return { ok: false, error: { code: "forbidden", message: "Only admins can start a rescore." } };
  }
  const version = await db.benchmarkVersion.findFirst({
    where: { benchmark: { slug: MRBEN_SLUG } },
    orderBy: { number: "desc" },
    select: { id: true, number: true },
  });
  if (!version) {
    return { ok: false, error: { code: "benchmark-not-imported", message: "The benchmark is not imported yet." } };
  }

  const created = await db.$transaction(async (tx) => {
    // Serializes concurrent starts: the second one waits here, then sees the first campaign.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('mrben-rescore-start'))`;
    const running = await tx.rescoreCampaign.findFirst({
      where: { status: { in: ["running", "switching"] } },
      select: { id: true },
    });
    if (running) return { ok: false as const, code: "already-running" as const };
    const files = await tx.$queryRaw<Array<{ fileId: string }>>`
      SELECT DISTINCT r."fileId" FROM "SubmissionRun" r
      WHERE r."fileId" IS NOT NULL AND r."scoringId" IS NOT NULL
      ORDER BY r."fileId"`;
    if (files.length === 0) return { ok: false as const, code: "nothing-to-rescore" as const };
    const campaign = await tx.rescoreCampaign.create({
      data: {
        scorerName: scorer.name,
        scorerVersion: scorer.version,
        benchmarkVersionId: version.id,
        totalFiles: files.length,
        startedById: actor.id,
      },
      select: { id: true },
    });
    await tx.rescoreItem.createMany({ data: files.map(({ fileId }) => ({ campaignId: campaign.id, fileId })) });
    await recordRescoreStart(tx, {
      actor: { id: actor.id, label: actorLabel(actor) },
      campaign: {
        id: campaign.id,
        scorerName: scorer.name,
        scorerVersion: scorer.version,
        benchmarkVersion: version.number,
        totalFiles: files.length,
      },
    });
    return { ok: true as const, campaignId: campaign.id, totalFiles: files.length };
  });
  if (!created.ok) {
    const message =
      created.code === "already-running"
        ? "A rescore is already running; wait for it to finish."
        : "No stored file has a scored run: there is nothing to rescore.";
    return { ok: false, error: { code: created.code, message } };
  }

  // After the commit: a worker must find the items the jobs point at. Should this fail, the
  // workers re-queue the running campaign's queued items when they start (resumeRescoreJobs).
  const items = await db.rescoreItem.findMany({ where: { campaignId: created.campaignId }, select: { id: true } });
  await enqueueRescoreItems(queue ?? (await portalRescoreQueue()), {
    campaignId: created.campaignId,
    itemIds: items.map((item) => item.id),
    retry,
  });
  return { ok: true, data: { campaignId: created.campaignId, totalFiles: created.totalFiles } };
}
