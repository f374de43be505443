// Starts the portal the way the README says (`npm start`) in its own process group, collects
// its output, and waits until it answers.
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";

export interface RunningPortal {
  baseUrl: string;
  output: () => string;
  /** Sends Ctrl-C to the whole group, as a terminal would, and resolves when npm has exited. */
  interrupt(): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  kill(): void;
}

const root = path.resolve(import.meta.dirname, "../..");

export async function startPortal({
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

  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm start exited early (${child.exitCode}):\n${output}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return portal;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  portal.kill();
  throw new Error(`The portal did not answer within ${timeoutMs} ms:\n${output}`);
}
