// The board as the browser receives it: ranked rows flattened to the few fields the tables,
// controls and charts show, for both shot settings, so toggling and sorting need no request.
import { rankBoard } from "@/lib/leaderboard/rank-board";
import type { BoardData, BoardSubject, IntervalScore, RankBand, RankedRow, Shots } from "@/lib/leaderboard/types";

export type BoardSubjectCell = {
  mrScore: IntervalScore;
  mcc: number;
  accStep: number;
  accReason: number;
  rankable: boolean;
  matchedItems: number;
  benchmarkItems: number;
};

export type BoardRow = {
  slug: string;
  modelName: string;
  organization: string;
  parameterCount: number | null;
  openWeights: boolean;
  verification: string;
  rank: number | null;
  rankBand: RankBand | null;
  unrankedReason: string | null;
  /** The ranked score: the mean (overall board) or the subject's MR-Score (subject board). */
  score: IntervalScore;
  /** The same score in the other shot setting. */
  otherShots: IntervalScore | null;
  subjects: Record<string, BoardSubjectCell>;
};

export type BoardTable = {
  /** The subject of a subject board; absent on the overall board. */
  subject?: string;
  subjects: BoardSubject[];
  rows: Record<`${Shots}`, BoardRow[]>;
};

export function toBoardRow(row: RankedRow, subject?: string): BoardRow {
  const { entry, run } = row;
  const keys = subject === undefined ? Object.keys(run.subjects) : [subject];
  const subjects: Record<string, BoardSubjectCell> = {};
  for (const key of keys) {
    const result = run.subjects[key];
    if (!result) continue;
    subjects[key] = {
      mrScore: result.mrScore,
      mcc: result.mcc,
      accStep: result.accStep,
      accReason: result.accReason,
      rankable: result.rankable,
      matchedItems: result.matchedItems,
      benchmarkItems: result.benchmarkItems,
    };
  }
  return {
    slug: entry.slug,
    modelName: entry.modelName,
    organization: entry.organization,
    parameterCount: entry.parameterCount,
    openWeights: entry.openWeights,
    verification: entry.verification,
    rank: row.rank,
    rankBand: row.rankBand,
    unrankedReason: row.unrankedReason,
    score: row.score,
    otherShots: row.otherShots,
    subjects,
  };
}

/** Both shot settings of one board (overall, or one subject's), ranked and flattened. */
export function buildBoardTable({ data, subject }: { data: BoardData; subject?: string }): BoardTable {
  const rows = (shots: Shots) => rankBoard({ data, shots, subject }).map((row) => toBoardRow(row, subject));
  return {
    ...(subject === undefined ? {} : { subject }),
    subjects: data.subjects,
    rows: { "0": rows(0), "1": rows(1) },
  };
}
