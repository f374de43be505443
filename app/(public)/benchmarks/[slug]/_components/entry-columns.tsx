// The shared board's columns every kind has: rank, the model (opening the entry's public page in the
// shot setting shown, and saying when it was scored against an older version), its organization, the
// kind's score and its 95% interval. A kind's own columns follow (KindView.boardColumns).
import type { BoardContext, BoardRow } from "@/lib/benchmarks/kind-server";
import { EntryLink } from "@/components/boards/entry-link";
import type { DataColumn } from "@/components/ui/data-table";

const pct = (value: number) => (value * 100).toFixed(1);

/** The test id of a score's cells: the score's name in lower case ("f1", "accuracy"). */
export const scoreTestId = (scoreLabel: string) => scoreLabel.toLowerCase().replace(/[^a-z0-9]+/g, "-");

export function entryColumns({ slug, shots, versionNumber }: BoardContext, scoreLabel: string): DataColumn<BoardRow>[] {
  return [
    { key: "rank", header: "#", className: "tabular-nums text-slate-500", cell: (row) => row.rank },
    {
      key: "model",
      header: "Model",
      rowHeader: true,
      className: "font-medium",
      cell: (row) => (
        <>
          <EntryLink slug={slug} shots={shots} entry={row} />
          {row.benchmarkVersion !== versionNumber && (
            <span className="ml-2 text-xs font-normal text-amber-800">
              scored against version {row.benchmarkVersion}
            </span>
          )}
        </>
      ),
    },
    { key: "org", header: "Organization", className: "text-slate-700", cell: (row) => row.model.organization },
    {
      key: "score",
      header: scoreLabel,
      numeric: true,
      className: "font-semibold",
      cellData: { "data-testid": scoreTestId(scoreLabel) },
      cell: (row) => pct(row.score),
    },
    {
      key: "ci",
      header: "95% interval",
      numeric: true,
      className: "text-slate-500",
      cell: (row) => (row.interval ? `${pct(row.interval.low)}–${pct(row.interval.high)}` : "—"),
    },
  ];
}
