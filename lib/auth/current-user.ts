// Resolving the current user. Route handlers pass their Request (a Bearer token, else the
// session cookie); pages and server actions read the session cookie through next/headers.
import "server-only";
import { cookies } from "next/headers";
import { readCookie, sessionCookieName } from "@/lib/auth/session-cookie";
import { findApiTokenUser, findSessionUser, type AuthUser } from "@/lib/auth/users";
import { err, ok, type Result } from "@/lib/result";
import type { CredentialsFailure } from "@/lib/validations/api-gate-failure";

export type { AuthUser };

export interface RequestAuth {
  user: AuthUser;
  /** A token request carries no cookies, so it needs no cross-site check. */
  via: "session" | "token";
}

/** The Bearer token of a request: present, absent, or malformed (which is refused, not ignored). */
function bearerToken(request: Request): string | null | "malformed" {
  const header = request.headers.get("authorization");
  if (header === null) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? "malformed";
}

/** Who sent the request (null: nobody signed in), or why its credentials are refused. */
export async function authenticateRequest(request: Request): Promise<Result<RequestAuth | null, CredentialsFailure>> {
  const token = bearerToken(request);
  if (token === "malformed") return err({ code: "malformed-authorization" });
  if (token !== null) {
    const user = await findApiTokenUser(token);
    return user ? ok({ user, via: "token" }) : err({ code: "unknown-token" });
  }
  const sessionToken = readCookie(request.headers.get("cookie"), sessionCookieName());
  const user = sessionToken ? await findSessionUser(sessionToken) : null;
  return ok(user ? { user, via: "session" } : null);
}

/** The signed-in user of the current page or server action, or null. */
export async function getCurrentUser(): Promise<AuthUser | null> {
  const sessionToken = (await cookies()).get(sessionCookieName())?.value;
  return sessionToken ? findSessionUser(sessionToken) : null;
}
