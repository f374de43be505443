// Where a caller stands in the upload rate limit, on every answer to a counted request: the
// RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset fields (IETF httpapi draft; Reset in
// seconds), so a client can pace itself instead of finding the limit by its 429.
export interface Quota {
  limit: { count: number };
  remaining: number;
  resetSeconds: number;
}

export function withRateLimitHeaders(response: Response, quota: Quota | null): Response {
  if (!quota) return response;
  response.headers.set("ratelimit-limit", String(quota.limit.count));
  response.headers.set("ratelimit-remaining", String(Math.max(0, quota.remaining)));
  response.headers.set("ratelimit-reset", String(quota.resetSeconds));
  return response;
}
