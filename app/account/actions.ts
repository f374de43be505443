"use server";

// The account page's forms: the display name, API tokens and e-mail settings. Each follows the house order: parse ->
// authenticate -> authorize -> service -> revalidate; expected failures come back as values for the form.
import { revalidatePath } from "next/cache";
import { z } from "zod";
import { ZCreateApiToken, ZRevokeApiToken } from "@/lib/auth/api-token-input";
import { setDisplayName } from "@/lib/auth/display-name";
import { ZDisplayName } from "@/lib/auth/display-name-input";
import { createApiToken, findApiTokenOwner, revokeApiToken } from "@/lib/auth/api-tokens";
import { requireActionUser } from "@/lib/auth/gates";
import { canCreateApiToken, canReceiveMail, canRevokeApiToken } from "@/lib/auth/permissions";
import { setMailPreferences } from "@/lib/mail/mail-preferences";
import { MAIL_TOPICS } from "@/lib/mail/mail-topics";
import { ZMailPreferencesForm } from "@/lib/validations/mail-input";

export type CreateApiTokenState =
  { ok: true; token: string; name: string } | { ok: false; error?: string; fieldErrors?: { name?: string[] } } | null;

export async function createApiTokenAction(
  _previous: CreateApiTokenState,
  form: FormData,
): Promise<CreateApiTokenState> {
  const input = ZCreateApiToken.safeParse({ name: form.get("name") });
  if (!input.success) return { ok: false, fieldErrors: z.flattenError(input.error).fieldErrors };
  const gate = await requireActionUser();
  if (!gate.ok) return { ok: false, error: gate.error.message };
  const user = gate.value;
  if (!canCreateApiToken(user)) return { ok: false, error: "You may not create API tokens." };
  const { token, summary } = await createApiToken({ userId: user.id, name: input.data.name });
  revalidatePath("/account");
  return { ok: true, token, name: summary.name };
}

export type RevokeApiTokenState = { ok: true } | { ok: false; error: string } | null;

export async function revokeApiTokenAction(
  _previous: RevokeApiTokenState,
  form: FormData,
): Promise<RevokeApiTokenState> {
  const input = ZRevokeApiToken.safeParse({ tokenId: form.get("tokenId") });
  if (!input.success) return { ok: false, error: "No such token." };
  const gate = await requireActionUser();
  if (!gate.ok) return { ok: false, error: gate.error.message };
  const user = gate.value;
  const owner = await findApiTokenOwner(input.data);
  // Someone else's token answers like a missing one: its existence is not theirs to learn.
  if (!owner || !canRevokeApiToken(user, owner)) return { ok: false, error: "No such token." };
  const result = await revokeApiToken({ userId: user.id, tokenId: input.data.tokenId });
  if (!result.ok) return { ok: false, error: "No such token." };
  revalidatePath("/account");
  return { ok: true };
}

export type SaveMailPreferencesState = { ok: true } | { ok: false; error: string } | null;

export async function saveMailPreferencesAction(
  _previous: SaveMailPreferencesState,
  form: FormData,
): Promise<SaveMailPreferencesState> {
  const input = ZMailPreferencesForm.safeParse(
    Object.fromEntries(MAIL_TOPICS.map((topic) => [topic, form.get(topic)])),
  );
  if (!input.success)
    return { ok: false, error: "These e-mail settings cannot be read. Reload the page and try again." };
  const gate = await requireActionUser();
  if (!gate.ok) return { ok: false, error: gate.error.message };
  const user = gate.value;
  // A topic this user may not be mailed about (the review queue, for a plain user) is left as it is.
  const allowed = MAIL_TOPICS.filter((topic) => canReceiveMail(user, topic));
  await setMailPreferences({
    userId: user.id,
    preferences: Object.fromEntries(allowed.map((topic) => [topic, input.data[topic]])),
  });
  revalidatePath("/account");
  return { ok: true };
}

export type SaveDisplayNameState = { ok: true; displayName: string | null } | { ok: false; error: string } | null;

export async function saveDisplayNameAction(
  _previous: SaveDisplayNameState,
  form: FormData,
): Promise<SaveDisplayNameState> {
  const input = ZDisplayName.safeParse({ displayName: form.get("displayName") });
  if (!input.success) return { ok: false, error: input.error.issues[0]!.message };
  const gate = await requireActionUser();
  if (!gate.ok) return { ok: false, error: gate.error.message };
  const result = await setDisplayName({ userId: gate.value.id, displayName: input.data.displayName });
  if (!result.ok) return { ok: false, error: result.error.message };
  revalidatePath("/account");
  return { ok: true, displayName: result.value.displayName };
}
