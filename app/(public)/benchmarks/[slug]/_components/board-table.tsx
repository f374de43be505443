// The ranked table of an extraction board: F1 with its interval, recall, precision, micro F1 and
// how many predictions did not parse; each model opens its records.
import { EntryLink } from "./entry-link";
import type { ExtractionBoardRow } from "@/lib/leaderboard/extraction-board";
import { DataTable, type DataColumn } from "@/components/ui/data-table";

const pct = (value: number) => (value * 100).toFixed(1);
export function BoardTable({
  slug,
  shots,
  rows,
  versionNumber,
}: {
  slug: string;
  shots: 0 | 1;
  rows: ExtractionBoardRow[];
  /** The benchmark's current version: an entry scored against an older one says so. */
  versionNumber: number;
}) {
  const columns: DataColumn<ExtractionBoardRow>[] = [
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
    { key: "org", header: "Organization", className: "text-slate-700", cell: (row) => row.organization },
    {
      key: "f1",
      header: "F1",
      numeric: true,
      className: "font-semibold",
      cellData: { "data-testid": "f1" },
      cell: (row) => pct(row.f1),
    },
    {
      key: "ci",
      header: "95% interval",
      numeric: true,
      className: "text-slate-500",
      cell: (row) => (row.f1Ci ? `${pct(row.f1Ci.low)}–${pct(row.f1Ci.high)}` : "—"),
    },
    { key: "recall", header: "Recall", numeric: true, cell: (row) => pct(row.recall) },
    { key: "precision", header: "Precision", numeric: true, cell: (row) => pct(row.precision) },
    { key: "micro", header: "Micro F1", numeric: true, cell: (row) => pct(row.micro.f1) },
    { key: "unparseable", header: "Unparseable", numeric: true, cell: (row) => `${row.unparseable} / ${row.records}` },
  ];
  return (
    <DataTable
      caption={`Entries ranked by F1, ${shots}-shot, in percent with the 95% interval`}
      testId="extraction-board"
      boxed
      columns={columns}
      rows={rows}
      rowKey={(row) => row.submissionId}
    />
  );
}
