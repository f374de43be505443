// GET /api/v1/models/{slug}: the model's document on every board (model-document.ts), with an ETag
// over what it says; a 404 problem for a model on no board.
import "server-only";
import { notFound } from "@/lib/http/problem";
import { contentEtag, withEtag } from "@/lib/http/tagged-response";
import { getModelDocument } from "./model-document";

const CONTENT_TYPE = "application/json; charset=utf-8";

export async function modelDocumentResponse(request: Request, slug: string): Promise<Response> {
  const document = await getModelDocument(slug);
  if (!document) return notFound(`No model "${slug}" on the leaderboard.`);
  return withEtag(
    request,
    { body: JSON.stringify(document), etag: contentEtag(document, CONTENT_TYPE) },
    { "content-type": CONTENT_TYPE },
  );
}
