// Who draws MR-Ben's bootstrap replicates: the scoring itself, or, on the command line, a helper
// thread while the main thread reads on (two cores: the ~30 ms of drawing leave the critical path
// of a 22 MB file). The thread runs the same replicatesOfCounts, so the numbers are the same.
import { existsSync } from "node:fs";
import { Worker } from "node:worker_threads";
import { drawAtOnce, replicatesOfCounts, type ReplicateDrawer } from "./mr-score";
import { DRAWN, type DrawRequest } from "./replicate-draw-protocol";

/** Long enough for a thread that is still starting; past it, the replicates are drawn here. */
const THREAD_WAIT_MS = 5_000;

let drawer: ReplicateDrawer = drawAtOnce;

export function replicateDrawer(): ReplicateDrawer {
  return drawer;
}

/** Draw in a thread running `entry` (the bundled cli-thread.ts), when it is there; else as before. */
export function drawInThread(entry: string): void {
  if (!existsSync(entry)) return;
  const worker = new Worker(entry);
  worker.unref();
  drawer = {
    draw(subject, perCode, resamples) {
      const shared = new SharedArrayBuffer(8 + resamples * 8);
      const state = new Int32Array(shared, 0, 1);
      worker.postMessage({ subject, perCode, resamples, shared } satisfies DrawRequest);
      return () => {
        // The event loop is not turning here (the scan is synchronous): wait on the shared word.
        if (Atomics.load(state, 0) === 0) Atomics.wait(state, 0, 0, THREAD_WAIT_MS);
        if (Atomics.load(state, 0) === DRAWN) return new Float64Array(shared, 8, resamples).slice();
        return replicatesOfCounts(subject, perCode, resamples);
      };
    },
  };
}
