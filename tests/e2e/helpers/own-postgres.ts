// A PostgreSQL of the test file's own (embedded, on a free port), migrated, that the test can stop
// and start again under a running portal: the shared test server must never be restarted.
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { freePort } from "@/lib/platform/launcher/local-server";
import { startEmbeddedPostgres, type RunningPostgres } from "@/lib/platform/postgres/embedded";
import { applyMigrations } from "@/lib/platform/postgres/migrations";
import { THROWAWAY_CLUSTER_SETTINGS } from "../../helpers/postgres-server";
import { PROJECT_ROOT } from "../../helpers/shared-data";

export interface OwnPostgres {
  /** The migrated database the portal and the test use. */
  url: string;
  /** Stops the server (a fast shutdown: every connection is cut). */
  stop(): Promise<void>;
  /** Starts it again on the same port and data. */
  start(): Promise<void>;
  /** Stops it for good and removes its data. */
  destroy(): Promise<void>;
}

const DATABASE = "mrben_restart";

export async function startOwnPostgres(): Promise<OwnPostgres> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "mrben-own-pg-"));
  chmodSync(dir, 0o755); // the server runs as the `postgres` user when tests run as root
  const port = await freePort();
  let server: RunningPostgres | null = await startEmbeddedPostgres({ dir, port, settings: THROWAWAY_CLUSTER_SETTINGS });
  const admin = new pg.Client({ connectionString: server.urlFor("postgres") });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${DATABASE}`);
  await admin.end();
  const url = server.urlFor(DATABASE);
  await applyMigrations({ databaseUrl: url, migrationsDir: path.join(PROJECT_ROOT, "prisma/migrations") });
  const own: OwnPostgres = {
    url,
    stop: async () => {
      await server?.stop();
      server = null;
    },
    start: async () => {
      server ??= await startEmbeddedPostgres({ dir, port, settings: THROWAWAY_CLUSTER_SETTINGS });
    },
    destroy: async () => {
      await own.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return own;
}

/** One query on a connection of its own (the database may have restarted since the last one). */
export async function queryOnce<T extends pg.QueryResultRow>(url: string, sql: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql, values)).rows;
  } finally {
    await client.end();
  }
}
