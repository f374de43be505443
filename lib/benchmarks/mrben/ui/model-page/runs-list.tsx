// The results files behind the entry and behind its earlier approved submissions, each with the
// scorer and benchmark version that scored it and a download of the file as uploaded.
import { formatBytes, formatDay } from "@/lib/benchmarks/mrben/board/format";
import type { ModelRunFile } from "@/lib/benchmarks/mrben/board/model-page";
import { formatPercent } from "@/lib/benchmarks/mrben/mr-score";
import { DataTable, type DataColumn } from "@/components/ui/data-table";

export function RunsList({ runs, label }: { runs: ModelRunFile[]; label: string }) {
  const columns: DataColumn<ModelRunFile>[] = [
    { key: "setting", header: "Setting", className: "whitespace-nowrap", cell: (run) => `${run.shots}-shot` },
    {
      key: "file",
      header: "File",
      className: "min-w-[14rem]",
      cell: (run) => (
        <>
          <a href={run.downloadUrl} download className="text-brand-700 break-all underline">
            {run.fileName ?? `${run.shots}-shot results`}
          </a>{" "}
          <span className="whitespace-nowrap text-slate-500">({formatBytes(run.sizeBytes)})</span>
        </>
      ),
    },
    {
      key: "mean",
      header: "Mean MR-Score",
      numeric: true,
      cell: (run) => (
        <>
          {formatPercent(run.meanMrScore)}
          {run.previous && (
            <span className="block text-xs whitespace-nowrap text-slate-500">
              was {formatPercent(run.previous.mean)} with scorer {run.previous.scorerVersion}
            </span>
          )}
        </>
      ),
    },
    {
      key: "scorer",
      header: "Scorer",
      className: "whitespace-nowrap",
      cell: (run) => `${run.scorer.name} ${run.scorer.version}`,
    },
    {
      key: "benchmark",
      header: "Benchmark",
      className: "whitespace-nowrap",
      cell: (run) => `version ${run.benchmarkVersion}`,
    },
    { key: "scored", header: "Scored", className: "whitespace-nowrap", cell: (run) => formatDay(run.scoredAt) },
    {
      key: "sha",
      header: "SHA-256",
      className: "font-mono text-xs",
      cell: (run) => <span title={run.sha256 ?? undefined}>{run.sha256 ? `${run.sha256.slice(0, 12)}…` : "–"}</span>,
    },
  ];
  return <DataTable caption={label} boxed focusable columns={columns} rows={runs} rowKey={(run) => run.runId} />;
}
