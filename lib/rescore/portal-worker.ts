// The server's rescore worker, started at boot (instrumentation.ts) unless RESCORE_CONCURRENCY is 0
// or there is no database (a build). It runs in a child process (scripts/rescore-worker.ts):
// parsing and scoring a 22 MB file takes 0.2–0.4 s of one thread, which in the server's own event
// loop delayed every reader behind it (bench:load: p99 408 ms with 10 readers). The child is in
// the server's process group, so a signal to the group (Ctrl-C, a kill) reaches both; it exits by
// itself when the server dies (its stdin closes), and is started again if it dies alone.
import "server-only";
import { spawn, type ChildProcess } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { env } from "@/lib/env";
import { tsxCommand } from "@/lib/platform/launcher/child-process";

const RESTART_DELAY_MS = 2_000;
/**
 * The worker's niceness: a rescore is background work, so when the machine's cores are busy its
 * scoring yields them to the server answering readers and uploads (bench:load: reader p99 during
 * uploads went from ~260 to ~200 ms on 2 cores). It takes longer only when something else needs the CPU.
 */
const WORKER_NICENESS = 10;

function lowerPriority(child: ChildProcess): void {
  if (!child.pid) return;
  try {
    os.setPriority(child.pid, WORKER_NICENESS);
  } catch (error) {
    console.error(`[rescore] could not lower the worker process's priority: ${(error as Error).message}`);
  }
}

const globalForWorker = globalThis as unknown as { mrbenRescoreWorker?: ChildProcess | null };

export function startPortalRescoreWorker(): void {
  if (globalForWorker.mrbenRescoreWorker !== undefined) return;
  if (env.RESCORE_CONCURRENCY === 0 || !env.DATABASE_URL || env.NEXT_PHASE === "phase-production-build") {
    globalForWorker.mrbenRescoreWorker = null;
    return;
  }
  let shuttingDown = false;
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.once(signal, () => {
      shuttingDown = true;
      globalForWorker.mrbenRescoreWorker?.kill(signal);
    });
  }
  const launch = () => {
    const root = process.cwd();
    const command = tsxCommand(root, path.join(root, "scripts/rescore-worker.ts"), []);
    const child = spawn(command.command, command.args, {
      cwd: root,
      stdio: ["pipe", "inherit", "inherit"],
    });
    globalForWorker.mrbenRescoreWorker = child;
    lowerPriority(child);
    child.on("error", (error) => console.error("[rescore] the worker process could not start:", error.message));
    child.on("exit", (code, signal) => {
      if (shuttingDown) return;
      console.error(`[rescore] the worker process exited (${signal ?? code}); starting another in 2 s`);
      setTimeout(launch, RESTART_DELAY_MS).unref();
    });
  };
  launch();
}
