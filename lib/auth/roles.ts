// Roles and changing them. The change and its audit event (role_change) land in one
// transaction; an unchanged role is no change and writes none.
import "server-only";
import { db } from "@/lib/db";
import { CLI_ACTOR, recordRoleChange, type EventActor } from "@/lib/audit-log/audit-log";
import type { Prisma } from "@/lib/generated/prisma/client";
import { Role } from "@/lib/generated/prisma/enums";

export const ROLES = Object.values(Role);

export function parseRole(value: string): Role | null {
  return (ROLES as string[]).includes(value) ? (value as Role) : null;
}

interface RoleChange {
  user: { id: string; email: string | null; githubLogin: string | null };
  before: Role;
  after: Role;
}

export type SetUserRoleResult =
  { ok: true; change: RoleChange } | { ok: false; error: "unknown-user" | "ambiguous-user" };

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
  return db.$transaction(async (tx) => {
    const [found, second] = await tx.user.findMany({
      where: userWhere(identifier.trim()),
      select: USER_FIELDS,
      take: 2,
    });
    if (!found) return { ok: false, error: "unknown-user" } as const;
    if (second) return { ok: false, error: "ambiguous-user" } as const;
    const { role: before, ...user } = found;
    if (before !== role) {
      await tx.user.update({ where: { id: user.id }, data: { role } });
      await recordRoleChange(tx, { actor, subjectUserId: user.id, before, after: role, reason: reason.trim() });
    }
    return { ok: true, change: { user, before, after: role } } as const;
  });
}
