// Browser sessions made outside next-auth's OAuth flow (the development sign-in, browser
// tests): the same Session row and cookie next-auth's database strategy makes.
import "server-only";
import { randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import { SESSION_MAX_AGE_SECONDS } from "@/lib/auth/session-lifetime";
import { sessionCookieName, usesSecureCookies } from "@/lib/auth/session-cookie";

export interface StartedSession {
  sessionToken: string;
  expires: Date;
}

export async function startSession({ userId }: { userId: string }): Promise<StartedSession> {
  const session = await db.session.create({
    data: {
      userId,
      sessionToken: randomBytes(32).toString("hex"),
      expires: new Date(Date.now() + SESSION_MAX_AGE_SECONDS * 1000),
    },
    select: { sessionToken: true, expires: true },
  });
  return session;
}

/** The Set-Cookie value next-auth would send for this session. */
export function sessionSetCookie({ sessionToken, expires }: StartedSession): string {
  return [
    `${sessionCookieName()}=${encodeURIComponent(sessionToken)}`,
    "Path=/",
    `Expires=${expires.toUTCString()}`,
    "HttpOnly",
    "SameSite=Lax",
    ...(usesSecureCookies() ? ["Secure"] : []),
  ].join("; ");
}
