import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "./database-unavailable";

// The shapes Prisma 7 (with @prisma/adapter-pg) throws, as observed against a closed port and a restarting server.
const adapterError = (code: string, cause: Record<string, unknown>) =>
  Object.assign(new Error("Invalid invocation"), { code, meta: { driverAdapterError: { cause } } });

describe("isDatabaseUnavailable", () => {
  it("recognizes a server that cannot be reached, from a model query or a raw one", () => {
    expect(isDatabaseUnavailable(adapterError("P1001", { kind: "DatabaseNotReachable", port: 1 }))).toBe(true);
    expect(isDatabaseUnavailable(adapterError("P2010", { kind: "DatabaseNotReachable", port: 1 }))).toBe(true);
  });

  it("recognizes a connection cut by a shutting-down or restarting server", () => {
    expect(isDatabaseUnavailable(adapterError("P2010", { kind: "ConnectionClosed" }))).toBe(true);
    expect(isDatabaseUnavailable(adapterError("P2010", { kind: "postgres", code: "57P01" }))).toBe(true);
    expect(isDatabaseUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isDatabaseUnavailable(new Error("wrapped", { cause: new Error("Connection terminated") }))).toBe(true);
  });

  it("leaves every other error to be treated as a bug", () => {
    expect(isDatabaseUnavailable(adapterError("P2002", { kind: "UniqueConstraintViolation" }))).toBe(false);
    expect(isDatabaseUnavailable(adapterError("P2010", { kind: "postgres", code: "22P02" }))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("x is undefined"))).toBe(false);
    expect(isDatabaseUnavailable("a string")).toBe(false);
  });
});
