// Per-field F1 of every entry: rows are entries, columns the field paths with the most truth
// values; each cell is coloured by F1 and shows the number, so colour is never the only cue.
import type { BoardContext, BoardRow } from "@/lib/benchmarks/kind-server";
import { EntryLink } from "@/components/boards/entry-link";
import { DataTable, type DataColumn } from "@/components/ui/data-table";
import type { ExtractionBoardFigures } from "../board-figures";

/** White at 0 to the brand blue at 1, in steps a reader can tell apart. */
function cellClass(f1: number | undefined): string {
  if (f1 === undefined) return "bg-slate-50 text-slate-400";
  if (f1 >= 0.8) return "bg-blue-700 text-white";
  if (f1 >= 0.6) return "bg-blue-500 text-white";
  if (f1 >= 0.4) return "bg-blue-300 text-slate-900";
  if (f1 >= 0.2) return "bg-blue-100 text-slate-900";
  return "bg-white text-slate-700";
}

const LEGEND = [
  ["0–20", undefined, 0],
  ["20–40", undefined, 0.2],
  ["40–60", undefined, 0.4],
  ["60–80", undefined, 0.6],
  ["80–100", undefined, 0.8],
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

const fieldsOf = (row: BoardRow) => (row.figures as ExtractionBoardFigures).fields ?? {};

/** The paths of the heatmap: every entry has the same (the board's most valued), the most truth values first. */
function heatmapPaths(rows: BoardRow[]): HeatmapPath[] {
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
}: {
  slug: string;
  shots: 0 | 1;
  paths: HeatmapPath[];
}): DataColumn<BoardRow>[] {
  const f1Of = (row: BoardRow, path: string) => fieldsOf(row)[path]?.f1;
  return [
    {
      key: "model",
      header: "Model",
      rowHeader: true,
      className: "sticky left-0 bg-white font-medium",
      headerClassName: "sticky left-0 bg-white",
      cell: (row) => <EntryLink slug={slug} shots={shots} entry={row} />,
    },
    ...paths.map((path): DataColumn<BoardRow> => ({
      key: path.path,
      header: (
        <>
          <WrappedPath path={path.path} /> <span className="text-slate-400">({path.truthLeaves})</span>
        </>
      ),
      headerClassName: "w-24 min-w-24 align-bottom font-mono font-normal",
      className: "text-center tabular-nums",
      cellClassName: (row) => cellClass(f1Of(row, path.path)),
      cell: (row) => {
        const f1 = f1Of(row, path.path);
        return f1 === undefined ? "–" : (f1 * 100).toFixed(0);
      },
    })),
  ];
}

export function FieldHeatmap({ context: { slug, shots }, rows }: { context: BoardContext; rows: BoardRow[] }) {
  const paths = heatmapPaths(rows);
  if (paths.length === 0) return null;
  return (
    <section className="space-y-2" aria-labelledby="heatmap-title">
      <h2 id="heatmap-title" className="text-xl font-semibold text-slate-900">
        F1 per field
      </h2>
      <p className="text-sm text-slate-600">
        The {paths.length} field paths with the most values in the references (their count under each path), F1 ×100 of
        each entry on that field: which fields models get wrong.
      </p>
      <div className="text-xs">
        <DataTable
          caption={`F1 per field path and entry, ${shots}-shot, in percent`}
          testId="field-heatmap"
          boxed
          columns={heatmapColumns({ slug, shots, paths })}
          rows={rows}
          rowKey={(row) => row.submissionId}
        />
      </div>
      <p className="flex flex-wrap items-center gap-1 text-xs text-slate-600" aria-hidden="true">
        F1:
        {LEGEND.map(([label, , at]) => (
          <span key={label} className={`rounded px-2 py-0.5 ${cellClass(at)}`}>
            {label}
          </span>
        ))}
      </p>
    </section>
  );
}
