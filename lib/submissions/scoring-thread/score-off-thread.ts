// Scores an uploaded file in a worker thread of this process instead of the server's event loop,
// where scoring 22 MB (0.1-0.3 s) delayed every reader behind it, and four uploads finishing
// together blocked it for 0.6 s (bench:load). One thread per process, one file at a time; the file
// goes over one top-level member per message with a turn of the event loop between them, so no
// single copy takes long. A thread that dies fails its file's scoring and is replaced on next use.
import "server-only";
import path from "node:path";
import { Worker } from "node:worker_threads";
import type { ExtractionPrediction, ExtractionScoreResult } from "@/lib/extraction-score";
import type { ScoreResult } from "@/lib/mr-score";
import type { BenchmarkTruth } from "@/lib/submissions/benchmark-truth";
import { eventLoopYielder } from "@/lib/submissions/event-loop-yield";
import type { ExtractionTruth } from "@/lib/submissions/extraction-truth";
import type { ScoringThreadReply, ScoringThreadRequest } from "./messages";

interface Pending {
  resolve(result: ScoreResult | ExtractionScoreResult): void;
  reject(error: Error): void;
}

interface ScoringThread {
  worker: Worker;
  /** The benchmark version whose truth the thread holds (it keeps one). */
  truthVersion: string | null;
  /** The extraction benchmark version whose references the thread holds (it keeps one). */
  referencesVersion: string | null;
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
  const thread: ScoringThread = { worker, truthVersion: null, referencesVersion: null, pending: new Map() };
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
    if (reply.ok) pending.resolve(reply.result);
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

async function scoreInThread(results: Record<string, unknown>, truth: BenchmarkTruth): Promise<ScoreResult> {
  const thread = (state.thread ??= startThread());
  const jobId = state.nextJobId++;
  const scored = new Promise<ScoreResult>((resolve, reject) =>
    thread.pending.set(jobId, { resolve: (result) => resolve(result as ScoreResult), reject }),
  );
  // Keeps a script (npm run demo) alive until its file is scored; the thread never keeps a server up.
  thread.worker.ref();
  if (thread.truthVersion !== truth.versionId) {
    send(thread, { kind: "truth", versionId: truth.versionId, items: truth.items });
    thread.truthVersion = truth.versionId;
  }
  const yieldIfDue = eventLoopYielder();
  for (const [key, value] of Object.entries(results)) {
    send(thread, { kind: "member", jobId, key, value });
    await yieldIfDue();
  }
  send(thread, { kind: "score", jobId, versionId: truth.versionId });
  return scored;
}

/** scoreResultsFile against the benchmark's truth (without item keys), in the scoring thread. */
export function scoreOffThread({
  results,
  truth,
}: {
  results: Record<string, unknown>;
  truth: BenchmarkTruth;
}): Promise<ScoreResult> {
  const scored = state.queue.then(() => scoreInThread(results, truth));
  state.queue = scored.catch(() => {});
  return scored;
}

/** scoreExtraction against an extraction benchmark version's references, in the scoring thread. */
export function scoreExtractionOffThread({
  truth,
  predictions,
}: {
  truth: ExtractionTruth;
  predictions: ExtractionPrediction[];
}): Promise<ExtractionScoreResult> {
  const scored = state.queue.then(() => {
    const thread = (state.thread ??= startThread());
    const jobId = state.nextJobId++;
    const result = new Promise<ExtractionScoreResult>((resolve, reject) =>
      thread.pending.set(jobId, { resolve: (value) => resolve(value as ExtractionScoreResult), reject }),
    );
    thread.worker.ref();
    if (thread.referencesVersion !== truth.versionId) {
      send(thread, { kind: "references", versionId: truth.versionId, references: truth.references });
      thread.referencesVersion = truth.versionId;
    }
    const { matching, normalization } = truth;
    send(thread, { kind: "extraction", jobId, versionId: truth.versionId, predictions, matching, normalization });
    return result;
  });
  state.queue = scored.catch(() => {});
  return scored;
}

/** Starts the thread and gives it the truth ahead of the first upload. */
export async function warmUpScoringThread(truth: BenchmarkTruth): Promise<void> {
  await scoreOffThread({ results: {}, truth }).catch(() => {});
}
