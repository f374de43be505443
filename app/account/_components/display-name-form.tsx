"use client";

import { useActionState } from "react";
import { saveDisplayNameAction } from "../actions";

/**
 * The public name: what the board, submission pages and mails call this account. The page passes the
 * longest name allowed: the schema that sets it is zod, which a page's scripts must not load (it
 * evaluates code, which the Content-Security-Policy refuses).
 */
export function DisplayNameForm({
  displayName,
  fallback,
  maxLength,
}: {
  displayName: string | null;
  fallback: string;
  maxLength: number;
}) {
  const [state, action, pending] = useActionState(saveDisplayNameAction, null);
  const error = state?.ok === false ? state.error : undefined;
  return (
    <form action={action} className="max-w-xl space-y-2" noValidate>
      <label htmlFor="display-name" className="block text-sm font-medium text-slate-800">
        Public display name
      </label>
      <p id="display-name-help" className="text-sm text-slate-600">
        Pages, e-mails and the API name you by it; your e-mail address is never shown. Left empty, you are shown as
        &ldquo;{fallback}&rdquo;.
      </p>
      <div className="flex flex-wrap items-start gap-3">
        <input
          id="display-name"
          name="displayName"
          type="text"
          maxLength={maxLength}
          defaultValue={displayName ?? ""}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "display-name-help display-name-error" : "display-name-help"}
          className="block min-w-64 flex-1 rounded-md border border-slate-300 px-3 py-2 text-sm shadow-sm focus:border-brand-600 focus:outline-none focus:ring-1 focus:ring-brand-600 aria-invalid:border-red-600"
        />
        <button
          type="submit"
          disabled={pending}
          className="rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700 disabled:opacity-60"
        >
          {pending ? "Saving…" : "Save display name"}
        </button>
      </div>
      {error ? (
        <p id="display-name-error" role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : state?.ok ? (
        <p role="status" className="text-sm text-green-800">
          {state.displayName ? `You are now shown as “${state.displayName}”.` : `You are now shown as “${fallback}”.`}
        </p>
      ) : null}
    </form>
  );
}
