// POST /api/v1/admin/leaderboard/revalidate: drops the cached board (data and pages) at once.
// Admins only. Approval, rejection and unpublishing call invalidateBoard() themselves; this is
// for changes made outside the portal (a database fix, a script).
import { requireApiRole } from "@/lib/auth/gates";
import { apiRoute } from "@/lib/http/api-route";
import { invalidateBoard } from "@/lib/platform/cache/board-cache";

export const dynamic = "force-dynamic";

export const POST = apiRoute(
  {
    gate: (request) =>
      requireApiRole(request, "admin", { writes: true, refusal: "Only admins may revalidate the leaderboard." }),
  },
  async () => {
    await invalidateBoard();
    return Response.json(
      { revalidated: true, at: new Date().toISOString() },
      { headers: { "Cache-Control": "no-store" } },
    );
  },
);
