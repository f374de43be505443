// Whether an error means the database could not be reached or dropped the connection (a restart,
// a failover, a network cut): an outage to report as 503 and retry later, not a bug.
const UNREACHABLE_KINDS = new Set(["DatabaseNotReachable", "ConnectionClosed", "SocketTimeout", "TooManyConnections"]);
/** Prisma's codes for "can't reach", "timed out", "server closed the connection", "pool timed out". */
const PRISMA_CODES = new Set(["P1001", "P1002", "P1017", "P2024"]);

interface MaybeDatabaseError {
  code?: unknown;
  message?: unknown;
  meta?: { driverAdapterError?: { cause?: { kind?: unknown; code?: unknown } } };
  cause?: unknown;
}

export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const candidate = error as MaybeDatabaseError;
  if (typeof candidate.code === "string" && PRISMA_CODES.has(candidate.code)) return true;
  const cause = candidate.meta?.driverAdapterError?.cause;
  if (typeof cause?.kind === "string" && UNREACHABLE_KINDS.has(cause.kind)) return true;
  // PostgreSQL's own: 08xxx connection exceptions, 57P01-03 shutting down or starting up.
  const sqlState = cause?.kind === "postgres" ? cause.code : candidate.code;
  if (typeof sqlState === "string" && /^(08...|57P0[1-3])$/.test(sqlState)) return true;
  if (
    typeof candidate.message === "string" &&
    /Connection terminated|Can't reach database server/.test(candidate.message)
  ) {
    return true;
  }
  return candidate.cause !== undefined && candidate.cause !== error && isDatabaseUnavailable(candidate.cause);
}
