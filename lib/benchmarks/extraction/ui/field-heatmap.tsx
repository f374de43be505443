// Per-field figures of every entry: rows are entries, columns the field paths with the most truth
// values; a toggle picks the figure (F1, or the share of values missing, invented or wrong). Each
// cell is coloured and shows the number, so colour is never the only cue.
import type { BoardContext, BoardRow } from "@/lib/benchmarks/kind-server";
import { EntryLink } from "@/components/boards/entry-link";
import { DataTable, type DataColumn } from "@/components/ui/data-table";
import type { ExtractionBoardFigures } from "../board-figures";
import {
  HEATMAP_FIGURES,
  HEATMAP_FIGURE_LABELS,
  HEATMAP_FIGURE_NOTES,
  heatmapValue,
  type HeatmapFigure,
} from "../heatmap-figures";
import { HeatmapFigureToggle } from "./heatmap-figure-toggle";

/** F1: white at 0 to the brand blue at 1, in steps a reader can tell apart. */
function f1Class(f1: number): string {
  if (f1 >= 0.8) return "bg-blue-800 text-white";
  if (f1 >= 0.6) return "bg-blue-600 text-white";
  if (f1 >= 0.4) return "bg-blue-300 text-slate-900";
  if (f1 >= 0.2) return "bg-blue-100 text-slate-900";
  return "bg-white text-slate-700";
}

/** A share of values gone wrong: white at 0 to red at 1 (more colour, worse). */
function errorClass(share: number): string {
  if (share >= 0.8) return "bg-red-800 text-white";
  if (share >= 0.6) return "bg-red-600 text-white";
  if (share >= 0.4) return "bg-red-300 text-slate-900";
  if (share >= 0.2) return "bg-red-100 text-slate-900";
  return "bg-white text-slate-700";
}

function cellClass(value: number | undefined, figure: HeatmapFigure): string {
  if (value === undefined) return "bg-slate-50 text-slate-600";
  return figure === "f1" ? f1Class(value) : errorClass(value);
}

const LEGEND = [
  ["0–20", 0],
  ["20–40", 0.2],
  ["40–60", 0.4],
  ["60–80", 0.6],
  ["80–100", 0.8],
] as const;

/** `outcomes.[].products.[].amount.mass.value` broken after dots so long paths wrap. */
function WrappedPath({ path }: { path: string }) {
  const parts = path.split(".");
  return (
    <>
      {parts.map((part, index) => (
        <span key={index}>
          {part}
          {index < parts.length - 1 && (
            <>
              .<wbr />
            </>
          )}
        </span>
      ))}
    </>
  );
}

type HeatmapPath = { path: string; truthLeaves: number };

type ExtractionRow = BoardRow<ExtractionBoardFigures>;

const fieldsOf = (row: ExtractionRow) => row.figures.fields ?? {};

/** The paths of the heatmap: every entry has the same (the board's most valued), the most truth values first. */
function heatmapPaths(rows: ExtractionRow[]): HeatmapPath[] {
  const leaves = new Map<string, number>();
  for (const row of rows)
    for (const [path, cell] of Object.entries(fieldsOf(row)))
      leaves.set(path, Math.max(leaves.get(path) ?? 0, cell.truthLeaves));
  return [...leaves]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .map(([path, truthLeaves]) => ({ path, truthLeaves }));
}

function heatmapColumns({
  slug,
  shots,
  paths,
  figure,
}: {
  slug: string;
  shots: 0 | 1;
  paths: HeatmapPath[];
  figure: HeatmapFigure;
}): DataColumn<ExtractionRow>[] {
  const valueOf = (row: ExtractionRow, path: string) => heatmapValue(fieldsOf(row)[path], figure);
  return [
    {
      key: "model",
      header: "Model",
      rowHeader: true,
      className: "sticky left-0 bg-white font-medium",
      headerClassName: "sticky left-0 bg-white",
      cell: (row) => <EntryLink slug={slug} shots={shots} entry={row} />,
    },
    ...paths.map((path): DataColumn<ExtractionRow> => ({
      key: path.path,
      header: (
        <>
          <WrappedPath path={path.path} /> <span className="text-slate-500">({path.truthLeaves})</span>
        </>
      ),
      headerClassName: "w-24 min-w-24 align-bottom font-mono font-normal",
      className: "text-center tabular-nums",
      cellClassName: (row) => cellClass(valueOf(row, path.path), figure),
      cell: (row) => {
        const value = valueOf(row, path.path);
        return value === undefined ? "–" : (value * 100).toFixed(0);
      },
    })),
  ];
}

function FigureTable({
  slug,
  shots,
  paths,
  rows,
  figure,
}: {
  slug: string;
  shots: 0 | 1;
  paths: HeatmapPath[];
  rows: ExtractionRow[];
  figure: HeatmapFigure;
}) {
  const label = HEATMAP_FIGURE_LABELS[figure];
  return (
    <div className="space-y-2 text-xs">
      <p className="text-sm text-slate-600">
        The {paths.length} field paths with the most values in the references (their count under each path);{" "}
        {HEATMAP_FIGURE_NOTES[figure]}. A dash: no figure (the entry lacks the path
        {figure === "f1" ? "" : ", or was scored before these were counted"}).
      </p>
      <DataTable
        caption={`${label} per field path and entry, ${shots}-shot, in percent`}
        testId={figure === "f1" ? "field-heatmap" : `field-heatmap-${figure}`}
        boxed
        columns={heatmapColumns({ slug, shots, paths, figure })}
        rows={rows}
        rowKey={(row) => row.submissionId}
      />
      <p className="flex flex-wrap items-center gap-1 text-slate-600" aria-hidden="true">
        {label}:
        {LEGEND.map(([range, at]) => (
          <span key={range} className={`rounded px-2 py-0.5 ${cellClass(at, figure)}`}>
            {range}
          </span>
        ))}
      </p>
    </div>
  );
}

export function FieldHeatmap({ context: { slug, shots }, rows }: { context: BoardContext; rows: ExtractionRow[] }) {
  const paths = heatmapPaths(rows);
  if (paths.length === 0) return null;
  return (
    <section className="space-y-2" aria-labelledby="heatmap-title">
      <h2 id="heatmap-title" className="text-xl font-semibold text-slate-900">
        Per field: F1, and values missing, invented and wrong
      </h2>
      <HeatmapFigureToggle
        panels={HEATMAP_FIGURES.map((figure) => ({
          key: figure,
          label: HEATMAP_FIGURE_LABELS[figure],
          content: <FigureTable slug={slug} shots={shots} paths={paths} rows={rows} figure={figure} />,
        }))}
      />
    </section>
  );
}
