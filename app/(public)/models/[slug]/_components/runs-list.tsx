// The results files behind the entry and behind its earlier approved submissions, each with the
// scorer and benchmark version that scored it and a download of the file as uploaded.
import { formatBytes, formatDay } from "@/lib/leaderboard/format";
import type { ModelRunFile } from "@/lib/leaderboard/model-page";
import { formatPercent } from "@/lib/mr-score";

export function RunsList({ runs, label }: { runs: ModelRunFile[]; label: string }) {
  return (
    <div className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white" tabIndex={0}>
      <table className="min-w-full text-sm">
        <caption className="sr-only">{label}</caption>
        <thead className="bg-slate-100 text-left text-xs text-slate-600">
          <tr>
            <th scope="col" className="px-3 py-2">
              Setting
            </th>
            <th scope="col" className="px-3 py-2">
              File
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Mean MR-Score
            </th>
            <th scope="col" className="px-3 py-2">
              Scorer
            </th>
            <th scope="col" className="px-3 py-2">
              Benchmark
            </th>
            <th scope="col" className="px-3 py-2">
              Scored
            </th>
            <th scope="col" className="px-3 py-2">
              SHA-256
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {runs.map((run) => (
            <tr key={run.runId}>
              <td className="whitespace-nowrap px-3 py-2">{run.shots}-shot</td>
              <td className="min-w-[14rem] px-3 py-2">
                <a href={run.downloadUrl} download className="break-all text-brand-700 underline">
                  {run.fileName ?? `${run.shots}-shot results`}
                </a>{" "}
                <span className="whitespace-nowrap text-slate-500">({formatBytes(run.sizeBytes)})</span>
              </td>
              <td className="px-3 py-2 text-right tabular-nums">
                {formatPercent(run.meanMrScore)}
                {run.previous && (
                  <span className="block whitespace-nowrap text-xs text-slate-500">
                    was {formatPercent(run.previous.mean)} with scorer {run.previous.scorerVersion}
                  </span>
                )}
              </td>
              <td className="whitespace-nowrap px-3 py-2">
                {run.scorer.name} {run.scorer.version}
              </td>
              <td className="whitespace-nowrap px-3 py-2">version {run.benchmarkVersion}</td>
              <td className="whitespace-nowrap px-3 py-2">{formatDay(run.scoredAt)}</td>
              <td className="px-3 py-2 font-mono text-xs" title={run.sha256 ?? undefined}>
                {run.sha256 ? `${run.sha256.slice(0, 12)}…` : "–"}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
