"use server";

// The allow-list's two forms. House order: parse -> authenticate -> change (which authorizes:
// admins only, and writes the audit log) -> revalidate the page.
import { revalidatePath } from "next/cache";
import { requireActionUser } from "@/lib/auth/gates";
import { addAllowEntries, removeAllowEntry } from "@/lib/hosted-runs/allow-list-entries";
import { ZAllowEntriesText, ZAllowEntryId } from "@/lib/validations/hosted-allow-input";

export type AllowListFormState = null | { ok: boolean; message: string };

export async function addAllowEntriesAction(
  _previous: AllowListFormState,
  form: FormData,
): Promise<AllowListFormState> {
  const entries = ZAllowEntriesText.safeParse(form.get("entries") ?? "");
  if (!entries.success)
    return { ok: false, message: `The entries field ${entries.error.issues[0]?.message ?? "is invalid"}.` };
  const gate = await requireActionUser();
  if (!gate.ok) return { ok: false, message: gate.error.message };
  const result = await addAllowEntries({ actor: gate.value, entries: entries.data });
  if (!result.ok) return { ok: false, message: result.error.message };
  revalidatePath("/admin/hosted");
  const { added, alreadyListed } = result.value;
  const parts = [
    added.length > 0 ? `Allowed ${added.join(", ")}.` : "Nothing new was added.",
    alreadyListed.length > 0 ? `Already on the list: ${alreadyListed.join(", ")}.` : "",
  ];
  return { ok: true, message: parts.filter(Boolean).join(" ") };
}

export async function removeAllowEntryAction(
  _previous: AllowListFormState,
  form: FormData,
): Promise<AllowListFormState> {
  const id = ZAllowEntryId.safeParse(form.get("entryId"));
  if (!id.success) return { ok: false, message: "No entry was named." };
  const gate = await requireActionUser();
  if (!gate.ok) return { ok: false, message: gate.error.message };
  const result = await removeAllowEntry({ actor: gate.value, id: id.data });
  if (!result.ok) return { ok: false, message: result.error.message };
  revalidatePath("/admin/hosted");
  return { ok: true, message: `Removed ${result.value.entry}.` };
}
