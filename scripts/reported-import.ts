// npm run reported:import -- FILE [--if-absent]
// Imports a published leaderboard file (the MR-Ben authors' table) as reported entries: checked whole
// first (nothing is written if any row is wrong), then one transaction; again, it changes nothing and
// says so; a changed figure updates its entry with an audit event (actor "cli"). --if-absent skips a
// source already imported (what `npm start` does with MRBEN_PUBLISHED_BOARD).
// Run through scripts/with-database.ts, which provides DATABASE_URL or the embedded server.
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { consoleIo } from "./commands/io";
import { runReportedImport } from "./commands/reported-import";

const status = await runReportedImport(process.argv.slice(2), consoleIo);
// A usage error comes before the database is used: without DATABASE_URL there is no client to close.
if (env.DATABASE_URL) await db.$disconnect();
process.exit(status);
