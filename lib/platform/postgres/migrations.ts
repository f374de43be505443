// Applies the committed SQL migrations in prisma/migrations, in name order, each in its own
// transaction, and records them in Prisma's `_prisma_migrations` table with Prisma's checksum,
// so the history stays readable by `prisma migrate status/deploy` where Prisma's native engine
// is available. Holds Prisma's advisory lock so two instances starting at once apply each
// migration exactly once.
import { createHash, randomUUID } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";

/** The lock key Prisma Migrate itself takes, so our runner and Prisma's exclude each other. */
const PRISMA_MIGRATE_LOCK_KEY = 72707369;

const CREATE_HISTORY_TABLE = `
CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
  "id"                  VARCHAR(36) PRIMARY KEY NOT NULL,
  "checksum"            VARCHAR(64) NOT NULL,
  "finished_at"         TIMESTAMPTZ,
  "migration_name"      VARCHAR(255) NOT NULL,
  "logs"                TEXT,
  "rolled_back_at"      TIMESTAMPTZ,
  "started_at"          TIMESTAMPTZ NOT NULL DEFAULT now(),
  "applied_steps_count" INTEGER NOT NULL DEFAULT 0
)`;

export interface LocalMigration {
  name: string;
  sql: string;
  checksum: string;
}

interface AppliedMigration {
  migration_name: string;
  checksum: string;
  finished_at: Date | null;
  rolled_back_at: Date | null;
}

class MigrationError extends Error {
  override name = "MigrationError";
}

export function readLocalMigrations(migrationsDir: string): LocalMigration[] {
  if (!existsSync(migrationsDir)) throw new MigrationError(`No migrations folder at ${migrationsDir}.`);
  return readdirSync(migrationsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      const file = path.join(migrationsDir, name, "migration.sql");
      if (!existsSync(file)) throw new MigrationError(`Migration ${name} has no migration.sql.`);
      const sql = readFileSync(file, "utf8");
      return { name, sql, checksum: createHash("sha256").update(sql).digest("hex") };
    });
}

/** What must be applied, or why the database's history cannot be reconciled with this code. */
function planMigrations(local: LocalMigration[], applied: AppliedMigration[]): LocalMigration[] {
  const live = applied.filter((row) => row.rolled_back_at === null);
  const localNames = new Set(local.map((migration) => migration.name));
  const unknown = live.filter((row) => !localNames.has(row.migration_name));
  if (unknown.length > 0) {
    const names = unknown.map((row) => row.migration_name).join(", ");
    throw new MigrationError(
      `The database has migrations this code does not know (${names}): it was migrated by a newer version of the portal.`,
    );
  }
  const pending: LocalMigration[] = [];
  for (const migration of local) {
    const row = live.find((candidate) => candidate.migration_name === migration.name);
    if (!row) {
      pending.push(migration);
    } else if (row.finished_at === null) {
      throw new MigrationError(
        `Migration ${migration.name} started earlier but never finished. Inspect the database, then mark it rolled back (UPDATE "_prisma_migrations" SET rolled_back_at = now() WHERE migration_name = '${migration.name}') to retry it.`,
      );
    } else if (row.checksum !== migration.checksum) {
      throw new MigrationError(
        `Migration ${migration.name} was changed after it was applied to this database. Migrations are never edited once they land: restore the file and add a new migration instead.`,
      );
    }
  }
  return pending;
}

export async function applyMigrations({
  databaseUrl,
  migrationsDir,
  log = () => {},
}: {
  databaseUrl: string;
  migrationsDir: string;
  log?: (message: string) => void;
}): Promise<{ applied: string[]; upToDate: number }> {
  const local = readLocalMigrations(migrationsDir);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [PRISMA_MIGRATE_LOCK_KEY]);
    await client.query(CREATE_HISTORY_TABLE);
    const { rows } = await client.query<AppliedMigration>(
      `SELECT migration_name, checksum, finished_at, rolled_back_at FROM "_prisma_migrations" ORDER BY started_at`,
    );
    const pending = planMigrations(local, rows);
    for (const migration of pending) {
      log(`Applying migration ${migration.name}`);
      await applyOne(client, migration);
    }
    return { applied: pending.map((migration) => migration.name), upToDate: local.length - pending.length };
  } finally {
    await client.query("SELECT pg_advisory_unlock($1)", [PRISMA_MIGRATE_LOCK_KEY]).catch(() => {});
    await client.end();
  }
}

async function applyOne(client: pg.Client, migration: LocalMigration): Promise<void> {
  const id = randomUUID();
  await client.query("BEGIN");
  try {
    await client.query(
      `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at) VALUES ($1, $2, $3, now())`,
      [id, migration.checksum, migration.name],
    );
    await client.query(migration.sql);
    await client.query(`UPDATE "_prisma_migrations" SET finished_at = now(), applied_steps_count = 1 WHERE id = $1`, [
      id,
    ]);
    await client.query("COMMIT");
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    const reason = error instanceof Error ? error.message : String(error);
    throw new MigrationError(`Migration ${migration.name} failed and was rolled back: ${reason}`);
  }
}

/**
 * The committed migrations the database has not had, reading only (no lock, no history table
 * created): all of them when it has no history at all. The command-line tools ask before they
 * start, so an unmigrated database is a sentence saying what to run, not an error from a query.
 */
export async function unappliedMigrations({
  databaseUrl,
  migrationsDir,
}: {
  databaseUrl: string;
  migrationsDir: string;
}): Promise<{ missing: string[]; total: number }> {
  const local = readLocalMigrations(migrationsDir);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows: history } = await client.query<{ found: string | null }>(
      `SELECT to_regclass('"_prisma_migrations"')::text AS found`,
    );
    if (!history[0]?.found) return { missing: local.map((migration) => migration.name), total: local.length };
    const { rows } = await client.query<{ migration_name: string }>(
      `SELECT migration_name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`,
    );
    const applied = new Set(rows.map((row) => row.migration_name));
    const missing = local.filter((migration) => !applied.has(migration.name)).map((migration) => migration.name);
    return { missing, total: local.length };
  } finally {
    await client.end();
  }
}
