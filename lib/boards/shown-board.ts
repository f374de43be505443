// A board as the browser receives it, for every kind: ranked rows reduced to what the tables,
// controls and charts show, for both shot settings, so toggling and sorting need no request. Scores
// travel pre-formatted (the portal's one formatter) with a sort key rounded to 1e-6: a page carries
// 50-odd rows twice, and full-precision floats would triple its weight. Values closer than 1e-6 then
// tie in a column sort and keep the board's order (its exact ranks). What differs between kinds is
// data the kind gives (BoardShowing): its figures' columns and values, notes beside them, the names
// of its scores, and the levels its overall board can also be ranked on (MR-Ben: difficulty).
import { blendedPrice, formatPrice } from "@/lib/benchmarks/price";
import type { Shots } from "@/lib/benchmarks/kind";
import type { FigureColumn, IntervalScore, RankBand, ShownScore } from "@/lib/benchmarks/kind-server";
import type { EntryTier } from "@/lib/benchmarks/board-change";
import type { BoardData, BoardRun, BoardSubject, RankedRow } from "./board-data";
import type { ExportAddress } from "./export-links";
import { formatHalfWidth, formatIntervalBounds, formatPercent } from "./board-format";
import { rankBoard } from "./rank-board";

export type { FigureColumn, ShownScore };

/** A subject's score on the overall board (its interval as `pm` only); `unranked` says why it cannot rank. */
export type ShownSubjectCell = ShownScore & { unranked?: string };

/** A note beside a figure (MR-Ben: the score with the server judge's verdicts): its text, what it means, its test id. */
export type ShownNote = { t: string; title: string; testId: string };

/** A row's place and scores on one board: the overall board, a subject's, or a level's. */
export type ShownRanking = {
  rank: number | null;
  rankBand: RankBand | null;
  unrankedReason: string | null;
  /** The ranked score: the mean (overall board), a subject's or a level's score. */
  score: ShownScore;
  /** The same score in the other shot setting (its text and sort value only). */
  otherShots: ShownScore | null;
  /** The kind's figures on this board, by column key; absent when it shows none. */
  figures?: Record<string, ShownScore>;
};

export type ShownRowBase = ShownRanking & {
  slug: string;
  modelName: string;
  organization: string;
  parameterCount: number | null;
  openWeights: boolean;
  verification: "verified" | "reported";
  /** Evaluated by the portal, rescored from an upload, or reported. */
  tier: EntryTier;
  /** The approved submission, on a board whose names lead to its entries' pages. */
  submissionId?: string;
  /** The benchmark version the run was scored against, when it is not the current one. */
  scoredAgainst?: number;
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
  /** Overall board only: every subject's score. */
  subjects: Record<string, ShownSubjectCell>;
  /** Notes beside the score ("score") or a figure (its key). */
  notes?: Record<string, ShownNote>;
};

/** A row, and on the overall board of a kind with levels its ranking on each level. */
export type ShownRow = ShownRowBase & { levels?: Partial<Record<string, ShownRanking>> };

export type BoardLevelOption = { key: string; label: string };

/** Which board: overall, a subject's, or (overall board only) a level's. */
type BoardPart = { subject?: string; level?: string };

/** A score's name as a column header ("Mean") and in full ("Mean MR-Score"). */
type ScoreName = { title: string; label: string };

/** What a kind shows on its board beyond what every board has. */
export interface BoardShowing<Run extends BoardRun> {
  /** The ranked score on the overall board ("Mean", "F1") and on a subject's or level's ("MR-Score"). */
  names: { overall: ScoreName; part: ScoreName; testId: string };
  figureColumns(part: BoardPart): FigureColumn[];
  figures(run: Run, part: BoardPart): Record<string, ShownScore>;
  notes?(run: Run, part: BoardPart): Record<string, ShownNote>;
  /** The levels the overall board can also be ranked on, and a run's score on one (null: not on it). */
  levels?: {
    label: string;
    /** The filter's choice of every item ("All items (official MR-Score)"). */
    all: string;
    options: BoardLevelOption[];
    scoreOf(run: Run, level: string): IntervalScore | null;
  };
  /** Where a model's name leads: its model page, or its entry's page on this benchmark. */
  links: "model" | "entry";
  /** Where the board is exported (its JSON; its CSV at `csvPath`, or by ?format=csv). */
  exports: ExportAddress;
}

export interface ShownBoard {
  slug: string;
  /** The benchmark's current version: an entry scored against an older one says so. */
  versionNumber: number;
  /** The subject of a subject board; absent on the overall board. */
  subject?: string;
  subjects: BoardSubject[];
  names: BoardShowing<BoardRun>["names"];
  /** The figures' columns on this board and (overall board) on a level's. */
  columns: { board: FigureColumn[]; level: FigureColumn[] };
  levels: { label: string; all: string; options: BoardLevelOption[] } | null;
  links: BoardShowing<BoardRun>["links"];
  exports: ExportAddress;
  rows: Record<`${Shots}`, ShownRow[]>;
  /** When the board last changed (an approval, a scoring, a reported figure), or null when empty. */
  updatedAt: string | null;
}

const sortKey = (value: number) => Math.round(value * 1e6) / 1e6;

/**
 * A score with what of its interval the page shows: `bounds` its bounds as text (a title), `chart`
 * them as numbers too (a board without subjects charts every entry's interval). A page carries each
 * row twice (HTML and data), so what it does not show is left out.
 */
