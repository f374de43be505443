// A test file's own database: a fresh copy of a template (TestData) made before the file's first
// hook, through DATABASE_URL, so lib/env.ts and lib/db.ts use it. The setup files
// (tests/helpers/per-file-database.ts, tests/e2e/helpers/per-file-database.ts) choose its name.
import { afterAll, beforeAll } from "vitest";
import { withDatabase } from "./postgres-server";
import { askRunServices, type TestData } from "./run-services-client";
import { dropDatabase, replaceDatabase } from "./test-databases";

export const testPostgres = await askRunServices({ what: "postgres" });

let fileDatabase: string | null = null;
let startingData: TestData = "empty";
let started = false;
const afterReplacing: Array<() => Promise<void>> = [];

/**
 * Declares what the file's database starts with (default "empty"): call it at the top level of a
 * test file, so the database is copied once, from that template, before the file's hooks run.
 */
export function startWith(data: TestData): void {
  if (started) throw new Error("startWith() belongs at the top level of a test file, before its hooks run.");
  startingData = data;
}

async function disconnectPrisma(): Promise<void> {
  const loaded = (globalThis as { mrbenPrisma?: { $disconnect(): Promise<void> } }).mrbenPrisma;
  await loaded?.$disconnect();
}

/**
 * Puts a fresh copy of `data` in place of the file's database. Every connection to it is cut: the
 * Prisma client connects again by itself, anything else the file opened (a queue) must be opened again.
 */
export async function resetDatabase(data: TestData = "empty"): Promise<void> {
  if (!fileDatabase) throw new Error("The file has no database: run it in the integration or e2e project.");
  await disconnectPrisma();
  const { database: template } = await askRunServices({ what: "template", data });
  await replaceDatabase(testPostgres.maintenanceUrl, fileDatabase, template);
  for (const after of afterReplacing) await after();
}

/** Runs `after` each time the file's database has been replaced (a shared portal catching up). */
export function afterDatabaseReplaced(after: () => Promise<void>): void {
  afterReplacing.push(after);
}

/** The file's database, by name. */
export function fileDatabaseName(): string {
  if (!fileDatabase) throw new Error("The file has no database: run it in the integration or e2e project.");
  return fileDatabase;
}

/**
 * Gives the file the database `name` (for setup files): DATABASE_URL now, its copy before the file's
 * first hook, and after its last hook it is dropped, unless `keep` (a shared portal's, replaced by the
 * next file and dropped at the end of the run).
 */
export function setUpFileDatabase(name: string, { keep }: { keep: boolean }): void {
  fileDatabase = name;
  process.env.DATABASE_URL = withDatabase(testPostgres.maintenanceUrl, name);
  beforeAll(async () => {
    started = true;
    await resetDatabase(startingData);
  });
  afterAll(async () => {
    await disconnectPrisma();
    if (!keep) await dropDatabase(testPostgres.maintenanceUrl, name);
  });
}
