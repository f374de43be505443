// Cross-site request forgery guard for cookie-authenticated requests that change something:
// the browser says where a request comes from (Origin, or Sec-Fetch-Site), and only the
// portal's own pages may use the visitor's session to write.
export function isSameOriginRequest(request: Request): boolean {
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite !== null) return fetchSite === "same-origin";
  const origin = request.headers.get("origin");
  if (origin === null) return false;
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host");
  try {
    return host !== null && new URL(origin).host === host;
  } catch {
    return false;
  }
}
