// The rescore jobs' queue: pg-boss in its own `pgboss` schema of the portal's PostgreSQL. One job
// per campaign item; a job's id is derived from the item's id so an item is never queued twice.
import "server-only";
import type PgBoss from "pg-boss";
import { env } from "@/lib/env";
import {
  deterministicJobId,
  insertJobs,
  openPgBossQueue,
  sharedQueueConnection,
} from "@/lib/platform/jobs/pg-boss-queue";

export const RESCORE_QUEUE = "rescore-file";

export interface RescoreJobData {
  campaignId: string;
  itemId: string;
}

export interface RetryPolicy {
  /** Retries after the first attempt. */
  retryLimit: number;
  /** Seconds before the first retry. */
  retryDelay: number;
  /** Double the delay on each retry. */
  retryBackoff: boolean;
}

export const DEFAULT_RETRY: RetryPolicy = { retryLimit: 3, retryDelay: 10, retryBackoff: true };

/** A job cut short (a crash, a restart) is retried after this long; a 22 MB file takes about a second, and a
 * slow attempt that outlives it cannot settle the item twice (the attempt counter). */
const JOB_EXPIRE_SECONDS = 5 * 60;

export async function openRescoreQueue(connectionString: string | undefined = env.DATABASE_URL): Promise<PgBoss> {
  return openPgBossQueue({
    connectionString,
    queue: RESCORE_QUEUE,
    expireInSeconds: JOB_EXPIRE_SECONDS,
    applicationName: "mrben-rescore",
    logPrefix: "rescore",
  });
}

/** A UUID fixed by the item id: inserting the same item's job again is a no-op (ON CONFLICT). */
export function rescoreJobId(itemId: string): string {
  return deterministicJobId(`rescore:${itemId}`);
}

export async function enqueueRescoreItems(
  boss: PgBoss,
  { campaignId, itemIds, retry }: { campaignId: string; itemIds: string[]; retry: RetryPolicy },
): Promise<void> {
  await insertJobs(
    boss,
    itemIds.map((itemId) => ({
      id: rescoreJobId(itemId),
      name: RESCORE_QUEUE,
      data: { campaignId, itemId } satisfies RescoreJobData,
      singletonKey: itemId,
      expireInSeconds: JOB_EXPIRE_SECONDS,
      ...retry,
    })),
  );
}

// The portal's own queue connection, opened on first use.
const portal = sharedQueueConnection("mrbenRescoreQueue", () => openRescoreQueue());

export const portalRescoreQueue = portal.get;
export const closePortalRescoreQueue = portal.close;
