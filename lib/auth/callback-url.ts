// Where to send someone after signing in. A callbackUrl comes from the query string, so it
// is attacker-controlled: only paths of the portal itself are followed, never another site.
import { env } from "@/lib/env";

const PLACEHOLDER_ORIGIN = "http://portal.invalid";

/**
 * The same-site path (with query and fragment) a callbackUrl points at, or "/" for anything
 * else. Absolute URLs are accepted only on the portal's own origin (NEXTAUTH_URL), because
 * next-auth hands its sign-in page absolute callback URLs.
 */
export function safeCallbackPath(raw: unknown, portalUrl: string | null = env.NEXTAUTH_URL ?? null): string {
  if (typeof raw !== "string" || raw.trim() === "") return "/";
  const value = raw.trim();
  const portalOrigin = portalUrl ? new URL(portalUrl).origin : null;
  // Relative references resolve against a base no one can name, so whatever escapes it (to
  // "//evil.example", "/\evil.example", tab-split variants: what browsers would follow) shows
  // as another origin below.
  const base = URL.canParse(value) ? undefined : (portalOrigin ?? PLACEHOLDER_ORIGIN);
  let target: URL;
  try {
    target = new URL(value, base);
  } catch {
    return "/";
  }
  if (target.origin !== (base ?? portalOrigin)) return "/";
  return `${target.pathname}${target.search}${target.hash}`;
}

/** The sign-in page's address for someone who should come back to `callbackPath`. */
export function signInPath(callbackPath: string): string {
  const path = safeCallbackPath(callbackPath);
  return path === "/" ? "/signin" : `/signin?${new URLSearchParams({ callbackUrl: path }).toString()}`;
}
