// The spot check of an MR-Ben run: enough of each sampled record to judge whether the judge's verdict holds.
import type { Route } from "next";
import Link from "next/link";
import { subjectLabel } from "@/lib/benchmarks/mrben/benchmark";
import type { SampledRecord } from "../spot-check-sample";
import type { SpotCheckView } from "@/lib/benchmarks/kind-view";
import type { DataColumn } from "@/components/ui/data-table";

function sampleColumns({ submissionId, shots }: { submissionId: string; shots: number }): DataColumn<SampledRecord>[] {
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
          {record.errorReason || <span className="text-slate-500">(no error reason)</span>}
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

export const mrbenSpotCheck: SpotCheckView<SampledRecord> = {
  note: "The same records every time for this submission, drawn at random from the matched ones.",
  caption: (shots) => `Sampled ${shots}-shot records with the judge's verdicts`,
  rowKey: (record) => String(record.id),
  columns: sampleColumns,
};
