import { apiRoute } from "@/lib/http/api-route";
import { badgeResponse } from "@/lib/benchmarks/mrben/board/leaderboard-responses";
import { ZBadgeParams } from "@/lib/validations/route-params";

export const dynamic = "force-dynamic";

// The segment is the file name, `<slug>.svg`: Next.js has no dynamic segment with a suffix.
/** A model card badge: "MR-Ben | MR-Score 42.1 (#3)"; `?shots=1` for the 1-shot board. */
export const GET = apiRoute({ params: ZBadgeParams }, ({ request, params: { file } }) => badgeResponse(request, file));
