import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { applyMigrations, readLocalMigrations } from "@/lib/platform/postgres/migrations";
import { renderSchemaDiffSql } from "@/lib/platform/postgres/schema-sql";
import { catalogSnapshot } from "../helpers/catalog-snapshot";
import { testPostgres } from "../helpers/file-database";
import { withDatabase } from "../helpers/postgres-server";
import { adminQuery, dropDatabase, uniqueDatabaseName } from "../helpers/test-databases";

const root = path.resolve(import.meta.dirname, "../..");
const migrationsDir = path.join(root, "prisma/migrations");
const { maintenanceUrl } = testPostgres;
const created: string[] = [];

async function emptyDatabase(): Promise<string> {
  const name = uniqueDatabaseName("mrben_migrations");
  await adminQuery(maintenanceUrl, `CREATE DATABASE "${name}"`);
  created.push(name);
  return withDatabase(maintenanceUrl, name);
}

async function tableExists(databaseUrl: string, table: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ found: string | null }>("SELECT to_regclass($1) AS found", [
      `public."${table}"`,
    ]);
    return rows[0]?.found !== null;
  } finally {
    await client.end();
  }
}

afterAll(async () => {
  for (const name of created) await dropDatabase(maintenanceUrl, name);
});

describe("committed migrations", () => {
  it("build exactly the schema prisma/schema.prisma describes", async () => {
    const migrated = await emptyDatabase();
    await applyMigrations({ databaseUrl: migrated, migrationsDir });

    const fromSchema = await emptyDatabase();
    const sql = await renderSchemaDiffSql({
      fromSchema: null,
      toSchema: readFileSync(path.join(root, "prisma/schema.prisma"), "utf8"),
    });
    await adminQuery(fromSchema, sql);

    expect(await catalogSnapshot(migrated)).toEqual(await catalogSnapshot(fromSchema));
  });

  it("are applied once: a second run changes nothing", async () => {
    const databaseUrl = await emptyDatabase();
    const first = await applyMigrations({ databaseUrl, migrationsDir });
    const second = await applyMigrations({ databaseUrl, migrationsDir });
    expect(first.applied).toEqual(readLocalMigrations(migrationsDir).map((migration) => migration.name));
    expect(second).toEqual({ applied: [], upToDate: first.applied.length });
  });

  it("are applied once when two instances migrate the same database at the same moment", async () => {
    const databaseUrl = await emptyDatabase();
    const [a, b] = await Promise.all([
      applyMigrations({ databaseUrl, migrationsDir }),
      applyMigrations({ databaseUrl, migrationsDir }),
    ]);
    const total = readLocalMigrations(migrationsDir).length;
    expect(a.applied.length + b.applied.length).toBe(total);
    expect(a.upToDate + b.upToDate).toBe(total);
  });
});

describe("a migration that fails", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "mrben-migrations-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("is rolled back whole, keeps the ones before it, and names itself in the error", async () => {
    const write = (name: string, sql: string) => {
      mkdirSync(path.join(dir, name));
      writeFileSync(path.join(dir, name, "migration.sql"), sql);
    };
    write("20260101000000_good", 'CREATE TABLE "Good" (id INT PRIMARY KEY);');
    write("20260102000000_bad", 'CREATE TABLE "HalfDone" (id INT PRIMARY KEY);\nSELECT * FROM "NoSuchTable";');
    const databaseUrl = await emptyDatabase();

    await expect(applyMigrations({ databaseUrl, migrationsDir: dir })).rejects.toThrow(
      /Migration 20260102000000_bad failed and was rolled back: .*NoSuchTable/,
    );
    expect(await tableExists(databaseUrl, "Good")).toBe(true);
    expect(await tableExists(databaseUrl, "HalfDone")).toBe(false);

    // Once fixed, the next run applies just that migration.
    writeFileSync(
      path.join(dir, "20260102000000_bad", "migration.sql"),
      'CREATE TABLE "HalfDone" (id INT PRIMARY KEY);',
    );
    expect((await applyMigrations({ databaseUrl, migrationsDir: dir })).applied).toEqual(["20260102000000_bad"]);
  });

  it("refuses to run when an applied migration was edited afterwards", async () => {
    const databaseUrl = await emptyDatabase();
    await applyMigrations({ databaseUrl, migrationsDir });
    const editedDir = mkdtempSync(path.join(os.tmpdir(), "mrben-migrations-edited-"));
    try {
      const [first, ...rest] = readLocalMigrations(migrationsDir);
      for (const migration of [first!, ...rest]) {
        mkdirSync(path.join(editedDir, migration.name));
        const sql = migration === first ? `${migration.sql}\n-- edited` : migration.sql;
        writeFileSync(path.join(editedDir, migration.name, "migration.sql"), sql);
      }
      await expect(applyMigrations({ databaseUrl, migrationsDir: editedDir })).rejects.toThrow(
        new RegExp(`Migration ${first!.name} was changed after it was applied`),
      );
    } finally {
      rmSync(editedDir, { recursive: true, force: true });
    }
  });
});
