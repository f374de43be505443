// Starts (or connects to) PostgreSQL once for the integration run and prepares a template
// database with every committed migration applied; per-file-database.ts copies it per file.
import path from "node:path";
import type { TestProject } from "vitest/node";
import { applyMigrations } from "@/lib/platform/postgres/migrations";
import { startTestPostgres } from "./postgres-server";
import { adminQuery, dropDatabase, uniqueDatabaseName } from "./test-databases";

declare module "vitest" {
  export interface ProvidedContext {
    testPostgres: { maintenanceUrl: string; templateDatabase: string; serverKind: "external" | "embedded" };
  }
}

export default async function setup(project: TestProject) {
  const server = await startTestPostgres();
  const maintenanceUrl = server.urlFor("postgres");
  const templateDatabase = uniqueDatabaseName("mrben_template");
  await adminQuery(maintenanceUrl, `CREATE DATABASE "${templateDatabase}"`);
  await applyMigrations({
    databaseUrl: server.urlFor(templateDatabase),
    migrationsDir: path.resolve(import.meta.dirname, "../../prisma/migrations"),
  });
  project.provide("testPostgres", { maintenanceUrl, templateDatabase, serverKind: server.kind });

  return async () => {
    await dropDatabase(maintenanceUrl, templateDatabase).catch(() => {});
    await server.stop();
  };
}
