// Runs before each integration test file: gives the file its own database (a copy of the
// migrated template) through DATABASE_URL, so lib/env.ts and lib/db.ts use it, and drops it
// when the file is done.
import { afterAll, inject } from "vitest";
import { withDatabase } from "./postgres-server";
import { createDatabaseFromTemplate, dropDatabase, uniqueDatabaseName } from "./test-databases";

const { maintenanceUrl, templateDatabase } = inject("testPostgres");
const database = uniqueDatabaseName("mrben_test");
await createDatabaseFromTemplate(maintenanceUrl, database, templateDatabase);
process.env.DATABASE_URL = withDatabase(maintenanceUrl, database);

afterAll(async () => {
  const loaded = (globalThis as { mrbenPrisma?: { $disconnect(): Promise<void> } }).mrbenPrisma;
  await loaded?.$disconnect();
  await dropDatabase(maintenanceUrl, database);
});
