// GET /api/v1/admin/rescore: the rescore campaigns and their progress (admins only; the admin
// page polls it while a campaign runs).
import { canRescore } from "@/lib/auth/permissions";
import { apiUser } from "@/lib/http/api-auth";
import { notFound } from "@/lib/http/problem";
import { listRescoreCampaigns } from "@/lib/rescore/campaign-progress";

export const dynamic = "force-dynamic";

export async function GET(request: Request): Promise<Response> {
  const caller = await apiUser(request, { writes: false });
  if (!caller.ok) return caller.response;
  if (!canRescore(caller.auth.user)) {
    return notFound();
  }
  const campaigns = await listRescoreCampaigns();
  return Response.json({ campaigns }, { headers: { "Cache-Control": "no-store" } });
}
