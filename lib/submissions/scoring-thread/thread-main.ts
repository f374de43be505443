// The scoring thread: scores uploaded files with their benchmark kind's thread module (a path from
// the project root exporting `scoreInThread`), away from the server's event loop (a 22 MB MR-Ben file
// takes 0.1-0.3 s of one thread, 10,000 extraction records about 1 s). Loaded by entry.mjs.
import { readlinkSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parentPort, type MessagePort } from "node:worker_threads";
import type { ThreadScoreRequest } from "../../benchmarks/kind";
import type { ScoringThreadReply, ScoringThreadRequest } from "./messages";
import { err, ok } from "../../result";

if (!parentPort) throw new Error("thread-main.ts runs as a worker thread (see score-off-thread.ts)");
const port: MessagePort = parentPort;

/**
 * The thread's niceness: scoring an upload yields the cores to the server's event loop, which
 * answers the readers. Linux gives each thread its own; /proc/thread-self names this one.
 */
const THREAD_NICENESS = 5;
try {
  const threadId = Number(readlinkSync("/proc/thread-self").split("/").pop());
  if (Number.isInteger(threadId)) os.setPriority(threadId, THREAD_NICENESS);
} catch {
  // Not Linux: the thread keeps the process's priority.
}

type ThreadModule = { scoreInThread(request: ThreadScoreRequest): unknown };

const modules = new Map<string, Promise<ThreadModule>>();
/** Per kind module, the one benchmark version whose truth the thread holds. */
const truths = new Map<string, { versionId: string; truth: unknown }>();
const parts = new Map<number, [string, unknown][]>();

function load(module: string): Promise<ThreadModule> {
  let loaded = modules.get(module);
  if (!loaded) {
    loaded = import(pathToFileURL(path.resolve(process.cwd(), module)).href) as Promise<ThreadModule>;
    modules.set(module, loaded);
  }
  return loaded;
}

async function score(request: Extract<ScoringThreadRequest, { op: "score" }>): Promise<ScoringThreadReply> {
  const { jobId, module, versionId, options } = request;
  const fileParts = parts.get(jobId) ?? [];
  parts.delete(jobId);
  const held = truths.get(module);
  if (held?.versionId !== versionId)
    return { jobId, ...err(`the scoring thread has no truth for benchmark version ${versionId}`) };
  try {
    const { scoreInThread } = await load(module);
    return { jobId, ...ok(await scoreInThread({ truth: held.truth, parts: fileParts, options })) };
  } catch (error) {
    return { jobId, ...err(error instanceof Error ? (error.stack ?? error.message) : String(error)) };
  }
}

function handle(request: ScoringThreadRequest): Promise<void> | void {
  switch (request.op) {
    case "truth":
      truths.set(request.module, { versionId: request.versionId, truth: request.truth });
      // Loaded now, not with the first file: the truth comes ahead of it (warm-up, a new version).
      return load(request.module).then(() => {});
    case "part": {
      const fileParts = parts.get(request.jobId) ?? [];
      fileParts.push([request.key, request.value]);
      parts.set(request.jobId, fileParts);
      return;
    }
    case "score":
      return score(request).then((reply) => port.postMessage(reply));
  }
}

// Requests are handled in the order they came: a score sees the truth and parts sent before it, not after.
let queue = Promise.resolve();
port.on("message", (request: ScoringThreadRequest) => {
  queue = queue.then(() => handle(request));
});
