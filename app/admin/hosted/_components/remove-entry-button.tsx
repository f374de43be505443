"use client";

import { useActionState } from "react";
import { removeAllowEntryAction, type AllowListFormState } from "../actions";

export function RemoveEntryButton({ id, entry }: { id: string; entry: string }) {
  const [state, action, pending] = useActionState<AllowListFormState, FormData>(removeAllowEntryAction, null);
  return (
    <form action={action} className="flex items-center gap-2">
      <input type="hidden" name="entryId" value={id} />
      <button
        type="submit"
        disabled={pending}
        aria-label={`Remove ${entry}`}
        className="rounded border border-slate-300 px-2 py-1 text-sm text-red-800 disabled:opacity-50"
      >
        {pending ? "Removing…" : "Remove"}
      </button>
      {state && !state.ok && (
        <span role="status" className="text-sm text-red-800">
          {state.message}
        </span>
      )}
    </form>
  );
}