function showScore(
  score: IntervalScore,
  { bounds = true, chart = false }: { bounds?: boolean; chart?: boolean } = {},
): ShownScore {
  const shown: ShownScore = { v: sortKey(score.value), t: formatPercent(score.value) };
  const pm = formatHalfWidth(score);
  const ci = bounds ? formatIntervalBounds(score) : null;
  if (pm !== null) shown.pm = pm;
  if (ci !== null) shown.ci = ci;
  if (chart && score.ciLow !== null && score.ciHigh !== null) {
    shown.lo = sortKey(score.ciLow);
    shown.hi = sortKey(score.ciHigh);
  }
  return shown;
}

const showText = (score: IntervalScore): ShownScore => ({ v: sortKey(score.value), t: formatPercent(score.value) });

/** A figure a row may lack (a reported entry has no MCC): shown as "n/a", sorted below every number. */
export const showNumber = (value: number | null): ShownScore =>
  value === null ? { v: -Infinity, t: "n/a" } : { v: sortKey(value), t: formatPercent(value) };

/** A count out of a total ("3 / 50"), sorted by the count. */
export const showCount = (count: number, total: number): ShownScore => ({ v: count, t: `${count} / ${total}` });

function showRanking<Run extends BoardRun>(
  row: RankedRow<Run>,
  showing: BoardShowing<Run>,
  part: BoardPart,
  chart: boolean,
): ShownRanking {
  const figures = showing.figures(row.run, part);
  return {
    rank: row.rank,
    rankBand: row.rankBand,
    unrankedReason: row.unrankedReason,
    score: showScore(row.score, { chart }),
    otherShots: row.otherShots && showText(row.otherShots),
    ...(Object.keys(figures).length > 0 ? { figures } : {}),
  };
}

function showSubjects(run: BoardRun, subjects: readonly BoardSubject[]): Record<string, ShownSubjectCell> {
  const shown: Record<string, ShownSubjectCell> = {};
  for (const { key, label } of subjects) {
    const result = run.subjects[key];
    if (!result) continue;
    // The interval's bounds are left to the subject's own board: they would add 30 kB to a page.
    const score = showScore(result.score, { bounds: false });
    shown[key] = result.rankable
      ? score
      : {
          ...score,
          unranked: `Incomplete coverage: ${result.matchedItems} of ${result.benchmarkItems} ${label} items matched`,
        };
  }
  return shown;
}

function showRow<Run extends BoardRun>(
  row: RankedRow<Run>,
  showing: BoardShowing<Run>,
  { subjects, versionNumber }: { subjects: readonly BoardSubject[]; versionNumber: number },
  subject?: string,
): ShownRow {
  const { entry, run } = row;
  const reportedMean = entry.reportedBeside?.means[`${run.shots}`];
  const notes = showing.notes?.(run, { subject });
  return {
    slug: entry.slug,
    modelName: entry.modelName,
    organization: entry.organization,
    parameterCount: entry.parameterCount,
    openWeights: entry.openWeights,
    verification: entry.verification,
    tier: entry.tier,
    ...(showing.links === "entry" ? { submissionId: entry.submissionId } : {}),
    ...(entry.verification === "verified" && run.benchmarkVersion !== versionNumber
      ? { scoredAgainst: run.benchmarkVersion }
      : {}),
    sourceUrl: entry.sourceUrl,
    ...showRanking(row, showing, { subject }, subjects.length === 0),
    subjects: subject === undefined ? showSubjects(run, subjects) : {},
    ...(notes && Object.keys(notes).length > 0 ? { notes } : {}),
    ...(run.meanOnly ? { meanOnly: true as const } : {}),
    ...(entry.price ? { price: { t: formatPrice(entry.price), v: sortKey(blendedPrice(entry.price)) } } : {}),
    ...(entry.flags.length > 0 ? { flags: entry.flags.map(({ label, note }) => ({ label, note })) } : {}),
    ...(subject === undefined && reportedMean !== undefined && entry.reportedBeside
      ? { reported: { t: formatPercent(reportedMean), sourceUrl: entry.reportedBeside.sourceUrl } }
      : {}),
  };
}

/** Both shot settings of one board (overall, or one subject's), ranked and reduced. */
export function buildShownBoard<Run extends BoardRun>({
  data,
  showing,
  benchmark,
  subject,
}: {
  data: BoardData<Run>;
  showing: BoardShowing<Run>;
  benchmark: { slug: string; versionNumber: number };
  subject?: string;
}): ShownBoard {
  const levels = subject === undefined ? showing.levels : undefined;
  const rows = (shots: Shots) => {
    const shown = rankBoard({ data, shots, subject }).map((row) =>
      showRow(row, showing, { subjects: data.subjects, versionNumber: benchmark.versionNumber }, subject),
    );
    if (!levels) return shown;
    // The overall board carries each level's ranking too, so its filter needs no request.
    const bySlug = new Map(shown.map((row) => [row.slug, row]));
    for (const { key } of levels.options) {
      for (const ranked of rankBoard({ data, shots, scoreOf: (run) => levels.scoreOf(run, key) })) {
        const row = bySlug.get(ranked.entry.slug);
        if (row) row.levels = { ...row.levels, [key]: showRanking(ranked, showing, { level: key }, false) };
      }
    }
    return shown;
  };
  return {
    slug: benchmark.slug,
    versionNumber: benchmark.versionNumber,
    ...(subject === undefined ? {} : { subject }),
    subjects: data.subjects,
    names: showing.names,
    columns: {
      board: showing.figureColumns({ subject }),
      level: levels ? showing.figureColumns({ level: levels.options[0]?.key }) : [],
    },
    levels: levels ? { label: levels.label, all: levels.all, options: levels.options } : null,
    links: showing.links,
    exports: showing.exports,
    rows: { "0": rows(0), "1": rows(1) },
    updatedAt: data.updatedAt,
  };
}
