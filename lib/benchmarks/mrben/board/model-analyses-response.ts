// GET /api/v1/models/{slug}/analyses: JSON, or the long CSV for ?format=csv or `Accept: text/csv`.
import "server-only";
import { modelAnalysesCsv, modelAnalysesJson } from "@/lib/benchmarks/mrben/analyses/model-analyses";
import { prefersCsv } from "@/lib/http/content-negotiation";
import { notFound } from "@/lib/http/problem";
import { invalidChoice } from "@/lib/http/query-problem";
import { contentEtag, withEtag } from "@/lib/http/tagged-response";

export async function modelAnalysesResponse(request: Request, slug: string): Promise<Response> {
  const format = new URL(request.url).searchParams.get("format");
  if (format !== null && format !== "csv" && format !== "json") return invalidChoice("format", "csv or json");
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
