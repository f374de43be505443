// What the browser tests' shared portals are (one per vitest worker, started by the run's services):
// their settings, and how a file knows that one has caught up with the database it was just given.
import { adminRows } from "./test-databases";

/**
 * The settings every shared portal runs with, besides the test defaults (tests/e2e/helpers/portal-process.ts:
 * no rescore worker). Hosted evaluation is on, so its forms show; nothing runs in the background.
 * A file that needs other settings, or stops or kills its server, starts its own (tests/e2e/own-portal/).
 */
export const SHARED_PORTAL_ENV: Record<string, string> = {
  EVAL_SECRETS_KEY: "33".repeat(32),
  // Shown read-only on /admin/hosted; no test sends anything there.
  HOSTED_ENDPOINT_ALLOW: "192.168.50.0/24",
};

/** A shared portal as a test file gets it. */
export interface SharedPortalLease {
  baseUrl: string;
  pid: number;
  /** Everything the server printed, since it started. */
  logFile: string;
  /** The database it serves, which each file using it gets a fresh copy of. */
  database: string;
}

/**
 * Whether the portal's cache listener is connected to `database` and listening. When the database is
 * replaced under a running portal, the listener loses its connection, connects again and then drops
 * every cached page and query (lib/platform/cache/shared-cache-handler.ts): once it listens on the new
 * database, nothing the portal serves comes from the one before.
 */
export async function cacheListenerConnected(maintenanceUrl: string, database: string): Promise<boolean> {
  const rows = await adminRows(
    maintenanceUrl,
    `SELECT 1 FROM pg_stat_activity
      WHERE datname = $1 AND application_name = 'mrben-cache-listener' AND state = 'idle' AND query LIKE 'LISTEN %'`,
    [database],
  );
  return rows.length > 0;
}
