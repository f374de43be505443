import { extractionBoardResponse } from "@/lib/leaderboard/extraction-export";

export const dynamic = "force-dynamic";

/** An extraction benchmark's ranked board as JSON, or CSV for `?format=csv` or `Accept: text/csv` (docs/api.md). */
export async function GET(request: Request, { params }: { params: Promise<{ slug: string }> }): Promise<Response> {
  return extractionBoardResponse(request, (await params).slug);
}
