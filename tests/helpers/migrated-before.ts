// A database migrated up to, but not including, one migration: for tests of what that migration
// does to rows stored before it. Each call makes its own database, dropped by dropDatabasesBefore.
import { cpSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { applyMigrations } from "@/lib/platform/postgres/migrations";
import { testPostgres } from "./file-database";
import { withDatabase } from "./postgres-server";
import { PROJECT_ROOT } from "./shared-data";
import { adminQuery, dropDatabase, uniqueDatabaseName } from "./test-databases";

const MIGRATIONS_DIR = path.join(PROJECT_ROOT, "prisma/migrations");
const made: { database: string; folder: string }[] = [];

/** A new database with every migration before the one whose folder ends with `migration` applied. */
export async function databaseBefore(migration: string): Promise<string> {
  const names = readdirSync(MIGRATIONS_DIR).filter((name) => /^\d{14}_/.test(name));
  const cut = names.findIndex((name) => name.endsWith(migration));
  if (cut <= 0) throw new Error(`No migration ending with ${migration} after the first`);
  const folder = mkdtempSync(path.join(os.tmpdir(), "mrben-migrations-before-"));
  for (const name of names.slice(0, cut))
    cpSync(path.join(MIGRATIONS_DIR, name), path.join(folder, name), { recursive: true });
  const { maintenanceUrl } = testPostgres;
  const database = uniqueDatabaseName("mrben_before");
  await adminQuery(maintenanceUrl, `CREATE DATABASE "${database}"`);
  made.push({ database, folder });
  const databaseUrl = withDatabase(maintenanceUrl, database);
  await applyMigrations({ databaseUrl, migrationsDir: folder });
  return databaseUrl;
}

export async function dropDatabasesBefore(): Promise<void> {
  const { maintenanceUrl } = testPostgres;
  for (const { database, folder } of made.splice(0)) {
    await dropDatabase(maintenanceUrl, database);
    rmSync(folder, { recursive: true, force: true });
  }
}

export async function queryRows<T extends pg.QueryResultRow>(databaseUrl: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

/** Applies the rest: every committed migration not yet applied. */
export const applyAllMigrations = (databaseUrl: string) =>
  applyMigrations({ databaseUrl, migrationsDir: MIGRATIONS_DIR });
