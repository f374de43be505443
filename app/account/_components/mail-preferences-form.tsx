"use client";

import { useActionState } from "react";
import { MAIL_TOPIC_INFO, type MailPreferences, type MailTopic } from "@/lib/mail/mail-topics";
import { saveMailPreferencesAction } from "../actions";

export function MailPreferencesForm({
  preferences,
  topics,
}: {
  preferences: MailPreferences;
  /** The topics this user may be mailed about. */
  topics: readonly MailTopic[];
}) {
  const [state, action, pending] = useActionState(saveMailPreferencesAction, null);
  return (
    <form action={action} className="space-y-3">
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-800">Send me an e-mail when</legend>
        {topics.map((topic) => (
          <label key={topic} className="flex items-start gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              name={topic}
              defaultChecked={preferences[topic]}
              className="mt-0.5 size-4 rounded border-slate-300"
            />
            <span>{MAIL_TOPIC_INFO[topic].when}</span>
          </label>
        ))}
      </fieldset>
      <div className="flex items-center gap-3">
        <button
          type="submit"
          disabled={pending}
          className="rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700 disabled:opacity-60"
        >
          {pending ? "Saving…" : "Save e-mail settings"}
        </button>
        {state?.ok ? (
          <span role="status" className="text-sm text-green-800">
            Saved.
          </span>
        ) : null}
        {state?.ok === false ? (
          <span role="alert" className="text-sm text-red-700">
            {state.error}
          </span>
        ) : null}
      </div>
    </form>
  );
}
