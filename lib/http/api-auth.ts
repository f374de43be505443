// The one entry of API route handlers into authentication: who is asking, and whether a
// cookie-borne request that writes came from the portal's own pages.
import "server-only";
import { authenticateRequest, type RequestAuth } from "@/lib/auth/current-user";
import { problemResponse } from "@/lib/http/problem";
import { isSameOriginRequest } from "@/lib/http/same-origin";

export type ApiAuth = { ok: true; auth: RequestAuth | null } | { ok: false; response: Response };

export async function apiAuth(request: Request, { writes }: { writes: boolean }): Promise<ApiAuth> {
  const result = await authenticateRequest(request);
  if (!result.ok) {
    return {
      ok: false,
      response: problemResponse(
        { status: 401, type: "invalid-token", title: "Not authenticated", detail: result.reason },
        { headers: { "www-authenticate": 'Bearer realm="mrben-portal"' } },
      ),
    };
  }
  if (writes && result.auth?.via === "session" && !isSameOriginRequest(request)) {
    return {
      ok: false,
      response: problemResponse({
        status: 403,
        type: "cross-site-request",
        title: "Cross-site request refused",
        detail: "This request did not come from the portal's own pages. API clients authenticate with a Bearer token.",
      }),
    };
  }
  return { ok: true, auth: result.auth };
}

/** Like apiAuth, but a request without a user is answered 401. */
export async function apiUser(
  request: Request,
  options: { writes: boolean },
): Promise<{ ok: true; auth: RequestAuth } | { ok: false; response: Response }> {
  const result = await apiAuth(request, options);
  if (!result.ok) return result;
  if (!result.auth) {
    return {
      ok: false,
      response: problemResponse(
        {
          status: 401,
          type: "not-signed-in",
          title: "Not authenticated",
          detail: "Sign in, or send `Authorization: Bearer <token>` with a personal API token from your account page.",
        },
        { headers: { "www-authenticate": 'Bearer realm="mrben-portal"' } },
      ),
    };
  }
  return { ok: true, auth: result.auth };
}
