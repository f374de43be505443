import type { Metadata } from "next";
import { DataTable } from "@/components/ui/data-table";
import { PageHeader } from "@/components/ui/page-header";
import { requirePageRole } from "@/lib/auth/gates";
import { getAllowListView } from "@/lib/hosted-runs/allow-list-entries";
import { AddEntriesForm } from "./_components/add-entries-form";
import { RemoveEntryButton } from "./_components/remove-entry-button";

export const metadata: Metadata = { title: "Hosted evaluation" };
export const dynamic = "force-dynamic";

const date = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

export default async function HostedSettingsPage() {
  await requirePageRole("admin");
  const view = await getAllowListView();
  return (
    <div className="space-y-6">
      <PageHeader
        title="Hosted evaluation: allowed addresses"
        description={
          <p>
            A hosted run refuses an endpoint whose address is loopback, private, link-local, shared or a cloud metadata
            service, so that a submitter cannot aim the portal at its own network. Addresses and ranges listed here are
            allowed all the same (a model server beside the portal). Runs read the list when they start and each worker
            before it connects; every change is written to the audit log.
          </p>
        }
      />
      <section aria-labelledby="allow-environment" className="space-y-2">
        <h2 id="allow-environment" className="font-semibold text-slate-900">
          From the server&apos;s configuration
        </h2>
        {view.environment.length === 0 ? (
          <p className="text-sm text-slate-600">HOSTED_ENDPOINT_ALLOW is not set.</p>
        ) : (
          <>
            <p className="text-sm text-slate-600">HOSTED_ENDPOINT_ALLOW; change it where the server is configured.</p>
            <ul className="list-inside list-disc font-mono text-sm">
              {view.environment.map((entry) => (
                <li key={entry}>{entry}</li>
              ))}
            </ul>
          </>
        )}
      </section>
      <section aria-labelledby="allow-stored" className="space-y-3">
        <h2 id="allow-stored" className="font-semibold text-slate-900">
          Added by admins
        </h2>
        {view.stored.length === 0 ? (
          <p className="text-sm text-slate-600">No address has been allowed here.</p>
        ) : (
          <DataTable
            caption="Addresses and ranges admins allowed"
            rows={view.stored}
            rowKey={(row) => row.id}
            columns={[
              {
                key: "entry",
                header: "Address or range",
                rowHeader: true,
                cell: (row) => <code>{row.entry}</code>,
              },
              { key: "by", header: "Added by", cell: (row) => row.addedBy },
              { key: "when", header: "Added", cell: (row) => `${date.format(row.createdAt)} UTC` },
              {
                key: "remove",
                header: "Remove",
                cell: (row) => <RemoveEntryButton id={row.id} entry={row.entry} />,
              },
            ]}
          />
        )}
        <AddEntriesForm />
      </section>
    </div>
  );
}
