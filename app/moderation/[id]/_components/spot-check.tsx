// The sampled records: enough of each to judge whether the judge's verdict holds.
import type { Route } from "next";
import Link from "next/link";
import { subjectLabel } from "@/lib/mrben";
import type { SpotCheckSample } from "@/lib/moderation/spot-check-sample";

export function SpotCheck({ submissionId, samples }: { submissionId: string; samples: SpotCheckSample[] }) {
  if (samples.length === 0) return <p className="text-sm text-slate-600">No scored records to sample.</p>;
  return (
    <div className="space-y-4">
      {samples.map(({ shots, records }) => (
        <div key={shots} className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
          <h3 className="px-3 pt-3 text-sm font-semibold text-slate-800">{shots}-shot</h3>
          <table className="min-w-full text-xs" data-testid={`sample-${shots}`}>
            <thead className="text-left text-slate-500">
              <tr>
                <th className="px-3 py-1 font-normal">Item</th>
                <th className="px-3 py-1 font-normal">Question</th>
                <th className="px-3 py-1 font-normal">Model&apos;s error reason / raw response</th>
                <th className="px-3 py-1 font-normal">Judge&apos;s verdict</th>
                <th className="px-3 py-1 font-normal">Outcome</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 align-top">
              {records.map((record) => (
                <tr key={record.id}>
                  <td className="whitespace-nowrap px-3 py-2">
                    <Link
                      href={`/submissions/${submissionId}/records/${record.id}?shots=${shots}` as Route}
                      className="text-brand-700 underline"
                    >
                      {subjectLabel(record.subject)} #{record.recordIndex}
                    </Link>
                  </td>
                  <td className="max-w-xs whitespace-pre-wrap px-3 py-2">{record.question ?? "–"}</td>
                  <td className="max-w-md whitespace-pre-wrap px-3 py-2">
                    {record.errorReason || <span className="text-slate-400">(no error reason)</span>}
                    <details className="mt-1">
                      <summary className="cursor-pointer text-slate-500">raw response</summary>
                      <p className="whitespace-pre-wrap font-mono">{record.rawResponse}</p>
                    </details>
                  </td>
                  <td className="max-w-xs whitespace-pre-wrap px-3 py-2">
                    {record.verdict ?? (record.needsVerdict ? "missing (needed)" : "not needed")}
                    {record.judgeModel && <p className="text-slate-500">by {record.judgeModel}</p>}
                  </td>
                  <td className="whitespace-nowrap px-3 py-2">
                    {record.outcome?.toUpperCase()}
                    {record.stepEarned && ", step ✓"}
                    {record.reasonEarned && ", reason ✓"}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ))}
    </div>
  );
}
