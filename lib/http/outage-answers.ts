// 503 for every request the database refused, where the answer is not made by our own code. Next.js
// offers no way for a page to choose its status: a render that fails answers 500. So each HTTP
// request gets a log of its database errors (lib/db.ts) as the server receives it, through Node's
// diagnostics channel (it works the same under `next dev` and the production server), and a 500
// answered to a request the database refused becomes a 503: the outage page for a browser, the
// database-unavailable problem under /api/. Route handlers answer for themselves (lib/http/api-route).
import { subscribe } from "node:diagnostics_channel";
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import {
  DATABASE_UNAVAILABLE_DOCUMENT,
  DATABASE_UNAVAILABLE_HEADERS,
  DATABASE_UNAVAILABLE_STATUS,
  databaseErrorProblem,
  databaseUnavailableProblem,
} from "@/lib/http/database-unavailable-problem";
import { OUTAGE_PAGE_HTML } from "@/lib/http/outage-page";
import { startDatabaseErrorLog, withDatabaseErrorLog, type DatabaseErrorLog } from "@/lib/db";
import { isDatabaseUnavailable } from "@/lib/database-errors/database-unavailable";

/** Headers of the failed answer that would describe the wrong body. */
const BODY_HEADERS = ["content-length", "content-encoding", "transfer-encoding", "etag", "last-modified"];

type WriteHead = ServerResponse["writeHead"];
type HeadersArgument = OutgoingHttpHeaders | Array<string | string[]> | undefined;

function applyHeaders(response: ServerResponse, headers: HeadersArgument): void {
  if (!headers) return;
  if (!Array.isArray(headers)) {
    for (const [name, value] of Object.entries(headers)) if (value !== undefined) response.setHeader(name, value);
    return;
  }
  // A raw list: name, value, name, value, ...
  for (let i = 0; i + 1 < headers.length; i += 2) response.setHeader(String(headers[i]), headers[i + 1]!);
}

const callbackOf = (args: unknown[]) => args.find((arg) => typeof arg === "function") as (() => void) | undefined;

/** Turns this response's 500 into a 503 outage answer if, by then, the database has refused the request. */
export function answerRefusalWith503(request: IncomingMessage, response: ServerResponse, log: DatabaseErrorLog): void {
  const { writeHead, write, end } = response;
  let replacement: string | null = null;
  const refusedFailure = (statusCode: number) =>
    statusCode === 500 && !response.headersSent && log.errors.some(isDatabaseUnavailable);

  response.writeHead = function (this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    if (!refusedFailure(statusCode))
      return (writeHead as (...args: unknown[]) => ServerResponse).call(this, statusCode, ...rest);
    applyHeaders(this, (typeof rest[0] === "string" ? rest[1] : rest[0]) as HeadersArgument);
    for (const name of BODY_HEADERS) this.removeHeader(name);
    const api = (request.url ?? "/").startsWith("/api/");
    replacement = api ? DATABASE_UNAVAILABLE_DOCUMENT : OUTAGE_PAGE_HTML;
    this.setHeader("content-type", api ? "application/problem+json" : "text/html; charset=utf-8");
    for (const [name, value] of Object.entries(DATABASE_UNAVAILABLE_HEADERS)) this.setHeader(name, value);
    this.setHeader("content-length", Buffer.byteLength(replacement));
    return writeHead.call(this, DATABASE_UNAVAILABLE_STATUS);
  } as WriteHead;

  // A body written without writeHead sends its head implicitly, with the status set so far.
  response.write = function (this: ServerResponse, ...args: unknown[]) {
    if (replacement === null && refusedFailure(this.statusCode)) this.writeHead(500);
    if (replacement === null) return (write as (...args: unknown[]) => boolean).apply(this, args);
    const callback = callbackOf(args);
    if (callback) process.nextTick(callback);
    return true;
  } as ServerResponse["write"];

  response.end = function (this: ServerResponse, ...args: unknown[]) {
    if (replacement === null && refusedFailure(this.statusCode)) this.writeHead(500);
    if (replacement === null) return (end as (...args: unknown[]) => ServerResponse).apply(this, args);
    return end.call(this, replacement, "utf8", callbackOf(args));
  } as ServerResponse["end"];
}

const SUBSCRIBED = Symbol.for("mrben.answeringDatabaseRefusals");

/** From now on, every request this process's HTTP servers receive is answered 503 if the database refused it. */
export function answerDatabaseRefusalsWith503(): void {
  const holder = globalThis as { [SUBSCRIBED]?: true };
  if (holder[SUBSCRIBED]) return;
  holder[SUBSCRIBED] = true;
  subscribe("http.server.request.start", (message) => {
    const { request, response } = message as { request: IncomingMessage; response: ServerResponse };
    // Published just before the server emits "request": the log covers all the handling.
    answerRefusalWith503(request, response, startDatabaseErrorLog());
  });
}

type RouteHandler<C> = (request: Request, context: C) => Promise<Response>;

/**
 * A route handler from a library that catches database errors itself and answers as if nothing
 * were stored (next-auth: "no session"): 503 instead whenever the database refused the request,
 * and whenever any other database error was swallowed (a signed-in user is never told "signed out").
 */
export function answeringRefusals<C>(handler: RouteHandler<C>): RouteHandler<C> {
  return (request, context) =>
    withDatabaseErrorLog(async (log) => {
      const refused = () => log.errors.some(isDatabaseUnavailable);
      try {
        const response = await handler(request, context);
        if (refused()) return databaseUnavailableProblem();
        return log.errors.length > 0 ? databaseErrorProblem() : response;
      } catch (error) {
        if (refused() || isDatabaseUnavailable(error)) return databaseUnavailableProblem();
        throw error;
      }
    });
}
