"use server";

// Moderators' flags on an entry (a submission or a reported entry). House order: parse ->
// authenticate -> authorize (in the service) -> act -> revalidate.
import { revalidatePath } from "next/cache";
import { z } from "zod";
import { requireActionUser } from "@/lib/auth/gates";
import { flagEntry, unflagEntry, type FlagTarget } from "@/lib/moderation/entry-flags";
import { ZEntryFlagInput, ZUnflagNote } from "@/lib/validations/entry-flag";

export type FlagFormState = null | { ok: true; message: string } | { ok: false; message: string; noteError?: string };

const ZTarget = z.union([
  z.object({ submissionId: z.string().min(1).max(100) }),
  z.object({ reportedEntryId: z.string().min(1).max(100) }),
]);

function targetOf(form: FormData): FlagTarget | null {
  const submissionId = form.get("submissionId");
  const reportedEntryId = form.get("reportedEntryId");
  const parsed = ZTarget.safeParse(submissionId ? { submissionId } : { reportedEntryId });
  return parsed.success ? parsed.data : null;
}

function revalidateEntry(target: FlagTarget, page: string): void {
  revalidatePath(page);
  if ("submissionId" in target) revalidatePath(`/moderation/${target.submissionId}`);
}

export async function flagEntryAction(_previous: FlagFormState, form: FormData): Promise<FlagFormState> {
  const target = targetOf(form);
  const input = ZEntryFlagInput.safeParse({ kind: form.get("kind"), note: form.get("note") ?? "" });
  if (!target) return { ok: false, message: "This form does not name an entry." };
  if (!input.success) {
    const errors = z.flattenError(input.error).fieldErrors;
    return {
      ok: false,
      message: "Check the form.",
      noteError: errors.note?.[0] ? `The note ${errors.note[0]}.` : undefined,
    };
  }
  const gate = await requireActionUser();
  if (!gate.ok) return { ok: false, message: gate.error.message };
  const result = await flagEntry({ actor: gate.value, target, kind: input.data.kind, note: input.data.note });
  if (!result.ok) return { ok: false, message: result.error.message };
  revalidateEntry(target, String(form.get("page") ?? "/moderation"));
  return { ok: true, message: "Flagged: the board shows it with your note." };
}

const ZUnflag = z.object({
  flagId: z.string().min(1).max(100),
  note: ZUnflagNote.default(""),
});

export async function unflagEntryAction(_previous: FlagFormState, form: FormData): Promise<FlagFormState> {
  const target = targetOf(form);
  const input = ZUnflag.safeParse({ flagId: form.get("flagId"), note: form.get("note") ?? "" });
  if (!target || !input.success) return { ok: false, message: "This form does not name a flag." };
  const gate = await requireActionUser();
  if (!gate.ok) return { ok: false, message: gate.error.message };
  const result = await unflagEntry({ actor: gate.value, flagId: input.data.flagId, note: input.data.note });
  if (!result.ok) return { ok: false, message: result.error.message };
  revalidateEntry(target, String(form.get("page") ?? "/moderation"));
  return { ok: true, message: "Flag removed." };
}
