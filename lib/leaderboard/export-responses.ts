// The public read API's responses (leaderboard JSON/CSV, models, badges), served from the cached
// board data. Route handlers only pass the request through.
import "server-only";
import { createHash } from "node:crypto";
import { notFound, problemResponse } from "@/lib/http/problem";
import { modelBadge, renderBadge } from "@/lib/leaderboard/badge-svg";
import { getBoardData } from "@/lib/leaderboard/board-cache";
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
export const PUBLIC_DATA_CACHE_CONTROL = "public, max-age=0, must-revalidate";
const BADGE_CACHE_CONTROL = "public, max-age=60";
/** Anonymous public data: any site may read it from a browser (no credentials are involved). */
const PUBLIC_CORS = { "access-control-allow-origin": "*" };

/**
 * The ETag hashes the content without its generatedAt stamp, so a fresh read of unchanged data
 * (after a restart or an invalidation that changed nothing) still matches the client's copy.
 */
function withEtag(
  request: Request,
  { body, content }: { body: string; content: { generatedAt: string } },
  headers: Record<string, string>,
): Response {
  const stable = JSON.stringify({ ...content, generatedAt: null, type: headers["content-type"] });
  const etag = `"${createHash("sha256").update(stable).digest("base64url").slice(0, 27)}"`;
  const all = { ...headers, ...PUBLIC_CORS, etag, "cache-control": PUBLIC_DATA_CACHE_CONTROL };
  const match = request.headers.get("if-none-match");
  if (match && match.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag)) {
    return new Response(null, { status: 304, headers: all });
  }
  return new Response(body, { status: 200, headers: all });
}

/** GET /api/v1/leaderboard(.csv)?shots=0|1&subject=key: CSV when `csv` or the Accept header asks. */
export async function leaderboardResponse(request: Request, { csv }: { csv: boolean }): Promise<Response> {
  const data = await getBoardData();
  const query = parseLeaderboardQuery({ searchParams: new URL(request.url).searchParams, subjects: data.subjects });
  if (!query.ok) return problemResponse(query.problem);
  const board = leaderboardJson({ data, ...query.data });
  const vary: Record<string, string> = csv ? {} : { vary: "accept" };
  if (csv || prefersCsv(request.headers.get("accept"))) {
    return withEtag(
      request,
      { body: leaderboardCsv(board), content: board },
      {
        ...vary,
        "content-type": "text/csv; charset=utf-8; header=present",
        "content-disposition": `attachment; filename="${leaderboardCsvFileName(board)}"`,
      },
    );
  }
  return withEtag(
    request,
    { body: JSON.stringify(board), content: board },
    { ...vary, "content-type": "application/json; charset=utf-8" },
  );
}

/** GET /api/v1/models/[slug]: 404 unless the model has an approved, scored entry. */
export async function modelResponse(request: Request, slug: string): Promise<Response> {
  const model = modelJson({ data: await getBoardData(), slug });
  if (!model) return notFound(`No model "${slug}" on the leaderboard.`);
  return withEtag(
    request,
    { body: JSON.stringify(model), content: model },
    { "content-type": "application/json; charset=utf-8" },
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
