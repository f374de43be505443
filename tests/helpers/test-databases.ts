// Creating and dropping the databases tests run in. Each test file gets a fresh copy of a
// template database that already has every migration applied.
import pg from "pg";

export async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
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

export async function createDatabaseFromTemplate(
  maintenanceUrl: string,
  name: string,
  template: string,
): Promise<void> {
  // Creating from a template fails while anything is connected to it; other test files may be
  // copying it at the same moment, so retry briefly.
  for (let attempt = 0; ; attempt += 1) {
    try {
      await adminQuery(
        maintenanceUrl,
        `CREATE DATABASE ${pg.escapeIdentifier(name)} TEMPLATE ${pg.escapeIdentifier(template)}`,
      );
      return;
    } catch (error) {
      if (attempt >= 50 || !String(error).includes("being accessed by other users")) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
    }
  }
}
