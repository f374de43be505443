// The migration that made benchmarks plural: submissions made before it belong to MR-Ben.
import { cpSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, inject, it } from "vitest";
import { applyMigrations } from "@/lib/platform/postgres/migrations";
import { withDatabase } from "../helpers/postgres-server";
import { adminQuery, dropDatabase, uniqueDatabaseName } from "../helpers/test-databases";

const root = path.resolve(import.meta.dirname, "../..");
const migrationsDir = path.join(root, "prisma/migrations");
const MIGRATION = "_extraction_benchmarks";
const { maintenanceUrl } = inject("testPostgres");
const created: string[] = [];
const before = mkdtempSync(path.join(os.tmpdir(), "mrben-before-kinds-"));

afterAll(async () => {
  for (const name of created) await dropDatabase(maintenanceUrl, name);
  rmSync(before, { recursive: true, force: true });
});

async function query<T extends pg.QueryResultRow>(databaseUrl: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

async function databaseBeforeKinds(): Promise<string> {
  const names = readdirSync(migrationsDir).filter((name) => /^\d{14}_/.test(name));
  const cut = names.findIndex((name) => name.endsWith(MIGRATION));
  expect(cut).toBeGreaterThan(0);
  for (const name of names.slice(0, cut))
    cpSync(path.join(migrationsDir, name), path.join(before, name), { recursive: true });
  const name = uniqueDatabaseName("mrben_kinds");
  await adminQuery(maintenanceUrl, `CREATE DATABASE "${name}"`);
  created.push(name);
  const databaseUrl = withDatabase(maintenanceUrl, name);
  await applyMigrations({ databaseUrl, migrationsDir: before });
  return databaseUrl;
}

describe("the benchmark kinds migration", () => {
  it("gives every existing submission to MR-Ben, making MR-Ben's row when the data was never imported", async () => {
    const databaseUrl = await databaseBeforeKinds();
    await query(
      databaseUrl,
      `INSERT INTO "User" (id, email, "createdAt", "updatedAt") VALUES ('u1', 'a@example.org', now(), now());
       INSERT INTO "Submission" (id, "userId", "modelName", "modelSlug", "modelLink", description, organization,
         "openWeights", temperature, "judgeModel", notes, "createdAt", "updatedAt")
       VALUES ('s1', 'u1', 'M', 'm', 'https://example.org', 'd', 'o', true, 0, 'j', '', now(), now());`,
    );
    await applyMigrations({ databaseUrl, migrationsDir });
    const rows = await query<{ slug: string; kind: string }>(
      databaseUrl,
      `SELECT b.slug, b.kind FROM "Submission" s JOIN "Benchmark" b ON b.id = s."benchmarkId"`,
    );
    expect(rows).toEqual([{ slug: "mr-ben", kind: "mrben" }]);
  });

  it("keeps an imported MR-Ben's row and adds none when there is no submission", async () => {
    const databaseUrl = await databaseBeforeKinds();
    await query(
      databaseUrl,
      `INSERT INTO "Benchmark" (id, slug, name, "createdAt", "updatedAt") VALUES ('b1', 'mr-ben', 'MR-Ben', now(), now());`,
    );
    await applyMigrations({ databaseUrl, migrationsDir });
    expect(await query(databaseUrl, `SELECT id, slug, kind FROM "Benchmark"`)).toEqual([
      { id: "b1", slug: "mr-ben", kind: "mrben" },
    ]);
  });
});
