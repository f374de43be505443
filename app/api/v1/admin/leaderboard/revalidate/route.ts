// POST /api/v1/admin/leaderboard/revalidate: drops the cached board (data and pages) at once.
// Admins only. Approval, rejection and unpublishing call invalidateBoard() themselves; this is
// for changes made outside the portal (a database fix, a script).
import { hasRole } from "@/lib/auth/permissions";
import { apiUser } from "@/lib/http/api-auth";
import { problemResponse } from "@/lib/http/problem";
import { invalidateBoard } from "@/lib/leaderboard/board-cache";

export const dynamic = "force-dynamic";

export async function POST(request: Request): Promise<Response> {
  const caller = await apiUser(request, { writes: true });
  if (!caller.ok) return caller.response;
  if (!hasRole(caller.auth.user, "admin")) {
    return problemResponse({
      status: 403,
      type: "forbidden",
      title: "Forbidden",
      detail: "Only admins may revalidate the leaderboard.",
    });
  }
  await invalidateBoard();
  return Response.json(
    { revalidated: true, at: new Date().toISOString() },
    { headers: { "Cache-Control": "no-store" } },
  );
}
