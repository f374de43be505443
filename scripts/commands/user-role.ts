// npm run user:role's body (scripts/user-role.ts): sets a user's role, prints it as before -> after;
// setUserRole writes the role_change event (actor "cli") when the role changed.
import { parseRole, ROLES, setUserRole } from "@/lib/auth/roles";
import { env } from "@/lib/env";
import { fail, runCommand, type CommandIo } from "@/lib/platform/command-io";

const USAGE = `usage: npm run user:role -- <email-or-github-login> <${ROLES.join("|")}> [reason]`;

/** `npm run user:role -- <email-or-github-login> <role> [reason]`: 0 done, 1 no such user, 2 bad usage. */
export function runUserRole(args: string[], io: CommandIo): Promise<number> {
  return runCommand(io, async () => {
    const [identifier, roleArgument, reason = ""] = args;
    if (args.length < 2 || args.length > 3 || !identifier || !roleArgument) fail(2, USAGE);
    const role = parseRole(roleArgument);
    if (!role) fail(2, `Unknown role "${roleArgument}": the roles are ${ROLES.join(", ")}.\n${USAGE}`);
    if (!env.DATABASE_URL) fail(2, "DATABASE_URL is not set: run this through `npm run user:role`.");

    const result = await setUserRole({ identifier, role, reason });
    if (!result.ok) {
      fail(
        1,
        result.error.code === "unknown-user"
          ? `No user has the e-mail address or GitHub login "${identifier}". They must sign in once first.`
          : `More than one user matches "${identifier}"; use the exact e-mail address instead.`,
      );
    }
    const { user, before, after } = result.value;
    const who =
      user.githubLogin && user.email
        ? `${user.githubLogin} <${user.email}>`
        : (user.githubLogin ?? user.email ?? user.id);
    io.out(before === after ? `${who}: ${before} -> ${after} (unchanged)` : `${who}: ${before} -> ${after}`);
    return 0;
  });
}
