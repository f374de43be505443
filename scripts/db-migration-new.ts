// npm run db:migration:new -- --name what_it_does [--from-ref GIT_REF]
// Writes prisma/migrations/<timestamp>_<name>/migration.sql: the SQL that takes the schema as of
// the last committed migration (or GIT_REF) to the current prisma/schema.prisma.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { renderSchemaDiffSql } from "@/lib/platform/postgres/schema-sql";

const root = path.resolve(import.meta.dirname, "..");
const migrationsDir = path.join(root, "prisma/migrations");
const schemaPath = "prisma/schema.prisma";

function usage(message: string): never {
  console.error(`${message}\nusage: npm run db:migration:new -- --name what_it_does [--from-ref GIT_REF]`);
  process.exit(2);
}

function git(...args: string[]): string {
  return execFileSync("git", args, { cwd: root, encoding: "utf8" }).trim();
}

function previousSchema(fromRef: string | undefined): string | null {
  const hasMigrations = existsSync(migrationsDir) && readdirSync(migrationsDir).some((name) => /^\d{14}_/.test(name));
  if (!hasMigrations && !fromRef) return null;
  const ref = fromRef ?? git("log", "-1", "--format=%H", "--", "prisma/migrations");
  if (!ref) usage("Migrations exist but none is committed: commit them first or pass --from-ref.");
  return git("show", `${ref}:${schemaPath}`);
}

const { values } = parseArgs({ options: { name: { type: "string" }, "from-ref": { type: "string" } } });
if (!values.name || !/^[a-z0-9_]+$/.test(values.name)) usage("--name is required, in snake_case.");

const sql = await renderSchemaDiffSql({
  fromSchema: previousSchema(values["from-ref"]),
  toSchema: readFileSync(path.join(root, schemaPath), "utf8"),
});
if (sql.trim() === "" || /^-- This is an empty migration\.?\s*$/.test(sql.trim())) {
  console.log("prisma/schema.prisma matches the last migration: nothing to write.");
  process.exit(0);
}
const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
const dir = path.join(migrationsDir, `${stamp}_${values.name}`);
mkdirSync(dir, { recursive: true });
writeFileSync(path.join(dir, "migration.sql"), sql);
const lockfile = path.join(migrationsDir, "migration_lock.toml");
if (!existsSync(lockfile)) writeFileSync(lockfile, 'provider = "postgresql"\n');
console.log(`Wrote ${path.relative(root, dir)}/migration.sql. Review it, then commit it with the schema change.`);
