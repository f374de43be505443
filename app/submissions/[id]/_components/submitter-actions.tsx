"use client";

// Withdraw from review / start a new version / mark as partial on purpose: small forms posting to the
// server actions.
import { useActionState } from "react";
import { copyAsNewVersionAction, markPartialAction, withdrawAction, type SubmitterActionState } from "../actions";

function ErrorNote({ state, submissionId }: { state: SubmitterActionState; submissionId: string }) {
  if (!state) return null;
  return (
    <p role="alert" className="text-sm text-red-800">
      {state.message}{" "}
      {state.conflict && (
        <a href={`/submissions/${submissionId}`} className="underline">
          Reload
        </a>
      )}
    </p>
  );
}

export function WithdrawForm({ submissionId, revision }: { submissionId: string; revision: number }) {
  const [state, action, pending] = useActionState<SubmitterActionState, FormData>(withdrawAction, null);
  return (
    <form action={action} className="space-y-1">
      <input type="hidden" name="submissionId" value={submissionId} />
      <input type="hidden" name="revision" value={revision} />
      <button
        type="submit"
        disabled={pending}
        className="rounded border border-red-700 px-3 py-1.5 text-sm font-medium text-red-800 hover:bg-red-50 disabled:opacity-50"
      >
        Withdraw
      </button>
      <ErrorNote state={state} submissionId={submissionId} />
    </form>
  );
}

export function NewVersionForm({ submissionId }: { submissionId: string }) {
  const [state, action, pending] = useActionState<SubmitterActionState, FormData>(copyAsNewVersionAction, null);
  return (
    <form action={action} className="space-y-1">
      <input type="hidden" name="submissionId" value={submissionId} />
      <button
        type="submit"
        disabled={pending}
        className="rounded bg-brand-600 px-3 py-1.5 text-sm font-medium text-white hover:bg-brand-700 disabled:opacity-50"
      >
        Resubmit a new version
      </button>
      <ErrorNote state={state} submissionId={submissionId} />
    </form>
  );
}

/**
 * The submitter's mark that the results leave subjects out by design. Marked, the submission may be
 * sent for review without them, and the board shows it as partial instead of ranking it overall.
 */
export function PartialForm({ submissionId, partial }: { submissionId: string; partial: boolean }) {
  const [state, action, pending] = useActionState<SubmitterActionState, FormData>(markPartialAction, null);
  return (
    <form action={action} className="space-y-1 rounded border border-slate-200 bg-slate-50 p-3 text-sm">
      <input type="hidden" name="submissionId" value={submissionId} />
      <input type="hidden" name="partial" value={partial ? "off" : "on"} />
      <p className="text-slate-700" data-testid="partial-state">
        {partial
          ? "Marked partial on purpose: the subjects the files leave out are not asked for, and the board shows the entry as partial, unranked overall."
          : "Every subject of the benchmark is asked for. If your results leave subjects out by design, mark the submission partial on purpose."}
      </p>
      <button
        type="submit"
        disabled={pending}
        className="rounded border border-slate-400 px-3 py-1.5 font-medium text-slate-800 hover:bg-white disabled:opacity-50"
      >
        {partial ? "Ask for every subject again" : "Mark partial on purpose"}
      </button>
      <ErrorNote state={state} submissionId={submissionId} />
    </form>
  );
}
