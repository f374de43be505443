"use server";

// A moderator's judge-audit actions on an MR-Ben run: a full re-judge of its file, or its audit's
// failed verdicts tried again. House order: parse -> authenticate -> authorize (the service) -> revalidate.
import { revalidatePath } from "next/cache";
import { z } from "zod";
import { requireActionUser } from "@/lib/auth/gates";
import { requestFullRejudge, retryFailedVerdicts } from "@/lib/benchmarks/mrben/judge/request-rejudge";

export type JudgeActionState = null | { ok: boolean; message: string };

const ZRejudgeForm = z.object({
  submissionId: z.string().min(1).max(100),
  shots: z.enum(["0", "1"]).transform((value) => Number(value) as 0 | 1),
});

const ZRetryForm = z.object({
  submissionId: z.string().min(1).max(100),
  auditId: z.string().min(1).max(100),
});

/** A full re-judge of a run's file by the server's judge. */
export async function rejudgeAction(_previous: JudgeActionState, form: FormData): Promise<JudgeActionState> {
  const input = ZRejudgeForm.safeParse({ submissionId: form.get("submissionId"), shots: form.get("shots") });
  if (!input.success) return { ok: false, message: "Check the form." };
  const gate = await requireActionUser();
  if (!gate.ok) return { ok: false, message: gate.error.message };
  const result = await requestFullRejudge({ actor: gate.value, ...input.data });
  if (!result.ok) return { ok: false, message: result.error.message };
  revalidatePath(`/moderation/${input.data.submissionId}`);
  revalidatePath(`/submissions/${input.data.submissionId}`);
  return {
    ok: true,
    message: `Re-judging all ${result.value.verdicts} verdict(s) of the ${input.data.shots}-shot file.`,
  };
}

/** Tries an audit's failed verdicts again. */
export async function retryJudgeAction(_previous: JudgeActionState, form: FormData): Promise<JudgeActionState> {
  const input = ZRetryForm.safeParse({ submissionId: form.get("submissionId"), auditId: form.get("auditId") });
  if (!input.success) return { ok: false, message: "Check the form." };
  const gate = await requireActionUser();
  if (!gate.ok) return { ok: false, message: gate.error.message };
  const result = await retryFailedVerdicts({ actor: gate.value, auditId: input.data.auditId });
  if (!result.ok) return { ok: false, message: result.error.message };
  revalidatePath(`/moderation/${input.data.submissionId}`);
  return { ok: true, message: `Trying ${result.value.verdicts} verdict(s) again.` };
}
