// The README's first command, `npm start`, on a fresh database: with DATABASE_URL, and without
// it (embedded PostgreSQL). It builds if needed, migrates, imports MRBEN_DATA_DIR and serves; on a
// port already in use it stops at once, saying so.
import { spawn } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { portalServerCommand } from "@/lib/platform/launcher/child-process";
import { freePort } from "@/lib/platform/launcher/local-server";
import { copyDataset } from "../../helpers/dataset-copy";
import { testPostgres } from "../../helpers/file-database";
import { withDatabase } from "../../helpers/postgres-server";
import { runNpmStart, type RunningPortal } from "../helpers/npm-start";
import { dropDatabase, uniqueDatabaseName } from "../../helpers/test-databases";
import { MRBEN_DATA_DIR, PROJECT_ROOT, SHARED_DIR } from "../../helpers/shared-data";
import { waitFor } from "../../helpers/wait-for";

const { maintenanceUrl } = testPostgres;
const running: RunningPortal[] = [];
const cleanups: Array<() => Promise<void> | void> = [];

afterAll(async () => {
  for (const portal of running) portal.kill();
  for (const cleanup of cleanups) await cleanup();
});

/** As a user runs it, without the background worker, which is not what these tests are about. */
function baseEnv(dataDir = MRBEN_DATA_DIR): NodeJS.ProcessEnv {
  const { DATABASE_URL: _ignored, ...rest } = process.env;
  return { ...rest, NODE_ENV: "production", MRBEN_DATA_DIR: dataDir, RESCORE_CONCURRENCY: "0" };
}

async function expectPortalServesTheBenchmark(portal: RunningPortal, { published = false } = {}) {
  const health = await fetch(`${portal.baseUrl}/api/health`);
  expect(health.status).toBe(200);
  expect(await health.json()).toEqual({ status: "ok", database: "ok" });

  const home = await (await fetch(`${portal.baseUrl}/`)).text();
  expect(home).toContain("MR-Ben leaderboard");
  expect(home).toMatch(/data-subject="biology"/);
  expect(home).toContain("1,035"); // biology's solutions, as imported from MRBEN_DATA_DIR
  if (!published) {
    expect(home).toContain("No results are approved yet.");
    return;
  }
  // The README's demo: the authors' 31 published models, ranked as reported entries.
  const board = (await (await fetch(`${portal.baseUrl}/api/v1/leaderboard?shots=0`)).json()) as {
    entries: { tier: string }[];
  };
  expect(board.entries).toHaveLength(PUBLISHED_MODELS);
  expect(new Set(board.entries.map((entry) => entry.tier))).toEqual(new Set(["reported"]));
}

const PUBLISHED_BOARD = path.join(SHARED_DIR, "mrben/published-leaderboard.json");
const PUBLISHED_MODELS = 31;

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
  it("serves the portal on the PostgreSQL named by DATABASE_URL, creating and migrating its database, with the published board", async () => {
    const database = uniqueDatabaseName("mrben_start");
    cleanups.push(() => dropDatabase(maintenanceUrl, database));
    const portal = await runNpmStart({
      env: {
        ...baseEnv(),
        DATABASE_URL: withDatabase(maintenanceUrl, database),
        MRBEN_PUBLISHED_BOARD: PUBLISHED_BOARD,
      },
      port: await freePort(),
    });
    running.push(portal);
    await expectPortalServesTheBenchmark(portal, { published: true });
    expect(portal.output()).toMatch(/Migrations: [1-9]\d* applied, 0 already in place/);
    expect(portal.output()).toContain("Imported the benchmark as version 1.");
    expect(portal.output()).toContain(`Imported ${PUBLISHED_MODELS} entries from`);
    await portal.interrupt();
    expect(await portIsOpen(Number(new URL(portal.baseUrl).port))).toBe(false);
  });

  it("runs an embedded PostgreSQL when DATABASE_URL is unset, keeps its data, and stops it on exit", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "mrben-start-pg-"));
    chmodSync(dir, 0o755);
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const databasePort = await freePort();
    // One subject is enough to see what is imported, and kept, on the embedded server.
    const biology = copyDataset(["biology"]);
    cleanups.push(() => biology.dispose());
    const env = { ...baseEnv(biology.dir), EMBEDDED_PG_DIR: dir, EMBEDDED_PG_PORT: String(databasePort) };

    const first = await runNpmStart({ env, port: await freePort() });
    running.push(first);
    await expectPortalServesTheBenchmark(first);
    expect(existsSync(path.join(dir, "cluster/PG_VERSION"))).toBe(true);
    await first.interrupt();
    expect(await portIsOpen(databasePort)).toBe(false);

    // A second start finds the same cluster: nothing to migrate, nothing to import, no rebuild.
    const second = await runNpmStart({ env, port: await freePort() });
    running.push(second);
    await expectPortalServesTheBenchmark(second);
    expect(second.output()).toContain("Migrations: 0 applied");
    expect(second.output()).toContain("already imported");
    expect(second.output()).toContain("The production build is up to date.");
    await second.interrupt();
  });
});

