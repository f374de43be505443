// A portal server process for the browser tests: the production build served by
// scripts/serve-portal.mjs (as `npm start` serves it) on a free port of 127.0.0.1, in its own
// process group, against the database it is given. No database access here: the run's services
// (tests/helpers/run-services.ts) start the shared portals with it from vitest's main process.
import { spawn } from "node:child_process";
import { portalServerCommand } from "@/lib/platform/launcher/child-process";
import { freePort, waitUntilHealthy } from "@/lib/platform/launcher/local-server";
import { PROJECT_ROOT } from "../../helpers/shared-data";

export interface PortalProcess {
  baseUrl: string;
  /** The server process (the leader of its process group). */
  pid: number;
  /** Whether the process has exited. */
  exited(): boolean;
  stop(): Promise<void>;
  /** SIGKILL to the server's whole process group, as a crash or an OOM kill would; resolves once it is gone. */
  kill(): Promise<void>;
}

/** Settings a test must ask for explicitly, so the environment running the tests cannot leak in. */
const CLEARED = [
  "GITHUB_ID",
  "GITHUB_SECRET",
  "GITHUB_URL",
  "GITHUB_API_URL",
  "AUTH_DEV_SIGN_IN",
  "MRBEN_DATA_DIR",
  "JUDGE_API_BASE_URL",
  "JUDGE_API_KEY",
  "JUDGE_MODEL",
  "SMTP_URL",
  "MAIL_FROM",
  "EVAL_SECRETS_KEY",
  "HOSTED_ENDPOINT_ALLOW",
  "DATABASE_URL",
];

/**
 * What every test portal runs with unless the test says otherwise. The rescore worker (a child
 * process that also runs hosted runs, mail and the judge) is off: only tests of that work turn it on.
 */
const DEFAULTS = {
  RESCORE_CONCURRENCY: "0",
  // Tests make many uploads and hosted runs per user within seconds; the limits' own tests set low ones.
  UPLOAD_RATE_LIMIT: "10000/hour",
  HOSTED_RUN_START_LIMIT: "10000/hour",
  HOSTED_MAX_ACTIVE_RUNS: "1000",
};

/** For a test of background work: the worker process on, at the product's default concurrency. */
export const WORKER_ON = { RESCORE_CONCURRENCY: "2" };

export async function spawnPortal({
  databaseUrl,
  env = {},
  timeoutMs = 120_000,
  onOutput,
}: {
  databaseUrl: string;
  env?: Record<string, string>;
  timeoutMs?: number;
  onOutput(chunk: string): void;
}): Promise<PortalProcess> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !CLEARED.includes(name)));
  const serve = portalServerCommand(PROJECT_ROOT, { port, hostname: "127.0.0.1" });
  const child = spawn(serve.command, serve.args, {
    cwd: PROJECT_ROOT,
    env: {
      ...inherited,
      ...DEFAULTS,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      DATABASE_URL: databaseUrl,
      NEXTAUTH_SECRET: "e2e-secret-that-is-at-least-32-characters-long",
      NEXTAUTH_URL: baseUrl,
      ...env,
    },
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const collect = (chunk: Buffer) => {
    const text = chunk.toString();
    output += text;
    onOutput(text);
  };
  child.stdout.on("data", collect);
  child.stderr.on("data", collect);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));

  const signal = (name: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
    try {
      process.kill(-child.pid, name);
    } catch {
      // already gone
    }
  };
  const portal: PortalProcess = {
    baseUrl,
    pid: child.pid ?? 0,
    exited: () => child.exitCode !== null || child.signalCode !== null,
    stop: async () => {
      signal("SIGTERM");
      const killer = setTimeout(() => signal("SIGKILL"), 10_000);
      await exited;
      clearTimeout(killer);
    },
    kill: async () => {
      signal("SIGKILL");
      await exited;
    },
  };

  const outcome = await waitUntilHealthy({ baseUrl, child, timeoutMs });
  if (outcome === "healthy") return portal;
  if (outcome === "exited") throw new Error(`The portal server exited early (${child.exitCode}):\n${output}`);
  await portal.stop();
  throw new Error(`The portal did not answer within ${timeoutMs} ms:\n${output}`);
}
