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
