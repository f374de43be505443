// The leases under which workers share a hosted run's rows (its answers for the model, its verdicts
// for the judge): a worker claims pending rows with its token and an expiry it renews while it works;
// the others skip them until they settle or the lease runs out (the worker was killed); a row is
// written once, by its lease's holder. The statements are the same for both tables.
import "server-only";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import type { Tx } from "@/lib/benchmarks/kind-server";

export type LeasedTable = "HostedAnswer" | "HostedJudgeVerdict";

const ORDER: Record<LeasedTable, Prisma.Sql> = {
  HostedAnswer: Prisma.sql`"shots", "position"`,
  HostedJudgeVerdict: Prisma.sql`"shots", "subject", "position"`,
};

const tableName = (table: LeasedTable) => Prisma.raw(`"${table}"`);

/** Rows of the run that a live lease holds: the run's concurrency counts them. */
export async function heldLeases(tx: Tx, table: LeasedTable, runId: string): Promise<number> {
  const [held] = await tx.$queryRaw<Array<{ count: number }>>`
    SELECT count(*)::int AS "count" FROM ${tableName(table)}
    WHERE "runId" = ${runId} AND "status" = 'pending' AND "leaseExpiresAt" > now()`;
  return held?.count ?? 0;
}

/**
 * The statement that leases up to `take` pending rows nobody holds, in the official order, skipping
 * rows another transaction is claiming; it returns the columns asked for.
 */
export function claimPendingSql({
  table,
  runId,
  leaseToken,
  leaseMs,
  take,
  returning,
}: {
  table: LeasedTable;
  runId: string;
  leaseToken: string;
  leaseMs: number;
  take: number;
  returning: readonly string[];
}): Prisma.Sql {
  return Prisma.sql`
    UPDATE ${tableName(table)} SET "leaseToken" = ${leaseToken},
      "leaseExpiresAt" = now() + make_interval(secs => ${leaseMs / 1000}), "updatedAt" = now()
    WHERE "id" IN (
      SELECT "id" FROM ${tableName(table)}
      WHERE "runId" = ${runId} AND "status" = 'pending' AND ("leaseExpiresAt" IS NULL OR "leaseExpiresAt" <= now())
      ORDER BY ${ORDER[table]} LIMIT ${take} FOR UPDATE SKIP LOCKED)
    RETURNING ${Prisma.join(returning.map((column) => Prisma.raw(`"${column}"`)))}`;
}

/** Renews every lease this worker holds on the run's rows of `table`. */
export async function renewLeases(
  table: LeasedTable,
  { runId, leaseToken, leaseMs }: { runId: string; leaseToken: string; leaseMs: number },
): Promise<void> {
  await db.$executeRaw`
    UPDATE ${tableName(table)} SET "leaseExpiresAt" = now() + make_interval(secs => ${leaseMs / 1000})
    WHERE "runId" = ${runId} AND "leaseToken" = ${leaseToken} AND "status" = 'pending'`;
}

/** Gives a row back unworked (a cancellation, the cap, a stop): another worker may take it at once. */
export async function releaseLease(
  table: LeasedTable,
  { id, leaseToken }: { id: string; leaseToken: string },
): Promise<void> {
  await db.$executeRaw`
    UPDATE ${tableName(table)} SET "leaseToken" = NULL, "leaseExpiresAt" = NULL, "updatedAt" = now()
    WHERE "id" = ${id} AND "leaseToken" = ${leaseToken} AND "status" = 'pending'`;
}
