// Audit events as a table: who, what, when, why, and the state before -> after.
import type { Route } from "next";
import Link from "next/link";
import type { ModerationEventRow } from "@/lib/audit-log/audit-log";
import { DataTable, type DataColumn } from "@/components/ui/data-table";

const date = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "medium", timeZone: "UTC" });

const ACTION_LABEL: Record<ModerationEventRow["action"], string> = {
  submit: "Submitted",
  approve: "Approved",
  reject: "Rejected",
  request_changes: "Requested changes",
  unpublish: "Unpublished",
  restore: "Restored",
  withdraw: "Withdrew",
  role_change: "Changed role",
  add_reported: "Added a reported entry",
  start_rescore: "Started a rescore",
  request_rejudge: "Asked for a full re-judge",
  import_reported: "Imported a reported entry",
  update_reported: "Updated a reported entry",
  flag_entry: "Flagged an entry",
  unflag_entry: "Removed a flag",
  allow_hosted_endpoint: "Allowed a hosted endpoint address",
  disallow_hosted_endpoint: "Removed an allowed hosted endpoint address",
};

/** {status, revision} or {role} as short text. */
function describeState(state: unknown): string {
  if (state === null || typeof state !== "object") return "–";
  const record = state as Record<string, unknown>;
  if (typeof record.role === "string") return record.role;
  if (typeof record.status === "string")
    return typeof record.revision === "number" ? `${record.status} (rev. ${record.revision})` : record.status;
  return JSON.stringify(state);
}

function Target({ event }: { event: ModerationEventRow }) {
  if (event.submissionId) {
    return (
      <Link href={`/moderation/${event.submissionId}` as Route} className="text-brand-700 underline">
        {event.submission?.modelName ?? event.submissionId}
      </Link>
    );
  }
  if (event.reportedEntryId) {
    return (
      <Link href="/moderation/reported" className="text-brand-700 underline">
        {event.reportedEntry?.modelName ?? event.reportedEntryId} (reported)
      </Link>
    );
  }
  const user = event.subjectUser;
  return <span>{user ? (user.githubLogin ?? user.email ?? user.name ?? "a user") : "–"}</span>;
}

export function EventList({ events, showTarget = true }: { events: ModerationEventRow[]; showTarget?: boolean }) {
  if (events.length === 0) return <p className="text-sm text-slate-600">No events.</p>;
  const columns: DataColumn<ModerationEventRow>[] = [
    {
      key: "when",
      header: "When (UTC)",
      className: "whitespace-nowrap tabular-nums align-top",
      cell: (event) => date.format(event.createdAt),
    },
    { key: "who", header: "Who", className: "align-top", cell: (event) => <Actor event={event} /> },
    { key: "what", header: "What", className: "font-medium align-top", cell: (event) => ACTION_LABEL[event.action] },
    ...(showTarget
      ? [
          {
            key: "on",
            header: "On",
            className: "align-top",
            cell: (event: ModerationEventRow) => <Target event={event} />,
          },
        ]
      : []),
    {
      key: "states",
      header: "Before → after",
      className: "whitespace-nowrap text-xs align-top",
      cell: (event) => `${describeState(event.before)} → ${describeState(event.after)}`,
    },
    {
      key: "why",
      header: "Why",
      className: "max-w-md whitespace-pre-wrap break-words align-top",
      cell: (event) => event.reason || <span className="text-slate-500">–</span>,
    },
  ];
  return (
    <DataTable
      caption="Moderation events, newest first"
      testId="event-list"
      boxed
      columns={columns}
      rows={events}
      rowKey={(event) => event.id}
    />
  );
}

function Actor({ event }: { event: ModerationEventRow }) {
  if (!event.actorId) return <>{event.actorLabel}</>;
  return (
    <Link
      href={`/moderation/audit?actor=${event.actorId}` as Route}
      title="Only this actor's events"
      className="underline decoration-dotted"
    >
      {event.actorLabel}
    </Link>
  );
}
