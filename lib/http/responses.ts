// The API's successful answers, so that statuses are chosen here and nowhere else.

/** JSON of something just created (with where it lives when it has an address of its own). */
export const createdJson = (body: unknown, location?: string): Response =>
  Response.json(body, { status: 201, headers: { "cache-control": "no-store", ...(location ? { location } : {}) } });

/** JSON of private, changing state: never kept by a cache. */
export const privateJson = (body: unknown): Response =>
  Response.json(body, { headers: { "cache-control": "no-store" } });

/** After a form post: go to `location` (a GET), with any cookies the post set. */
export const seeOther = (location: string, headers: Record<string, string> = {}): Response =>
  new Response(null, { status: 303, headers: { location, "cache-control": "no-store", ...headers } });

/** A health report: 200 while the portal can serve, else 503 so that load balancers look elsewhere. */
export const healthResponse = (report: { status: string }): Response =>
  Response.json(report, { status: report.status === "ok" ? 200 : 503, headers: { "cache-control": "no-store" } });
