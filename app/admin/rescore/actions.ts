"use server";

// A benchmark's start button. House order: parse (the benchmark's slug; the default benchmark
// when absent) -> authenticate -> start (which authorizes: admins only) -> revalidate the page.
import { revalidatePath } from "next/cache";
import { requireActionUser } from "@/lib/auth/gates";
import { startRescore } from "@/lib/rescore/start-rescore";
import { ZRescoreBenchmark } from "@/lib/validations/rescore-input";

export type StartRescoreState = null | { ok: boolean; message: string };

export async function startRescoreAction(_previous: StartRescoreState, form: FormData): Promise<StartRescoreState> {
  const benchmark = ZRescoreBenchmark.safeParse(form.get("benchmark") ?? undefined);
  if (!benchmark.success) return { ok: false, message: "The benchmark is not one of this portal's." };
  const gate = await requireActionUser();
  if (!gate.ok) return { ok: false, message: gate.error.message };
  const result = await startRescore({ actor: gate.value, benchmark: benchmark.data });
  if (!result.ok) return { ok: false, message: result.error.message };
  revalidatePath("/admin/rescore");
  return { ok: true, message: `Rescore started: ${result.value.totalFiles} files queued.` };
}
