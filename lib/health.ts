// The health check behind GET /api/health: the process answers, and the database does too.
import "server-only";

export type HealthReport =
  | { status: "ok"; database: "ok" }
  | { status: "error"; database: string };

const DATABASE_TIMEOUT_MS = 3_000;

export async function checkHealth(): Promise<HealthReport> {
  try {
    // Imported here so a missing DATABASE_URL is reported as unhealthy, not as a crash.
    const { db } = await import("@/lib/db");
    await Promise.race([
      db.$queryRaw`SELECT 1`,
      new Promise((_, reject) =>
        setTimeout(() => reject(new Error(`no answer within ${DATABASE_TIMEOUT_MS} ms`)), DATABASE_TIMEOUT_MS),
      ),
    ]);
    return { status: "ok", database: "ok" };
  } catch (error) {
    const reason = error instanceof Error ? error.message.split("\n")[0] : String(error);
    return { status: "error", database: `unreachable: ${reason}` };
  }
}
