// npm run user:role -- <email-or-github-login> <role> [reason]
// Sets a user's role (user, moderator, admin), prints it as before -> after, and writes a
// role_change event to the audit log (actor "cli") when the role changed.
// Run through scripts/with-database.ts, which provides DATABASE_URL or the embedded server.
import { parseRole, ROLES, setUserRole } from "@/lib/auth/roles";
import { env } from "@/lib/env";

const USAGE = `usage: npm run user:role -- <email-or-github-login> <${ROLES.join("|")}> [reason]`;

function fail(code: number, message: string): never {
  console.error(message);
  process.exit(code);
}

const args = process.argv.slice(2);
const [identifier, roleArgument, reason = ""] = args;
if (args.length < 2 || args.length > 3 || !identifier || !roleArgument) fail(2, USAGE);
const role = parseRole(roleArgument);
if (!role) fail(2, `Unknown role "${roleArgument}": the roles are ${ROLES.join(", ")}.\n${USAGE}`);
if (!env.DATABASE_URL) fail(2, "DATABASE_URL is not set: run this through `npm run user:role`.");

const result = await setUserRole({ identifier, role, reason });
const { db } = await import("@/lib/db");
await db.$disconnect();

if (!result.ok) {
  fail(
    1,
    result.error === "unknown-user"
      ? `No user has the e-mail address or GitHub login "${identifier}". They must sign in once first.`
      : `More than one user matches "${identifier}"; use the exact e-mail address instead.`,
  );
}
const { user, before, after } = result.change;
const who =
  user.githubLogin && user.email ? `${user.githubLogin} <${user.email}>` : (user.githubLogin ?? user.email ?? user.id);
console.log(before === after ? `${who}: ${before} -> ${after} (unchanged)` : `${who}: ${before} -> ${after}`);
