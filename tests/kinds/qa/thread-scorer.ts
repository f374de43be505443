// QA's scoring in the scoring thread: the answers once per benchmark version, the file with each upload.
import type { ScoreOutcome, ThreadScoreRequest } from "@/lib/benchmarks/kind";
import { qaKind, type QaAnswers } from "./kind";
import type { QaResult, QaTruth } from "./score";

export function scoreInThread({
  truth,
  parts,
}: ThreadScoreRequest): ScoreOutcome<QaResult> | Promise<ScoreOutcome<QaResult>> {
  return qaKind.score({ truth: truth as QaTruth, file: parts[0]![1] as QaAnswers, settings: {}, shots: 0 });
}
