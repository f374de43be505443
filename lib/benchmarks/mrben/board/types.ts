// The public board's data, as plain serialisable values: what the loaders return from the
// database (load-board.ts), what ranking works on (rank-board.ts), and what pages, charts and
// the export API render. Scores are fractions (0..1); pages show them x100 with one decimal.
import type { EntryTier } from "@/lib/benchmarks/board-change";
import type { Shots } from "@/lib/benchmarks/kind";
import type { IntervalScore, RankBand } from "@/lib/benchmarks/kind-server";
import type { Price } from "@/lib/benchmarks/price";
import type { ShownFlag } from "@/lib/validations/entry-flag";

export { ENTRY_TIERS, type EntryTier } from "@/lib/benchmarks/board-change";
export { SHOT_SETTINGS, type Shots } from "@/lib/benchmarks/kind";
export type { IntervalScore, RankBand } from "@/lib/benchmarks/kind-server";

/** What the board reads of a model, from a submission or a reported entry alike. */
export interface BoardModelSource {
  id: string;
  modelSlug: string;
  modelName: string;
  modelLink: string;
  organization: string;
  description: string;
  parameterCount: bigint | null;
  openWeights: boolean;
}

/** One subject of one scored run. */
export type SubjectResult = {
  subject: string;
  /** null for a reported entry: its source gives only the MR-Score. */
  mcc: number | null;
  accStep: number | null;
  accReason: number | null;
  mrScore: IntervalScore;
  /** Every benchmark item of the subject was matched: only then does the subject rank. */
  rankable: boolean;
  matchedItems: number;
  benchmarkItems: number;
};

/** One scored results file (0-shot or 1-shot) behind a board entry. */
export type RunResult = {
  runId: string;
  submissionId: string;
  shots: Shots;
  scorer: { name: string; version: string };
  benchmarkVersion: number;
  fileName: string | null;
  sizeBytes: number | null;
  sha256: string | null;
  scoredAt: string;
  /** The hosted run whose scored file this is (the portal asked the model itself); null or absent for an upload. */
  hostedRunId?: string | null;
  /** The mean of the subjects' MR-Scores with its interval. */
  mean: IntervalScore;
  /** The mean shown before the last rescore switched this run, when it differs (else null or absent). */
  previous?: { mean: number; scorerVersion: string } | null;
  /** Keyed by subject key, in the benchmark's subject order when iterated through `BoardData.subjects`. */
  subjects: Record<string, SubjectResult>;
  /** The scores with the server judge's verdicts, from the newest completed full re-judge (absent: none). */
  serverJudged?: ServerJudged | null;
  /** The file's scores by difficulty level (analyses), absent until the worker has computed them. */
  levels?: Partial<Record<BoardLevel, LevelResult>>;
  /** A reported run whose source gives only the average: it stands on the overall board, on no subject's. */
  meanOnly?: boolean;
};

/** The levels a board can be filtered by: the dataset subjects' high_school_ and college_ items. */
export const BOARD_LEVELS = ["high_school", "college"] as const;
export type BoardLevel = (typeof BOARD_LEVELS)[number];

/** One difficulty level of a run: its records pooled as one subject (lib/benchmarks/mrben/mr-score analyses). */
type LevelResult = {
  mrScore: IntervalScore;
  mcc: number;
  accStep: number;
  accReason: number;
  records: number;
};

/** A run's scores had the server's judge given every verdict (lib/benchmarks/mrben/judge). Fractions, like the rest. */
export type ServerJudged = {
  judgeModel: string;
  mean: number;
  subjects: Record<string, { accReason: number; mrScore: number }>;
};

/** A model on the board: its newest approved submission's metadata and runs. */
export type ModelEntry = {
  slug: string;
  modelName: string;
  modelLink: string;
  organization: string;
  description: string;
  /** Number of parameters (not billions), null when not given. */
  parameterCount: number | null;
  openWeights: boolean;
  /** null for a reported entry (the source does not say). */
  judgeModel: string | null;
  temperature: number | null;
  /** The approved submission, or for a reported entry the ReportedEntry id (it has no records). */
  submissionId: string;
  approvedAt: string;
  /** "verified": rescored from its files here. "reported": MR-Scores as a source published them,
   * added by a moderator, not rescored (no files, no intervals, no MCC/ACC). */
  verification: "verified" | "reported";
  /** Which of the verified entries the portal evaluated itself; "reported" for a reported one. */
  tier: EntryTier;
  /** Where a reported entry's numbers come from; null for verified entries. */
  sourceUrl: string | null;
  /** API price in USD per million tokens, when the submission or the source gives it. */
  price: Price | null;
  /** A verified entry's model as a source reports it too: shown beside the verified figures. */
  reportedBeside: ReportedFigures | null;
  /** Moderators' standing flags on the entry, oldest first. */
  flags: ShownFlag[];
  /** Its submitter marked it as covering part of the benchmark on purpose: unranked overall, said so. */
  partial: boolean;
  runs: Partial<Record<`${Shots}`, RunResult>>;
};

export type { ShownFlag };

/** A published reported entry's means per shot setting (fractions) and where they come from. */
export type ReportedFigures = { means: Partial<Record<`${Shots}`, number>>; sourceUrl: string };

export type BoardSubject = { key: string; label: string; itemCount: number };

export type BoardData = {
  benchmark: { slug: string; name: string; version: number } | null;
  subjects: BoardSubject[];
  entries: ModelEntry[];
  generatedAt: string;
  /** When the board last changed: the newest approval, scoring or reported figure among its entries. */
  updatedAt: string | null;
};

/** One row of a ranked board (overall or one subject, for one shot setting). */
export type RankedRow = {
  entry: ModelEntry;
  run: RunResult;
  /** The ranked score: the run's mean (overall) or the subject's MR-Score. */
  score: IntervalScore;
  /** Competition rank ("1, 2, 2, 4") among rankable rows; null when the row cannot rank. */
  rank: number | null;
  rankBand: RankBand | null;
  /** Why a row has no rank, e.g. "Incomplete coverage: math, coding". */
  unrankedReason: string | null;
  /** The same score in the other shot setting, when the model has that run. */
  otherShots: IntervalScore | null;
};
