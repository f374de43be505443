// The one Prisma client of the process, kept on globalThis so Next.js hot reloads in
// development do not open a new pool each time. It is made on first use, not on import:
// `next build` imports every route module and has no database. Each error it raises is also
// written to the log of the request being served (DatabaseErrorLog): some answers are made far
// from the error (Next.js answers a failed page render with a 500 of its own, next-auth logs a
// failed session lookup and answers "signed out"), and lib/http/outage-answers.ts reads the log
// to answer 503 when the database refused the request.
import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import { PrismaPg } from "@prisma/adapter-pg";
import { env } from "@/lib/env";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { isDatabaseTimeout } from "@/lib/database-errors/database-unavailable";
import { noteDatabaseTimeout } from "@/lib/database-errors/database-timeouts";

export interface DatabaseErrorLog {
  /** The last few errors the request's database calls raised. */
  errors: unknown[];
}

const LOGGED_ERRORS = 8;
// One store per process: the server's bundles (instrumentation, each route) each have their own
// copy of this module, and they must all see the same logs.
const LOGS = Symbol.for("mrben.databaseErrorLog");
const logs = ((globalThis as { [LOGS]?: AsyncLocalStorage<DatabaseErrorLog> })[LOGS] ??=
  new AsyncLocalStorage<DatabaseErrorLog>());

/** A new log for everything the current synchronous run starts from here on (one HTTP request). */
export function startDatabaseErrorLog(): DatabaseErrorLog {
  const log: DatabaseErrorLog = { errors: [] };
  logs.enterWith(log);
  return log;
}

/** Runs `work` with a log of its own, which it can read once its database calls are done. */
export function withDatabaseErrorLog<T>(work: (log: DatabaseErrorLog) => Promise<T>): Promise<T> {
  const log: DatabaseErrorLog = { errors: [] };
  return logs.run(log, () => work(log));
}

/** Adds an error to the current request's log (this client's own, or a database error raised elsewhere). */
export function logDatabaseError(error: unknown): void {
  if (isDatabaseTimeout(error)) noteDatabaseTimeout();
  const log = logs.getStore();
  if (!log) return;
  log.errors.push(error);
  if (log.errors.length > LOGGED_ERRORS) log.errors.shift();
}

/**
 * How long opening a connection may take before it counts as refused. node-pg waits forever by
 * default, so a host that drops packets held every request until the kernel gave up (minutes).
 */
export const DATABASE_CONNECT_TIMEOUT_MS = 5_000;

const globalForPrisma = globalThis as unknown as { mrbenPrisma?: PrismaClient };

/** A client on `connectionString` that gives up connecting after DATABASE_CONNECT_TIMEOUT_MS and logs its errors. */
function createPrismaClient(connectionString: string): PrismaClient {
  const statementTimeout = env.DATABASE_STATEMENT_TIMEOUT_MS;
  const adapter = new PrismaPg({
    connectionString,
    connectionTimeoutMillis: DATABASE_CONNECT_TIMEOUT_MS,
    ...(statementTimeout > 0 ? { statement_timeout: statementTimeout } : {}),
  });
  const client = new PrismaClient({ adapter }).$extends({
    query: {
      async $allOperations({ args, query }) {
        try {
          return await query(args);
        } catch (error) {
          logDatabaseError(error);
          throw error;
        }
      },
    },
  });
  // A query extension keeps the client's methods and types; only the inferred type's name differs.
  return client as unknown as PrismaClient;
}

function client(): PrismaClient {
  if (!globalForPrisma.mrbenPrisma) {
    if (!env.DATABASE_URL) {
      throw new Error(
        "DATABASE_URL is not set. Start the portal with `npm start`, which runs an embedded PostgreSQL when it is unset.",
      );
    }
    globalForPrisma.mrbenPrisma = createPrismaClient(env.DATABASE_URL);
  }
  return globalForPrisma.mrbenPrisma;
}

export const db: PrismaClient = new Proxy({} as PrismaClient, {
  get(_target, property) {
    const real = client();
    const value: unknown = Reflect.get(real, property, real);
    if (typeof value !== "function") return value;
    const bound = (value as (...args: unknown[]) => unknown).bind(real);
    // An interactive transaction that cannot start never reaches the query extension above.
    if (property !== "$transaction") return bound;
    return (...args: unknown[]) =>
      (bound(...args) as Promise<unknown>).catch((error: unknown) => {
        logDatabaseError(error);
        throw error;
      });
  },
});
