// What the server and its scoring thread say to each other (score-off-thread.ts, thread-main.ts).
import type {
  ExtractionPrediction,
  ExtractionReference,
  ExtractionScoreResult,
  MatchingMode,
} from "../../extraction-score";
import type { ScoreResult, TruthItem } from "../../mr-score";

export type ScoringThreadRequest =
  /** A benchmark version's truth, sent once per thread and version. */
  | { kind: "truth"; versionId: string; items: readonly TruthItem[] }
  /** One top-level member of the results file (a subject's records, mostly), in file order. */
  | { kind: "member"; jobId: number; key: string; value: unknown }
  /** Score the members sent for `jobId` against the version's truth. */
  | { kind: "score"; jobId: number; versionId: string }
  /** An extraction benchmark version's references, sent once per thread and version. */
  | { kind: "references"; versionId: string; references: ExtractionReference[] }
  /** Score a predictions file against the version's references. */
  | {
      kind: "extraction";
      jobId: number;
      versionId: string;
      predictions: ExtractionPrediction[];
      matching: MatchingMode;
      normalization: string;
    };

export type ScoringThreadReply =
  | { jobId: number; ok: true; result: ScoreResult | ExtractionScoreResult }
  | { jobId: number; ok: false; error: string };