/** A listener on `port` on every address, as another portal (or anything else) would hold it. */
async function occupyPort(): Promise<number> {
  const port = await freePort();
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(port, "0.0.0.0", resolve));
  cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return port;
}

/** Runs a command in its own process group; resolves with its exit code and output once it exits. */
function runToExit(command: string, args: string[], env: Record<string, string | undefined>) {
  // NodeJS.ProcessEnv insists on NODE_ENV, which a test of the launcher may leave unset, as a user would.
  const processEnv = env as NodeJS.ProcessEnv;
  const child = spawn(command, args, {
    cwd: PROJECT_ROOT,
    env: processEnv,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  cleanups.push(() => {
    if (child.exitCode === null && child.signalCode === null && child.pid) process.kill(-child.pid, "SIGKILL");
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** Whether any process of the group led by `pid` is still alive. */
function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The exit code, once the process has exited; a limit far above the time it takes. */
async function exitCodeOf(run: ReturnType<typeof runToExit>): Promise<number | null> {
  let code: number | null | undefined;
  void run.exited.then((exitCode) => (code = exitCode));
  await waitFor("the command to exit", async () => code !== undefined, { timeoutMs: 60_000 }).catch(() => {
    throw new Error(`Still running:\n${run.output()}`);
  });
  return code ?? null;
}

describe("a port already in use", () => {
  it("npm start exits non-zero at once, naming the port, before the database, migrations or a build, leaving nothing running", async () => {
    const port = await occupyPort();
    const dir = mkdtempSync(path.join(os.tmpdir(), "mrben-start-busy-"));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const databasePort = await freePort();
    const run = runToExit("npm", ["start"], {
      ...baseEnv(),
      PORT: String(port),
      EMBEDDED_PG_DIR: dir,
      EMBEDDED_PG_PORT: String(databasePort),
    });
    const code = await exitCodeOf(run);
    expect(code, run.output()).not.toBe(0);
    expect(run.output()).toMatch(new RegExp(`[Pp]ort ${port} is already in use`));
    expect(run.output()).not.toContain("Migrations:");
    expect(run.output()).not.toContain("Building the portal");
    expect(existsSync(path.join(dir, "cluster"))).toBe(false);
    expect(await portIsOpen(databasePort)).toBe(false);
    await waitFor("npm start's processes to be gone", async () => !groupAlive(run.child.pid!), { timeoutMs: 20_000 });
  });

  it("the production server exits non-zero naming the port, before it starts a rescore worker", async () => {
    const port = await occupyPort();
    const serve = portalServerCommand(PROJECT_ROOT, { port });
    const run = runToExit(serve.command, serve.args, {
      ...process.env,
      NODE_ENV: "production",
      NEXTAUTH_SECRET: "start-command-secret-at-least-32-characters",
      NEXTAUTH_URL: `http://localhost:${port}`,
    });
    const code = await exitCodeOf(run);
    expect(code, run.output()).toBe(1);
    expect(run.output()).toContain(`port ${port} is already in use`);
    expect(run.output()).not.toContain("[rescore]");
    await waitFor("the server's processes to be gone", async () => !groupAlive(run.child.pid!), { timeoutMs: 20_000 });
  });
});

describe("the development sign-in", () => {
  it("AUTH_DEV_SIGN_IN=true npm start stops at once, before the database and a build, and says to use npm run dev", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "mrben-start-devsignin-"));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    // As a user types it: NODE_ENV unset, the launcher serves a production build.
    const { NODE_ENV: _unset, ...env } = baseEnv();
    const run = runToExit("npm", ["start"], {
      ...env,
      AUTH_DEV_SIGN_IN: "true",
      PORT: String(await freePort()),
      EMBEDDED_PG_DIR: dir,
      EMBEDDED_PG_PORT: String(await freePort()),
    });
    const code = await exitCodeOf(run);
    expect(code, run.output()).toBe(1);
    expect(run.output()).toContain("AUTH_DEV_SIGN_IN");
    expect(run.output()).toContain("npm run dev");
    expect(run.output()).not.toContain("Migrations:");
    expect(run.output()).not.toContain("Building the portal");
    expect(existsSync(path.join(dir, "cluster"))).toBe(false);
    expect(run.output()).not.toMatch(/^\s+at /m);
  });
});
