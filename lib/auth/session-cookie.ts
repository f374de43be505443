// The session cookie next-auth (v4, database strategy) sets after sign-in: its value is a
// Session.sessionToken. Secure deployments (https) use the __Secure- prefixed name.
import { env } from "@/lib/env";

export const SESSION_COOKIE = "next-auth.session-token";
export const SECURE_SESSION_COOKIE = "__Secure-next-auth.session-token";

/** Whether cookies are marked Secure, as next-auth decides it: from the public URL's scheme. */
export function usesSecureCookies(): boolean {
  return env.NEXTAUTH_URL?.startsWith("https://") ?? false;
}

export function sessionCookieName(): string {
  return usesSecureCookies() ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}

/** Reads one cookie from a Cookie header; a value that is not valid percent-encoding reads as absent. */
export function readCookie(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const separator = part.indexOf("=");
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() === name) return decodedOrNull(part.slice(separator + 1).trim());
  }
  return null;
}

function decodedOrNull(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}
