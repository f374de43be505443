// The sampled extraction records: the benchmark's truth beside the model's prediction, enough to
// see whether the scores match what the model wrote.
import Link from "next/link";
import { ParseBadge } from "@/components/submissions/parse-badge";
import type { ExtractionSpotCheckSample } from "@/lib/moderation/extraction-spot-check";
import { formatPercent } from "@/lib/mr-score";

export function ExtractionSpotCheck({
  submissionId,
  samples,
}: {
  submissionId: string;
  samples: ExtractionSpotCheckSample[];
}) {
  if (samples.length === 0) return <p className="text-sm text-slate-600">No scored records to sample.</p>;
  return (
    <div className="space-y-4">
      {samples.map(({ shots, records }) => (
        <div key={shots} className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
          <h3 className="px-3 pt-3 text-sm font-semibold text-slate-800">{shots}-shot</h3>
          <table className="min-w-full text-xs" data-testid={`sample-${shots}`}>
            <thead className="text-left text-slate-500">
              <tr>
                <th className="px-3 py-1 font-normal">Reference</th>
                <th className="px-3 py-1 font-normal">Truth</th>
                <th className="px-3 py-1 font-normal">Prediction</th>
                <th className="px-3 py-1 font-normal">R / P / F1</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 align-top">
              {records.map((record) => (
                <tr key={record.referenceIndex}>
                  <td className="whitespace-nowrap px-3 py-2">
                    <Link
                      href={`/submissions/${submissionId}/predictions/${record.referenceIndex}?shots=${shots}`}
                      className="font-mono text-brand-700 underline"
                    >
                      {record.referenceId}
                    </Link>
                    <p className="mt-1">
                      <ParseBadge parse={record.parse} />
                    </p>
                  </td>
                  <td className="max-w-md px-3 py-2">
                    <pre className="max-h-40 overflow-auto whitespace-pre-wrap break-all">{record.truth}</pre>
                  </td>
                  <td className="max-w-md px-3 py-2">
                    <pre className="max-h-40 overflow-auto whitespace-pre-wrap break-all">{record.prediction}</pre>
                  </td>
                  <td className="whitespace-nowrap px-3 py-2 tabular-nums">
                    {formatPercent(record.recall)} / {formatPercent(record.precision)} / {formatPercent(record.f1)}
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
