import { apiRoute } from "@/lib/http/api-route";
import { extractionBoardResponse } from "@/lib/public-api/extraction-leaderboard-response";
import { ZSlugParams } from "@/lib/validations/route-params";

export const dynamic = "force-dynamic";

/** An extraction benchmark's ranked board as JSON, or CSV for `?format=csv` or `Accept: text/csv` (docs/api.md). */
export const GET = apiRoute({ params: ZSlugParams }, ({ request, params: { slug } }) =>
  extractionBoardResponse(request, slug),
);
