// Taking back the rescore items of a dead worker (lib/rescore/item-lease.ts), as two app
// instances sharing one database would: a claim whose heartbeat is fresh belongs to a live
// instance and is never taken; a stale one is taken back once, its job retried at once, or the
// item failed when that was its last attempt. The pg-boss jobs are real (fetched, so "active").
import type PgBoss from "pg-boss";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { SCORER } from "@/lib/benchmarks/mrben/mr-score";
import { holdItemLease, INTERRUPTED_ATTEMPT, reclaimStaleRescoreItems } from "@/lib/rescore/item-lease";
import { processRescoreItem } from "@/lib/rescore/process-item";
import { openRescoreQueue, RESCORE_QUEUE, rescoreJobId } from "@/lib/rescore/queue";
import { startRescore } from "@/lib/rescore/start-rescore";
import { createActor } from "../helpers/actors";
import { importTheBenchmark } from "../helpers/benchmark";
import { generatedResults, seedEntry } from "../helpers/seeded-entries";
import { findInvariantViolations } from "../helpers/storage-invariants";
import { waitFor } from "../helpers/wait-for";
import { AUTH_USER_SELECT } from "@/lib/auth/users";

const RETRY_ONCE = { retryLimit: 1, retryDelay: 0, retryBackoff: false };

let queue: PgBoss;
let campaignId: string;
/** Item ids by role: a live instance's, a dead instance's, and a dead one's on its last attempt. */
const item: Record<"live" | "dead" | "deadLast", string> = { live: "", dead: "", deadLast: "" };

beforeAll(async () => {
  await importTheBenchmark({ only: ["math"] });
  const alice = await createActor("user", "alice");
  for (const [index, model] of ["A", "B", "C"].entries()) {
    const file = generatedResults({ model, shots: 0, subjects: ["math"], seed: index + 1 });
    await seedEntry({ actor: alice, modelName: `Model-${model}`, files: { "0": file } });
  }
  queue = await openRescoreQueue();
  const admin = await createActor("admin", "root");
  const actor = await db.user.findUniqueOrThrow({
    where: { id: admin.id },
    select: AUTH_USER_SELECT,
  });
  const started = await startRescore({
    actor,
    scorer: { name: SCORER.name, version: "9.0.0-reclaim" },
    retry: RETRY_ONCE,
    queue,
  });
  if (!started.ok) throw new Error(started.error.message);
  campaignId = started.value.campaignId;
  const ids = (await db.rescoreItem.findMany({ where: { campaignId }, orderBy: { id: "asc" } })).map(({ id }) => id);
  [item.live, item.dead, item.deadLast] = ids as [string, string, string];

  // Three deliveries taken by workers (the jobs go "active"); the last one's first attempt already
  // failed, so this delivery is its last.
  expect(await queue.fetch(RESCORE_QUEUE, { batchSize: 3 })).toHaveLength(3);
  await queue.fail(RESCORE_QUEUE, rescoreJobId(item.deadLast), { message: "first attempt failed" });
  expect(await queue.fetch(RESCORE_QUEUE, { batchSize: 3 })).toHaveLength(1);
  const claim = (id: string, attempts: number, heartbeatSecondsAgo: number) =>
    db.$executeRaw`UPDATE "RescoreItem" SET "attempts" = ${attempts},
      "heartbeatAt" = now() - make_interval(secs => ${heartbeatSecondsAgo}) WHERE "id" = ${id}`;
  // The default lease is 30 s: 5 s ago is a live worker between heartbeats, 60 s ago a dead one.
  await claim(item.live, 1, 5);
  await claim(item.dead, 1, 60);
  await claim(item.deadLast, 2, 60);
}, 120_000);

afterAll(async () => {
  await queue?.stop({ graceful: false, wait: true });
});

/** The database's clock now, as a heartbeat column (timestamp(3), set from now()) would store it. */
async function databaseNow(): Promise<Date> {
  const [row] = await db.$queryRaw<Array<{ now: Date }>>`SELECT now()::timestamp(3) AS "now"`;
  return row!.now;
}

