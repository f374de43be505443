// Starting a local server: whether its port is free, a free port to put it on (benchmarks and
// tests), and the wait until it answers its health check.
import type { ChildProcess } from "node:child_process";
import net from "node:net";

/** A TCP port on 127.0.0.1 that was free a moment ago. */
export function freePort(): Promise<number> {
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

/**
 * Whether something already listens on `port`, so that a server listening there (on every
 * address, as the portal does) would fail with EADDRINUSE. Asked before the launcher's long steps.
 */
export function portInUse(port: number, hostname = "0.0.0.0"): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", (error: NodeJS.ErrnoException) =>
      error.code === "EADDRINUSE" ? resolve(true) : reject(error),
    );
    probe.listen(port, hostname, () => probe.close(() => resolve(false)));
  });
}

/** Polls `${baseUrl}/api/health` until it answers 2xx, the server's process exits, or time runs out. */
export async function waitUntilHealthy({
  baseUrl,
  child,
  timeoutMs,
  pollMs = 250,
}: {
  baseUrl: string;
  child: ChildProcess;
  timeoutMs: number;
  pollMs?: number;
}): Promise<"healthy" | "exited" | "timeout"> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) return "exited";
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return "healthy";
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  return "timeout";
}
