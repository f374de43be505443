// Which requests the front cache may answer and which responses it may keep: pure rules over
// method, status and headers, so they are tested without a server.

/** A route handler's statement that its 200 answer is public and changes only with the page cache's tags. */
export const FRONT_CACHEABLE_HEADER = "x-mrben-front-cacheable";
/** Set on every answer that went through the front cache: HIT (from memory) or MISS (from Next.js). */
export const FRONT_CACHE_STATUS_HEADER = "x-mrben-front-cache";

/**
 * Request headers that change a response without the response naming them in Vary:
 * next.config's header rules add HSTS when `x-forwarded-proto` is https (lib/http/security-headers.ts).
 */
const SHAPING_REQUEST_HEADERS = ["x-forwarded-proto"];

/** Even a page cached "for a year" is fetched again after this, in case a change missed every tag. */
const MAX_TTL_MS = 10 * 60 * 1000;

/** Headers that describe one transfer, not the stored response. */
const HOP_HEADERS = new Set([
  "connection",
  "keep-alive",
  "transfer-encoding",
  "content-length",
  "content-encoding",
  "date",
  FRONT_CACHE_STATUS_HEADER,
]);

export type HeaderValue = string | string[] | number | undefined;
export type RequestHeaders = Record<string, string | string[] | undefined>;

export interface StoragePlan {
  /** Request headers whose values pick the variant (Vary without Accept-Encoding, plus shaping headers). */
  varyNames: string[];
  ttlMs: number;
}

/** Only anonymous-looking reads: a request with credentials in Authorization or a byte range goes to Next. */
export function requestMayUseCache(method: string | undefined, headers: RequestHeaders): boolean {
  return (method === "GET" || method === "HEAD") && headers.authorization === undefined && headers.range === undefined;
}

function headerText(value: HeaderValue): string {
  if (value === undefined) return "";
  return Array.isArray(value) ? value.join(", ") : String(value);
}

function cacheControlDirectives(value: HeaderValue): Map<string, string | null> {
  const directives = new Map<string, string | null>();
  for (const part of headerText(value).split(",")) {
    const [name, ...rest] = part.split("=");
    const key = name?.trim().toLowerCase();
    if (key) directives.set(key, rest.length > 0 ? rest.join("=").trim().replace(/^"|"$/g, "") : null);
  }
  return directives;
}

/**
 * Whether a response may be kept, and how: a 200 to GET that Next.js served from its page cache
 * (it says so with `s-maxage`) or that a route handler marked with FRONT_CACHEABLE_HEADER; never
 * one that sets a cookie, is private, is still being regenerated (STALE) or varies on everything.
 */
export function storagePlan(status: number, headers: Record<string, HeaderValue>): StoragePlan | null {
  if (status !== 200 || headers["set-cookie"] !== undefined) return null;
  const encoding = headerText(headers["content-encoding"]).toLowerCase();
  if (encoding !== "" && encoding !== "identity" && encoding !== "gzip") return null;
  if (headerText(headers["x-nextjs-cache"]).toUpperCase() === "STALE") return null;
  const directives = cacheControlDirectives(headers["cache-control"]);
  if (directives.has("private") || directives.has("no-store") || directives.has("no-cache")) return null;
  const sharedMaxAge = Number(directives.get("s-maxage"));
  const optedIn = headerText(headers[FRONT_CACHEABLE_HEADER]) !== "";
  if (!optedIn && !(Number.isFinite(sharedMaxAge) && sharedMaxAge > 0)) return null;
  const vary = headerText(headers.vary)
    .split(",")
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name !== "" && name !== "accept-encoding");
  if (vary.includes("*") || vary.includes("cookie") || vary.includes("authorization")) return null;
  const ttlMs = optedIn ? MAX_TTL_MS : Math.min(sharedMaxAge * 1000, MAX_TTL_MS);
  return { varyNames: [...new Set([...vary, ...SHAPING_REQUEST_HEADERS])].sort(), ttlMs };
}

/** The key of one stored variant: the URL and the values of the request headers it varies on. */
export function variantKey(url: string, varyNames: readonly string[], headers: RequestHeaders): string {
  return [url, ...varyNames.map((name) => `${name}:${headerText(headers[name])}`)].join("\n");
}

/** The response headers worth replaying, without those of one transfer. */
export function replayableHeaders(headers: Record<string, HeaderValue>): Record<string, string | string[]> {
  const kept: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || HOP_HEADERS.has(name.toLowerCase())) continue;
    kept[name.toLowerCase()] = typeof value === "number" ? String(value) : value;
  }
  return kept;
}

/**
 * The headers of every answer the front cache gives from a kept response, made once when it is
 * kept: the replayable ones, marked as hits, varying on Accept-Encoding (it may send its gzip copy).
 */
export function hitHeaders(replayable: Record<string, string | string[]>): Record<string, string | string[]> {
  const headers: Record<string, string | string[]> = { ...replayable, [FRONT_CACHE_STATUS_HEADER]: "HIT" };
  if (headers["x-nextjs-cache"] !== undefined) headers["x-nextjs-cache"] = "HIT";
  const vary = [headers.vary ?? []].flat().join(", ");
  if (!/accept-encoding/i.test(vary)) headers.vary = vary ? `${vary}, Accept-Encoding` : "Accept-Encoding";
  return headers;
}

/** Whether the client wants gzip: accepted with a non-zero weight. */
export function acceptsGzip(headers: RequestHeaders): boolean {
  for (const part of headerText(headers["accept-encoding"]).split(",")) {
    const [coding, ...parameters] = part.trim().toLowerCase().split(";");
    if (coding !== "gzip" && coding !== "*") continue;
    const weight = parameters.map((parameter) => parameter.trim()).find((parameter) => parameter.startsWith("q="));
    return weight === undefined || Number(weight.slice(2)) > 0;
  }
  return false;
}

/** True when an If-None-Match header names `etag` (weak comparison, as for GET). */
export function etagMatches(ifNoneMatch: HeaderValue, etag: HeaderValue): boolean {
  if (ifNoneMatch === undefined || etag === undefined) return false;
  const stored = headerText(etag).replace(/^W\//, "");
  return headerText(ifNoneMatch)
    .split(",")
    .some((tag) => tag.trim() === "*" || tag.trim().replace(/^W\//, "") === stored);
}
