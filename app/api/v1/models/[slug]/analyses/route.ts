import { apiRoute } from "@/lib/http/api-route";
import { modelAnalysesResponse } from "@/lib/benchmarks/mrben/board/model-analyses-response";
import { ZSlugParams } from "@/lib/validations/route-params";

export const dynamic = "force-dynamic";

/** A model's analyses (difficulty, solution source, error position, flag P/R/F1, step offsets), JSON or CSV. */
export const GET = apiRoute({ params: ZSlugParams }, ({ request, params: { slug } }) =>
  modelAnalysesResponse(request, slug),
);
