// The public read API's responses (leaderboard JSON/CSV, models, badges), served from the cached
// board data. Route handlers only pass the request through.
import "server-only";
import { prefersCsv } from "@/lib/http/content-negotiation";
import { notFound, type ProblemFieldError } from "@/lib/http/problem";
import { invalidChoice, invalidQueryResponse } from "@/lib/http/query-problem";
import { badgeSvgResponse, contentEtag, withEtag } from "@/lib/http/tagged-response";
import { modelBadge, renderBadge } from "@/lib/benchmarks/mrben/board/badge-svg";
import { getBoardData } from "@/lib/benchmarks/mrben/board/load-board";
import { getBoard } from "@/lib/benchmarks/mrben/board/board-as-of";
import { readAsOfDay } from "@/lib/validations/url-params";
import { cachedQuery } from "@/lib/platform/cache/cached-query";
import { leaderboardCsv, leaderboardCsvFileName } from "@/lib/benchmarks/mrben/board/leaderboard-csv";
import { leaderboardJson } from "@/lib/benchmarks/mrben/board/leaderboard-json";
import { parseLeaderboardQuery } from "@/lib/benchmarks/mrben/board/leaderboard-query";
import { modelJson } from "@/lib/benchmarks/mrben/board/model-json";
import { findRankedRow, rankBoard } from "@/lib/benchmarks/mrben/board/rank-board";
import type { Shots } from "@/lib/benchmarks/mrben/board/types";

type LeaderboardExport =
  | { ok: true; body: string; etag: string; headers: Record<string, string> }
  | { ok: false; errors: ProblemFieldError[] };

/** One board in one format, rendered once per change of the board (ranking and serialising cost more than the lookup). */
async function renderLeaderboardExport(
  shots: string | null,
  subject: string | null,
  format: "json" | "csv",
  level: string | null = null,
  asOf: string | null = null,
  tier: string | null = null,
): Promise<LeaderboardExport> {
  const day = readAsOfDay(asOf);
  if (!day.ok) return { ok: false, errors: [{ pointer: "asOf", detail: `asOf ${day.message}` }] };
  const data = await getBoard(day.day);
  const searchParams = new URLSearchParams();
  if (shots !== null) searchParams.set("shots", shots);
  if (subject !== null) searchParams.set("subject", subject);
  if (level !== null) searchParams.set("level", level);
  if (tier !== null) searchParams.set("tier", tier);
  const query = parseLeaderboardQuery({ searchParams, subjects: data.subjects });
  if (!query.ok) return query;
  const board = { ...leaderboardJson({ data, ...query.data }), asOf: day.day };
  if (format === "csv") {
    const contentType = "text/csv; charset=utf-8; header=present";
    return {
      ok: true,
      body: leaderboardCsv(board),
      etag: contentEtag(board, contentType),
      headers: {
        "content-type": contentType,
        "content-disposition": `attachment; filename="${leaderboardCsvFileName(board)}"`,
      },
    };
  }
  const contentType = "application/json; charset=utf-8";
  return {
    ok: true,
    body: JSON.stringify(board),
    etag: contentEtag(board, contentType),
    headers: { "content-type": contentType },
  };
}

const cachedLeaderboardExport = cachedQuery("leaderboard-export", renderLeaderboardExport);
/** Longer values cannot be valid; they are answered without filling the cache with their keys. */
const MAX_CACHED_PARAM_LENGTH = 64;

/** GET /api/v1/leaderboard(.csv)?shots=0|1&subject=key&level=college&tier=evaluated&asOf=YYYY-MM-DD: CSV when `csv` or the Accept header asks. */
export async function leaderboardResponse(request: Request, { csv }: { csv: boolean }): Promise<Response> {
  const searchParams = new URL(request.url).searchParams;
  const shots = searchParams.get("shots");
  const subject = searchParams.get("subject");
  const level = searchParams.get("level");
  const asOf = searchParams.get("asOf");
  const tier = searchParams.get("tier");
  const format = csv || prefersCsv(request.headers.get("accept")) ? "csv" : "json";
  const cacheable = [shots, subject, level, asOf, tier].every(
    (param) => (param?.length ?? 0) <= MAX_CACHED_PARAM_LENGTH,
  );
  const rendered = await (cacheable ? cachedLeaderboardExport : renderLeaderboardExport)(
    shots,
    subject,
    format,
    level,
    asOf,
    tier,
  );
  if (!rendered.ok) return invalidQueryResponse(rendered.errors);
  return withEtag(request, rendered, { ...(csv ? {} : { vary: "accept" }), ...rendered.headers });
}

/** GET /api/v1/models/[slug]: 404 unless the model has an approved, scored entry. */
export async function modelResponse(request: Request, slug: string): Promise<Response> {
  const model = modelJson({ data: await getBoardData(), slug });
  if (!model) return notFound(`No model "${slug}" on the leaderboard.`);
  const contentType = "application/json; charset=utf-8";
  return withEtag(
    request,
    { body: JSON.stringify(model), etag: contentEtag(model, contentType) },
    { "content-type": contentType },
  );
}

/** GET /api/v1/badges/[slug].svg?shots=0|1: the model's overall MR-Score and rank as a badge. */
export async function badgeResponse(request: Request, file: string): Promise<Response> {
  const shotsParam = new URL(request.url).searchParams.get("shots") ?? "0";
  if (shotsParam !== "0" && shotsParam !== "1") return invalidChoice("shots", "0 or 1");
  const shots: Shots = shotsParam === "1" ? 1 : 0;
  const slug = file.replace(/\.svg$/i, "");
  const row = findRankedRow(rankBoard({ data: await getBoardData(), shots }), slug);
  return badgeSvgResponse(renderBadge(modelBadge(row, shots)), { found: row !== null });
}
