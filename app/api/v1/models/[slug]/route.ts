import { apiRoute } from "@/lib/http/api-route";
import { modelResponse } from "@/lib/benchmarks/mrben/board/leaderboard-responses";
import { ZSlugParams } from "@/lib/validations/route-params";

export const dynamic = "force-dynamic";

/** One model's board entry: runs, per-subject scores with intervals, ranks, original files. */
export const GET = apiRoute({ params: ZSlugParams }, ({ request, params: { slug } }) => modelResponse(request, slug));
