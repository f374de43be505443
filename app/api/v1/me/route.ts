// GET /api/v1/me: who the browser is signed in as, for the site header. Pages stay static
// (cacheable) because the header asks here after load instead of reading cookies on render.
import { authenticateRequest } from "@/lib/auth/current-user";
import { canModerate } from "@/lib/auth/permissions";
import { apiRoute } from "@/lib/http/api-route";

export const dynamic = "force-dynamic";

const PRIVATE = { "Cache-Control": "private, no-store" };

// No gate: a bad or missing credential is simply nobody here (the header shows "Sign in").
export const GET = apiRoute({}, async ({ request }) => {
  const result = await authenticateRequest(request);
  const user = result.ok ? (result.auth?.user ?? null) : null;
  return Response.json(
    {
      user: user && {
        name: user.name,
        email: user.email,
        githubLogin: user.githubLogin,
        role: user.role,
        // The header's moderation link: the rule is the server's, not re-derived in the browser.
        canModerate: canModerate(user),
      },
    },
    { headers: PRIVATE },
  );
});
