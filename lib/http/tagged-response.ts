// Public data answered with an ETag over its content: a client that has the current copy gets a
// 304, and the front cache may keep the 200 until the board it came from changes.
import "server-only";
import { createHash } from "node:crypto";
import { FRONT_CACHEABLE_HEADER } from "./front-cache/response-rules";

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

/** A public SVG badge; one for something not on the board still renders (greyed), as a 404. */
export function badgeSvgResponse(svg: string, { found }: { found: boolean }): Response {
  return new Response(svg, {
    status: found ? 200 : 404,
    headers: {
      "content-type": "image/svg+xml; charset=utf-8",
      ...PUBLIC_CORS,
      "cache-control": BADGE_CACHE_CONTROL,
      "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'",
      "x-content-type-options": "nosniff",
    },
  });
}
