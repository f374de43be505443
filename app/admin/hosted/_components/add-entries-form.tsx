"use client";

import { useActionState } from "react";
import { addAllowEntriesAction, type AllowListFormState } from "../actions";

export function AddEntriesForm() {
  const [state, action, pending] = useActionState<AllowListFormState, FormData>(addAllowEntriesAction, null);
  return (
    <form action={action} className="space-y-2">
      <label htmlFor="allow-entries" className="block text-sm font-medium text-slate-900">
        Addresses or CIDR ranges to allow
      </label>
      <p id="allow-entries-hint" className="text-sm text-slate-600">
        One or more, separated by spaces, commas or lines: 10.1.2.3, 10.0.0.0/8, fd00::/8. A cloud metadata address is
        allowed only when named exactly.
      </p>
      <textarea
        id="allow-entries"
        name="entries"
        rows={3}
        required
        aria-describedby="allow-entries-hint"
        className="block w-full max-w-xl rounded border border-slate-300 p-2 font-mono text-sm"
      />
      <button
        type="submit"
        disabled={pending}
        className="rounded bg-brand-700 px-4 py-2 text-sm font-medium text-white disabled:opacity-50"
      >
        {pending ? "Adding…" : "Allow"}
      </button>
      {state && (
        <p role="status" className={state.ok ? "text-sm text-green-800" : "text-sm text-red-800"}>
          {state.message}
        </p>
      )}
    </form>
  );
}
