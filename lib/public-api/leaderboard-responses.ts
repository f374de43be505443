// The public read API's responses (leaderboard JSON/CSV, models, badges), served from the cached
// board data. Route handlers only pass the request through.
import "server-only";
import { createHash } from "node:crypto";
import { FRONT_CACHEABLE_HEADER } from "@/lib/http/front-cache/response-rules";
import { notFound, problemResponse, type Problem } from "@/lib/http/problem";
import { modelBadge, renderBadge } from "@/lib/leaderboard/badge-svg";
import { getBoardData } from "@/lib/leaderboard/board-cache";
import { cachedQuery } from "@/lib/leaderboard/cached-query";
import { leaderboardCsv, leaderboardCsvFileName } from "@/lib/leaderboard/leaderboard-csv";
import { leaderboardJson } from "@/lib/leaderboard/leaderboard-json";
import { parseLeaderboardQuery, prefersCsv } from "@/lib/leaderboard/leaderboard-query";
import { modelJson } from "@/lib/leaderboard/model-json";
import { findRankedRow, rankBoard } from "@/lib/leaderboard/rank-board";
import type { Shots } from "@/lib/leaderboard/types";

/**
 * Public data that must never be served stale after a moderation decision: caches may keep a
 * copy but must ask again each time (the ETag makes that a cheap 304).
 */
const PUBLIC_DATA_CACHE_CONTROL = "public, max-age=0, must-revalidate";
const BADGE_CACHE_CONTROL = "public, max-age=60";
/** Anonymous public data: any site may read it from a browser (no credentials are involved). */
const PUBLIC_CORS = { "access-control-allow-origin": "*" };

/**
 * The ETag hashes the content without its generatedAt stamp, so a fresh read of unchanged data
 * (after a restart or an invalidation that changed nothing) still matches the client's copy.
 */
export function contentEtag(content: { generatedAt: string }, contentType: string): string {
  const stable = JSON.stringify({ ...content, generatedAt: null, type: contentType });
  return `"${createHash("sha256").update(stable).digest("base64url").slice(0, 27)}"`;
}

export function withEtag(
  request: Request,
  { body, etag }: { body: string; etag: string },
  headers: Record<string, string>,
) {
  const all = { ...headers, ...PUBLIC_CORS, etag, "cache-control": PUBLIC_DATA_CACHE_CONTROL };
  const match = request.headers.get("if-none-match");
  if (match && match.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag)) {
    return new Response(null, { status: 304, headers: all });
  }
  // Built from the tagged board data alone: the front cache may answer it until the board changes.
  return new Response(body, { status: 200, headers: { ...all, [FRONT_CACHEABLE_HEADER]: "board" } });
}

type LeaderboardExport =
  { ok: true; body: string; etag: string; headers: Record<string, string> } | { ok: false; problem: Problem };

/** One board in one format, rendered once per change of the board (ranking and serialising cost more than the lookup). */
async function renderLeaderboardExport(
  shots: string | null,
  subject: string | null,
  format: "json" | "csv",
  level: string | null = null,
): Promise<LeaderboardExport> {
  const data = await getBoardData();
  const searchParams = new URLSearchParams();
  if (shots !== null) searchParams.set("shots", shots);
  if (subject !== null) searchParams.set("subject", subject);
  if (level !== null) searchParams.set("level", level);
  const query = parseLeaderboardQuery({ searchParams, subjects: data.subjects });
  if (!query.ok) return query;
  const board = leaderboardJson({ data, ...query.data });
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

/** GET /api/v1/leaderboard(.csv)?shots=0|1&subject=key&level=college: CSV when `csv` or the Accept header asks. */
export async function leaderboardResponse(request: Request, { csv }: { csv: boolean }): Promise<Response> {
  const searchParams = new URL(request.url).searchParams;
  const shots = searchParams.get("shots");
  const subject = searchParams.get("subject");
  const level = searchParams.get("level");
  const format = csv || prefersCsv(request.headers.get("accept")) ? "csv" : "json";
  const cacheable = [shots, subject, level].every((param) => (param?.length ?? 0) <= MAX_CACHED_PARAM_LENGTH);
  const rendered = await (cacheable ? cachedLeaderboardExport : renderLeaderboardExport)(shots, subject, format, level);
  if (!rendered.ok) return problemResponse(rendered.problem);
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
  if (shotsParam !== "0" && shotsParam !== "1") {
    return problemResponse({
      status: 400,
      type: "invalid-query",
      title: "Invalid query",
      detail: "shots must be 0 or 1",
      errors: [{ pointer: "shots", detail: "shots must be 0 or 1" }],
    });
  }
  const shots: Shots = shotsParam === "1" ? 1 : 0;
  const slug = file.replace(/\.svg$/i, "");
  const row = findRankedRow(rankBoard({ data: await getBoardData(), shots }), slug);
  return new Response(renderBadge(modelBadge(row, shots)), {
    status: row ? 200 : 404,
    headers: {
      "content-type": "image/svg+xml; charset=utf-8",
      ...PUBLIC_CORS,
      "cache-control": BADGE_CACHE_CONTROL,
      "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'",
      "x-content-type-options": "nosniff",
    },
  });
}
