// What a test run starts once and lends to its test files, each thing on the first request for it,
// so that a run pays only for what its files use: the PostgreSQL server, the template databases
// files copy (TestData), and for the browser tests one shared portal and one browser per vitest
// worker. It runs in vitest's main process (tests/helpers/global-setup.ts); test files run in
// worker processes and ask for things over HTTP on 127.0.0.1 (tests/helpers/run-services-client.ts).
import { spawn } from "node:child_process";
import { appendFileSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { BrowserServer } from "playwright-core";
import { tsxCommand } from "@/lib/platform/launcher/child-process";
import { applyMigrations } from "@/lib/platform/postgres/migrations";
import type { PortalProcess } from "../e2e/helpers/portal-process";
import { startTestPostgres, type TestPostgresServer } from "./postgres-server";
import { PROJECT_ROOT } from "./shared-data";
import { adminQuery, adminRows, createDatabaseFromTemplate, dropDatabase } from "./test-databases";
import { cacheListenerConnected, SHARED_PORTAL_ENV, type SharedPortalLease } from "./shared-portal-settings";
import type { RunServicesRequest, TestData, TestPostgres } from "./run-services-client";
import { waitFor } from "./wait-for";

interface SharedPortal {
  process: PortalProcess;
  logFile: string;
  database: string;
}

export interface RunServices {
  url: string;
  stop(): Promise<void>;
}

/** Runs `work` once per key; a failure is forgotten, so the next request tries again. */
function once<T>(cache: Map<string, Promise<T>>, key: string, work: () => Promise<T>): Promise<T> {
  let pending = cache.get(key);
  if (!pending) {
    pending = work();
    cache.set(key, pending);
    pending.catch(() => cache.delete(key));
  }
  return pending;
}

export async function startRunServices(): Promise<RunServices> {
  // Every database this run makes starts with runId, so the end of the run can find them all.
  const runId = `mrben_run_${process.pid}_${Date.now().toString(36)}`;
  const scratch = mkdtempSync(path.join(os.tmpdir(), "mrben-run-"));
  const started = new Map<string, Promise<unknown>>();
  const portals = new Map<number, SharedPortal>();
  const browsers = new Map<number, BrowserServer>();
  let server: TestPostgresServer | null = null;

  const postgres = () =>
    once(started, "postgres", async (): Promise<TestPostgres> => {
      server = await startTestPostgres();
      return { maintenanceUrl: server.urlFor("postgres"), serverKind: server.kind, runId };
    }) as Promise<TestPostgres>;

  const template = (data: TestData) =>
    once(started, `template:${data}`, async () => {
      const { maintenanceUrl } = await postgres();
      const name = `${runId}_${data}`;
      // Built under another name and renamed when complete: a template that exists is whole.
      const building = `${name}_building`;
      if (data === "empty") {
        await adminQuery(maintenanceUrl, `CREATE DATABASE ${pg.escapeIdentifier(building)}`);
        await applyMigrations({
          databaseUrl: server!.urlFor(building),
          migrationsDir: path.join(PROJECT_ROOT, "prisma/migrations"),
        });
      } else {
        await createDatabaseFromTemplate(maintenanceUrl, building, await template("empty"));
        await fillTemplate(server!.urlFor(building), data);
      }
      await adminQuery(
        maintenanceUrl,
        `ALTER DATABASE ${pg.escapeIdentifier(building)} RENAME TO ${pg.escapeIdentifier(name)}`,
      );
      return name;
    }) as Promise<string>;

  async function fillTemplate(databaseUrl: string, data: Exclude<TestData, "empty">): Promise<void> {
    const script = path.join(PROJECT_ROOT, `tests/helpers/build-${data}-template.ts`);
    const command = tsxCommand(PROJECT_ROOT, script, []);
    const child = spawn(command.command, command.args, {
      cwd: PROJECT_ROOT,
      env: { ...process.env, DATABASE_URL: databaseUrl },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
    if (code !== 0) throw new Error(`Filling the "${data}" template failed (exit ${code}):\n${output}`);
  }

  async function startSharedPortal(pool: number, database: string): Promise<SharedPortal> {
    const { spawnPortal } = await import("../e2e/helpers/portal-process");
    const logFile = path.join(scratch, `portal-${pool}-${Date.now().toString(36)}.log`);
    writeFileSync(logFile, "");
    const portalProcess = await spawnPortal({
      databaseUrl: server!.urlFor(database),
      env: SHARED_PORTAL_ENV,
      onOutput: (chunk) => appendFileSync(logFile, chunk),
    });
    // The page cache's listener connects as the server starts; files wait for it after each copy.
    await waitFor("the shared portal's cache listener", () =>
      cacheListenerConnected(server!.urlFor("postgres"), database),
    );
    return { process: portalProcess, logFile, database };
  }

  // One file at a time uses a pool's portal (a vitest worker runs one file at a time).
  const portal = async (pool: number, restart: boolean): Promise<SharedPortalLease> => {
    const database = `${(await postgres()).runId}_portal${pool}`;
    let shared = portals.get(pool);
    if (shared && (restart || shared.process.exited())) {
      await shared.process.stop();
      portals.delete(pool);
      shared = undefined;
    }
    if (!shared) {
      shared = await startSharedPortal(pool, database);
      portals.set(pool, shared);
    }
    return { baseUrl: shared.process.baseUrl, pid: shared.process.pid, logFile: shared.logFile, database };
  };

  const browser = (pool: number) =>
    once(started, `browser:${pool}`, async () => {
      const { launchBrowserServer } = await import("../e2e/helpers/browser");
      const launched = await launchBrowserServer();
      browsers.set(pool, launched);
      return { wsEndpoint: launched.wsEndpoint() };
    });

  async function answer(request: RunServicesRequest): Promise<unknown> {
    switch (request.what) {
      case "postgres":
        return postgres();
      case "template":
        return { database: await template(request.data) };
      case "portal":
        return portal(request.pool, request.restart ?? false);
      case "browser":
        return browser(request.pool);
    }
  }

  const http1 = http.createServer((incoming, outgoing) => {
    let body = "";
    incoming.on("data", (chunk: Buffer) => (body += chunk.toString()));
    incoming.on("end", () => {
      answer(JSON.parse(body) as RunServicesRequest).then(
        (value) => {
          outgoing.writeHead(200, { "content-type": "application/json" });
          outgoing.end(JSON.stringify(value));
        },
        (error: unknown) => {
          outgoing.writeHead(500, { "content-type": "text/plain" });
          outgoing.end(error instanceof Error ? (error.stack ?? error.message) : String(error));
        },
      );
    });
  });
  await new Promise<void>((resolve) => http1.listen(0, "127.0.0.1", resolve));
  const address = http1.address() as { port: number };

  return {
    url: `http://127.0.0.1:${address.port}`,
    async stop() {
      http1.close();
      await Promise.allSettled([...portals.values()].map((shared) => shared.process.stop()));
      await Promise.allSettled([...browsers.values()].map((launched) => launched.close()));
      if (server) {
        const maintenanceUrl = server.urlFor("postgres");
        const leftovers = await adminRows<{ datname: string }>(
          maintenanceUrl,
          "SELECT datname FROM pg_database WHERE starts_with(datname, $1)",
          [runId],
        ).catch(() => []);
        for (const { datname } of leftovers) await dropDatabase(maintenanceUrl, datname).catch(() => {});
        await server.stop();
      }
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}
