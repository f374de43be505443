// Roles and changing them. The change and its audit event (role_change) land in one
// transaction; an unchanged role is no change and writes none.
import "server-only";
import { db } from "@/lib/db";
import { CLI_ACTOR, recordRoleChange, type EventActor } from "@/lib/audit-log/audit-log";
import type { Prisma } from "@/lib/generated/prisma/client";
import { Role } from "@/lib/generated/prisma/enums";
import { err, ok, type Result } from "@/lib/result";

export const ROLES = Object.values(Role);

export function parseRole(value: string): Role | null {
  return (ROLES as string[]).includes(value) ? (value as Role) : null;
}

interface RoleChange {
  user: { id: string; email: string | null; githubLogin: string | null };
  before: Role;
  after: Role;
}

/** The change (which may leave the role as it was), or why no single user was found. */
type SetUserRoleResult = Result<RoleChange, { code: "unknown-user" | "ambiguous-user" }>;

const USER_FIELDS = { id: true, email: true, githubLogin: true, role: true } as const;

/** A user by e-mail address (anything with an @) or GitHub login, both case-insensitively as GitHub and mail do. */
function userWhere(identifier: string): Prisma.UserWhereInput {
  return identifier.includes("@")
    ? { email: { equals: identifier, mode: "insensitive" } }
    : { githubLogin: { equals: identifier, mode: "insensitive" } };
}

export async function setUserRole({
  identifier,
  role,
  actor = CLI_ACTOR,
  reason = "",
}: {
  identifier: string;
  role: Role;
  /** Who changes it; the command line by default. */
  actor?: EventActor;
  reason?: string;
}): Promise<SetUserRoleResult> {
  // One transaction, so the "before" reported (and later audited) is the role that was replaced.
  return db.$transaction(async (tx): Promise<SetUserRoleResult> => {
    const [found, second] = await tx.user.findMany({
      where: userWhere(identifier.trim()),
      select: USER_FIELDS,
      take: 2,
    });
    if (!found) return err({ code: "unknown-user" });
    if (second) return err({ code: "ambiguous-user" });
    const { role: before, ...user } = found;
    if (before !== role) {
      await tx.user.update({ where: { id: user.id }, data: { role } });
      await recordRoleChange(tx, { actor, subjectUserId: user.id, before, after: role, reason: reason.trim() });
    }
    return ok({ user, before, after: role });
  });
}
