// The records of an extraction scoring, one per reference: how the prediction parsed, recall,
// precision, F1, the counts and the values missing, invented and wrong, each reference opening its
// truth beside its prediction.
import type { Route } from "next";
import Link from "next/link";
import { ParseBadge } from "./parse-badge";
import { formatPercent } from "@/lib/platform/percent";
import type { ExtractionRecordRow } from "../records";
import { DataTable, type DataColumn } from "@/components/ui/data-table";

const count = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });

export function ExtractionRecordsTable({
  rows,
  recordHref,
}: {
  rows: ExtractionRecordRow[];
  recordHref: (referenceIndex: number) => Route;
}) {
  const columns: DataColumn<ExtractionRecordRow>[] = [
    {
      key: "reference",
      header: "Reference",
      cell: (row) => (
        <Link href={recordHref(row.referenceIndex)} className="text-brand-700 font-mono underline">
          {row.reference.key}
        </Link>
      ),
    },
    {
      key: "prediction",
      header: "Prediction",
      cell: (row) => (
        <>
          <ParseBadge parse={row.parse} />
          {row.moved && <span className="ml-2 text-xs text-slate-500">moved by matching</span>}
        </>
      ),
    },
    { key: "recall", header: "Recall", numeric: true, cell: (row) => formatPercent(row.recall) },
    { key: "precision", header: "Precision", numeric: true, cell: (row) => formatPercent(row.precision) },
    { key: "f1", header: "F1", numeric: true, className: "font-semibold", cell: (row) => formatPercent(row.f1) },
    {
      key: "counts",
      header: "Correct / truth / predicted values",
      numeric: true,
      cell: (row) => `${count.format(row.correct)} / ${row.truthLeaves} / ${row.predictionLeaves}`,
    },
    {
      key: "diff",
      header: "Missing / invented / wrong",
      numeric: true,
      cell: (row) =>
        row.missing === null
          ? "–"
          : `${count.format(row.missing)} / ${count.format(row.invented ?? 0)} / ${count.format(row.wrong ?? 0)}`,
    },
  ];
  return (
    <DataTable
      caption="Each reference with the prediction scored against it"
      testId="extraction-records"
      boxed
      columns={columns}
      rows={rows}
      rowKey={(row) => String(row.id)}
    />
  );
}
