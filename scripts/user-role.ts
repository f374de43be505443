// npm run user:role -- <email-or-github-login> <role> [reason]
// Sets a user's role (user, moderator, admin), prints it as before -> after, and writes a
// role_change event to the audit log (actor "cli") when the role changed.
// Run through scripts/with-database.ts, which provides DATABASE_URL or the embedded server.
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { consoleIo } from "@/lib/platform/command-io";
import { runUserRole } from "./commands/user-role";

const status = await runUserRole(process.argv.slice(2), consoleIo);
// A usage error comes before the database is used: without DATABASE_URL there is no client to close.
if (env.DATABASE_URL) await db.$disconnect();
process.exit(status);
