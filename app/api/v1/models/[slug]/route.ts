// A model's document on every board: a kind's own board's part (MR-Ben's), then its shared boards' entries (docs/api.md).
import { modelDocumentResponse } from "@/lib/boards/model-document-response";
import { apiRoute } from "@/lib/http/api-route";
import { ZSlugParams } from "@/lib/validations/route-params";

export const dynamic = "force-dynamic";

export const GET = apiRoute({ params: ZSlugParams }, ({ request, params: { slug } }) =>
  modelDocumentResponse(request, slug),
);
