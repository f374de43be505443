// Runs a tool script against the portal's database: DATABASE_URL when set, else the embedded
// PostgreSQL that `npm start` uses (started for the duration, or shared if already running). A
// database the migrations have not reached is refused first, in one line saying what to run.
// usage: tsx scripts/with-database.ts scripts/<tool>.ts [args...]
import path from "node:path";
import { run, tsxCommand } from "@/lib/platform/launcher/child-process";
import { openDatabase } from "@/lib/platform/postgres/open-database";
import { migrationsRefusal } from "./commands/migrations-refusal";

const root = path.resolve(import.meta.dirname, "..");
const [script, ...args] = process.argv.slice(2);
if (!script) {
  console.error("usage: tsx scripts/with-database.ts SCRIPT [ARGS...]");
  process.exit(2);
}

const log = (message: string) => console.error(`[mrben] ${message}`);
// Only the migrations make a database DATABASE_URL names: a tool run against a misspelt name
// must not meet a new, empty database.
const database = await openDatabase({
  log,
  stopAdoptedServer: false,
  createNamedDatabase: path.basename(script) === "db-migrate.ts",
}).catch((error: unknown) => {
  log(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
let exitCode = 1;
try {
  const refusal = await migrationsRefusal(script, database.databaseUrl);
  if (refusal) log(refusal);
  else {
    exitCode = await run({
      ...tsxCommand(root, script, args),
      cwd: process.cwd(),
      env: { ...process.env, DATABASE_URL: database.databaseUrl },
      what: path.basename(script),
    });
  }
} finally {
  await database.close();
}
process.exit(exitCode);
