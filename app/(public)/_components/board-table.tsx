// MR-Ben's board columns (overall, per subject, per difficulty level), sortable in the browser, on
// the shared board table.
import Link from "next/link";
import type { Route } from "next";
import type { ReactNode } from "react";
import { subjectLabel } from "@/lib/benchmarks/mrben/benchmark";
import type { BoardRow, ShownScore } from "@/lib/benchmarks/mrben/board/board-rows";
import { formatParametersShort } from "@/lib/benchmarks/mrben/board/format";
import { sortDir, type BoardSortColumn, type BoardView } from "@/lib/benchmarks/mrben/board/board-view";
import type { BoardSubject } from "@/lib/benchmarks/mrben/board/types";
import { BoardTable as SharedBoardTable, type BoardColumn } from "@/components/boards/board-table";
import { OtherShots, RankCell, ReportedMark, ScoreValue, ServerJudgedMark, SubjectScoreCell } from "./board-cells";

type Column = {
  sort: BoardSortColumn;
  title: ReactNode;
  /** The header's name for the sort button. */
  label: string;
  numeric: boolean;
  cell: (row: BoardRow) => ReactNode;
};

const LEADING: Column[] = [
  { sort: "rank", title: "Rank", label: "Rank", numeric: false, cell: (row) => <RankCell row={row} /> },
  {
    sort: "model",
    title: "Model",
    label: "Model",
    numeric: false,
    cell: (row) => (
      <>
        <Link href={`/models/${row.slug}` as Route} className="font-medium text-brand-700 hover:underline">
          {row.modelName}
        </Link>
        {row.verification === "reported" && row.sourceUrl ? <ReportedMark sourceUrl={row.sourceUrl} /> : null}
      </>
    ),
  },
  { sort: "org", title: "Organization", label: "Organization", numeric: false, cell: (row) => row.organization },
  {
    sort: "size",
    title: "Size",
    label: "Size",
    numeric: true,
    cell: (row) => formatParametersShort(row.parameterCount),
  },
  {
    sort: "weights",
    title: "Weights",
    label: "Weights",
    numeric: false,
    cell: (row) => (row.openWeights ? "Open" : "Closed"),
  },
];

function otherColumn(otherShots: number, what: string): Column {
  return {
    sort: "other",
    title: `${otherShots}-shot`,
    label: `${what}, ${otherShots}-shot`,
    numeric: true,
    cell: (row) => <OtherShots score={row.otherShots} />,
  };
}

export function overallColumns(subjects: BoardSubject[], shots: number): Column[] {
  return [
    ...LEADING,
    ...subjects.map((subject): Column => ({
      sort: `s.${subject.key}`,
      title: subject.label,
      label: `${subject.label} MR-Score`,
      numeric: true,
      cell: (row) => <SubjectScoreCell cell={row.subjects[subject.key]} label={subject.label} />,
    })),
    {
      sort: "score",
      title: "Mean",
      label: "Mean MR-Score",
      numeric: true,
      cell: (row) => (
        <>
          <ScoreValue score={row.score} testId="mean" />
          {row.serverJudged && <ServerJudgedMark value={row.serverJudged.t} judge={row.serverJudged.judge} />}
        </>
      ),
    },
    otherColumn(1 - shots, "Mean MR-Score"),
  ];
}

/** A difficulty level's board: the rows come from rowsForLevel, so the metrics are the level's. */
export function levelColumns(levelLabel: string, shots: number): Column[] {
  const label = `${levelLabel} items`;
  return subjectColumns(label, shots, label);
}

export function subjectColumns(subject: string, shots: number, title?: string): Column[] {
  const metric = (
    sort: BoardSortColumn,
    title: ReactNode,
    label: string,
    pick: (metrics: NonNullable<BoardRow["metrics"]>) => ShownScore,
    judgedHere?: (row: BoardRow) => string | undefined,
  ): Column => ({
    sort,
    title,
    label,
    numeric: true,
    cell: (row) =>
      row.metrics ? (
        <>
          {pick(row.metrics).t}
          {row.serverJudged && judgedHere && (
            <ServerJudgedMark value={judgedHere(row)} judge={row.serverJudged.judge} />
          )}
        </>
      ) : (
        "–"
      ),
  });
  return [
    ...LEADING,
    metric("mcc", "MCC", "MCC", (metrics) => metrics.mcc),
    metric(
      "step",
      <>
        ACC<sub>step</sub>
      </>,
      "ACC step",
      (metrics) => metrics.step,
    ),
    metric(
      "reason",
      <>
        ACC<sub>reason</sub>
      </>,
      "ACC reason",
      (metrics) => metrics.reason,
      (row) => row.serverJudged?.reason,
    ),
    {
      sort: "score",
      title: "MR-Score",
      label: "MR-Score",
      numeric: true,
      cell: (row) => (
        <>
          <ScoreValue score={row.score} testId="mean" />
          {row.serverJudged && <ServerJudgedMark value={row.serverJudged.t} judge={row.serverJudged.judge} />}
        </>
      ),
    },
    otherColumn(1 - shots, `${title ?? subjectLabel(subject)} MR-Score`),
  ];
}

export function BoardTable({
  caption,
  columns,
  rows,
  view,
  onSort,
}: {
  caption: string;
  columns: Column[];
  rows: BoardRow[];
  view: BoardView;
  onSort: (column: BoardSortColumn) => void;
}) {
  const boardColumns = columns.map((column): BoardColumn<BoardRow> => ({
    key: column.sort,
    header: column.title,
    sort: { key: column.sort, label: column.label },
    numeric: column.numeric,
    className: "whitespace-nowrap",
    cell: column.cell,
  }));
  return (
    <SharedBoardTable
      caption={caption}
      testId="board-table"
      columns={boardColumns}
      rows={rows}
      rowKey={(row) => row.slug}
      rowData={(row) => ({ "data-slug": row.slug })}
      rowClassName={(row) => (row.rank === null ? "bg-slate-50" : "")}
      sorting={{ active: view.sort, dir: sortDir(view), onSort: (key) => onSort(key as BoardSortColumn) }}
    />
  );
}
