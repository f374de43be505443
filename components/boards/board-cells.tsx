// Cells of every board's table: a rank with its band, a score with its interval, an unranked mark,
// a reported entry's marks. Kept lean: an overall table has hundreds of cells, and the page is
// served to every visitor.
import type { ShownRanking, ShownScore, ShownSubjectCell } from "@/lib/boards/shown-board";
import { formatRankBand } from "@/lib/boards/board-format";
import { ExternalLink } from "@/components/external-link";
import { ENTRY_TIER_WORDS } from "@/lib/benchmarks/board-change";

function UnrankedBadge({ reason }: { reason: string }) {
  return (
    <span
      title={reason}
      data-testid="unranked"
      className="ml-1 rounded bg-amber-100 px-1 text-[0.7rem] uppercase text-amber-900"
    >
      unranked<span className="sr-only">{`: ${reason}`}</span>
    </span>
  );
}

export function RankCell({ row }: { row: ShownRanking }) {
  if (row.rank === null) {
    return (
      <span data-testid="rank">
        –<UnrankedBadge reason={row.unrankedReason ?? "Not ranked"} />
      </span>
    );
  }
  const band = formatRankBand(row.rank, row.rankBand);
  return (
    <span data-testid="rank">
      <b>{row.rank}</b>
      {band ? (
        <span
          className="ml-1 text-xs text-slate-500"
          title={`Given the 95% intervals, this entry could rank anywhere from ${row.rankBand?.best} to ${row.rankBand?.worst}.`}
        >{`(${band})`}</span>
      ) : null}
    </span>
  );
}

export function ScoreValue({ score, testId }: { score: ShownScore; testId?: string }) {
  return (
    <span data-testid={testId} title={score.ci ? `95% interval ${score.ci}` : undefined}>
      {score.t}
      {score.pm ? <small className="ml-1 text-slate-500">{`± ${score.pm}`}</small> : null}
    </span>
  );
}

export function SubjectScoreCell({ cell, label }: { cell: ShownSubjectCell | undefined; label: string }) {
  if (!cell) {
    return (
      <>
        –<UnrankedBadge reason={`Missing subject: ${label}`} />
      </>
    );
  }
  return (
    <>
      <ScoreValue score={cell} />
      {cell.unranked ? <UnrankedBadge reason={cell.unranked} /> : null}
    </>
  );
}

export function OtherShots({ score }: { score: ShownScore | null }) {
  return score ? <span className="text-slate-600">{score.t}</span> : <span className="text-slate-500">–</span>;
}

/** A reported entry's mark: its numbers come from a source, not from files rescored here. */
export function ReportedMark({ sourceUrl }: { sourceUrl: string }) {
  return (
    <span data-testid="reported-mark" className="ml-1 text-[0.7rem] text-slate-600">
      (
      <ExternalLink href={sourceUrl} className="underline">
        reported, not rescored
      </ExternalLink>
      )
    </span>
  );
}

/** An entry the portal evaluated itself: it asked the model's endpoint and judged the answers (a hosted run). */
export function EvaluatedMark() {
  return (
    <span
      data-testid="evaluated-mark"
      className="ml-1 text-[0.7rem] text-emerald-800"
      title="The portal asked the model's endpoint itself and judged its answers, rather than rescoring an uploaded file."
    >
      ({ENTRY_TIER_WORDS.evaluated})
    </span>
  );
}

/** A subject a reported entry's source does not give (it gives only the average). */
export function NotGiven() {
  return (
    <span className="text-slate-500" title="The source gives only the average">
      –<span className="sr-only">not given by the source</span>
    </span>
  );
}

/** The same model's figure as a source reports it, beside the figure rescored here. */
export function ReportedBeside({ value, sourceUrl }: { value: string; sourceUrl: string }) {
  return (
    <small
      className="ml-1 text-slate-600"
      data-testid="reported-beside"
      title="The same model's average as its source reports it"
    >
      <ExternalLink href={sourceUrl} className="underline">
        {`reported ${value}`}
      </ExternalLink>
    </small>
  );
}
