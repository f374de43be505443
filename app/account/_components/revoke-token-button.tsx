"use client";

import { useActionState } from "react";
import { revokeApiTokenAction } from "../actions";

export function RevokeTokenButton({ tokenId, tokenName }: { tokenId: string; tokenName: string }) {
  const [state, action, pending] = useActionState(revokeApiTokenAction, null);
  const errorId = `revoke-${tokenId}-error`;
  return (
    <form action={action} className="inline-flex flex-col items-end gap-1">
      <input type="hidden" name="tokenId" value={tokenId} />
      <button
        type="submit"
        disabled={pending}
        aria-label={`Revoke ${tokenName}`}
        aria-describedby={state?.ok === false ? errorId : undefined}
        className="rounded-md border border-red-300 px-3 py-1 text-sm text-red-700 hover:bg-red-50 disabled:opacity-60"
      >
        {pending ? "Revoking…" : "Revoke"}
      </button>
      {state?.ok === false ? (
        <span id={errorId} role="alert" className="text-xs text-red-700">
          {state.error}
        </span>
      ) : null}
    </form>
  );
}
