// The rescore worker: pg-boss workers (one per concurrent job) on the rescore queue. Started at
// server boot (instrumentation.ts) and by scripts; any number of app instances may run one.
import "server-only";
import type PgBoss from "pg-boss";
import { db } from "@/lib/db";
import { workQueue } from "@/lib/platform/jobs/pg-boss-queue";
import { finishCampaignIfDone } from "@/lib/rescore/finish-campaign";
import { reclaimStaleRescoreItems, RESCORE_LEASE_MS } from "@/lib/rescore/item-lease";
import { processRescoreItem } from "@/lib/rescore/process-item";
import {
  DEFAULT_RETRY,
  enqueueRescoreItems,
  openRescoreQueue,
  RESCORE_QUEUE,
  type RescoreJobData,
} from "@/lib/rescore/queue";

export interface RescoreWorker {
  queue: PgBoss;
  stop(): Promise<void>;
}

export async function startRescoreWorker({
  connectionString,
  concurrency = 2,
  pollingIntervalSeconds = 2,
}: {
  connectionString?: string;
  concurrency?: number;
  pollingIntervalSeconds?: number;
} = {}): Promise<RescoreWorker> {
  const queue = await openRescoreQueue(connectionString);
  await resumeRescoreJobs(queue);
  await workQueue<RescoreJobData>(queue, RESCORE_QUEUE, { concurrency, pollingIntervalSeconds }, (job) =>
    processRescoreItem({ itemId: job.data.itemId, retryCount: job.retryCount, retryLimit: job.retryLimit }),
  );
  // Items whose worker died are taken back by whichever live worker sweeps first (lib/rescore/item-lease.ts).
  const sweep = () =>
    reclaimStaleRescoreItems(queue).catch((error: unknown) =>
      console.error("[rescore] taking back interrupted items failed:", error),
    );
  void sweep();
  const sweeper = setInterval(() => void sweep(), RESCORE_LEASE_MS / 2);
  sweeper.unref();
  return {
    queue,
    stop: () => {
      clearInterval(sweeper);
      return queue.stop({ graceful: true, wait: true, timeout: 60_000 });
    },
  };
}

/**
 * Queues again the items of a running campaign whose jobs never made it (the job ids dedupe), and
 * finishes a campaign whose last item settled but whose switch was cut short.
 */
export async function resumeRescoreJobs(queue: PgBoss): Promise<void> {
  const running = await db.rescoreCampaign.findMany({ where: { status: "running" }, select: { id: true } });
  for (const campaign of running) {
    const items = await db.rescoreItem.findMany({
      where: { campaignId: campaign.id, status: "queued" },
      select: { id: true },
    });
    if (items.length === 0) await finishCampaignIfDone(campaign.id);
    await enqueueRescoreItems(queue, {
      campaignId: campaign.id,
      itemIds: items.map((item) => item.id),
      retry: DEFAULT_RETRY,
    });
  }
}
