import { apiRoute } from "@/lib/http/api-route";
import { leaderboardResponse } from "@/lib/benchmarks/mrben/board/leaderboard-responses";

export const dynamic = "force-dynamic";

/** The ranked board as CSV (columns: docs/api.md). */
export const GET = apiRoute({}, ({ request }) => leaderboardResponse(request, { csv: true }));
