import type { Metadata, Route } from "next";
import Link from "next/link";
import { DataTable } from "@/components/ui/data-table";
import { formatPercent } from "@/lib/benchmarks/mrben/board/format";
import { reportedMeans } from "@/lib/benchmarks/mrben/board/reported-board-entry";
import { actorLabel } from "@/lib/audit-log/audit-log";
import { listReportedEntries, type ReportedEntryListItem } from "@/lib/benchmarks/mrben/reported/reported-entries";
import { requirePageRole } from "@/lib/auth/gates";
import { ReportedDecisionForm } from "@/lib/benchmarks/mrben/ui/reported/reported-decision-form";
import { ExternalLink } from "@/components/external-link";
import { PageHeader } from "@/components/ui/page-header";
import { EntryFlagsPanel } from "@/components/moderation/entry-flags-panel";
import { flagsOn } from "@/lib/moderation/entry-flags";

export const metadata: Metadata = { title: "Reported entries" };

const date = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });

/** "0-shot 42.1 · 1-shot 45.0": the mean of each reported setting. */
function settingsSummary(entry: ReportedEntryListItem): string {
  const means = reportedMeans(entry);
  if (!means) return "unreadable scores";
  return (["0", "1"] as const)
    .flatMap((shots) => (means[shots] === undefined ? [] : [`${shots}-shot ${formatPercent(means[shots])}`]))
    .join(" · ");
}

export default async function ReportedEntriesPage() {
  await requirePageRole("moderator");
  const entries = await Promise.all(
    (await listReportedEntries()).map(async (entry) => ({
      ...entry,
      flags: await flagsOn({ reportedEntryId: entry.id }),
    })),
  );
  return (
    <div className="space-y-6">
      <PageHeader
        title="Reported entries"
        description={
          <p>
            MR-Scores from a paper or a site, for models whose files are not public. A verified entry of the same model
            takes its place on the board.
          </p>
        }
        actions={
          <Link href="/moderation/reported/new" className="bg-brand-700 rounded px-3 py-2 text-sm text-white">
            Add a reported entry
          </Link>
        }
      />
      {entries.length === 0 ? (
        <p className="rounded border border-dashed border-slate-300 bg-white p-8 text-center text-sm text-slate-600">
          No reported entries yet.
        </p>
      ) : (
        <DataTable
          caption="Reported entries"
          boxed
          testId="reported-entries"
          rows={entries}
          rowKey={(entry) => entry.id}
          rowData={(entry) => ({ "data-slug": entry.modelSlug })}
          columns={[
            {
              key: "model",
              header: "Model",
              rowHeader: true,
              cell: (entry) => (
                <>
                  <Link href={`/models/${entry.modelSlug}` as Route} className="font-medium text-brand-700 underline">
                    {entry.modelName}
                  </Link>
                  <p className="text-xs text-slate-500">
                    {entry.organization ? `${entry.organization} · ` : ""}added {date.format(entry.createdAt)} by{" "}
                    {entry.createdBy ? actorLabel(entry.createdBy) : "cli (imported)"} ·{" "}
                    <ExternalLink href={entry.sourceUrl} className="underline">
                      source
                    </ExternalLink>
                  </p>
                </>
              ),
            },
            { key: "mean", header: "Mean MR-Score", cell: (entry) => settingsSummary(entry) },
            {
              key: "status",
              header: "Status",
              cell: (entry) => <span data-testid="reported-status">{entry.status}</span>,
            },
            {
              key: "flags",
              header: "Flags",
              cell: (entry) => (
                <details>
                  <summary className="cursor-pointer text-sm text-brand-700">
                    {entry.flags.length === 0 ? "None" : `${entry.flags.length} standing`}
                  </summary>
                  <EntryFlagsPanel
                    flags={entry.flags}
                    target={{ reportedEntryId: entry.id }}
                    page="/moderation/reported"
                  />
                </details>
              ),
            },
            {
              key: "action",
              header: "Action",
              cell: (entry) => (
                <ReportedDecisionForm
                  reportedEntryId={entry.id}
                  revision={entry.revision}
                  decision={entry.status === "published" ? "unpublish" : "restore"}
                />
              ),
            },
          ]}
        />
      )}
    </div>
  );
}
