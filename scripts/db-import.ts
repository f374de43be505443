// npm run db:import -- --data DIR [--kind KIND] [--if-absent]   (KIND: mrben by default)
// Validates and imports a benchmark's files with its kind's reader (MR-Ben: any of the seven subject
// files in DIR; extraction: DIR/benchmark.json and DIR/references.jsonl). Nothing is written unless
// all of it is valid, and the import is one transaction; different truth makes a new version.
// Run through scripts/with-database.ts, which provides DATABASE_URL or the embedded server.
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { runDbImport } from "./commands/db-import";
import { consoleIo } from "@/lib/platform/command-io";

const status = await runDbImport(process.argv.slice(2), consoleIo);
// A usage error comes before the database is used: without DATABASE_URL there is no client to close.
if (env.DATABASE_URL) await db.$disconnect();
// At once, as before the body was a function: a refused import may leave OPSIN's Java process running.
process.exit(status);
