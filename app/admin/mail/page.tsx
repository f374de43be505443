import type { Metadata, Route } from "next";
import Link from "next/link";
import { DataTable } from "@/components/ui/data-table";
import { PageHeader } from "@/components/ui/page-header";
import { MailStatusBadge } from "@/components/ui/status-badge";
import { requirePageRole } from "@/lib/auth/gates";
import { MailStatus } from "@/lib/generated/prisma/enums";
import { listMailLog, type MailLogPage } from "@/lib/mail/mail-log";
import { mailServerLabel, mailSettings } from "@/lib/mail/mail-settings";
import { ZMailLogQuery, type TMailLogQuery } from "@/lib/validations/mail-input";

export const metadata: Metadata = { title: "Mail log" };
export const dynamic = "force-dynamic";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const dateTime = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "medium", timeZone: "UTC" });
const when = (date: Date | null) => (date ? `${dateTime.format(date)} UTC` : "–");

function logHref(query: TMailLogQuery): Route {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const text = params.toString();
  return `/admin/mail${text ? `?${text}` : ""}` as Route;
}

type Mail = MailLogPage["mails"][number];

export default async function MailLogPage({ searchParams }: Props) {
  await requirePageRole("admin");
  const query = ZMailLogQuery.parse(await searchParams);
  const settings = mailSettings();
  const { mails, nextCursor, counts } = await listMailLog(query);
  return (
    <div className="space-y-6">
      <PageHeader
        title="Mail log"
        description={
          <p data-testid="mail-server">
            {settings
              ? `Every e-mail the portal wrote, newest first. Mail goes out through ${mailServerLabel(settings.smtpUrl)} as ${settings.from}.`
              : "Mail is off: SMTP_URL is not set, so the portal writes and sends no e-mail. Earlier e-mails stay listed."}
          </p>
        }
      />
      <nav aria-label="Filter by status" className="flex flex-wrap gap-3 text-sm">
        <Link href={logHref({})} aria-current={query.status ? undefined : "page"} className="text-brand-700 underline">
          All
        </Link>
        {Object.values(MailStatus).map((status) => (
          <Link
            key={status}
            href={logHref({ status })}
            aria-current={query.status === status ? "page" : undefined}
            className="text-brand-700 underline"
          >
            {status} ({counts[status]})
          </Link>
        ))}
      </nav>
      {mails.length === 0 ? (
        <p className="text-sm text-slate-600">No e-mail here.</p>
      ) : (
        <DataTable<Mail>
          caption="E-mails, newest first"
          boxed
          focusable
          rows={mails}
          rowKey={(mail) => mail.id}
          rowData={(mail) => ({ "data-key": mail.key, "data-status": mail.status })}
          columns={[
            { key: "created", header: "Written", className: "whitespace-nowrap", cell: (mail) => when(mail.createdAt) },
            { key: "to", header: "To", cell: (mail) => mail.toAddress ?? "(no address)" },
            { key: "subject", header: "Subject", rowHeader: true, cell: (mail) => mail.subject },
            { key: "status", header: "Status", cell: (mail) => <MailStatusBadge status={mail.status} /> },
            { key: "attempts", header: "Attempts", numeric: true, cell: (mail) => mail.attempts },
            { key: "detail", header: "Last error or reason", cell: (mail) => mail.detail ?? "" },
            {
              key: "sent",
              header: "Sent / last attempt",
              className: "whitespace-nowrap",
              cell: (mail) => when(mail.sentAt ?? mail.claimedAt),
            },
            { key: "key", header: "Key", cell: (mail) => <code className="text-xs break-all">{mail.key}</code> },
          ]}
        />
      )}
      {nextCursor ? (
        <Link href={logHref({ ...query, before: nextCursor })} className="text-sm text-brand-700 underline" rel="next">
          Older e-mails
        </Link>
      ) : null}
    </div>
  );
}
