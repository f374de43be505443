// Creating, copying and dropping the databases tests run in. Each test file gets a fresh copy of a
// template database (tests/helpers/run-services.ts makes them once per run).
import pg from "pg";
import { waitFor } from "./wait-for";

export async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export async function adminRows<T extends pg.QueryResultRow>(
  serverUrl: string,
  sql: string,
  values: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return (await client.query<T>(sql, values)).rows;
  } finally {
    await client.end();
  }
}

export function uniqueDatabaseName(prefix: string): string {
  return `${prefix}_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
}

export async function dropDatabase(maintenanceUrl: string, name: string): Promise<void> {
  await adminQuery(maintenanceUrl, `DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`);
}

/** PostgreSQL's object_in_use: the template has a connection (another file copying it). */
const OBJECT_IN_USE = "55006";

export async function createDatabaseFromTemplate(
  maintenanceUrl: string,
  name: string,
  template: string,
): Promise<void> {
  // Creating from a template fails while anything is connected to it; other test files may be
  // copying it at the same moment, so try again until it is free.
  await waitFor(
    `template ${template} to be free`,
    async () => {
      try {
        await adminQuery(
          maintenanceUrl,
          `CREATE DATABASE ${pg.escapeIdentifier(name)} TEMPLATE ${pg.escapeIdentifier(template)}`,
        );
        return true;
      } catch (error) {
        if ((error as { code?: unknown }).code !== OBJECT_IN_USE) throw error;
        return false;
      }
    },
    { timeoutMs: 30_000, everyMs: 100 },
  );
}

/** Drops `name` (cutting its connections) and makes it again as a copy of `template`. */
export async function replaceDatabase(maintenanceUrl: string, name: string, template: string): Promise<void> {
  await dropDatabase(maintenanceUrl, name);
  await createDatabaseFromTemplate(maintenanceUrl, name, template);
}
