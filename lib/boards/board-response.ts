// The shared board's export response: JSON, or CSV when asked, with an ETag over what it says.
import "server-only";
import { prefersCsv } from "@/lib/http/content-negotiation";
import { notFound } from "@/lib/http/problem";
import { temporaryRedirect } from "@/lib/http/responses";
import { findBenchmarkKind } from "@/lib/benchmarks/registry";
import { db } from "@/lib/db";
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
  if (!board) {
    const elsewhere = slug ? await ownBoardExport(slug, url) : null;
    return elsewhere
      ? temporaryRedirect(elsewhere)
      : notFound(`No benchmark with a board here is called "${rawSlug}".`);
  }
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

/**
 * Where a benchmark whose kind keeps a board of its own (MR-Ben) is exported, with the same query:
 * CSV by its path's ".csv" instead of ?format=csv. Null for any other benchmark.
 */
async function ownBoardExport(slug: string, url: URL): Promise<string | null> {
  const benchmark = await db.benchmark.findUnique({ where: { slug }, select: { kind: true } });
  const path = benchmark ? findBenchmarkKind(benchmark.kind)?.boardExportPath : undefined;
  if (!path) return null;
  const query = new URLSearchParams(url.searchParams);
  const csv = query.get("format") === "csv";
  query.delete("format");
  const search = query.toString();
  return `${path}${csv ? ".csv" : ""}${search ? `?${search}` : ""}`;
}
