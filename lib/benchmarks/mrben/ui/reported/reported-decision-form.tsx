"use client";

// Unpublish (with a reason) or restore one reported entry, at the revision the moderator saw.
import { useActionState } from "react";
import { decideReportedAction, type ReportedDecisionState } from "./reported-actions";

export function ReportedDecisionForm({
  reportedEntryId,
  revision,
  decision,
}: {
  reportedEntryId: string;
  revision: number;
  decision: "unpublish" | "restore";
}) {
  const [state, action, pending] = useActionState<ReportedDecisionState, FormData>(decideReportedAction, null);
  const label = decision === "unpublish" ? "Unpublish" : "Restore";
  return (
    <form action={action} className="flex flex-wrap items-start gap-2" data-testid={`reported-${decision}`}>
      <input type="hidden" name="reportedEntryId" value={reportedEntryId} />
      <input type="hidden" name="decision" value={decision} />
      <input type="hidden" name="revision" value={revision} />
      <input
        name="reason"
        aria-label={decision === "unpublish" ? "Reason (required)" : "Note (optional)"}
        placeholder={decision === "unpublish" ? "Reason (required)" : "Note (optional)"}
        required={decision === "unpublish"}
        maxLength={2000}
        className="w-56 rounded border border-slate-300 p-1 text-sm"
      />
      <button
        type="submit"
        disabled={pending}
        className="rounded bg-slate-700 px-3 py-1 text-sm text-white disabled:opacity-50"
      >
        {label}
      </button>
      {state && (
        <p
          role={state.ok ? "status" : "alert"}
          className={state.ok ? "text-sm text-emerald-800" : "text-sm text-red-800"}
        >
          {state.message}
        </p>
      )}
    </form>
  );
}
