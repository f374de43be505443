// The shared board's export response: JSON, or CSV when asked, with an ETag over what it says.
import "server-only";
import { prefersCsv } from "@/lib/http/content-negotiation";
import { notFound } from "@/lib/http/problem";
import { contentEtag, withEtag } from "@/lib/http/tagged-response";
import { readAsOfDay, ZBenchmarkParam, ZShotsParam } from "@/lib/validations/url-params";
import { invalidQueryResponse } from "@/lib/http/query-problem";
import { getBenchmarkBoard } from "./benchmark-board";
import { benchmarkBoardCsv, benchmarkBoardJson } from "./board-export";

export async function benchmarkBoardResponse(request: Request, rawSlug: string): Promise<Response> {
  const url = new URL(request.url);
  const slug = ZBenchmarkParam.parse(rawSlug);
  const shots = ZShotsParam.parse(url.searchParams.get("shots") ?? undefined);
  const asOf = readAsOfDay(url.searchParams.get("asOf"));
  if (!asOf.ok) return invalidQueryResponse([{ pointer: "asOf", detail: `asOf ${asOf.message}` }]);
  const board = slug ? await getBenchmarkBoard(slug, shots, asOf.day) : null;
  if (!board) return notFound(`No benchmark with a board here is called "${rawSlug}".`);
  const json = await benchmarkBoardJson(board);
  const csv = url.searchParams.get("format") === "csv" || prefersCsv(request.headers.get("accept"));
  const contentType = csv ? "text/csv; charset=utf-8; header=present" : "application/json; charset=utf-8";
  const body = csv ? await benchmarkBoardCsv(board) : JSON.stringify(json);
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
