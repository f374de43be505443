import { leaderboardResponse } from "@/lib/leaderboard/export-responses";

export const dynamic = "force-dynamic";

/** The ranked board as CSV (columns: docs/api.md). */
export async function GET(request: Request): Promise<Response> {
  return leaderboardResponse(request, { csv: true });
}