const job = (id: string) => queue.getJobById(RESCORE_QUEUE, rescoreJobId(id));
const itemRow = (id: string) => db.rescoreItem.findUniqueOrThrow({ where: { id } });

describe("taking back the items of a dead worker", () => {
  it("takes each stale item once, even when two instances sweep at the same moment, and never a live one", async () => {
    const counts = await Promise.all([reclaimStaleRescoreItems(queue), reclaimStaleRescoreItems(queue)]);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(2);

    const live = await itemRow(item.live);
    expect(live).toMatchObject({ status: "queued", attempts: 1, error: null });
    expect(live.heartbeatAt).not.toBeNull();
    expect((await job(item.live))?.state).toBe("active");
  });

  it("retries a dead worker's attempt at once, and the retry finishes the file", async () => {
    expect(await itemRow(item.dead)).toMatchObject({
      status: "queued",
      attempts: 1,
      heartbeatAt: null,
      error: INTERRUPTED_ATTEMPT,
    });
    const retried = await job(item.dead);
    expect(retried?.state).toBe("retry");
    const [delivery] = await queue.fetch(RESCORE_QUEUE, { batchSize: 1, includeMetadata: true });
    expect(delivery?.id).toBe(rescoreJobId(item.dead));
    expect(
      await processRescoreItem({
        itemId: item.dead,
        retryCount: delivery!.retryCount,
        retryLimit: RETRY_ONCE.retryLimit,
      }),
    ).toBe("done");
    expect(await itemRow(item.dead)).toMatchObject({ status: "done", attempts: 2, heartbeatAt: null, error: null });
  });

  it("fails an item whose last attempt died, and its job, with the reason", async () => {
    expect(await itemRow(item.deadLast)).toMatchObject({
      status: "failed",
      attempts: 2,
      heartbeatAt: null,
      error: INTERRUPTED_ATTEMPT,
    });
    expect((await job(item.deadLast))?.state).toBe("failed");
    expect(await findInvariantViolations(process.env.DATABASE_URL!)).toEqual([]);
  });

  it("keeps a working attempt's claim fresh: its heartbeat is renewed every third of the lease", async () => {
    const before = (await itemRow(item.live)).heartbeatAt!;
    const advancedAt = await databaseNow();
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    try {
      const release = holdItemLease({ itemId: item.live, attempts: 1 });
      vi.advanceTimersByTime(10_000);
      release();
    } finally {
      vi.useRealTimers();
    }
    const renewed = await waitFor("the heartbeat to be renewed", async () => {
      const heartbeat = (await itemRow(item.live)).heartbeatAt!;
      return heartbeat > before ? heartbeat : null;
    });
    // Stamped by the renewal the advanced timer started: no earlier than that moment, nor later than now.
    expect(renewed.getTime()).toBeGreaterThanOrEqual(advancedAt.getTime());
    expect(renewed.getTime()).toBeLessThanOrEqual((await databaseNow()).getTime());
    expect(await reclaimStaleRescoreItems(queue)).toBe(0);
  });

  it("settles the campaign when the live worker finishes its item: failed, nothing switched", async () => {
    // The live instance's attempt completes (its own delivery, its own claim).
    await db.rescoreItem.update({ where: { id: item.live }, data: { attempts: 0, heartbeatAt: null } });
    expect(await processRescoreItem({ itemId: item.live, retryCount: 0, retryLimit: RETRY_ONCE.retryLimit })).toBe(
      "done",
    );
    const campaign = await db.rescoreCampaign.findUniqueOrThrow({ where: { id: campaignId } });
    expect(campaign.status).toBe("failed");
    expect(campaign.error).toMatch(/1 of 3 files could not be rescored/);
    expect(await db.submissionRun.count({ where: { previousScoringId: { not: null } } })).toBe(0);
    expect(await findInvariantViolations(process.env.DATABASE_URL!)).toEqual([]);
  });
});
