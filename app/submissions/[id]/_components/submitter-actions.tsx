"use client";

// Withdraw from review / start a new version: small forms posting to the server actions.
import { useActionState } from "react";
import { copyAsNewVersionAction, withdrawAction, type SubmitterActionState } from "../actions";

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
