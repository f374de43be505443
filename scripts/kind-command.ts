// npm run <command> -- ARGS for a command of a kind's own (lib/benchmarks/kind-catalog.ts names them:
// demo and reported:import are MR-Ben's, extraction:from-book the extraction kind's). The command's
// exit status is this process's. Run with --conditions=react-server, and through scripts/with-database.ts
// when it uses the database.
import { kindCommand } from "@/lib/benchmarks/kind-catalog";
import { env } from "@/lib/env";
import { consoleIo } from "@/lib/platform/command-io";

const [name, ...args] = process.argv.slice(2);
const command = name ? await kindCommand(name) : null;
if (!command) {
  console.error(`usage: tsx scripts/kind-command.ts COMMAND [ARGS...]: no kind has a command "${name ?? ""}"`);
  process.exit(2);
}
const status = await command(args, consoleIo);
// A command that never uses the database (or a usage error, which comes before it) has no client to close.
if (env.DATABASE_URL) await (await import("@/lib/db")).db.$disconnect();
process.exit(status);
