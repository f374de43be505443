// Taking back a rescore item whose worker died. pg-boss keeps a killed worker's job "active" until
// it expires (minutes, and it must outlast the slowest file), so a crash would hold a campaign up
// that long. Instead the attempt that claimed an item renews RescoreItem.heartbeatAt every few
// seconds while it works, and any worker's periodic sweep takes back an item whose heartbeat is
// older than RESCORE_LEASE_SECONDS: a live instance, however slow its file, keeps its heartbeat
// fresh, so no instance takes a job another live instance is running.
import "server-only";
import type PgBoss from "pg-boss";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { finishCampaignIfDone } from "@/lib/rescore/finish-campaign";
import { RESCORE_QUEUE, rescoreJobId } from "@/lib/rescore/queue";

export const RESCORE_LEASE_MS = env.RESCORE_LEASE_SECONDS * 1000;
const HEARTBEAT_MS = RESCORE_LEASE_MS / 3;

export const INTERRUPTED_ATTEMPT =
  "The worker rescoring this file stopped (a crash or a restart) before it finished; nothing of that attempt was stored.";

/** Renews the claim of one attempt until the returned function is called. */
export function holdItemLease({ itemId, attempts }: { itemId: string; attempts: number }): () => void {
  const timer = setInterval(() => {
    db.$executeRaw`
      UPDATE "RescoreItem" SET "heartbeatAt" = now()
      WHERE "id" = ${itemId} AND "status" = 'queued' AND "attempts" = ${attempts} AND "heartbeatAt" IS NOT NULL`.catch(
      () => {},
    );
  }, HEARTBEAT_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * Takes back the items of running campaigns whose heartbeat is stale: one instance wins each (the
 * conditional update), fails the dead attempt's job so pg-boss retries it at once on any worker,
 * and marks the item failed when that was its last attempt. Returns the items taken back.
 */
export async function reclaimStaleRescoreItems(queue: PgBoss): Promise<number> {
  const reclaimed = await db.$queryRaw<Array<{ id: string; campaignId: string; attempts: number }>>`
    UPDATE "RescoreItem" i SET "heartbeatAt" = NULL, "error" = ${INTERRUPTED_ATTEMPT}, "updatedAt" = now()
    FROM "RescoreCampaign" c
    WHERE c."id" = i."campaignId" AND c."status" = 'running' AND i."status" = 'queued'
      AND i."heartbeatAt" < now() - make_interval(secs => ${env.RESCORE_LEASE_SECONDS})
    RETURNING i."id", i."campaignId", i."attempts"`;
  for (const item of reclaimed) {
    const jobId = rescoreJobId(item.id);
    const job = await queue.getJobById(RESCORE_QUEUE, jobId);
    // Only the delivery that made this claim: a later one (the job expired and was retried meanwhile) runs.
    if (job?.state === "active" && job.retryCount + 1 === item.attempts) {
      await queue.fail(RESCORE_QUEUE, jobId, { message: INTERRUPTED_ATTEMPT });
    }
    const after = await queue.getJobById(RESCORE_QUEUE, jobId);
    if (after && (after.state === "created" || after.state === "retry" || after.state === "active")) continue;
    // No delivery is left to come (that was the last attempt, or the job is gone): the item has failed.
    await db.$executeRaw`
      UPDATE "RescoreItem" SET "status" = 'failed', "updatedAt" = now()
      WHERE "id" = ${item.id} AND "status" = 'queued' AND "attempts" = ${item.attempts} AND "heartbeatAt" IS NULL`;
    await finishCampaignIfDone(item.campaignId);
  }
  return reclaimed.length;
}
