// The portal's background jobs run on pg-boss, in its own `pgboss` schema of the portal's
// PostgreSQL: one connection per process and purpose, and job ids derived from what the job is
// about, so the same work is never queued twice (pg-boss inserts with ON CONFLICT DO NOTHING).
import "server-only";
import { createHash } from "node:crypto";
import PgBoss from "pg-boss";

export async function openPgBossQueue({
  connectionString,
  queue,
  expireInSeconds,
  applicationName,
  logPrefix,
}: {
  connectionString: string | undefined;
  queue: string;
  /** A job cut short (a crash, a restart) is retried after this long. */
  expireInSeconds: number;
  applicationName: string;
  logPrefix: string;
}): Promise<PgBoss> {
  if (!connectionString) throw new Error(`DATABASE_URL is not set: the ${queue} queue lives in the portal's database.`);
  const boss = new PgBoss({ connectionString, schema: "pgboss", max: 4, application_name: applicationName });
  boss.on("error", (error) => console.error(`[${logPrefix}] queue error:`, error));
  await boss.start();
  if (!(await boss.getQueue(queue))) {
    await boss.createQueue(queue, { name: queue, expireInSeconds }).catch(async (error: unknown) => {
      // Two instances starting at once: the other one created it.
      if (!(await boss.getQueue(queue))) throw error;
    });
  }
  return boss;
}

/** A UUID fixed by `key`: inserting the same job again is a no-op. */
export function deterministicJobId(key: string): string {
  const hex = createHash("sha256").update(key).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Inserts jobs in chunks of 500 (one statement each); a job whose id exists already is skipped. */
export async function insertJobs(boss: PgBoss, jobs: readonly PgBoss.JobInsert[]): Promise<void> {
  const CHUNK = 500;
  for (let start = 0; start < jobs.length; start += CHUNK) await boss.insert(jobs.slice(start, start + CHUNK));
}

/**
 * `concurrency` pg-boss workers on a queue, one job at a time each; after a job a worker fetches the
 * next at once instead of sleeping out the polling interval.
 */
export async function workQueue<T extends object>(
  boss: PgBoss,
  queue: string,
  { concurrency, pollingIntervalSeconds }: { concurrency: number; pollingIntervalSeconds: number },
  handle: (job: PgBoss.JobWithMetadata<T>) => Promise<unknown>,
): Promise<void> {
  for (let i = 0; i < concurrency; i++) {
    let workerId = "";
    workerId = await boss.work<T>(
      queue,
      { batchSize: 1, includeMetadata: true, pollingIntervalSeconds },
      async (jobs) => {
        try {
          for (const job of jobs) await handle(job);
        } finally {
          boss.notifyWorker(workerId);
        }
      },
    );
  }
}

/**
 * A process's own connection to a queue, opened on first use and kept on globalThis under `key`
 * (Next.js bundles instrumentation and routes apart, each with its own copy of a module).
 */
export function sharedQueueConnection(key: string, open: () => Promise<PgBoss>) {
  const slots = globalThis as unknown as Record<string, Promise<PgBoss> | undefined>;
  return {
    get(): Promise<PgBoss> {
      let opening = slots[key];
      if (!opening) {
        opening = open();
        slots[key] = opening;
        opening.catch(() => {
          slots[key] = undefined;
        });
      }
      return opening;
    },
    async close(): Promise<void> {
      const opening = slots[key];
      slots[key] = undefined;
      if (opening) await (await opening).stop({ graceful: true, wait: true, timeout: 30_000 });
    },
  };
}
