// The public board's data, as plain serialisable values: what the loaders return from the
// database (load-board.ts), what ranking works on (rank-board.ts), and what pages, charts and
// the export API render. Scores are fractions (0..1); pages show them x100 with one decimal.
import type { IntervalScore } from "@/lib/benchmarks/kind-server";
import type {
  BoardData as GenericBoardData,
  BoardEntry,
  BoardRun,
  RankedRow as GenericRankedRow,
  SubjectScore,
} from "@/lib/boards/board-data";

export { ENTRY_TIERS, type EntryTier } from "@/lib/benchmarks/board-change";
export { SHOT_SETTINGS, type Shots } from "@/lib/benchmarks/kind";
export type { IntervalScore, RankBand } from "@/lib/benchmarks/kind-server";

export type { BoardModelSource, BoardSubject, ReportedFigures } from "@/lib/boards/board-data";

/** One subject of one scored run: its MR-Score (`score`) and the three metrics it weighs. */
export type SubjectResult = SubjectScore & {
  /** null for a reported entry: its source gives only the MR-Score. */
  mcc: number | null;
  accStep: number | null;
  accReason: number | null;
};

/** One scored results file (0-shot or 1-shot) behind a board entry; its mean is the mean of the subjects' MR-Scores. */
export type RunResult = BoardRun & {
  subjects: Record<string, SubjectResult>;
  /** The scores with the server judge's verdicts, from the newest completed full re-judge (absent: none). */
  serverJudged?: ServerJudged | null;
  /** The file's scores by difficulty level (analyses), absent until the worker has computed them. */
  levels?: Partial<Record<BoardLevel, LevelResult>>;
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

/** A model on MR-Ben's board. */
export type ModelEntry = BoardEntry<RunResult>;

export type BoardData = GenericBoardData<RunResult>;

/** One row of a ranked board (overall or one subject, for one shot setting). */
export type RankedRow = GenericRankedRow<RunResult>;
