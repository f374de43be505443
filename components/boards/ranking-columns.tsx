// The columns of every board's rankings, sortable in the browser: rank with its band, the model
// (with its marks, and on a phone the ranked score, whose column is off-screen), organization, size,
// weights, each subject's score (overall board), the kind's figures, the ranked score with its
// interval, the other shot setting and (overall board) the API price.
import Link from "next/link";
import type { Route } from "next";
import type { ReactNode } from "react";
import type { FigureColumn, ShownBoard, ShownNote, ShownRow } from "@/lib/boards/shown-board";
import { formatParametersShort } from "@/lib/boards/board-format";
import { FlagMark } from "./flag-mark";
import {
  EvaluatedMark,
  NotGiven,
  OtherShots,
  RankCell,
  ReportedBeside,
  ReportedMark,
  ScoreValue,
  SubjectScoreCell,
} from "./board-cells";

export interface RankingColumn {
  sort: string;
  title: ReactNode;
  /** The header's name for the sort button. */
  label: string;
  numeric: boolean;
  cell: (row: ShownRow) => ReactNode;
  /** The column's classes; whitespace-nowrap when not given. */
  className?: string;
}

/** Which board the rows stand on: the overall board, a subject's, or a level's (named as its items). */
export type RankingPart = { subject?: { key: string; label: string }; level?: { key: string; label: string } };

function Note({ note }: { note: ShownNote | undefined }) {
  if (!note) return null;
  return (
    <small className="ml-1 text-slate-500" data-testid={note.testId} title={note.title}>
      {note.t}
    </small>
  );
}

/** The model's name: its model page, or its entry's page on this benchmark in the shot setting shown (then with a link to the model page). */
function ModelName({ row, board, shots }: { row: ShownRow; board: ShownBoard; shots: 0 | 1 }) {
  if (board.links === "model")
    return (
      <Link href={`/models/${row.slug}` as Route} className="font-medium text-brand-700 hover:underline">
        {row.modelName}
      </Link>
    );
  return (
    <>
      <Link
        className="font-medium text-brand-700 underline"
        href={`/benchmarks/${board.slug}/entries/${row.submissionId}?shots=${shots}` as Route}
      >
        {row.modelName}
      </Link>
      <Link
        href={`/models/${row.slug}` as Route}
        className="ml-2 text-xs font-normal text-brand-700 underline"
        data-testid="model-page-link"
      >
        model page<span className="sr-only"> of {row.modelName}</span>
      </Link>
    </>
  );
}

function ModelCell({
  row,
  board,
  shots,
  scoreName,
}: {
  row: ShownRow;
  board: ShownBoard;
  shots: 0 | 1;
  scoreName: string;
}) {
  return (
    <>
      <ModelName row={row} board={board} shots={shots} />
      {row.verification === "reported" && row.sourceUrl ? <ReportedMark sourceUrl={row.sourceUrl} /> : null}
      {row.tier === "evaluated" ? <EvaluatedMark /> : null}
      {row.flags ? <FlagMark flags={row.flags} /> : null}
      {row.scoredAgainst !== undefined ? (
        <span className="ml-2 text-xs font-normal text-amber-800">scored against version {row.scoredAgainst}</span>
      ) : null}
      <span className="block text-xs font-normal text-slate-700 sm:hidden" data-testid="score-narrow">
        {scoreName} {row.score.t}
        {row.score.pm ? ` ± ${row.score.pm}` : ""}
      </span>
    </>
  );
}

function leadingColumns(board: ShownBoard, shots: 0 | 1, scoreName: string): RankingColumn[] {
  return [
    { sort: "rank", title: "Rank", label: "Rank", numeric: false, cell: (row) => <RankCell row={row} /> },
    {
      sort: "model",
      title: "Model",
      label: "Model",
      numeric: false,
      // Wraps on a phone, where the column stays in view and must leave room for the others.
      className: "min-w-[8rem] max-w-[11rem] whitespace-normal sm:max-w-none sm:whitespace-nowrap",
      cell: (row) => <ModelCell row={row} board={board} shots={shots} scoreName={scoreName} />,
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
}

const subjectColumns = (board: ShownBoard): RankingColumn[] =>
  board.subjects.map((subject) => ({
    sort: `s.${subject.key}`,
    title: subject.label,
    label: `${subject.label} ${board.names.part.label}`,
    numeric: true,
    cell: (row) =>
      row.meanOnly ? <NotGiven /> : <SubjectScoreCell cell={row.subjects[subject.key]} label={subject.label} />,
  }));

const figureColumns = (columns: FigureColumn[]): RankingColumn[] =>
  columns.map((column) => ({
    sort: column.key,
    title: column.title,
    label: column.label,
    numeric: true,
    cell: (row) => {
      const figure = row.figures?.[column.key];
      return figure ? (
        <>
          {figure.t}
          <Note note={row.notes?.[column.key]} />
        </>
      ) : (
        "–"
      );
    },
  }));

const PRICE: RankingColumn = {
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

/** The columns of one board (overall, a subject's or a level's) in one shot setting. */
export function rankingColumns(board: ShownBoard, shots: 0 | 1, part: RankingPart): RankingColumn[] {
  const overall = part.subject === undefined && part.level === undefined;
  const score = overall ? board.names.overall : board.names.part;
  const what = part.subject?.label ?? (part.level ? `${part.level.label} items` : null);
  const other = 1 - shots;
  return [
    ...leadingColumns(board, shots, score.title),
    ...(overall ? subjectColumns(board) : []),
    ...figureColumns(part.level ? board.columns.level : board.columns.board),
    {
      sort: "score",
      title: score.title,
      label: score.label,
      numeric: true,
      cell: (row) => (
        <>
          <ScoreValue score={row.score} testId={board.names.testId} />
          <Note note={row.notes?.score} />
          {row.reported && <ReportedBeside value={row.reported.t} sourceUrl={row.reported.sourceUrl} />}
        </>
      ),
    },
    {
      sort: "other",
      title: `${other}-shot`,
      label: `${what ? `${what} ${score.label}` : score.label}, ${other}-shot`,
      numeric: true,
      cell: (row) => <OtherShots score={row.otherShots} />,
    },
    ...(overall ? [PRICE] : []),
  ];
}
