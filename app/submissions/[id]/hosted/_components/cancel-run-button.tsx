"use client";

// Cancel a running hosted run, asked twice: the first click asks for confirmation in place, the
// second posts to the server action. A cancelled run cannot be resumed.
import { useActionState, useState } from "react";
import { cancelHostedRunAction, type CancelRunState } from "../actions";

export function CancelRunButton({ submissionId, runId }: { submissionId: string; runId: string }) {
  const [confirming, setConfirming] = useState(false);
  const [state, action, pending] = useActionState<CancelRunState, FormData>(cancelHostedRunAction, null);
  if (!confirming)
    return (
      <button
        type="button"
        onClick={() => setConfirming(true)}
        className="rounded border border-red-700 px-3 py-1.5 text-sm font-medium text-red-800 hover:bg-red-50"
      >
        Cancel run
      </button>
    );
  return (
    <form action={action} className="space-y-2" role="group" aria-label="Confirm cancelling the run">
      <input type="hidden" name="submissionId" value={submissionId} />
      <input type="hidden" name="runId" value={runId} />
      <p className="text-slate-800">
        Stop this run now? Requests in flight are dropped, and a cancelled run cannot be resumed.
      </p>
      <div className="flex flex-wrap gap-2">
        <button
          type="submit"
          disabled={pending}
          className="rounded bg-red-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-red-800 disabled:opacity-50"
        >
          Yes, cancel the run
        </button>
        <button
          type="button"
          onClick={() => setConfirming(false)}
          className="rounded border border-slate-400 px-3 py-1.5 text-sm text-slate-800 hover:bg-slate-100"
        >
          Keep it running
        </button>
      </div>
      {state && !state.ok && (
        <p role="alert" className="text-red-800">
          {state.message}
        </p>
      )}
    </form>
  );
}
