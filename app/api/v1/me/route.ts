// GET /api/v1/me: who the browser is signed in as, for the site header. Pages stay static
// (cacheable) because the header asks here after load instead of reading cookies on render.
import { authenticateRequest } from "@/lib/auth/current-user";

export const dynamic = "force-dynamic";

const PRIVATE = { "Cache-Control": "private, no-store" };

export async function GET(request: Request): Promise<Response> {
  const result = await authenticateRequest(request);
  const user = result.ok ? (result.auth?.user ?? null) : null;
  return Response.json(
    { user: user && { name: user.name, email: user.email, githubLogin: user.githubLogin, role: user.role } },
    { headers: PRIVATE },
  );
}
