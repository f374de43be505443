// Small helpers to run the launcher's child processes with their output shown.
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";

interface RunOptions {
  command: string;
  args: string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
  what: string;
}

/** Runs a command with inherited output and resolves with its exit code (1 if killed). */
export function run({ command, args, cwd, env, what }: RunOptions): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: "inherit" });
    child.on("error", (error) => reject(new Error(`${what} could not start: ${error.message}`)));
    child.on("exit", (code) => resolve(code ?? 1));
  });
}

/** Like run(), but a non-zero exit is an error naming the command. */
export async function runToCompletion(options: RunOptions): Promise<void> {
  const code = await run(options);
  if (code !== 0) throw new Error(`${options.what} failed (exit code ${code}).`);
}

/**
 * The command line that runs a TypeScript tool script of the project with tsx, under the
 * `react-server` condition so modules marked `server-only` load outside Next.js.
 */
export function tsxCommand(root: string, script: string, args: string[]): { command: string; args: string[] } {
  return {
    command: process.execPath,
    args: [path.join(root, "node_modules/tsx/dist/cli.mjs"), "--conditions=react-server", script, ...args],
  };
}

/** The command line that runs the project's own Next.js CLI: `next build`, `next start -p 3000`, ... */
export function nextCommand(root: string, args: string[]): { command: string; args: string[] } {
  return { command: process.execPath, args: [path.join(root, "node_modules/next/dist/bin/next"), ...args] };
}

/**
 * The command line that serves the production build: scripts/serve-portal.mjs, Next.js's request
 * handler behind the front cache (what `next start` would serve, with cached pages answered sooner).
 */
export function portalServerCommand(
  root: string,
  { port, hostname }: { port: number; hostname?: string },
): { command: string; args: string[] } {
  const args = [path.join(root, "scripts/serve-portal.mjs"), "--port", String(port)];
  return { command: process.execPath, args: hostname ? [...args, "--hostname", hostname] : args };
}

export function waitForExit(child: ChildProcess): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) {
      resolve({ code: child.exitCode, signal: child.signalCode });
      return;
    }
    child.once("exit", (code, signal) => resolve({ code, signal }));
  });
}
