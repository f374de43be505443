// Work done once when the server starts so the first upload does not pay for it: the current
// benchmark version's truth is read into memory (shared through globalThis with the route
// bundles) and handed to the scoring thread, and runs a stopped server left processing are
// marked failed. Failures are not fatal: the benchmark may not be imported yet.
import "server-only";
import { getCurrentBenchmarkTruth } from "@/lib/submissions/benchmark-truth";
import { failInterruptedRuns } from "@/lib/submissions/interrupted-runs";
import { warmUpScoringThread } from "@/lib/submissions/scoring-thread/score-off-thread";

export async function warmUpSubmissions(): Promise<void> {
  const warmTruthAndThread = async () => {
    const truth = await getCurrentBenchmarkTruth();
    if (truth) await warmUpScoringThread(truth);
  };
  await Promise.allSettled([warmTruthAndThread(), failInterruptedRuns()]);
}
