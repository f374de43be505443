// The spot check of an extraction run: the benchmark's truth beside the model's prediction, enough
// to see whether the scores match what the model wrote.
import Link from "next/link";
import { formatPercent } from "@/lib/platform/percent";
import type { SampledExtractionRecord } from "../spot-check-sample";
import { ParseBadge } from "./parse-badge";
import type { SpotCheckView } from "@/lib/benchmarks/kind-view";
import type { DataColumn } from "@/components/ui/data-table";

type SampledRecord = SampledExtractionRecord;

function sampleColumns({ submissionId, shots }: { submissionId: string; shots: number }): DataColumn<SampledRecord>[] {
  const json = (text: string) => (
    <pre tabIndex={0} className="max-h-40 overflow-auto break-all whitespace-pre-wrap">
      {text}
    </pre>
  );
  return [
    {
      key: "reference",
      header: "Reference",
      className: "whitespace-nowrap align-top",
      cell: (record) => (
        <>
          <Link
            href={`/submissions/${submissionId}/records/${record.referenceIndex}?shots=${shots}`}
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

export const extractionSpotCheck: SpotCheckView<SampledRecord> = {
  note: "The same records every time for this submission, drawn at random from those with a prediction: the benchmark's truth beside the model's prediction.",
  caption: (shots) => `Sampled ${shots}-shot records: truth beside prediction`,
  rowKey: (record) => String(record.referenceIndex),
  columns: sampleColumns,
};
