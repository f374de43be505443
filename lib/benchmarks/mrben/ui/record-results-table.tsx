// A scored MR-Ben file's records, a page at a time: the truth, what the model said, the outcome
// and what it earned, each record opening its detail.
import Link from "next/link";
import type { Route } from "next";
import { DataTable, type DataColumn } from "@/components/ui/data-table";
import type { RecordResultRow } from "../record-results";

type RecordRow = RecordResultRow;

const mark = (earned: boolean) => (earned ? "✓" : "·");

export function RecordResultsTable({ rows, recordHref }: { rows: RecordRow[]; recordHref: (id: string) => Route }) {
  const columns: DataColumn<RecordRow>[] = [
    {
      key: "record",
      header: "Record",
      cell: (row) => (
        <>
          <Link href={recordHref(String(row.id))} className="text-brand-700 underline">
            {row.subject}[{row.recordIndex}]
          </Link>
          {row.item && <span className="ml-2 text-xs text-slate-500">{row.item.sampledModel}</span>}
        </>
      ),
    },
    {
      key: "truth",
      header: "Truth",
      cell: (row) =>
        row.item
          ? `${row.item.correctness}${row.item.correctness === "incorrect" ? `, step ${row.item.firstErrorStep || "''"}` : ""}`
          : "unknown item",
    },
    {
      key: "said",
      header: "Model said",
      cell: (row) =>
        `${row.predictedCorrectness || "''"}${row.predictedStep !== null ? `, step ${row.predictedStep || "''"}` : ""}`,
    },
    { key: "outcome", header: "Outcome", className: "font-mono", cell: (row) => row.outcome ?? "–" },
    { key: "step", header: "Step", cell: (row) => mark(row.stepEarned) },
    { key: "reason", header: "Reason", cell: (row) => mark(row.reasonEarned) },
    {
      key: "verdict",
      header: "Verdict",
      className: "max-w-48 truncate",
      cell: (row) => <span title={row.verdict ?? ""}>{row.verdict ?? "–"}</span>,
    },
  ];
  return (
    <DataTable
      caption="The file's records with what each earned"
      boxed
      columns={columns}
      rows={rows}
      rowKey={(row) => String(row.id)}
    />
  );
}
