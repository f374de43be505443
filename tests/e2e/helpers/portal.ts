// The portal under test: the production build served by scripts/serve-portal.mjs (as `npm start`
// serves it) on a free port, against the test file's own database (DATABASE_URL, set by
// tests/helpers/per-file-database.ts).
import { spawn } from "node:child_process";
import type { BrowserContext } from "playwright-core";
import { importBenchmark, type ImportSummary } from "@/lib/benchmarks/mrben/dataset/import-benchmark";
import { readDatasetDir } from "@/lib/benchmarks/mrben/dataset/read-dataset-dir";
import { startSession } from "@/lib/auth/sessions";
import { SESSION_COOKIE } from "@/lib/auth/session-cookie";
import { db } from "@/lib/db";
import { portalServerCommand } from "@/lib/platform/launcher/child-process";
import { freePort, waitUntilHealthy } from "@/lib/platform/launcher/local-server";
import type { Role } from "@/lib/generated/prisma/enums";
import { MRBEN_DATA_DIR, PROJECT_ROOT } from "../../helpers/shared-data";

export interface Portal {
  baseUrl: string;
  /** The server process (the leader of its process group). */
  pid: number;
  /** Everything the server printed, for failure messages. */
  output(): string;
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
];

export async function startPortal({
  env = {},
  timeoutMs = 120_000,
}: { env?: Record<string, string>; timeoutMs?: number } = {}): Promise<Portal> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error("DATABASE_URL is not set: run browser tests in the vitest project `e2e`.");
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !CLEARED.includes(name)));
  const serve = portalServerCommand(PROJECT_ROOT, { port, hostname: "127.0.0.1" });
  const child = spawn(serve.command, serve.args, {
    cwd: PROJECT_ROOT,
    env: {
      ...inherited,
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
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));

  const signal = (name: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
    try {
      process.kill(-child.pid, name);
    } catch {
      // already gone
    }
  };
  const portal: Portal = {
    baseUrl,
    pid: child.pid ?? 0,
    output: () => output,
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

/** Imports the MR-Ben benchmark from the shared data into the test file's database. */
export async function importBenchmarkData(): Promise<ImportSummary> {
  const dataset = readDatasetDir({ dir: MRBEN_DATA_DIR });
  if (!dataset.ok) throw new Error(dataset.problems.map((problem) => problem.message).join("\n"));
  return importBenchmark({ subjects: dataset.subjects, kShotDemos: dataset.kShotDemos });
}
