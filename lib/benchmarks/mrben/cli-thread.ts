// The command line's helper thread (see replicate-drawing.ts): draws a subject's bootstrap
// replicates into the shared memory it is sent, and says so through the first word of it.
import { parentPort } from "node:worker_threads";
import { replicatesOfCounts } from "./mr-score/bootstrap";
import { DRAWN, FAILED, type DrawRequest } from "./replicate-draw-protocol";

parentPort?.on("message", ({ subject, perCode, resamples, shared }: DrawRequest) => {
  const state = new Int32Array(shared, 0, 1);
  try {
    new Float64Array(shared, 8, resamples).set(replicatesOfCounts(subject, perCode, resamples));
    Atomics.store(state, 0, DRAWN);
  } catch {
    Atomics.store(state, 0, FAILED);
  }
  Atomics.notify(state, 0);
});
