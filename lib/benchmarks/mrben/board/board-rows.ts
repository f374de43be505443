// The board as the browser receives it: ranked rows reduced to what the tables, controls and
// charts show, for both shot settings, so toggling and sorting need no request. Scores travel
// pre-formatted (exact, as the official script rounds) with a sort key rounded to 1e-6: the
// page carries 50-odd rows twice, and full-precision floats would triple its weight. Values
// closer than 1e-6 then tie in a column sort and keep the board's order (its exact ranks).
import { formatHalfWidth, formatIntervalBounds, formatPercent } from "@/lib/benchmarks/mrben/board/format";
import { rankBoard } from "@/lib/benchmarks/mrben/board/rank-board";
import { blendedPrice, formatPrice } from "@/lib/benchmarks/price";
import {
  BOARD_LEVELS,
  type BoardData,
  type BoardLevel,
  type BoardSubject,
  type EntryTier,
  type IntervalScore,
  type RankBand,
  type RankedRow,
  type Shots,
} from "@/lib/benchmarks/mrben/board/types";

/** A score as shown: sort value `v`, text `t` ("27.7"), and with an interval `pm` ("3.1") and `ci` ("[24.6, 30.8]"). */
export type ShownScore = { v: number; t: string; pm?: string; ci?: string };

/** A subject's MR-Score on the overall board (its interval as `pm` only); `unranked` says why it cannot rank. */
export type BoardSubjectCell = ShownScore & { unranked?: string };

export type BoardRow = {
  slug: string;
  modelName: string;
  organization: string;
  parameterCount: number | null;
  openWeights: boolean;
  verification: string;
  /** Evaluated by the portal, rescored from an upload, or reported. */
  tier: EntryTier;
  /** A reported entry's source link. */
  sourceUrl: string | null;
  /** A reported entry whose source gives only the average: its subjects are not missing, just not given. */
  meanOnly?: true;
  /** The API price: "$5.00 / $15.00" and the blended figure it sorts by; absent when unknown. */
  price?: { t: string; v: number };
  /** A verified entry's model as a source reports it, for this board's shot setting: "45.8" and the source. */
  reported?: { t: string; sourceUrl: string };
  /** Moderators' standing flags: what each says and why. */
  flags?: { label: string; note: string }[];
  rank: number | null;
  rankBand: RankBand | null;
  unrankedReason: string | null;
  /** The ranked score: the mean (overall board) or the subject's MR-Score (subject board). */
  score: ShownScore;
  /** The same score in the other shot setting. */
  otherShots: ShownScore | null;
  /** Overall board only: every subject's MR-Score. */
  subjects: Record<string, BoardSubjectCell>;
  /** Subject board only: the parts of the subject's MR-Score. */
  metrics?: { mcc: ShownScore; step: ShownScore; reason: ShownScore };
  /** The ranked score (and on a subject board ACC_reason) with the server judge's verdicts, after a full re-judge. */
  serverJudged?: { t: string; reason?: string; judge: string };
  /** Overall board only: the row as it stands on the board of one difficulty level's items. */
  levels?: Partial<Record<BoardLevel, LevelRow>>;
};

/** A row's place and scores on a difficulty level's board (the level's records pooled as one subject). */
type LevelRow = Pick<BoardRow, "rank" | "rankBand" | "unrankedReason" | "score" | "otherShots"> & {
  metrics: { mcc: ShownScore; step: ShownScore; reason: ShownScore };
};

export type BoardTable = {
  /** The subject of a subject board; absent on the overall board. */
  subject?: string;
  subjects: BoardSubject[];
  rows: Record<`${Shots}`, BoardRow[]>;
  /** When the board last changed (an approval, a scoring, a reported figure), or null when empty. */
  updatedAt: string | null;
};

const sortKey = (value: number) => Math.round(value * 1e6) / 1e6;

function showScore(score: IntervalScore, { bounds = true }: { bounds?: boolean } = {}): ShownScore {
  const shown: ShownScore = { v: sortKey(score.value), t: formatPercent(score.value) };
  const pm = formatHalfWidth(score);
  const ci = bounds ? formatIntervalBounds(score) : null;
  if (pm !== null) shown.pm = pm;
  if (ci !== null) shown.ci = ci;
  return shown;
}

