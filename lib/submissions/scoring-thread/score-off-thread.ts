// Scores an uploaded file in a worker thread of this process instead of the server's event loop,
// where scoring 22 MB (0.1-0.3 s) delayed every reader behind it, and four uploads finishing
// together blocked it for 0.6 s (bench:load). One thread per process, one file at a time; the file
// goes over one part per message (a results file's top-level member) with a turn of the event loop
// between them, so no single copy takes long. A thread that dies fails its file's scoring and is
// replaced on next use. What the thread runs is the benchmark kind's thread module (BenchmarkKind.thread).
import "server-only";
import path from "node:path";
import { Worker } from "node:worker_threads";
import type { BenchmarkKind, ScoreOutcome, Shots } from "@/lib/benchmarks/kind";
import { eventLoopYielder } from "@/lib/platform/event-loop-yield";
import type { ScoringThreadReply, ScoringThreadRequest } from "./messages";

interface Pending {
  resolve(outcome: unknown): void;
  reject(error: Error): void;
}

interface ScoringThread {
  worker: Worker;
  /** Per kind module, the benchmark version whose truth the thread holds (it keeps one each). */
  truthVersions: Map<string, string>;
  pending: Map<number, Pending>;
}

interface ProcessState {
  thread: ScoringThread | null;
  nextJobId: number;
  /** The end of the queue: files are scored one after another. */
  queue: Promise<unknown>;
}

// On globalThis: Next.js bundles each route (and instrumentation) with its own copy of this module.
const globalForScoring = globalThis as unknown as { mrbenScoringThread?: ProcessState };
const state = (globalForScoring.mrbenScoringThread ??= { thread: null, nextJobId: 1, queue: Promise.resolve() });

function startThread(): ScoringThread {
  const entry = path.join(process.cwd(), "lib/submissions/scoring-thread/entry.mjs");
  // Not `new Worker(...)`: Turbopack would bundle the entry (and tsx, and esbuild's binary) into
  // the route; the thread loads its TypeScript through tsx at run time, like the rescore worker process.
  const worker: Worker = Reflect.construct(Worker, [entry, { execArgv: [] }]);
  const thread: ScoringThread = { worker, truthVersions: new Map(), pending: new Map() };
  const failAll = (error: Error) => {
    if (state.thread === thread) state.thread = null;
    for (const pending of thread.pending.values()) pending.reject(error);
    thread.pending.clear();
  };
  worker.on("message", (reply: ScoringThreadReply) => {
    const pending = thread.pending.get(reply.jobId);
    if (!pending) return;
    thread.pending.delete(reply.jobId);
    if (thread.pending.size === 0) worker.unref();
    if (reply.ok) pending.resolve(reply.value);
    else pending.reject(new Error(`Scoring failed in the scoring thread: ${reply.error}`));
  });
  worker.on("error", (error) => failAll(new Error(`The scoring thread failed: ${error.message}`)));
  worker.on("exit", (code) => failAll(new Error(`The scoring thread exited (code ${code})`)));
  worker.unref();
  return thread;
}

function send(thread: ScoringThread, request: ScoringThreadRequest): void {
  thread.worker.postMessage(request);
}

export interface OffThreadScoring<Truth, Input> {
  kind: Pick<BenchmarkKind<unknown, unknown, Truth, Input>, "thread">;
  truth: { versionId: string; truth: Truth };
  file: Input;
  settings: unknown;
  shots: Shots;
}

async function scoreInThread<Truth, Input, Result>({
  kind,
  truth,
  file,
  settings,
  shots,
}: OffThreadScoring<Truth, Input>): Promise<ScoreOutcome<Result>> {
  const thread = (state.thread ??= startThread());
  const jobId = state.nextJobId++;
  const scored = new Promise<ScoreOutcome<Result>>((resolve, reject) =>
    thread.pending.set(jobId, { resolve: (outcome) => resolve(outcome as ScoreOutcome<Result>), reject }),
  );
  // Keeps a script (npm run demo) alive until its file is scored; the thread never keeps a server up.
  thread.worker.ref();
  const { module } = kind.thread;
  if (thread.truthVersions.get(module) !== truth.versionId) {
    send(thread, { op: "truth", module, versionId: truth.versionId, truth: kind.thread.truth(truth.truth) });
    thread.truthVersions.set(module, truth.versionId);
  }
  const yieldIfDue = eventLoopYielder();
  for (const [key, value] of kind.thread.parts(file)) {
    send(thread, { op: "part", jobId, key, value });
    await yieldIfDue();
  }
  send(thread, {
    op: "score",
    jobId,
    module,
    versionId: truth.versionId,
    options: kind.thread.options(settings, shots),
  });
  return scored;
}

/** The kind's scoring of a file against a benchmark version's truth, in the scoring thread. */
export function scoreOffThread<Truth, Input, Result>(
  input: OffThreadScoring<Truth, Input>,
): Promise<ScoreOutcome<Result>> {
  const scored = state.queue.then(() => scoreInThread<Truth, Input, Result>(input));
  state.queue = scored.catch(() => {});
  return scored;
}

/** Starts the thread and gives it a kind's truth (and has it load the kind's module) ahead of the first upload. */
export function warmUpScoringThread<Truth>({
  kind,
  truth,
}: Pick<OffThreadScoring<Truth, unknown>, "kind" | "truth">): Promise<void> {
  const warmed = state.queue.then(() => {
    const thread = (state.thread ??= startThread());
    const { module } = kind.thread;
    if (thread.truthVersions.get(module) === truth.versionId) return;
    send(thread, { op: "truth", module, versionId: truth.versionId, truth: kind.thread.truth(truth.truth) });
    thread.truthVersions.set(module, truth.versionId);
  });
  state.queue = warmed.catch(() => {});
  return warmed;
}
