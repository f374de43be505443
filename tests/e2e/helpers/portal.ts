// The portal under test. Most files use their worker's shared portal (sharedPortal): one production
// server per vitest worker, started once by the run's services, which serves each file's fresh copy
// of its database. A file that needs other settings, or stops or kills its server, starts its own
// (startPortal) and lives in tests/e2e/own-portal/.
import { readFileSync, statSync } from "node:fs";
import type { BrowserContext } from "playwright-core";
import { startSession } from "@/lib/auth/sessions";
import { SESSION_COOKIE } from "@/lib/auth/session-cookie";
import { db } from "@/lib/db";
import type { Role } from "@/lib/generated/prisma/enums";
import { afterDatabaseReplaced, fileDatabaseName, testPostgres } from "../../helpers/file-database";
import { askRunServices, workerPool } from "../../helpers/run-services-client";
import { cacheListenerConnected } from "../../helpers/shared-portal-settings";
import { waitFor } from "../../helpers/wait-for";
import { spawnPortal } from "./portal-process";
import { sharedPortalNeedsRestart } from "./e2e-file-database";

export interface Portal {
  baseUrl: string;
  /** The server process (the leader of its process group). */
  pid: number;
  /** Everything the server printed (a shared portal: since this file got it), for failure messages. */
  output(): string;
  /** Stops a portal of the file's own; a shared portal is left running for the next file. */
  stop(): Promise<void>;
  /** SIGKILL to the server's whole process group, as a crash or an OOM kill would; resolves once it is gone. */
  kill(): Promise<void>;
}

/** A portal of the file's own, on the file's database, with the test defaults and `env`. */
export async function startPortal({
  env = {},
  timeoutMs = 120_000,
}: { env?: Record<string, string>; timeoutMs?: number } = {}): Promise<Portal> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error("DATABASE_URL is not set: run browser tests in the vitest project `e2e`.");
  let output = "";
  const server = await spawnPortal({ databaseUrl, env, timeoutMs, onOutput: (chunk) => (output += chunk) });
  return { baseUrl: server.baseUrl, pid: server.pid, output: () => output, stop: server.stop, kill: server.kill };
}

async function caughtUp(database: string): Promise<void> {
  await waitFor("the shared portal to serve the file's fresh database", () =>
    cacheListenerConnected(testPostgres.maintenanceUrl, database),
  );
}

/**
 * The worker's shared portal, once it serves this file's database (a fresh copy, made before the
 * file's hooks): started on first use, with SHARED_PORTAL_ENV. No background worker runs in it.
 */
export async function sharedPortal(): Promise<Portal> {
  const database = fileDatabaseName();
  const lease = await askRunServices({ what: "portal", pool: workerPool(), restart: sharedPortalNeedsRestart() });
  if (lease.database !== database) throw new Error("This file has a database of its own: use startPortal().");
  await caughtUp(database);
  afterDatabaseReplaced(() => caughtUp(database));
  const from = statSync(lease.logFile).size;
  return {
    baseUrl: lease.baseUrl,
    pid: lease.pid,
    output: () => readFileSync(lease.logFile).subarray(from).toString(),
    stop: () => Promise.resolve(),
    kill: () => Promise.reject(new Error("The shared portal is not the file's to kill: use startPortal().")),
  };
}

export interface TestUser {
  email: string;
  githubLogin?: string;
  name?: string;
  role?: Role;
}

/**
 * Signs a browser context in without going through a sign-in page: the user (created when
 * missing), a Session row, and the session cookie on the portal's origin. For tests that are
 * not about signing in.
 */
export async function signInContext(
  context: BrowserContext,
  portal: Portal,
  { email, githubLogin, name, role = "user" }: TestUser,
): Promise<{ userId: string }> {
  const user = await db.user.upsert({
    where: { email },
    create: { email, githubLogin, name, role },
    update: { githubLogin, name, role },
    select: { id: true },
  });
  const session = await startSession({ userId: user.id });
  await context.addCookies([
    {
      name: SESSION_COOKIE,
      value: session.sessionToken,
      url: portal.baseUrl,
      httpOnly: true,
      sameSite: "Lax",
      expires: Math.floor(session.expires.getTime() / 1000),
    },
  ]);
  return { userId: user.id };
}
