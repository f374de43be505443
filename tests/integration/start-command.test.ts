// The README's first command, `npm start`, on a fresh database: with DATABASE_URL, and without
// it (embedded PostgreSQL). It builds if needed, migrates, imports MRBEN_DATA_DIR and serves.
import { chmodSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, inject, it } from "vitest";
import { freePort } from "@/lib/platform/launcher/local-server";
import { withDatabase } from "../helpers/postgres-server";
import { startPortal, type RunningPortal } from "../helpers/spawn-portal";
import { dropDatabase, uniqueDatabaseName } from "../helpers/test-databases";
import { MRBEN_DATA_DIR } from "../helpers/shared-data";

const { maintenanceUrl } = inject("testPostgres");
const running: RunningPortal[] = [];
const cleanups: Array<() => Promise<void> | void> = [];

afterAll(async () => {
  for (const portal of running) portal.kill();
  for (const cleanup of cleanups) await cleanup();
});

function baseEnv(): NodeJS.ProcessEnv {
  const { DATABASE_URL: _ignored, ...rest } = process.env;
  return { ...rest, NODE_ENV: "production", MRBEN_DATA_DIR };
}

async function expectPortalServesTheBenchmark(portal: RunningPortal) {
  const health = await fetch(`${portal.baseUrl}/api/health`);
  expect(health.status).toBe(200);
  expect(await health.json()).toEqual({ status: "ok", database: "ok" });

  const home = await (await fetch(`${portal.baseUrl}/`)).text();
  expect(home).toContain("MR-Ben leaderboard");
  expect(home).toContain("No results are approved yet.");
  expect(home).toMatch(/data-subject="biology"/);
  expect(home).toContain("1,035"); // biology's solutions, as imported from MRBEN_DATA_DIR
}

function portIsOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

describe("npm start", () => {
  it("serves the portal on the PostgreSQL named by DATABASE_URL, creating and migrating its database", async () => {
    const database = uniqueDatabaseName("mrben_start");
    cleanups.push(() => dropDatabase(maintenanceUrl, database));
    const portal = await startPortal({
      env: { ...baseEnv(), DATABASE_URL: withDatabase(maintenanceUrl, database) },
      port: await freePort(),
    });
    running.push(portal);
    await expectPortalServesTheBenchmark(portal);
    expect(portal.output()).toMatch(/Migrations: [1-9]\d* applied, 0 already in place/);
    expect(portal.output()).toContain("Imported the benchmark as version 1.");
    await portal.interrupt();
    expect(await portIsOpen(Number(new URL(portal.baseUrl).port))).toBe(false);
  });

  it("runs an embedded PostgreSQL when DATABASE_URL is unset, keeps its data, and stops it on exit", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "mrben-start-pg-"));
    chmodSync(dir, 0o755);
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const databasePort = await freePort();
    const env = { ...baseEnv(), EMBEDDED_PG_DIR: dir, EMBEDDED_PG_PORT: String(databasePort) };

    const first = await startPortal({ env, port: await freePort() });
    running.push(first);
    await expectPortalServesTheBenchmark(first);
    expect(existsSync(path.join(dir, "cluster/PG_VERSION"))).toBe(true);
    await first.interrupt();
    expect(await portIsOpen(databasePort)).toBe(false);

    // A second start finds the same cluster: nothing to migrate, nothing to import, no rebuild.
    const second = await startPortal({ env, port: await freePort() });
    running.push(second);
    await expectPortalServesTheBenchmark(second);
    expect(second.output()).toContain("Migrations: 0 applied");
    expect(second.output()).toContain("already imported");
    expect(second.output()).toContain("The production build is up to date.");
    await second.interrupt();
  });
});
