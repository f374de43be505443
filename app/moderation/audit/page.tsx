import type { Metadata, Route } from "next";
import Link from "next/link";
import { EventList } from "@/components/moderation/event-list";
import { ModerationAction } from "@/lib/generated/prisma/enums";
import { listModerationEvents } from "@/lib/audit-log/audit-log";
import { AUDIT_PAGE_SIZE, auditQueryString, ZAuditQuery } from "@/lib/validations/audit-page-query";
import { requirePageRole } from "@/lib/auth/gates";
import { PageHeader } from "@/components/ui/page-header";

export const metadata: Metadata = { title: "Audit log" };
export const dynamic = "force-dynamic";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function AuditLogPage({ searchParams }: Props) {
  await requirePageRole("moderator");
  const query = ZAuditQuery.parse(await searchParams);
  const { events, nextCursor } = await listModerationEvents({
    action: query.action,
    actorId: query.actor,
    submissionId: query.submission,
    before: query.before,
    limit: AUDIT_PAGE_SIZE,
  });
  const filtered = Boolean(query.action || query.actor || query.submission);
  return (
    <div className="space-y-6">
      <PageHeader
        trail={
          <Link href="/moderation" className="underline">
            Moderation queue
          </Link>
        }
        title="Audit log"
        description={
          <p>
            Every decision, withdrawal, submission and role change, newest first. Events are never changed or deleted.
          </p>
        }
      />

      <form
        method="get"
        className="flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-white p-3 text-sm"
      >
        <label className="flex flex-col gap-1">
          <span className="text-slate-600">Action</span>
          <select name="action" defaultValue={query.action ?? ""} className="rounded border border-slate-300 px-2 py-1">
            <option value="">any</option>
            {Object.values(ModerationAction).map((action) => (
              <option key={action} value={action}>
                {action.replace("_", " ")}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1">
          <span className="text-slate-600">Actor (user id)</span>
          <input name="actor" defaultValue={query.actor ?? ""} className="rounded border border-slate-300 px-2 py-1" />
        </label>
        <label className="flex flex-col gap-1">
          <span className="text-slate-600">Submission id</span>
          <input
            name="submission"
            defaultValue={query.submission ?? ""}
            className="rounded border border-slate-300 px-2 py-1"
          />
        </label>
        <button type="submit" className="rounded bg-brand-600 px-3 py-1.5 font-medium text-white hover:bg-brand-700">
          Filter
        </button>
        {filtered && (
          <Link href="/moderation/audit" className="text-brand-700 underline">
            Clear filters
          </Link>
        )}
      </form>

      <EventList events={events} />

      <nav aria-label="Pages" className="flex gap-4 text-sm">
        {query.before && (
          <Link
            href={`/moderation/audit${auditQueryString({ ...query, before: undefined })}` as Route}
            className="underline"
          >
            Newest
          </Link>
        )}
        {nextCursor && (
          <Link
            href={`/moderation/audit${auditQueryString({ ...query, before: nextCursor })}` as Route}
            className="text-brand-700 underline"
          >
            Older events
          </Link>
        )}
      </nav>
    </div>
  );
}
