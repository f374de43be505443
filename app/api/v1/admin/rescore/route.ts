// GET /api/v1/admin/rescore: the rescore campaigns and their progress (admins only; the admin
// page polls it while a campaign runs).
import { requireApiRole } from "@/lib/auth/gates";
import { apiRoute } from "@/lib/http/api-route";
import { listRescoreCampaigns } from "@/lib/rescore/campaign-progress";

export const dynamic = "force-dynamic";

export const GET = apiRoute(
  { gate: (request) => requireApiRole(request, "admin", { writes: false, hide: true, refusal: "" }) },
  async () => {
    const campaigns = await listRescoreCampaigns();
    return Response.json({ campaigns }, { headers: { "Cache-Control": "no-store" } });
  },
);
