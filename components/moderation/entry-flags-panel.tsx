"use client";

// A board entry's moderator flags: the standing ones with a button each to remove it, and a form to
// add one (its kind and a note, which the board shows).
import { useActionState } from "react";
import type { StandingFlag } from "@/lib/moderation/entry-flags";
import { ENTRY_FLAG_KINDS, ENTRY_FLAG_LABELS } from "@/lib/validations/entry-flag";
import { flagEntryAction, unflagEntryAction, type FlagFormState } from "@/lib/moderation/entry-flag-actions";

type Target = { submissionId: string } | { reportedEntryId: string };

function TargetFields({ target, page }: { target: Target; page: string }) {
  return (
    <>
      {"submissionId" in target ? (
        <input type="hidden" name="submissionId" value={target.submissionId} />
      ) : (
        <input type="hidden" name="reportedEntryId" value={target.reportedEntryId} />
      )}
      <input type="hidden" name="page" value={page} />
    </>
  );
}

function Outcome({ state }: { state: FlagFormState }) {
  if (!state) return null;
  return (
    <p role={state.ok ? "status" : "alert"} className={`text-sm ${state.ok ? "text-emerald-800" : "text-red-800"}`}>
      {state.message}
    </p>
  );
}

function RemoveFlag({ flag, target, page }: { flag: StandingFlag; target: Target; page: string }) {
  const [state, action, pending] = useActionState<FlagFormState, FormData>(unflagEntryAction, null);
  return (
    <form action={action} className="inline">
      <TargetFields target={target} page={page} />
      <input type="hidden" name="flagId" value={flag.id} />
      <button
        type="submit"
        disabled={pending}
        className="ml-2 rounded border border-slate-400 px-2 py-0.5 text-xs text-slate-800 hover:bg-slate-100"
      >
        Remove<span className="sr-only">{` the flag "${flag.label}"`}</span>
      </button>
      <Outcome state={state} />
    </form>
  );
}

export function EntryFlagsPanel({ flags, target, page }: { flags: StandingFlag[]; target: Target; page: string }) {
  const [state, action, pending] = useActionState<FlagFormState, FormData>(flagEntryAction, null);
  const prefix = "submissionId" in target ? target.submissionId : target.reportedEntryId;
  const noteId = `flag-note-${prefix}`;
  const kindId = `flag-kind-${prefix}`;
  return (
    <div className="space-y-3" data-testid="entry-flags">
      {flags.length === 0 ? (
        <p className="text-sm text-slate-600">No flag stands on this entry.</p>
      ) : (
        <ul className="space-y-1 text-sm">
          {flags.map((flag) => (
            <li key={flag.id} data-testid="standing-flag">
              <strong>{flag.label}</strong> by {flag.by}, {flag.createdAt.slice(0, 10)}: {flag.note}
              <RemoveFlag flag={flag} target={target} page={page} />
            </li>
          ))}
        </ul>
      )}
      <form
        action={action}
        className="grid gap-2 rounded border border-slate-200 bg-white p-3 sm:grid-cols-[auto_1fr_auto]"
      >
        <TargetFields target={target} page={page} />
        <label htmlFor={kindId} className="sr-only">
          Flag
        </label>
        <select id={kindId} name="kind" className="rounded border border-slate-400 px-2 py-1 text-sm">
          {ENTRY_FLAG_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {ENTRY_FLAG_LABELS[kind]}
            </option>
          ))}
        </select>
        <label htmlFor={noteId} className="sr-only">
          Note (required, shown on the board)
        </label>
        <input
          id={noteId}
          name="note"
          required
          maxLength={2000}
          placeholder="Why (shown on the board)"
          aria-invalid={state && !state.ok && state.noteError ? true : undefined}
          className="rounded border border-slate-400 px-2 py-1 text-sm"
        />
        <button
          type="submit"
          disabled={pending}
          className="rounded bg-rose-800 px-3 py-1 text-sm font-medium text-white hover:bg-rose-900"
        >
          Flag
        </button>
        {state && !state.ok && state.noteError && (
          <p className="text-sm text-red-800 sm:col-span-3">{state.noteError}</p>
        )}
        <div className="sm:col-span-3">
          <Outcome state={state} />
        </div>
      </form>
    </div>
  );
}
