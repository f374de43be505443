// The health check behind GET /api/health: the process answers, and the database does too.
import "server-only";

import { databaseTimedOutWithin } from "@/lib/database-errors/database-timeouts";

/** What health says of the database: generic words, the details go to the server's log. */
export type HealthReport =
  { status: "ok"; database: "ok" } | { status: "error"; database: "unreachable" | "not answering" | "timing out" };

const DATABASE_TIMEOUT_MS = 3_000;
/** A statement or lock wait that timed out this recently still makes the database "timing out". */
const RECENT_TIMEOUT_MS = 30_000;

class NoAnswer extends Error {}

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new NoAnswer(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export async function checkHealth(): Promise<HealthReport> {
  try {
    // Imported here so a missing DATABASE_URL is reported as unhealthy, not as a crash.
    const { db } = await import("@/lib/db");
    await within(db.$queryRaw`SELECT 1`, DATABASE_TIMEOUT_MS);
  } catch (error) {
    // Prisma's message opens with where it was called and ends with what the database said.
    const lines = (error instanceof Error ? error.message : String(error)).split("\n").map((line) => line.trim());
    const reason = lines.filter((line) => line !== "").at(-1) ?? "no answer";
    console.error(`[health] the database did not answer: ${reason}`);
    return { status: "error", database: error instanceof NoAnswer ? "not answering" : "unreachable" };
  }
  if (databaseTimedOutWithin(RECENT_TIMEOUT_MS)) return { status: "error", database: "timing out" };
  return { status: "ok", database: "ok" };
}
