// MR-Ben's scoring in the scoring thread (lib/submissions/scoring-thread): the results file arrives
// one top-level member at a time, the benchmark's items once per version.
import type { ScoreOutcome, ThreadScoreRequest } from "@/lib/benchmarks/kind";
import type { ScoreReport, TruthItem } from "@/lib/benchmarks/mrben/mr-score";
import { mrbenKind } from "./kind";

export function scoreInThread({
  truth,
  parts,
}: ThreadScoreRequest): ScoreOutcome<ScoreReport> | Promise<ScoreOutcome<ScoreReport>> {
  const items = truth as readonly TruthItem[] | null;
  return mrbenKind.score({
    truth: items ? { source: "benchmark", items, itemIds: [] } : { source: "file" },
    // fromEntries defines each key as data, so a member named "__proto__" stays a member.
    file: Object.fromEntries(parts),
    settings: {},
    shots: 0,
  });
}
