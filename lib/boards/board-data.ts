// Every board's data, as plain serialisable values: the entries that count (one per model), each with
// its runs per shot setting, and for a kind whose benchmark has subjects, each run's score per subject.
// A kind's run adds its own figures (MR-Ben: MCC, ACC_step, ACC_reason per subject, the judge audit).
// Scores are fractions (0..1).
import type { EntryTier } from "@/lib/benchmarks/board-change";
import type { Shots } from "@/lib/benchmarks/kind";
import type { IntervalScore, RankBand } from "@/lib/benchmarks/kind-server";
import type { Price } from "@/lib/benchmarks/price";
import type { ShownFlag } from "@/lib/validations/entry-flag";

/** What a board reads of a model, from a submission or a reported entry alike. */
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

/** One subject of one run: its score, and whether the run covered all of it. */
export interface SubjectScore {
  subject: string;
  score: IntervalScore;
  /** Every benchmark item of the subject was matched: only then does the subject rank. */
  rankable: boolean;
  matchedItems: number;
  benchmarkItems: number;
}

/** One scored results file (or a source's reported figures) behind a board entry, in one shot setting. */
export interface BoardRun {
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
  /** The run's headline score (MR-Ben: the mean of its subjects' MR-Scores) with its interval. */
  mean: IntervalScore;
  /** The mean shown before the last rescore switched this run, when it differs (else null or absent). */
  previous?: { mean: number; scorerVersion: string } | null;
  /** Keyed by subject key, in the benchmark's subject order when iterated through `BoardData.subjects`. */
  subjects: Record<string, SubjectScore>;
  /** A reported run whose source gives only the average: it stands on the overall board, on no subject's. */
  meanOnly?: boolean;
}

/** A published reported entry's means per shot setting (fractions) and where they come from. */
export type ReportedFigures = { means: Partial<Record<`${Shots}`, number>>; sourceUrl: string };

/** A model on the board: its newest approved submission's metadata and runs, or a source's reported figures. */
export interface BoardEntry<Run extends BoardRun = BoardRun> {
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
  /** "verified": rescored from its files here. "reported": scores as a source published them,
   * added by a moderator, not rescored (no files, no intervals, no kind figures). */
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
  runs: Partial<Record<`${Shots}`, Run>>;
}

export type BoardSubject = { key: string; label: string; itemCount: number };

export interface BoardData<Run extends BoardRun = BoardRun> {
  benchmark: { slug: string; name: string; version: number } | null;
  subjects: BoardSubject[];
  entries: BoardEntry<Run>[];
  generatedAt: string;
  /** When the board last changed: the newest approval, scoring or reported figure among its entries. */
  updatedAt: string | null;
}

/** One row of a ranked board (overall or one subject, for one shot setting). */
export interface RankedRow<Run extends BoardRun = BoardRun> {
  entry: BoardEntry<Run>;
  run: Run;
  /** The ranked score: the run's mean (overall) or the subject's score. */
  score: IntervalScore;
  /** Competition rank ("1, 2, 2, 4") among rankable rows; null when the row cannot rank. */
  rank: number | null;
  rankBand: RankBand | null;
  /** Why a row has no rank, e.g. "Incomplete coverage: math, coding". */
  unrankedReason: string | null;
  /** The same score in the other shot setting, when the model has that run. */
  otherShots: IntervalScore | null;
}
