// A production server of the portal for benchmarks: builds when stale, then the production server on a
// free port against DATABASE_URL (scripts/serve-portal.mjs), with a fresh (empty) page cache.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { buildIfNeeded } from "@/lib/platform/launcher/build-if-needed";
import { portalServerCommand } from "@/lib/platform/launcher/child-process";
import { freePort, waitUntilHealthy } from "@/lib/platform/launcher/local-server";

export async function startBenchPortal({ root, databaseUrl }: { root: string; databaseUrl: string }) {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" };
  await buildIfNeeded({ root, env, log: (message: string) => console.error(`[bench] ${message}`) });
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const serve = portalServerCommand(root, { port, hostname: "127.0.0.1" });
  const child = spawn(serve.command, serve.args, {
    cwd: root,
    env: {
      ...env,
      DATABASE_URL: databaseUrl,
      NEXTAUTH_URL: baseUrl,
      NEXTAUTH_SECRET: randomBytes(32).toString("hex"),
      // A benchmark uploads many files as one user; the per-user limit would refuse them.
      UPLOAD_RATE_LIMIT: env.UPLOAD_RATE_LIMIT ?? "off",
      HOSTED_RUN_START_LIMIT: env.HOSTED_RUN_START_LIMIT ?? "off",
      HOSTED_MAX_ACTIVE_RUNS: env.HOSTED_MAX_ACTIVE_RUNS ?? "1000",
    },
    detached: true,
    stdio: ["ignore", "ignore", "inherit"],
  });
  const stop = () => {
    if (child.pid && child.exitCode === null) {
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        // already gone
      }
    }
  };
  const outcome = await waitUntilHealthy({ baseUrl, child, timeoutMs: 120_000 });
  if (outcome === "healthy") return { baseUrl, pid: child.pid ?? null, stop };
  if (outcome === "exited") throw new Error(`the portal server exited (${child.exitCode})`);
  stop();
  throw new Error("the portal did not answer within 120 s");
}
