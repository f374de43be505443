// Extraction's scoring in the scoring thread (lib/submissions/scoring-thread): the references once
// per benchmark version, the predictions with each file (10,000 records take about a second).
import type { ScoreOutcome, Shots, ThreadScoreRequest } from "@/lib/benchmarks/kind";
import type { ExtractionSettings } from "@/lib/benchmarks/extraction/settings";
import { extractionKind, type ExtractionResult, type ExtractionTruth, type PredictionsFile } from "./kind";

export function scoreInThread({
  truth,
  parts,
  options,
}: ThreadScoreRequest): ScoreOutcome<ExtractionResult> | Promise<ScoreOutcome<ExtractionResult>> {
  const { references, texts } = truth as Pick<ExtractionTruth, "references" | "texts">;
  const { settings, shots } = options as { settings: ExtractionSettings; shots: Shots };
  return extractionKind.score({
    truth: { references, texts, rowIds: [] },
    file: parts[0]![1] as PredictionsFile,
    settings,
    shots,
  });
}
