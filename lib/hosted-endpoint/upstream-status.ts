// What an upstream API's HTTP status means to a client that retries: an answer, a redirect (never
// followed), wait and retry (rate limited, the server failed or timed out), or give up (the request
// itself was refused). These are another server's statuses, read; the portal's own are in lib/http.
export type UpstreamAnswer =
  "ok" | "redirect" | "rate-limited" | "server-error" | "unauthorized" | "not-found" | "refused";

const UNAUTHORIZED = 401;
const FORBIDDEN = 403;
const NOT_FOUND = 404;
const REQUEST_TIMEOUT = 408;
const TOO_MANY_REQUESTS = 429;

export function upstreamAnswer(status: number): UpstreamAnswer {
  if (status >= 200 && status < 300) return "ok";
  if (status >= 300 && status < 400) return "redirect";
  if (status === TOO_MANY_REQUESTS) return "rate-limited";
  if (status >= 500 || status === REQUEST_TIMEOUT) return "server-error";
  if (status === UNAUTHORIZED || status === FORBIDDEN) return "unauthorized";
  if (status === NOT_FOUND) return "not-found";
  return "refused";
}