/** A reported entry has no MCC/ACC: shown as "n/a", sorted below every number. */
const showNumber = (value: number | null): ShownScore =>
  value === null ? { v: -Infinity, t: "n/a" } : { v: sortKey(value), t: formatPercent(value) };

function toBoardRow(row: RankedRow, subjects: readonly BoardSubject[], subject?: string): BoardRow {
  const { entry, run } = row;
  const reportedMean = entry.reportedBeside?.means[`${run.shots}`];
  const shown: BoardRow = {
    slug: entry.slug,
    modelName: entry.modelName,
    organization: entry.organization,
    parameterCount: entry.parameterCount,
    openWeights: entry.openWeights,
    verification: entry.verification,
    tier: entry.tier,
    sourceUrl: entry.sourceUrl,
    rank: row.rank,
    rankBand: row.rankBand,
    unrankedReason: row.unrankedReason,
    score: showScore(row.score),
    otherShots: row.otherShots && showScore(row.otherShots),
    subjects: {},
    ...(run.meanOnly ? { meanOnly: true as const } : {}),
    ...(entry.price ? { price: { t: formatPrice(entry.price), v: sortKey(blendedPrice(entry.price)) } } : {}),
    ...(entry.flags.length > 0 ? { flags: entry.flags.map(({ label, note }) => ({ label, note })) } : {}),
    ...(subject === undefined && reportedMean !== undefined && entry.reportedBeside
      ? { reported: { t: formatPercent(reportedMean), sourceUrl: entry.reportedBeside.sourceUrl } }
      : {}),
  };
  if (subject !== undefined) {
    const result = run.subjects[subject];
    if (result) {
      shown.metrics = {
        mcc: showNumber(result.mcc),
        step: showNumber(result.accStep),
        reason: showNumber(result.accReason),
      };
    }
    const judged = run.serverJudged?.subjects[subject];
    if (judged && run.serverJudged)
      shown.serverJudged = {
        t: formatPercent(judged.mrScore),
        reason: formatPercent(judged.accReason),
        judge: run.serverJudged.judgeModel,
      };
    return shown;
  }
  if (run.serverJudged)
    shown.serverJudged = { t: formatPercent(run.serverJudged.mean), judge: run.serverJudged.judgeModel };
  for (const { key, label } of subjects) {
    const result = run.subjects[key];
    if (!result) continue;
    // The interval's bounds are left to the subject's own board: they would add 30 kB to this page.
    const score = showScore(result.score, { bounds: false });
    shown.subjects[key] = result.rankable
      ? score
      : {
          ...score,
          unranked: `Incomplete coverage: ${result.matchedItems} of ${result.benchmarkItems} ${label} items matched`,
        };
  }
  return shown;
}

function toLevelRow(row: RankedRow, level: BoardLevel): LevelRow | null {
  const result = row.run.levels?.[level];
  if (!result) return null;
  return {
    rank: row.rank,
    rankBand: row.rankBand,
    unrankedReason: row.unrankedReason,
    score: showScore(row.score),
    otherShots: row.otherShots && showScore(row.otherShots),
    metrics: { mcc: showNumber(result.mcc), step: showNumber(result.accStep), reason: showNumber(result.accReason) },
  };
}

/** Both shot settings of one board (overall, or one subject's), ranked and reduced. */
export function buildBoardTable({ data, subject }: { data: BoardData; subject?: string }): BoardTable {
  const rows = (shots: Shots) => {
    const shown = rankBoard({ data, shots, subject }).map((row) => toBoardRow(row, data.subjects, subject));
    if (subject !== undefined) return shown;
    // The overall board carries each difficulty level's ranking too, so its filter needs no request.
    for (const level of BOARD_LEVELS) {
      for (const ranked of rankBoard({ data, shots, level })) {
        const levelRow = toLevelRow(ranked, level);
        const row = shown.find((candidate) => candidate.slug === ranked.entry.slug);
        if (levelRow && row) row.levels = { ...row.levels, [level]: levelRow };
      }
    }
    return shown;
  };
  return {
    ...(subject === undefined ? {} : { subject }),
    subjects: data.subjects,
    rows: { "0": rows(0), "1": rows(1) },
    updatedAt: data.updatedAt,
  };
}
