import { leaderboardResponse } from "@/lib/leaderboard/export-responses";

export const dynamic = "force-dynamic";

/** The ranked board as JSON, or CSV for `Accept: text/csv` (schema: docs/api.md). */
export async function GET(request: Request): Promise<Response> {
  return leaderboardResponse(request, { csv: false });
}
