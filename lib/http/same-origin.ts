// Cross-site request forgery guard for cookie-authenticated requests that change something: the
// browser says where a request comes from (Sec-Fetch-Site, Origin), and only the portal's own
// pages may use the visitor's session to write. The portal's origin is its configured public
// address (NEXTAUTH_URL), never a header the client sends (Host, X-Forwarded-Host).
import { env } from "../env";

export type HeaderReader = (name: string) => string | null;

/**
 * Whether a write comes from the portal's own pages: what the browser says must agree. Sec-Fetch-Site,
 * when sent, must be same-origin; Origin, when sent, must be the portal's origin; and one of them must
 * be there (browsers send at least one on every POST), so a write that says neither is refused.
 */
export function comesFromPortal(header: HeaderReader, portalOrigin: string): boolean {
  const fetchSite = header("sec-fetch-site");
  const origin = header("origin");
  if (fetchSite === null && origin === null) return false;
  if (fetchSite !== null && fetchSite !== "same-origin") return false;
  return origin === null || isOrigin(origin, portalOrigin);
}

function isOrigin(value: string, portalOrigin: string): boolean {
  try {
    return new URL(value).origin === new URL(portalOrigin).origin;
  } catch {
    return false;
  }
}

/** The portal's own origin: NEXTAUTH_URL, or the local address `npm start` defaults it to. */
export function portalOrigin(): string {
  return new URL(env.NEXTAUTH_URL ?? `http://localhost:${env.PORT}`).origin;
}

/** Whether a route handler's request comes from the portal's own pages (comesFromPortal). */
export function isSameOriginRequest(request: Request): boolean {
  return comesFromPortal((name) => request.headers.get(name), portalOrigin());
}
