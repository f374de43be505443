// Starts the portal the way the README says (`npm start`) in its own process group, collects
// its output, and waits until it answers.
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { waitUntilHealthy } from "@/lib/platform/launcher/local-server";

export interface RunningPortal {
  baseUrl: string;
  output: () => string;
  /** Sends Ctrl-C to the whole group, as a terminal would, and resolves when npm has exited. */
  interrupt(): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  kill(): void;
}

const root = path.resolve(import.meta.dirname, "../../..");

export async function runNpmStart({
  env,
  port,
  timeoutMs = 300_000,
}: {
  env: NodeJS.ProcessEnv;
  port: number;
  timeoutMs?: number;
}): Promise<RunningPortal> {
  const child: ChildProcess = spawn("npm", ["start"], {
    cwd: root,
    env: { ...env, PORT: String(port) },
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  const signalGroup = (signal: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
    try {
      process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  };
  const baseUrl = `http://127.0.0.1:${port}`;

  const portal: RunningPortal = {
    baseUrl,
    output: () => output,
    interrupt: () => {
      signalGroup("SIGINT");
      return exited;
    },
    kill: () => signalGroup("SIGKILL"),
  };

  const outcome = await waitUntilHealthy({ baseUrl, child, timeoutMs, pollMs: 500 });
  if (outcome === "healthy") return portal;
  if (outcome === "exited") throw new Error(`npm start exited early (${child.exitCode}):\n${output}`);
  portal.kill();
  throw new Error(`The portal did not answer within ${timeoutMs} ms:\n${output}`);
}
