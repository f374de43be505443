// GET /api/v1/benchmarks/{slug}/leaderboard: an extraction benchmark's board as JSON, or CSV for
// ?format=csv or `Accept: text/csv`.
import "server-only";
import { notFound } from "@/lib/http/problem";
import { getExtractionBoard } from "@/lib/leaderboard/extraction-board";
import { extractionBoardCsv, extractionBoardJson } from "@/lib/leaderboard/extraction-export";
import { prefersCsv } from "@/lib/leaderboard/leaderboard-query";
import { contentEtag, withEtag } from "@/lib/public-api/leaderboard-responses";
import { ZBenchmarkParam, ZShotsParam } from "@/lib/validations/url-params";

export async function extractionBoardResponse(request: Request, rawSlug: string): Promise<Response> {
  const url = new URL(request.url);
  const slug = ZBenchmarkParam.parse(rawSlug);
  const shots = ZShotsParam.parse(url.searchParams.get("shots") ?? undefined);
  const board = slug ? await getExtractionBoard(slug, shots) : null;
  if (!board) return notFound(`No extraction benchmark is called "${rawSlug}".`);
  const json = extractionBoardJson(board);
  const csv = url.searchParams.get("format") === "csv" || prefersCsv(request.headers.get("accept"));
  const contentType = csv ? "text/csv; charset=utf-8; header=present" : "application/json; charset=utf-8";
  const body = csv ? extractionBoardCsv(json) : JSON.stringify(json);
  return withEtag(
    request,
    { body, etag: contentEtag(json, contentType) },
    {
      "content-type": contentType,
      vary: "accept",
      ...(csv ? { "content-disposition": `attachment; filename="${board.benchmark.slug}-${shots}shot.csv"` } : {}),
    },
  );
}
