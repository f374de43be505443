import { describe, expect, it } from "vitest";
import { isDatabaseTimeout, isDatabaseUnavailable } from "./database-unavailable";

// The shapes Prisma 7 (with @prisma/adapter-pg) throws, as observed against a database switched to
// ALLOW_CONNECTIONS false, a closed port, a server that never answers, one that hangs up, and one that
// answers the startup message with a FATAL error of each code.
const adapterError = (prismaCode: string, cause: Record<string, unknown>) =>
  Object.assign(new Error("Invalid `prisma.user.count()` invocation"), {
    code: prismaCode,
    meta: { modelName: "User", driverAdapterError: Object.assign(new Error(String(cause.message)), { cause }) },
  });
const postgresCause = (code: string, message: string, severity = "FATAL") => ({
  originalCode: code,
  originalMessage: message,
  kind: "postgres",
  code,
  severity,
  message,
});
/** node-pg's DatabaseError, as a plain pg.Client or pg-boss sees it. */
const pgDatabaseError = (code: string, message: string, severity = "FATAL") =>
  Object.assign(new Error(message), { name: "error", code, severity, detail: undefined });
/** A socket error as node's net module raises it. */
const socketError = (code: string) =>
  Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code, errno: -111, syscall: "connect" });

describe("isDatabaseUnavailable", () => {
  it("recognizes a database that is not accepting connections (55000, FATAL), from every query shape", () => {
    const refused = postgresCause("55000", 'database "mrben" is not currently accepting connections');
    expect(isDatabaseUnavailable(adapterError("P2039", refused))).toBe(true); // a model query
    expect(isDatabaseUnavailable(adapterError("P2010", refused))).toBe(true); // a raw query
    expect(isDatabaseUnavailable(pgDatabaseError("55000", String(refused.message)))).toBe(true);
  });

  it("recognizes a server that cannot take the connection now (57P03) or is shutting down (57P01, 57P02)", () => {
    expect(
      isDatabaseUnavailable(adapterError("P2039", postgresCause("57P03", "the database system is starting up"))),
    ).toBe(true);
    expect(isDatabaseUnavailable(pgDatabaseError("57P03", "the database system is shutting down"))).toBe(true);
    expect(
      isDatabaseUnavailable(
        adapterError("P2010", postgresCause("57P01", "terminating connection due to administrator command")),
      ),
    ).toBe(true);
    expect(
      isDatabaseUnavailable(adapterError("P2010", postgresCause("57P02", "terminating connection because of crash"))),
    ).toBe(true);
  });

  it("recognizes a statement cancelled by its timeout (57014) or a lock not had in time (55P03), as timeouts", () => {
    const cancelled = postgresCause("57014", "canceling statement due to statement timeout", "ERROR");
    const locked = postgresCause("55P03", 'could not obtain lock on relation "ApiToken"', "ERROR");
    for (const error of [
      adapterError("P2010", cancelled),
      adapterError("P2039", locked),
      pgDatabaseError("57014", "canceling statement due to statement timeout", "ERROR"),
    ]) {
      expect(isDatabaseUnavailable(error)).toBe(true);
      expect(isDatabaseTimeout(error)).toBe(true);
    }
    expect(isDatabaseTimeout(pgDatabaseError("53300", "too many connections"))).toBe(false);
  });

  it("recognizes too many connections (53300)", () => {
    const full = {
      originalCode: "53300",
      originalMessage: "sorry, too many clients already",
      kind: "TooManyConnections",
    };
    expect(isDatabaseUnavailable(adapterError("P2037", full))).toBe(true);
    expect(isDatabaseUnavailable(adapterError("P2010", full))).toBe(true);
    expect(isDatabaseUnavailable(pgDatabaseError("53300", 'too many connections for database "mrben"'))).toBe(true);
  });

  it("recognizes every connection exception of class 08", () => {
    for (const code of ["08000", "08001", "08003", "08004", "08006", "08007", "08P01"]) {
      expect(isDatabaseUnavailable(adapterError("P2039", postgresCause(code, "connection failure"))), code).toBe(true);
      expect(isDatabaseUnavailable(pgDatabaseError(code, "connection failure")), code).toBe(true);
    }
  });

  it("recognizes a refused, reset or unresolvable connection (ECONNREFUSED and the other socket errors)", () => {
    expect(
      isDatabaseUnavailable(adapterError("P1001", { kind: "DatabaseNotReachable", host: "127.0.0.1", port: 1 })),
    ).toBe(true);
    expect(isDatabaseUnavailable(adapterError("P2010", { kind: "DatabaseNotReachable", port: 1 }))).toBe(true);
    expect(isDatabaseUnavailable(adapterError("P2010", { kind: "ConnectionClosed" }))).toBe(true);
    for (const code of ["ECONNREFUSED", "ECONNRESET", "EHOSTUNREACH", "ENOTFOUND", "EAI_AGAIN"]) {
      expect(isDatabaseUnavailable(socketError(code)), code).toBe(true);
    }
    // localhost resolving to ::1 and 127.0.0.1: node reports both refusals at once.
    const both = Object.assign(new AggregateError([socketError("ECONNREFUSED"), socketError("ECONNREFUSED")], ""), {
      code: "ECONNREFUSED",
    });
    expect(isDatabaseUnavailable(both)).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([new TypeError("x"), socketError("ECONNREFUSED")], ""))).toBe(true);
  });

  it("recognizes a connection that timed out or was cut, which node-pg reports by its words alone", () => {
    const timedOut = new Error("Connection terminated due to connection timeout", {
      cause: new Error("Connection terminated unexpectedly"),
    });
    expect(isDatabaseUnavailable(Object.assign(timedOut, { clientVersion: "7.10.0" }))).toBe(true);
    expect(isDatabaseUnavailable(new Error("timeout exceeded when trying to connect"))).toBe(true);
    expect(isDatabaseUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isDatabaseUnavailable(new Error("wrapped", { cause: new Error("Connection terminated") }))).toBe(true);
    expect(isDatabaseUnavailable(adapterError("P1002", { kind: "SocketTimeout" }))).toBe(true);
    expect(isDatabaseUnavailable(socketError("ETIMEDOUT"))).toBe(true);
    expect(
      isDatabaseUnavailable(Object.assign(new Error("Timed out fetching a new connection"), { code: "P2024" })),
    ).toBe(true);
  });

  it("leaves every other error to be treated as a bug", () => {
    expect(isDatabaseUnavailable(adapterError("P2002", { kind: "UniqueConstraintViolation" }))).toBe(false);
    expect(isDatabaseUnavailable(adapterError("P2010", postgresCause("22P02", "invalid input syntax", "ERROR")))).toBe(
      false,
    );
    // 55000 as a statement's ERROR (e.g. currval before nextval) is not about the connection.
    expect(
      isDatabaseUnavailable(adapterError("P2010", postgresCause("55000", "currval is not yet defined", "ERROR"))),
    ).toBe(false);
    expect(isDatabaseUnavailable(pgDatabaseError("23505", "duplicate key", "ERROR"))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error("a file"), { code: "ENOENT", syscall: "open" }))).toBe(false);
    expect(isDatabaseUnavailable(new Error("Query read timeout"))).toBe(false);
    expect(isDatabaseUnavailable(new Error("the words Connection terminated inside a longer message"))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("x is undefined"))).toBe(false);
    expect(isDatabaseUnavailable("a string")).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
    const loop: { cause?: unknown } = new Error("loop");
    loop.cause = loop;
    expect(isDatabaseUnavailable(loop)).toBe(false);
  });
});
