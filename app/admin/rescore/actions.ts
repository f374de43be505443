"use server";

// The start button. House order: parse (nothing to parse) -> authenticate -> start (which
// authorizes: admins only) -> revalidate the page.
import { revalidatePath } from "next/cache";
import { requireActionUser } from "@/lib/auth/gates";
import { startRescore } from "@/lib/rescore/start-rescore";

export type StartRescoreState = null | { ok: boolean; message: string };

export async function startRescoreAction(): Promise<StartRescoreState> {
  const gate = await requireActionUser();
  if (!gate.ok) return gate;
  const result = await startRescore({ actor: gate.user });
  if (!result.ok) return { ok: false, message: result.error.message };
  revalidatePath("/admin/rescore");
  return { ok: true, message: `Rescore started: ${result.data.totalFiles} files queued.` };
}
