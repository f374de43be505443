"use server";

// The unsubscribe page's button. House order: parse (the link's token and topic) -> authenticate
// (the token, no sign-in) -> service (that topic off, for that user only).
import { requireActionMailToken } from "@/lib/auth/gates";
import { unsubscribe } from "@/lib/mail/mail-preferences";
import { ZUnsubscribeLink } from "@/lib/validations/mail-input";

export type UnsubscribeState = { ok: true } | { ok: false; error: string } | null;

export async function unsubscribeAction(_previous: UnsubscribeState, form: FormData): Promise<UnsubscribeState> {
  const input = ZUnsubscribeLink.safeParse({ token: form.get("token"), topic: form.get("topic") });
  if (!input.success) return { ok: false, error: "This unsubscribe link is not valid." };
  const gate = await requireActionMailToken(input.data.token);
  if (!gate.ok) return { ok: false, error: gate.error.message };
  await unsubscribe({ userId: gate.value.userId, topic: input.data.topic });
  return { ok: true };
}
