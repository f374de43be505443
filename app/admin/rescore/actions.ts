"use server";

// The start button. House order: parse (nothing to parse) -> authenticate -> authorize -> start
// -> revalidate the page.
import { revalidatePath } from "next/cache";
import { getCurrentUser } from "@/lib/auth/current-user";
import { canRescore } from "@/lib/auth/permissions";
import { startRescore } from "@/lib/rescore/start-rescore";

export type StartRescoreState = null | { ok: boolean; message: string };

export async function startRescoreAction(): Promise<StartRescoreState> {
  const user = await getCurrentUser();
  if (!user) return { ok: false, message: "Your session has ended. Sign in again." };
  if (!canRescore(user)) return { ok: false, message: "Only admins can start a rescore." };
  const result = await startRescore({ actor: user });
  if (!result.ok) return { ok: false, message: result.error.message };
  revalidatePath("/admin/rescore");
  return { ok: true, message: `Rescore started: ${result.data.totalFiles} files queued.` };
}
