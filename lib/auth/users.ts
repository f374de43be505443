// Who is asking: the user behind a session token or a personal API token.
import "server-only";
import { createHash } from "node:crypto";
import { db } from "@/lib/db";
import type { Role } from "@/lib/generated/prisma/client";
import { SESSION_MAX_AGE_SECONDS, SESSION_UPDATE_AGE_SECONDS } from "@/lib/auth/session-lifetime";

export interface AuthUser {
  id: string;
  name: string | null;
  email: string | null;
  githubLogin: string | null;
  /** The public name chosen on /account (null: none chosen). */
  displayName: string | null;
  image: string | null;
  role: Role;
}

/** The fields of a user that make an AuthUser. */
export const AUTH_USER_SELECT = {
  id: true,
  name: true,
  email: true,
  githubLogin: true,
  displayName: true,
  image: true,
  role: true,
} as const;

/** Sessions are extended on use once they are this old, as next-auth's updateAge does. */
const SESSION_MAX_AGE_MS = SESSION_MAX_AGE_SECONDS * 1000;
const SESSION_UPDATE_AGE_MS = SESSION_UPDATE_AGE_SECONDS * 1000;

export async function findSessionUser(sessionToken: string): Promise<AuthUser | null> {
  const session = await db.session.findUnique({
    where: { sessionToken },
    select: { id: true, expires: true, user: { select: AUTH_USER_SELECT } },
  });
  const now = Date.now();
  if (!session || session.expires.getTime() <= now) return null;
  if (session.expires.getTime() - now < SESSION_MAX_AGE_MS - SESSION_UPDATE_AGE_MS) {
    await db.session.update({ where: { id: session.id }, data: { expires: new Date(now + SESSION_MAX_AGE_MS) } });
  }
  return session.user;
}

export function hashApiToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export async function findApiTokenUser(token: string): Promise<AuthUser | null> {
  const record = await db.apiToken.findUnique({
    where: { tokenHash: hashApiToken(token) },
    select: { id: true, revokedAt: true, lastUsedAt: true, user: { select: AUTH_USER_SELECT } },
  });
  if (!record || record.revokedAt) return null;
  // Record use at most once a minute, so a busy pipeline does not write on every request.
  if (!record.lastUsedAt || Date.now() - record.lastUsedAt.getTime() > 60_000) {
    await db.apiToken.update({ where: { id: record.id }, data: { lastUsedAt: new Date() } });
  }
  return record.user;
}
