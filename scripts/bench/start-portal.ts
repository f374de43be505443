// A production server of the portal for benchmarks: builds when stale, then `next start` on a
// free port against DATABASE_URL, with a fresh (empty) page cache.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import net from "node:net";
import path from "node:path";
import { buildIfNeeded } from "@/lib/launcher/build-if-needed";

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

export async function startBenchPortal({ root, databaseUrl }: { root: string; databaseUrl: string }) {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" };
  await buildIfNeeded({ root, env, log: (message: string) => console.error(`[bench] ${message}`) });
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    [path.join(root, "node_modules/next/dist/bin/next"), "start", "-p", String(port), "-H", "127.0.0.1"],
    {
      cwd: root,
      env: {
        ...env,
        DATABASE_URL: databaseUrl,
        NEXTAUTH_URL: baseUrl,
        NEXTAUTH_SECRET: randomBytes(32).toString("hex"),
      },
      detached: true,
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  const stop = () => {
    if (child.pid && child.exitCode === null) {
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        // already gone
      }
    }
  };
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`next start exited (${child.exitCode})`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return { baseUrl, pid: child.pid ?? null, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  stop();
  throw new Error("the portal did not answer within 120 s");
}
