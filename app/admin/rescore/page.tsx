import type { Metadata } from "next";
import { DataTable } from "@/components/ui/data-table";
import { requirePageRole } from "@/lib/auth/gates";
import { listBenchmarks } from "@/lib/benchmarks/benchmarks";
import { benchmarkKind } from "@/lib/benchmarks/registry";
import { listRescoreCampaigns, type CampaignProgress } from "@/lib/rescore/campaign-progress";
import { ProgressPoller } from "./_components/progress-poller";
import { StartRescoreForm } from "./_components/start-rescore-form";
import { PageHeader } from "@/components/ui/page-header";

export const metadata: Metadata = { title: "Rescore" };
export const dynamic = "force-dynamic";

const date = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

function duration(seconds: number): string {
  const whole = Math.round(seconds);
  return whole < 60 ? `${whole} s` : `${Math.floor(whole / 60)} min ${whole % 60} s`;
}

const STATUS_LABEL: Record<CampaignProgress["status"], string> = {
  running: "Running",
  switching: "Switching the board",
  completed: "Completed: the board shows the new scores",
  failed: "Failed: the board keeps the previous scores",
};

function Campaign({ campaign }: { campaign: CampaignProgress }) {
  const settled = campaign.done + campaign.failed;
  return (
    <section className="space-y-2 rounded border border-slate-200 p-4" aria-label={`Campaign ${campaign.id}`}>
      <h2 className="font-semibold text-brand-900">
        {campaign.benchmark.name}: {STATUS_LABEL[campaign.status]} · scorer {campaign.scorer.version} · version{" "}
        {campaign.benchmarkVersion}
      </h2>
      <p className="text-sm text-slate-700">
        Started {date.format(new Date(campaign.startedAt))} UTC by {campaign.startedBy ?? "cli"}
        {campaign.finishedAt && `, finished ${date.format(new Date(campaign.finishedAt))} UTC`}.
      </p>
      <progress className="w-full" max={campaign.totalFiles} value={settled} />
      <p className="text-sm tabular-nums">
        {campaign.done} done, {campaign.failed} failed, {campaign.queued} to go of {campaign.totalFiles} files ·{" "}
        {duration(campaign.elapsedSeconds)}
        {campaign.filesPerSecond !== null && ` · ${campaign.filesPerSecond.toFixed(2)} files/s`}
      </p>
      {campaign.error && <p className="text-sm font-medium text-red-800">{campaign.error}</p>}
      {campaign.failedItems.length > 0 && (
        <DataTable
          caption="Files that could not be rescored"
          captionVisible
          rows={campaign.failedItems}
          rowKey={(item) => item.itemId}
          columns={[
            {
              key: "file",
              header: "File (SHA-256)",
              rowHeader: true,
              cell: (item) => <code>{item.sha256.slice(0, 16)}</code>,
            },
            { key: "attempts", header: "Attempts", numeric: true, cell: (item) => item.attempts },
            { key: "error", header: "Error", cell: (item) => item.error },
          ]}
        />
      )}
    </section>
  );
}

export default async function RescorePage() {
  await requirePageRole("admin");
  const [campaigns, benchmarks] = await Promise.all([listRescoreCampaigns(), listBenchmarks()]);
  const busy = (campaign: CampaignProgress) => campaign.status === "running" || campaign.status === "switching";
  return (
    <div className="space-y-6">
      <PageHeader
        title="Rescore every stored file"
        description={
          <p>
            Scores every stored original of a benchmark again with its kind&apos;s current scorer against the
            benchmark&apos;s current version, as background jobs. The board keeps the current scores until every file is
            done, then switches in one step; if any file fails, nothing switches.
          </p>
        }
      />
      {benchmarks
        .filter((benchmark) => benchmark.imported)
        .map((benchmark) => {
          const scorer = benchmarkKind(benchmark.kind).scorer;
          return (
            <section key={benchmark.slug} aria-label={benchmark.name} className="space-y-2">
              <h2 className="font-semibold text-slate-900">
                {benchmark.name} <span className="font-normal text-slate-600">· scorer {scorer.version}</span>
              </h2>
              <StartRescoreForm
                benchmark={benchmark.slug}
                disabled={campaigns.some((campaign) => campaign.benchmark.slug === benchmark.slug && busy(campaign))}
              />
            </section>
          );
        })}
      <ProgressPoller active={campaigns.some(busy)} />
      {campaigns.length === 0 ? (
        <p className="text-sm text-slate-600">No rescore has run yet.</p>
      ) : (
        campaigns.map((campaign) => <Campaign key={campaign.id} campaign={campaign} />)
      )}
    </div>
  );
}
