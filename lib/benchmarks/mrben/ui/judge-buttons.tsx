"use client";

// A moderator's judge-audit buttons: re-judge every verdict of a run's file, or try an audit's
// failed verdicts again. The server action checks who may.
import { useActionState } from "react";
import { rejudgeAction, retryJudgeAction, type JudgeActionState } from "./judge-actions";

function Outcome({ state }: { state: JudgeActionState }) {
  if (!state) return null;
  return (
    <p role="status" className={state.ok ? "text-emerald-800" : "text-red-800"}>
      {state.message}
    </p>
  );
}

export function RejudgeButton({
  submissionId,
  shots,
  disabledReason,
}: {
  submissionId: string;
  shots: 0 | 1;
  disabledReason: string | null;
}) {
  const [state, action, pending] = useActionState<JudgeActionState, FormData>(rejudgeAction, null);
  return (
    <form action={action} className="space-y-1 text-sm" data-testid={`rejudge-${shots}`}>
      <input type="hidden" name="submissionId" value={submissionId} />
      <input type="hidden" name="shots" value={shots} />
      <button
        type="submit"
        disabled={pending || disabledReason !== null}
        className="rounded bg-brand-600 px-3 py-1.5 font-medium text-white hover:bg-brand-700 disabled:opacity-50"
      >
        Re-judge every verdict of the {shots}-shot file
      </button>
      {disabledReason && <p className="text-slate-600">{disabledReason}</p>}
      <Outcome state={state} />
    </form>
  );
}

export function RetryFailedButton({ submissionId, auditId }: { submissionId: string; auditId: string }) {
  const [state, action, pending] = useActionState<JudgeActionState, FormData>(retryJudgeAction, null);
  return (
    <form action={action} className="space-y-1 text-sm">
      <input type="hidden" name="submissionId" value={submissionId} />
      <input type="hidden" name="auditId" value={auditId} />
      <button
        type="submit"
        disabled={pending}
        className="rounded border border-slate-300 px-3 py-1.5 font-medium text-slate-800 hover:bg-slate-50 disabled:opacity-50"
      >
        Try the failed verdicts again
      </button>
      <Outcome state={state} />
    </form>
  );
}
