// npm run db:migrate: applies the committed migrations to the portal's database.
// (Run through scripts/with-database.ts, which provides DATABASE_URL or the embedded server.)
import path from "node:path";
import { env } from "@/lib/env";
import { applyMigrations } from "@/lib/platform/postgres/migrations";

if (!env.DATABASE_URL) {
  console.error("DATABASE_URL is not set: run this through `npm run db:migrate`.");
  process.exit(2);
}
try {
  const { applied, upToDate } = await applyMigrations({
    databaseUrl: env.DATABASE_URL,
    migrationsDir: path.resolve(import.meta.dirname, "../prisma/migrations"),
    log: console.log,
  });
  console.log(
    applied.length === 0
      ? `The database is up to date (${upToDate} migrations).`
      : `Applied ${applied.length} migration(s); ${upToDate} were already in place.`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
