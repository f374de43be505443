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
import { FlagMark } from "@/components/boards/flag-mark";
import {
  EvaluatedMark,
  NotGiven,
  OtherShots,
  RankCell,
  ReportedBeside,
  ReportedMark,
  ScoreValue,
  ServerJudgedMark,
  SubjectScoreCell,
} from "./board-cells";

type Column = {
  sort: BoardSortColumn;
  title: ReactNode;
  /** The header's name for the sort button. */
  label: string;
  numeric: boolean;
  cell: (row: BoardRow) => ReactNode;
  /** The column's classes; whitespace-nowrap when not given. */
  className?: string;
};

/** The model's cell; on a narrow screen it also shows the ranked score, whose column is off-screen. */
function ModelCell({ row, scoreName }: { row: BoardRow; scoreName: string }) {
  return (
    <>
      <Link href={`/models/${row.slug}` as Route} className="font-medium text-brand-700 hover:underline">
        {row.modelName}
      </Link>
      {row.verification === "reported" && row.sourceUrl ? <ReportedMark sourceUrl={row.sourceUrl} /> : null}
      {row.tier === "evaluated" ? <EvaluatedMark /> : null}
      {row.flags ? <FlagMark flags={row.flags} /> : null}
      <span className="block text-xs text-slate-700 sm:hidden" data-testid="score-narrow">
        {scoreName} {row.score.t}
        {row.score.pm ? ` ± ${row.score.pm}` : ""}
      </span>
    </>
  );
}

/** Rank, model, organization, size and weights; `scoreName` is the ranked score's name ("Mean", "MR-Score"). */
const leading = (scoreName: string): Column[] => [
  { sort: "rank", title: "Rank", label: "Rank", numeric: false, cell: (row) => <RankCell row={row} /> },
  {
    sort: "model",
    title: "Model",
    label: "Model",
    numeric: false,
    // Wraps on a phone, where the column stays in view and must leave room for the others.
    className: "min-w-[8rem] max-w-[11rem] whitespace-normal sm:max-w-none sm:whitespace-nowrap",
    cell: (row) => <ModelCell row={row} scoreName={scoreName} />,
  },
  {
    sort: "org",
    title: "Organization",
    label: "Organization",
    numeric: false,
    cell: (row) => row.organization || <span className="text-slate-500">—</span>,
  },
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
    ...leading("Mean"),
    ...subjects.map((subject): Column => ({
      sort: `s.${subject.key}`,
      title: subject.label,
      label: `${subject.label} MR-Score`,
      numeric: true,
      cell: (row) =>
        row.meanOnly ? <NotGiven /> : <SubjectScoreCell cell={row.subjects[subject.key]} label={subject.label} />,
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
          {row.reported && <ReportedBeside value={row.reported.t} sourceUrl={row.reported.sourceUrl} />}
        </>
      ),
    },
    otherColumn(1 - shots, "Mean MR-Score"),
    PRICE,
  ];
}

const PRICE: Column = {
  sort: "price",
  title: (
    <abbr title="API price in USD per million input / output tokens" className="no-underline">
      Price
    </abbr>
  ),
  label: "Price",
  numeric: true,
  cell: (row) => <span data-testid="price">{row.price?.t ?? "—"}</span>,
};

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
    ...leading("MR-Score"),
    metric("mcc", "MCC", "MCC", (metrics) => metrics.mcc),
    // The space between ACC and its subscript is not drawn (the sort button lays its content out in
    // a row) but makes the visible text read "ACC step", as the button's name "Sort by ACC step" does.
    metric(
      "step",
      <>
        ACC <sub>step</sub>
      </>,
      "ACC step",
      (metrics) => metrics.step,
    ),
    metric(
      "reason",
      <>
        ACC <sub>reason</sub>
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
    className: column.className ?? "whitespace-nowrap",
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
