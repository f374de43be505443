import { benchmarkBoardResponse } from "@/lib/boards/board-response";
import { apiRoute } from "@/lib/http/api-route";
import { ZSlugParams } from "@/lib/validations/route-params";

export const dynamic = "force-dynamic";

/** A benchmark's ranked board as JSON, or CSV for `?format=csv` or `Accept: text/csv` (docs/api.md). */
export const GET = apiRoute({ params: ZSlugParams }, ({ request, params: { slug } }) =>
  benchmarkBoardResponse(request, slug),
);
