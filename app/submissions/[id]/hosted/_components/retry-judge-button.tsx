"use client";

// Try a failed judge stage again: the records whose judge requests failed are asked again, the
// verdicts already stored are kept.
import { useActionState } from "react";
import { retryJudgeStageAction, type RetryJudgeState } from "../actions";

export function RetryJudgeButton({ submissionId, runId }: { submissionId: string; runId: string }) {
  const [state, action, pending] = useActionState<RetryJudgeState, FormData>(retryJudgeStageAction, null);
  return (
    <form action={action} className="space-y-2">
      <input type="hidden" name="submissionId" value={submissionId} />
      <input type="hidden" name="runId" value={runId} />
      <button
        type="submit"
        disabled={pending}
        className="rounded bg-brand-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-brand-900 disabled:opacity-50"
      >
        Try the judge stage again
      </button>
      {state && !state.ok && (
        <p role="alert" className="text-red-800">
          {state.message}
        </p>
      )}
    </form>
  );
}
