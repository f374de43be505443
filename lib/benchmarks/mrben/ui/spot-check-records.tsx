// The sampled MR-Ben records of a run: enough of each to judge whether the judge's verdict holds.
import type { Route } from "next";
import Link from "next/link";
import { subjectLabel } from "@/lib/benchmarks/mrben/benchmark";
import type { SampledRecord } from "../spot-check-sample";
import { DataTable, type DataColumn } from "@/components/ui/data-table";

export function SpotCheckRecords({
  submissionId,
  shots,
  records,
}: {
  submissionId: string;
  shots: number;
  records: SampledRecord[];
}) {
  return (
    <DataTable
      caption={`Sampled ${shots}-shot records with the judge's verdicts`}
      testId={`sample-${shots}`}
      columns={sampleColumns(submissionId, shots)}
      rows={records}
      rowKey={(record) => String(record.id)}
    />
  );
}

function sampleColumns(submissionId: string, shots: number): DataColumn<SampledRecord>[] {
  return [
    {
      key: "item",
      header: "Item",
      className: "whitespace-nowrap align-top",
      cell: (record) => (
        <Link
          href={`/submissions/${submissionId}/records/${record.id}?shots=${shots}` as Route}
          className="text-brand-700 underline"
        >
          {subjectLabel(record.subject)} #{record.recordIndex}
        </Link>
      ),
    },
    {
      key: "question",
      header: "Question",
      className: "max-w-xs whitespace-pre-wrap align-top",
      cell: (record) => record.question ?? "–",
    },
    {
      key: "reason",
      header: "Model's error reason / raw response",
      className: "max-w-md whitespace-pre-wrap align-top",
      cell: (record) => (
        <>
          {record.errorReason || <span className="text-slate-400">(no error reason)</span>}
          <details className="mt-1">
            <summary className="cursor-pointer text-slate-500">raw response</summary>
            <p className="font-mono whitespace-pre-wrap">{record.rawResponse}</p>
          </details>
        </>
      ),
    },
    {
      key: "verdict",
      header: "Judge's verdict",
      className: "max-w-xs whitespace-pre-wrap align-top",
      cell: (record) => (
        <>
          {record.verdict ?? (record.needsVerdict ? "missing (needed)" : "not needed")}
          {record.judgeModel && <p className="text-slate-500">by {record.judgeModel}</p>}
        </>
      ),
    },
    {
      key: "outcome",
      header: "Outcome",
      className: "whitespace-nowrap align-top",
      cell: (record) => (
        <>
          {record.outcome?.toUpperCase()}
          {record.stepEarned && ", step ✓"}
          {record.reasonEarned && ", reason ✓"}
        </>
      ),
    },
  ];
}
