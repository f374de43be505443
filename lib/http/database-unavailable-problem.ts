// The answer to a request the database refused (lib/database-errors/database-unavailable.ts): 503, a
// problem of type database-unavailable, and when to try again.
import { problemDocument, problemResponse, type Problem } from "@/lib/http/problem";

const RETRY_AFTER_SECONDS = "5";

const DATABASE_UNAVAILABLE: Problem = {
  status: 503,
  type: "database-unavailable",
  title: "The database is unavailable",
  detail: "The portal cannot reach its database at the moment; nothing was changed. Try again shortly.",
};

export const DATABASE_UNAVAILABLE_STATUS = DATABASE_UNAVAILABLE.status;
export const DATABASE_UNAVAILABLE_HEADERS = { "retry-after": RETRY_AFTER_SECONDS, "cache-control": "no-store" };
/** The problem document's text, for answers written outside a route handler. */
export const DATABASE_UNAVAILABLE_DOCUMENT = JSON.stringify(problemDocument(DATABASE_UNAVAILABLE));

export function databaseUnavailableProblem(): Response {
  return problemResponse(DATABASE_UNAVAILABLE, { headers: DATABASE_UNAVAILABLE_HEADERS });
}

/**
 * The answer when a library swallowed a database error that is not an outage and would have
 * answered as if nothing were stored: what it could not read is unknown, so nothing is claimed.
 */
export function databaseErrorProblem(): Response {
  return problemResponse(
    {
      status: 503,
      type: "database-error",
      title: "The database could not answer",
      detail: "A database query failed, so this answer could not be made; nothing was changed. Try again shortly.",
    },
    { headers: DATABASE_UNAVAILABLE_HEADERS },
  );
}
