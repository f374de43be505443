"use client";

import { useActionState } from "react";
import { startRescoreAction, type StartRescoreState } from "../actions";

export function StartRescoreForm({ benchmark, disabled }: { benchmark: string; disabled: boolean }) {
  const [state, action, pending] = useActionState<StartRescoreState, FormData>(startRescoreAction, null);
  return (
    <form action={action} className="space-y-2">
      <input type="hidden" name="benchmark" value={benchmark} />
      <button
        type="submit"
        disabled={disabled || pending}
        className="rounded bg-brand-700 px-4 py-2 text-sm font-medium text-white disabled:opacity-50"
      >
        {pending ? "Starting…" : "Rescore every stored file"}
      </button>
      {state && (
        <p role="status" className={state.ok ? "text-sm text-green-800" : "text-sm text-red-800"}>
          {state.message}
        </p>
      )}
    </form>
  );
}
