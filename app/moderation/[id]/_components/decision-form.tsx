"use client";

// One decision (approve, reject, ...) as a form; a lost race shows what happened and a reload link.
// Approving puts the entry on the public board at once, so it takes two steps: "Approve", then
// "Yes, approve" (or Cancel). The form and its hidden revision are the same either way.
import { useActionState, useState } from "react";
import type { Decision, DecisionInfo } from "@/lib/moderation/transitions";
import { decideAction, type DecisionFormState } from "../actions";

const BUTTON: Record<Decision, string> = {
  approve: "bg-emerald-700 text-white hover:bg-emerald-800",
  restore: "bg-emerald-700 text-white hover:bg-emerald-800",
  reject: "bg-red-700 text-white hover:bg-red-800",
  unpublish: "bg-red-700 text-white hover:bg-red-800",
  request_changes: "bg-amber-700 text-white hover:bg-amber-800",
};

export function DecisionForm({
  submissionId,
  revision,
  decision,
  info,
  blockers,
}: {
  submissionId: string;
  revision: number;
  decision: Decision;
  info: DecisionInfo;
  /** Approve only: why it cannot be approved (the button is disabled while there are any). */
  blockers?: string[];
}) {
  const [state, action, pending] = useActionState<DecisionFormState, FormData>(decideAction, null);
  const [confirming, setConfirming] = useState(false);
  const asksFirst = decision === "approve";
  const blocked = (blockers?.length ?? 0) > 0;
  const reasonId = `reason-${decision}`;
  const reasonError = state && !state.ok ? state.fieldErrors?.reason?.[0] : undefined;
  return (
    <form
      action={action}
      className="space-y-2 rounded-lg border border-slate-200 bg-white p-4"
      data-testid={`decide-${decision}`}
    >
      <input type="hidden" name="submissionId" value={submissionId} />
      <input type="hidden" name="decision" value={decision} />
      <input type="hidden" name="revision" value={revision} />
      <label htmlFor={reasonId} className="block text-sm font-medium text-slate-800">
        {info.reasonLabel}
        {info.needsReason && <span className="text-red-700"> (required)</span>}
      </label>
      <textarea
        id={reasonId}
        name="reason"
        rows={2}
        maxLength={2000}
        aria-invalid={reasonError ? true : undefined}
        aria-describedby={reasonError ? `${reasonId}-error` : undefined}
        className="w-full rounded border border-slate-300 p-2 text-sm"
      />
      {reasonError && (
        <p id={`${reasonId}-error`} className="text-sm text-red-800">
          {reasonError}
        </p>
      )}
      {blocked && (
        <div className="rounded border border-amber-300 bg-amber-50 p-2 text-sm text-amber-900">
          <p className="font-medium">Cannot be approved yet:</p>
          <ul className="list-disc pl-5">
            {blockers!.map((blocker) => (
              <li key={blocker}>{blocker}</li>
            ))}
          </ul>
        </div>
      )}
      {asksFirst && confirming ? (
        <div
          className="space-y-2 rounded border border-emerald-300 bg-emerald-50 p-2 text-sm text-emerald-950"
          data-testid="confirm-approve"
        >
          <p id={`confirm-${decision}`}>Approve this submission? Its entry goes on the public board at once.</p>
          <div className="flex flex-wrap gap-2">
            <button
              type="submit"
              autoFocus
              aria-describedby={`confirm-${decision}`}
              disabled={pending || blocked}
              className={`rounded px-4 py-2 text-sm font-medium disabled:cursor-not-allowed disabled:opacity-50 ${BUTTON[decision]}`}
            >
              Yes, approve
            </button>
            <button
              type="button"
              onClick={() => setConfirming(false)}
              disabled={pending}
              className="rounded border border-slate-300 bg-white px-4 py-2 text-sm text-slate-800 hover:bg-slate-100"
            >
              Cancel
            </button>
          </div>
        </div>
      ) : (
        <button
          type={asksFirst ? "button" : "submit"}
          onClick={asksFirst ? () => setConfirming(true) : undefined}
          disabled={pending || blocked}
          className={`rounded px-4 py-2 text-sm font-medium disabled:cursor-not-allowed disabled:opacity-50 ${BUTTON[decision]}`}
        >
          {info.label}
        </button>
      )}
      {state && !state.ok && !reasonError && (
        <div role="alert" className="rounded border border-red-300 bg-red-50 p-2 text-sm text-red-900">
          <p>{state.message}</p>
          {state.blockers && (
            <ul className="list-disc pl-5">
              {state.blockers.map((blocker) => (
                <li key={blocker}>{blocker}</li>
              ))}
            </ul>
          )}
          {state.conflict && (
            <a href={`/moderation/${submissionId}`} className="font-medium underline">
              Reload this submission
            </a>
          )}
        </div>
      )}
      {state?.ok && (
        <p role="status" className="text-sm text-emerald-800">
          {state.message}
        </p>
      )}
    </form>
  );
}
