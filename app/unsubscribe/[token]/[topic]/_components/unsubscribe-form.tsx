"use client";

import Link from "next/link";
import { useActionState } from "react";
import type { MailTopic } from "@/lib/mail/mail-topics";
import { unsubscribeAction } from "../actions";

export function UnsubscribeForm({ token, topic, when }: { token: string; topic: MailTopic; when: string }) {
  const [state, action, pending] = useActionState(unsubscribeAction, null);
  if (state?.ok)
    return (
      <p role="status" className="rounded-md border border-green-300 bg-green-50 p-4 text-sm text-green-900">
        Done: the portal will no longer e-mail you when {when}. You can turn these e-mails back on on{" "}
        <Link href="/account" className="underline">
          your account page
        </Link>
        .
      </p>
    );
  return (
    <form action={action} className="space-y-2">
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="topic" value={topic} />
      <button
        type="submit"
        disabled={pending}
        className="rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700 disabled:opacity-60"
      >
        {pending ? "Stopping…" : "Stop these e-mails"}
      </button>
      {state?.ok === false ? (
        <p role="alert" className="text-sm text-red-700">
          {state.error}
        </p>
      ) : null}
    </form>
  );
}
