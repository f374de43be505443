// scripts/with-database.ts's check before it runs a tool: a database the migrations have not
// reached is refused, in one line saying what to run.
import path from "node:path";
import { unappliedMigrations } from "@/lib/platform/postgres/migrations";

const root = path.resolve(import.meta.dirname, "../..");
/** The tool that brings the database up to date needs no migrations to run. */
const MIGRATES_ITSELF = new Set(["db-migrate.ts"]);

/** Why `script` must not run on the database at `databaseUrl`, or null when it may. */
export async function migrationsRefusal(script: string, databaseUrl: string): Promise<string | null> {
  if (MIGRATES_ITSELF.has(path.basename(script))) return null;
  const { missing, total } = await unappliedMigrations({
    databaseUrl,
    migrationsDir: path.join(root, "prisma/migrations"),
  });
  const todo = "run `npm run db:migrate` (or `npm start`, which migrates it) first.";
  if (missing.length === 0) return null;
  if (missing.length === total) return `The database has no tables yet: ${todo}`;
  return `The database is ${missing.length} migration${missing.length === 1 ? "" : "s"} behind this code: ${todo}`;
}
