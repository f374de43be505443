"use client";

import { useActionState } from "react";
import { createApiTokenAction } from "../actions";
import { NewTokenNotice } from "./new-token-notice";

export function CreateTokenForm({ portalUrl }: { portalUrl: string }) {
  const [state, action, pending] = useActionState(createApiTokenAction, null);
  const nameError = state?.ok === false ? state.fieldErrors?.name?.[0] : undefined;
  const formError = state?.ok === false ? state.error : undefined;
  return (
    <div className="space-y-4">
      {state?.ok ? <NewTokenNotice name={state.name} token={state.token} portalUrl={portalUrl} /> : null}
      <form action={action} className="flex flex-wrap items-start gap-3" noValidate>
        <div className="min-w-64 flex-1 space-y-1">
          <label htmlFor="token-name" className="block text-sm font-medium text-slate-800">
            Token name
          </label>
          <input
            id="token-name"
            name="name"
            type="text"
            required
            maxLength={80}
            placeholder="e.g. nightly-eval pipeline"
            aria-invalid={nameError ? true : undefined}
            aria-describedby={nameError ? "token-name-error" : undefined}
            className="block w-full rounded-md border border-slate-300 px-3 py-2 text-sm shadow-sm focus:border-brand-600 focus:outline-none focus:ring-1 focus:ring-brand-600 aria-invalid:border-red-600"
          />
          {nameError ? (
            <p id="token-name-error" className="text-sm text-red-700">
              {nameError}
            </p>
          ) : null}
        </div>
        <button
          type="submit"
          disabled={pending}
          className="mt-6 rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700 disabled:opacity-60"
        >
          {pending ? "Creating…" : "Create token"}
        </button>
      </form>
      {formError ? (
        <p role="alert" className="text-sm text-red-700">
          {formError}
        </p>
      ) : null}
    </div>
  );
}
