// The sampled extraction records: the benchmark's truth beside the model's prediction, enough to
// see whether the scores match what the model wrote.
import Link from "next/link";
import { ParseBadge } from "@/components/submissions/parse-badge";
import type { ExtractionSpotCheckSample } from "@/lib/moderation/extraction-spot-check";
import { formatPercent } from "@/lib/mr-score";
import { DataTable, type DataColumn } from "@/components/ui/data-table";

type SampledRecord = ExtractionSpotCheckSample["records"][number];

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
        <div key={shots} className="rounded-lg border border-slate-200 bg-white text-xs">
          <h3 className="px-3 pt-3 text-sm font-semibold text-slate-800">{shots}-shot</h3>
          <DataTable
            caption={`Sampled ${shots}-shot records: truth beside prediction`}
            testId={`sample-${shots}`}
            columns={sampleColumns(submissionId, shots)}
            rows={records}
            rowKey={(record) => String(record.referenceIndex)}
          />
        </div>
      ))}
    </div>
  );
}

function sampleColumns(submissionId: string, shots: number): DataColumn<SampledRecord>[] {
  const json = (text: string) => <pre className="max-h-40 overflow-auto break-all whitespace-pre-wrap">{text}</pre>;
  return [
    {
      key: "reference",
      header: "Reference",
      className: "whitespace-nowrap align-top",
      cell: (record) => (
        <>
          <Link
            href={`/submissions/${submissionId}/predictions/${record.referenceIndex}?shots=${shots}`}
            className="text-brand-700 font-mono underline"
          >
            {record.referenceId}
          </Link>
          <p className="mt-1">
            <ParseBadge parse={record.parse} />
          </p>
        </>
      ),
    },
    { key: "truth", header: "Truth", className: "max-w-md align-top", cell: (record) => json(record.truth) },
    {
      key: "prediction",
      header: "Prediction",
      className: "max-w-md align-top",
      cell: (record) => json(record.prediction),
    },
    {
      key: "scores",
      header: "R / P / F1",
      className: "whitespace-nowrap tabular-nums align-top",
      cell: (record) =>
        `${formatPercent(record.recall)} / ${formatPercent(record.precision)} / ${formatPercent(record.f1)}`,
    },
  ];
}
