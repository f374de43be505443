// npm run demo -- --data DIR --results DIR
// Fills the portal with a populated board: imports the benchmark from DIR (as db:import does),
// then every results file of the results folder as an approved entry of the demo user, scored by
// the same pipeline as an upload. Run through scripts/with-database.ts (DATABASE_URL or the
// embedded server). Exit status: 0 done, 1 some file (or the data) failed, 2 bad usage.
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { runDemo } from "./commands/demo";
import { consoleIo } from "./commands/io";

const status = await runDemo(process.argv.slice(2), consoleIo);
// A usage error comes before the database is used: without DATABASE_URL there is no client to close.
if (env.DATABASE_URL) await db.$disconnect();
process.exit(status);
