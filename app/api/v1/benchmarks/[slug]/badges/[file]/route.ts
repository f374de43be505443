import { benchmarkBadgeResponse } from "@/lib/boards/badge-response";
import { apiRoute } from "@/lib/http/api-route";
import { ZBenchmarkBadgeParams } from "@/lib/validations/route-params";

export const dynamic = "force-dynamic";

// The segment is the file name, `<model>.svg`: Next.js has no dynamic segment with a suffix.
/** A model's badge on a benchmark's board: "ORD reactions | F1 61.2 (#2)"; `?shots=1` for the 1-shot board. */
export const GET = apiRoute({ params: ZBenchmarkBadgeParams }, ({ request, params: { slug, file } }) =>
  benchmarkBadgeResponse(request, slug, file),
);
