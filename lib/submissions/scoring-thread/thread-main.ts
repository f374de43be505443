// The scoring thread: scores uploaded results files against the benchmark's truth, and predictions
// files against an extraction benchmark's references, away from the server's event loop (a 22 MB
// MR-Ben file takes 0.1-0.3 s of one thread, 10,000 extraction records about 1 s). Loaded by entry.mjs.
import { readlinkSync } from "node:fs";
import os from "node:os";
import { parentPort } from "node:worker_threads";
import { scoreExtraction, type ExtractionReference } from "../../extraction-score";
import { scoreResultsFile, type TruthItem } from "../../mr-score";
import type { ScoringThreadReply, ScoringThreadRequest } from "./messages";

const port = parentPort;
if (!port) throw new Error("thread-main.ts runs as a worker thread (see score-off-thread.ts)");

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

const truths = new Map<string, readonly TruthItem[]>();
const referenceSets = new Map<string, ExtractionReference[]>();
const members = new Map<number, Array<[string, unknown]>>();

function score(jobId: number, versionId: string): ScoringThreadReply {
  const entries = members.get(jobId) ?? [];
  members.delete(jobId);
  const items = truths.get(versionId);
  if (!items) return { jobId, ok: false, error: `the scoring thread has no truth for benchmark version ${versionId}` };
  // fromEntries defines each key as data, so a member named "__proto__" stays a member.
  const results = Object.fromEntries(entries);
  return {
    jobId,
    ok: true,
    result: scoreResultsFile({ results, truth: { source: "benchmark", items }, includeItemKeys: false }),
  };
}

function scoreExtractionJob(request: Extract<ScoringThreadRequest, { kind: "extraction" }>): ScoringThreadReply {
  const references = referenceSets.get(request.versionId);
  if (!references)
    return {
      jobId: request.jobId,
      ok: false,
      error: `the scoring thread has no references for version ${request.versionId}`,
    };
  const { predictions, matching, normalization } = request;
  return {
    jobId: request.jobId,
    ok: true,
    result: scoreExtraction({ references, predictions, matching, normalization }),
  };
}

function reply(jobId: number, work: () => ScoringThreadReply): ScoringThreadReply {
  try {
    return work();
  } catch (error) {
    return { jobId, ok: false, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
}

port.on("message", (request: ScoringThreadRequest) => {
  switch (request.kind) {
    case "references":
      referenceSets.clear();
      referenceSets.set(request.versionId, request.references);
      return;
    case "extraction":
      port.postMessage(reply(request.jobId, () => scoreExtractionJob(request)));
      return;
    case "truth":
      truths.clear();
      truths.set(request.versionId, request.items);
      return;
    case "member": {
      const entries = members.get(request.jobId) ?? [];
      entries.push([request.key, request.value]);
      members.set(request.jobId, entries);
      return;
    }
    case "score":
      port.postMessage(reply(request.jobId, () => score(request.jobId, request.versionId)));
  }
});
