// MR-Ben's board as the browser receives it (every board's shape, lib/boards/shown-board.ts), with
// what MR-Ben shows beside every board's fields: a subject's (or difficulty level's) MCC, ACC_step and
// ACC_reason, the scores with the server judge's verdicts after a full re-judge, and the difficulty
// levels the overall board can also be ranked on.
import {
  buildShownBoard,
  showNumber,
  type BoardShowing,
  type ShownBoard,
  type ShownNote,
  type ShownScore,
} from "@/lib/boards/shown-board";
import { formatPercent } from "@/lib/boards/board-format";
import { BOARD_LEVELS, type BoardData, type BoardLevel, type RunResult } from "@/lib/benchmarks/mrben/board/types";
import { MRBEN_SLUG } from "@/lib/benchmarks/mrben/benchmark";
import { MRBEN_EXPORTS } from "./export-links";
import { METRIC_COLUMNS } from "./metric-columns";

const LEVEL_LABELS: Record<BoardLevel, string> = { high_school: "High-school", college: "College" };

const isLevel = (key: string | undefined): key is BoardLevel => BOARD_LEVELS.some((level) => level === key);

type Metrics = { mcc: number | null; accStep: number | null; accReason: number | null };

const showMetrics = (result: Metrics | undefined): Record<string, ShownScore> =>
  result ? { mcc: showNumber(result.mcc), step: showNumber(result.accStep), reason: showNumber(result.accReason) } : {};

const judgedNote = (value: number, judge: string): ShownNote => ({
  t: `judged here ${formatPercent(value)}`,
  title: `With every verdict re-judged on this portal by ${judge}`,
  testId: "server-judged",
});

const MRBEN_BOARD_SHOWING: BoardShowing<RunResult> = {
  names: {
    overall: { title: "Mean", label: "Mean MR-Score" },
    part: { title: "MR-Score", label: "MR-Score" },
    testId: "mean",
  },
  figureColumns: ({ subject, level }) => (subject === undefined && level === undefined ? [] : METRIC_COLUMNS),
  figures(run, { subject, level }) {
    if (isLevel(level)) return showMetrics(run.levels?.[level]);
    return subject === undefined ? {} : showMetrics(run.subjects[subject]);
  },
  notes(run, { subject, level }): Record<string, ShownNote> {
    const judged = run.serverJudged;
    if (!judged || level !== undefined) return {};
    if (subject === undefined) return { score: judgedNote(judged.mean, judged.judgeModel) };
    const scores = judged.subjects[subject];
    return scores
      ? {
          score: judgedNote(scores.mrScore, judged.judgeModel),
          reason: judgedNote(scores.accReason, judged.judgeModel),
        }
      : {};
  },
  levels: {
    label: "Difficulty",
    all: "All items (official MR-Score)",
    options: BOARD_LEVELS.map((key) => ({ key, label: LEVEL_LABELS[key] })),
    scoreOf: (run, level) => (isLevel(level) ? (run.levels?.[level]?.mrScore ?? null) : null),
  },
  links: "model",
  exports: MRBEN_EXPORTS,
};

/** Both shot settings of one board (overall, or one subject's), ranked and reduced. */
export function buildBoardTable({ data, subject }: { data: BoardData; subject?: string }): ShownBoard {
  return buildShownBoard({
    data,
    showing: MRBEN_BOARD_SHOWING,
    benchmark: { slug: MRBEN_SLUG, versionNumber: data.benchmark?.version ?? 0 },
    subject,
  });
}
