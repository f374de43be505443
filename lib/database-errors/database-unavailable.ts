// Whether an error means the database refused or lost the connection (down, restarting, not
// accepting connections, full, unreachable, too slow to answer a connect): an outage to answer 503
// and retry later, not a bug. The shapes, as observed with Prisma 7 and @prisma/adapter-pg:
// a Prisma error whose meta.driverAdapterError.cause is { kind, originalCode?, code?, severity? };
// node-pg's DatabaseError { code: SQLSTATE, severity }; a socket error { code: "ECONNREFUSED", ... };
// and node-pg's own connection errors, which carry no code at all, only their words.

/** @prisma/adapter-pg's kinds for a socket refused, reset or timed out, and for SQLSTATE 53300. */
const UNREACHABLE_KINDS = new Set(["DatabaseNotReachable", "ConnectionClosed", "SocketTimeout", "TooManyConnections"]);
/** Prisma's codes: can't reach (P1001), timed out (P1002), server closed the connection (P1017),
 * pool timed out (P2024), too many connections (P2037). */
const PRISMA_CODES = new Set(["P1001", "P1002", "P1017", "P2024", "P2037"]);
const SOCKET_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);
/** node-pg's connection failures, thrown as plain Errors (pg 8 / pg-pool 3). */
const PG_CONNECTION_MESSAGES = [
  /^Connection terminated( unexpectedly| due to connection timeout)?$/,
  /^timeout exceeded when trying to connect$/,
  /^Client has encountered a connection error and is not queryable$/,
];

/** A statement cancelled by its timeout (57014), or a lock not had within lock_timeout (55P03). */
const TIMEOUT_STATES = new Set(["57014", "55P03"]);

/**
 * PostgreSQL refusing or ending the session: class 08 (connection exception), 57P01-03 (shutting
 * down, crashed, cannot connect now), 53300 (too many connections), a statement or a lock wait that
 * ran out of time (TIMEOUT_STATES: the database too busy to answer), and, as a FATAL error only,
 * 55000 ("database … is not currently accepting connections"; as a plain ERROR 55000 is a statement
 * in the wrong state, a bug).
 */
function isRefusalState(sqlState: string, severity: unknown): boolean {
  if (/^08[0-9A-Z]{3}$/.test(sqlState) || /^57P0[1-3]$/.test(sqlState) || sqlState === "53300") return true;
  if (TIMEOUT_STATES.has(sqlState)) return true;
  return sqlState === "55000" && severity === "FATAL";
}

type Link = Record<string, unknown>;

function isLink(value: unknown): value is Link {
  return typeof value === "object" && value !== null;
}

function linkIsUnavailable(link: Link): boolean {
  // adapterKind: the kind Prisma's driver adapter gives its errors ("DatabaseNotReachable", "postgres").
  const { code, originalCode, kind: adapterKind, severity, message } = link;
  if (typeof adapterKind === "string" && UNREACHABLE_KINDS.has(adapterKind)) return true;
  if (typeof originalCode === "string" && isRefusalState(originalCode, severity)) return true;
  if (typeof code === "string") {
    if (PRISMA_CODES.has(code) || SOCKET_CODES.has(code)) return true;
    // A SQLSTATE: adapter-pg's { kind: "postgres", code } or node-pg's DatabaseError (with a severity).
    if ((adapterKind === "postgres" || typeof severity === "string") && isRefusalState(code, severity)) return true;
  }
  return typeof message === "string" && PG_CONNECTION_MESSAGES.some((pattern) => pattern.test(message));
}

/** The error, what it wraps (cause, Prisma's driver adapter error, an AggregateError's errors), and so on down. */
function* links(error: unknown, seen = new Set<unknown>()): Generator<Link> {
  if (!isLink(error) || seen.has(error) || seen.size > 32) return;
  seen.add(error);
  yield error;
  yield* links(error.cause, seen);
  const meta = error.meta;
  if (isLink(meta)) yield* links(meta.driverAdapterError, seen);
  if (Array.isArray(error.errors)) for (const inner of error.errors) yield* links(inner, seen);
}

export function isDatabaseUnavailable(error: unknown): boolean {
  for (const link of links(error)) if (linkIsUnavailable(link)) return true;
  return false;
}

/** Whether the error is a statement or a lock wait that ran out of time (the database answers, too slowly). */
export function isDatabaseTimeout(error: unknown): boolean {
  for (const { code, originalCode } of links(error))
    if ([code, originalCode].some((state) => typeof state === "string" && TIMEOUT_STATES.has(state))) return true;
  return false;
}
