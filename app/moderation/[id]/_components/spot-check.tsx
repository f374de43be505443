// The sampled records: enough of each to judge whether the judge's verdict holds.
import type { Route } from "next";
import Link from "next/link";
import { subjectLabel } from "@/lib/mrben";
import type { SpotCheckSample } from "@/lib/moderation/spot-check-sample";
import { DataTable, type DataColumn } from "@/components/ui/data-table";

type SampledRecord = SpotCheckSample["records"][number];

export function SpotCheck({ submissionId, samples }: { submissionId: string; samples: SpotCheckSample[] }) {
  if (samples.length === 0) return <p className="text-sm text-slate-600">No scored records to sample.</p>;
  return (
    <div className="space-y-4">
      {samples.map(({ shots, records }) => (
        <div key={shots} className="rounded-lg border border-slate-200 bg-white text-xs">
          <h3 className="px-3 pt-3 text-sm font-semibold text-slate-800">{shots}-shot</h3>
          <DataTable
            caption={`Sampled ${shots}-shot records with the judge's verdicts`}
            testId={`sample-${shots}`}
            columns={sampleColumns(submissionId, shots)}
            rows={records}
            rowKey={(record) => String(record.id)}
          />
        </div>
      ))}
    </div>
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
