// A model's hosted runs as its public page shows them: where and how the portal asked the model
// (endpoint host, model name, sampling, shots, limits), when, and how many requests and tokens it took.
// The page loads them (loadHostedRunSettings); nothing shows when no completed run of an approved entry is behind it.
import type { HostedRunSettings } from "@/lib/hosted-runs/run-settings";
import { formatCount } from "@/lib/hosted-runs/progress-text";
import { DataTable } from "@/components/ui/data-table";

const day = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });

export function HostedRunSettingsTable({ runs }: { runs: HostedRunSettings[] }) {
  if (runs.length === 0) return null;
  return (
    <section aria-labelledby="hosted-settings-heading" className="space-y-2" data-testid="hosted-run-settings">
      <h2 id="hosted-settings-heading" className="text-xl font-semibold text-slate-900">
        Evaluated by the portal
      </h2>
      <p className="text-sm text-slate-600">
        The portal asked the model&apos;s endpoint the benchmark itself, with these settings.
      </p>
      <DataTable
        boxed
        caption="Settings of the portal's runs of this model"
        rows={runs}
        rowKey={(run) => run.runId}
        columns={[
          { key: "benchmark", header: "Benchmark", cell: (run) => run.benchmarkName },
          { key: "host", header: "Endpoint host", cell: (run) => <span className="break-all">{run.host}</span> },
          { key: "model", header: "Model name", cell: (run) => <span className="break-all">{run.model}</span> },
          { key: "sampling", header: "Temperature / top_p", cell: (run) => `${run.temperature} / ${run.topP}` },
          { key: "shots", header: "Shots", cell: (run) => run.shots.join(", ") },
          { key: "maxTokens", header: "Max tokens", cell: (run) => run.maxTokens ?? "API's limit" },
          {
            key: "stop",
            header: "Stop token ids",
            cell: (run) => (run.stopTokenIds.length > 0 ? run.stopTokenIds.join(", ") : "none"),
          },
          {
            key: "scope",
            header: "Items",
            cell: (run) =>
              `${run.subjects.length > 0 ? run.subjects.join(", ") : "all subjects"}${run.itemLimit !== null ? `, first ${run.itemLimit}` : ""}`,
          },
          { key: "date", header: "Date", cell: (run) => day.format(run.date) },
          {
            key: "usage",
            header: "Requests / tokens",
            cell: (run) =>
              `${formatCount(run.requests)} / ${formatCount(run.tokens.prompt)} + ${formatCount(run.tokens.completion)}`,
          },
        ]}
      />
    </section>
  );
}
