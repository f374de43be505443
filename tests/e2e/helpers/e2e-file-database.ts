// A browser test file's database (tests/helpers/file-database.ts). A file of tests/e2e/own-portal/
// starts portals of its own, on a database of its own. Any other uses its worker's shared portal,
// which serves one database name per worker: the file gets a fresh copy under that name, and the
// next file replaces it.
import path from "node:path";
import { testPostgres, setUpFileDatabase } from "../../helpers/file-database";
import { withDatabase } from "../../helpers/postgres-server";
import { workerPool } from "../../helpers/run-services-client";
import { adminRows, uniqueDatabaseName } from "../../helpers/test-databases";

const OWN_PORTAL_DIR = path.join("tests", "e2e", "own-portal") + path.sep;

let previousUsedQueues = false;

/**
 * Whether the shared portal must start again for this file: a portal that opened a pg-boss queue
 * keeps it open, and a fresh copy of the database has no queue. So when the file before left pg-boss's
 * schema in the database, the portal is started again.
 */
export function sharedPortalNeedsRestart(): boolean {
  return previousUsedQueues;
}

async function hasPgBossSchema(database: string): Promise<boolean> {
  const exists = await adminRows(testPostgres.maintenanceUrl, "SELECT 1 FROM pg_database WHERE datname = $1", [
    database,
  ]);
  if (exists.length === 0) return false;
  const [row] = await adminRows<{ schema: string | null }>(
    withDatabase(testPostgres.maintenanceUrl, database),
    "SELECT to_regnamespace('pgboss')::text AS schema",
  );
  return row?.schema != null;
}

export async function prepareBrowserTestFile(testPath: string): Promise<void> {
  if (testPath.includes(OWN_PORTAL_DIR)) {
    setUpFileDatabase(uniqueDatabaseName("mrben_e2e"), { keep: false });
    return;
  }
  const shared = `${testPostgres.runId}_portal${workerPool()}`;
  previousUsedQueues = await hasPgBossSchema(shared);
  setUpFileDatabase(shared, { keep: true });
}
