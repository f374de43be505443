// MR-Ben's read API routes (docs/api.md): its board's JSON and CSV, a model's analyses, and a
// model's badge (a model's document is every board's: lib/boards/model-document.ts). app/api/v1 re-exports each as its route's GET.
import "server-only";
import { apiRoute } from "@/lib/http/api-route";
import { badgeResponse, leaderboardResponse } from "@/lib/benchmarks/mrben/board/leaderboard-responses";
import { modelAnalysesResponse } from "@/lib/benchmarks/mrben/board/model-analyses-response";
import { ZBadgeParams, ZSlugParams } from "@/lib/validations/route-params";

/** The ranked board as JSON, or CSV for `?format=csv` or `Accept: text/csv`. */
export const leaderboardRoute = apiRoute({}, ({ request }) => leaderboardResponse(request, { csv: false }));

/** The ranked board as CSV. */
export const leaderboardCsvRoute = apiRoute({}, ({ request }) => leaderboardResponse(request, { csv: true }));

/** A model's analyses (difficulty, solution source, error position, flag P/R/F1, step offsets), JSON or CSV. */
export const modelAnalysesRoute = apiRoute({ params: ZSlugParams }, ({ request, params: { slug } }) =>
  modelAnalysesResponse(request, slug),
);

// The segment is the file name, `<slug>.svg`: Next.js has no dynamic segment with a suffix.
/** A model card badge: "MR-Ben | MR-Score 42.1 (#3)"; `?shots=1` for the 1-shot board. */
export const badgeRoute = apiRoute({ params: ZBadgeParams }, ({ request, params: { file } }) =>
  badgeResponse(request, file),
);
