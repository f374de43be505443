import { apiRoute } from "@/lib/http/api-route";
import { leaderboardResponse } from "@/lib/benchmarks/mrben/board/leaderboard-responses";

export const dynamic = "force-dynamic";

/** The ranked board as JSON, or CSV for `Accept: text/csv` (schema: docs/api.md). */
export const GET = apiRoute({}, ({ request }) => leaderboardResponse(request, { csv: false }));
