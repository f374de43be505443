// GET /api/v1/me: who the browser is signed in as, for the site header. Pages stay static
// (cacheable) because the header asks here after load instead of reading cookies on render.
import { requireApiCaller } from "@/lib/auth/gates";
import { canModerate } from "@/lib/auth/permissions";
import { apiRoute } from "@/lib/http/api-route";

export const dynamic = "force-dynamic";

const PRIVATE = { "Cache-Control": "private, no-store" };

// Nobody (no credential, or a session cookie that has ended) is `{ user: null }`: the header shows
// "Sign in". A token that is unknown, revoked or malformed is a 401, as on every API route.
export const GET = apiRoute({ gate: (request) => requireApiCaller(request, { writes: false }) }, async ({ caller }) => {
  const user = caller.auth?.user ?? null;
  return Response.json(
    {
      user: user && {
        name: user.name,
        email: user.email,
        githubLogin: user.githubLogin,
        displayName: user.displayName,
        role: user.role,
        // The header's moderation link: the rule is the server's, not re-derived in the browser.
        canModerate: canModerate(user),
      },
    },
    { headers: PRIVATE },
  );
});
