// Audit events as a table: who, what, when, why, and the state before -> after.
import type { Route } from "next";
import Link from "next/link";
import type { ModerationEventRow } from "@/lib/audit-log/audit-log";

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
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="min-w-full text-sm" data-testid="event-list">
        <thead className="bg-slate-100 text-left text-xs uppercase tracking-wide text-slate-600">
          <tr>
            <th scope="col" className="px-3 py-2">
              When (UTC)
            </th>
            <th scope="col" className="px-3 py-2">
              Who
            </th>
            <th scope="col" className="px-3 py-2">
              What
            </th>
            {showTarget && (
              <th scope="col" className="px-3 py-2">
                On
              </th>
            )}
            <th scope="col" className="px-3 py-2">
              Before → after
            </th>
            <th scope="col" className="px-3 py-2">
              Why
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 align-top">
          {events.map((event) => (
            <tr key={event.id}>
              <td className="whitespace-nowrap px-3 py-2 tabular-nums">{date.format(event.createdAt)}</td>
              <td className="px-3 py-2">
                {event.actorId ? (
                  <Link
                    href={`/moderation/audit?actor=${event.actorId}` as Route}
                    title="Only this actor's events"
                    className="underline decoration-dotted"
                  >
                    {event.actorLabel}
                  </Link>
                ) : (
                  event.actorLabel
                )}
              </td>
              <td className="px-3 py-2 font-medium">{ACTION_LABEL[event.action]}</td>
              {showTarget && (
                <td className="px-3 py-2">
                  <Target event={event} />
                </td>
              )}
              <td className="whitespace-nowrap px-3 py-2 text-xs">
                {describeState(event.before)} → {describeState(event.after)}
              </td>
              <td className="max-w-md whitespace-pre-wrap break-words px-3 py-2">
                {event.reason || <span className="text-slate-400">–</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
