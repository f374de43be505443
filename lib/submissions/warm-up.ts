// Work done once when the server starts so the first upload does not pay for it: each imported
// benchmark's current truth is read into memory (shared through globalThis with the route bundles)
// and handed to the scoring thread, and runs a stopped server left processing are marked failed.
// Failures are not fatal: a benchmark may not be imported yet.
import "server-only";
import { listBenchmarks } from "@/lib/benchmarks/benchmarks";
import { benchmarkKind } from "@/lib/benchmarks/registry";
import { failInterruptedRuns } from "@/lib/submissions/interrupted-runs";
import { warmUpScoringThread } from "@/lib/submissions/scoring-thread/score-off-thread";

async function warmTruthsAndThread(): Promise<void> {
  for (const benchmark of await listBenchmarks()) {
    if (!benchmark.imported) continue;
    const kind = benchmarkKind(benchmark.kind);
    const truth = await (await kind.server()).currentTruth(benchmark);
    if (truth) await warmUpScoringThread({ kind, truth });
  }
}

export async function warmUpSubmissions(): Promise<void> {
  await Promise.allSettled([warmTruthsAndThread(), failInterruptedRuns()]);
}
