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
// Tests make many uploads per user within seconds; the rate limit's own test sets a low one.
process.env.UPLOAD_RATE_LIMIT = "10000/hour";

afterAll(async () => {
  const loaded = (globalThis as { mrbenPrisma?: { $disconnect(): Promise<void> } }).mrbenPrisma;
  await loaded?.$disconnect();
  await dropDatabase(maintenanceUrl, database);
});
