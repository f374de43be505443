// GET /api/v1/models/{slug}/analyses: JSON, or the long CSV for ?format=csv or `Accept: text/csv`.
import "server-only";
import { modelAnalysesCsv, modelAnalysesJson } from "@/lib/analyses/model-analyses";
import { notFound, problemResponse } from "@/lib/http/problem";
import { prefersCsv } from "@/lib/leaderboard/leaderboard-query";
import { contentEtag, withEtag } from "@/lib/public-api/leaderboard-responses";

export async function modelAnalysesResponse(request: Request, slug: string): Promise<Response> {
  const format = new URL(request.url).searchParams.get("format");
  if (format !== null && format !== "csv" && format !== "json")
    return problemResponse({
      status: 400,
      type: "invalid-query",
      title: "Invalid query",
      detail: "format must be csv or json",
      errors: [{ pointer: "format", detail: "format must be csv or json" }],
    });
  const document = await modelAnalysesJson(slug);
  if (!document) return notFound(`No model "${slug}" with rescored results on the leaderboard.`);
  const csv = format === "csv" || (format === null && prefersCsv(request.headers.get("accept")));
  const contentType = csv ? "text/csv; charset=utf-8; header=present" : "application/json; charset=utf-8";
  const body = csv ? modelAnalysesCsv(document) : JSON.stringify(document);
  return withEtag(
    request,
    { body, etag: contentEtag(document, contentType) },
    {
      "content-type": contentType,
      vary: "accept",
      ...(csv ? { "content-disposition": `attachment; filename="${slug}-analyses.csv"` } : {}),
    },
  );
}
