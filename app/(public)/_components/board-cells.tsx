// Cells of the board tables: a rank with its band, a score with its interval, an unranked mark.
import type { BoardRow, BoardSubjectCell } from "@/lib/leaderboard/board-rows";
import { formatHalfWidth, formatInterval, formatPercent, formatRankBand } from "@/lib/leaderboard/board-format";
import type { IntervalScore } from "@/lib/leaderboard/types";

export function UnrankedBadge({ reason }: { reason: string }) {
  return (
    <span
      title={reason}
      data-testid="unranked"
      className="ml-1 inline-block rounded bg-amber-100 px-1.5 py-0.5 text-[0.7rem] font-medium uppercase tracking-wide text-amber-900"
    >
      unranked<span className="sr-only">: {reason}</span>
    </span>
  );
}

export function RankCell({ row }: { row: BoardRow }) {
  if (row.rank === null) {
    return (
      <span data-testid="rank">
        <span aria-hidden>–</span>
        <UnrankedBadge reason={row.unrankedReason ?? "Not ranked"} />
      </span>
    );
  }
  const band = formatRankBand(row.rank, row.rankBand);
  return (
    <span data-testid="rank" className="whitespace-nowrap tabular-nums">
      <span className="font-semibold">{row.rank}</span>
      {band ? (
        <span
          className="ml-1 text-xs text-slate-500"
          title={`Given the 95% intervals, this entry could rank anywhere from ${row.rankBand?.best} to ${row.rankBand?.worst}.`}
        >
          ({band})<span className="sr-only"> possible ranks</span>
        </span>
      ) : null}
    </span>
  );
}

export function ScoreValue({ score, testId }: { score: IntervalScore; testId?: string }) {
  const half = formatHalfWidth(score);
  const interval = formatInterval(score);
  return (
    <span
      className="whitespace-nowrap tabular-nums"
      data-testid={testId}
      title={interval ? `95% interval ${interval}` : undefined}
    >
      {formatPercent(score.value)}
      {half ? <span className="ml-1 text-xs text-slate-500">± {half}</span> : null}
    </span>
  );
}

export function SubjectScoreCell({ cell, label }: { cell: BoardSubjectCell | undefined; label: string }) {
  if (!cell) {
    return (
      <span>
        <span aria-hidden>–</span>
        <UnrankedBadge reason={`Missing subject: ${label}`} />
      </span>
    );
  }
  return (
    <span>
      <ScoreValue score={cell.mrScore} />
      {cell.rankable ? null : (
        <UnrankedBadge
          reason={`Incomplete coverage: ${cell.matchedItems} of ${cell.benchmarkItems} ${label} items matched`}
        />
      )}
    </span>
  );
}

export function OtherShots({ score }: { score: IntervalScore | null }) {
  if (!score) return <span className="text-slate-400">–</span>;
  return <span className="tabular-nums text-slate-600">{formatPercent(score.value)}</span>;
}
