"use server";

// The submitter's own moves on a submission: withdraw it from review, start a new version, or mark it
// as covering part of the benchmark on purpose.
// House order: parse -> authenticate (gates) -> authorize -> service -> revalidate.
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { z } from "zod";
import { requireActionUser } from "@/lib/auth/gates";
import { canCopyAsNewVersion, canEditSubmission } from "@/lib/auth/permissions";
import { withdrawSubmission } from "@/lib/moderation/withdraw-submission";
import { copyAsNewVersion } from "@/lib/submissions/copy-as-new-version";
import { loadSubmissionAccess } from "@/lib/submissions/load-submission";
import { markPartial } from "@/lib/submissions/mark-partial";
import { takeUserUploadAllowance } from "@/lib/submissions/upload-rate-limit";

export type SubmitterActionState = null | { ok: false; message: string; conflict?: boolean };

const ZWithdraw = z.object({ submissionId: z.string().min(1).max(100), revision: z.coerce.number().int().min(0) });
const ZCopy = z.object({ submissionId: z.string().min(1).max(100) });
const ZPartial = z.object({ submissionId: z.string().min(1).max(100), partial: z.enum(["on", "off"]) });

export async function withdrawAction(_previous: SubmitterActionState, form: FormData): Promise<SubmitterActionState> {
  const input = ZWithdraw.safeParse({ submissionId: form.get("submissionId"), revision: form.get("revision") });
  if (!input.success) return { ok: false, message: "The form was incomplete; reload the page." };
  const gate = await requireActionUser();
  if (!gate.ok) return { ok: false, message: gate.error.message };
  const { submissionId, revision } = input.data;
  // withdrawSubmission decides who may (the submitter, while the entry waits).
  const result = await withdrawSubmission({ actor: gate.value, submissionId, expectedRevision: revision });
  if (!result.ok) return { ok: false, message: result.error.message, conflict: result.error.code === "conflict" };
  revalidatePath(`/submissions/${submissionId}`);
  revalidatePath("/submissions");
  revalidatePath("/moderation");
  return null;
}

export async function copyAsNewVersionAction(
  _previous: SubmitterActionState,
  form: FormData,
): Promise<SubmitterActionState> {
  const input = ZCopy.safeParse({ submissionId: form.get("submissionId") });
  if (!input.success) return { ok: false, message: "The form was incomplete; reload the page." };
  const gate = await requireActionUser();
  if (!gate.ok) return { ok: false, message: gate.error.message };
  const user = gate.value;
  const { submissionId } = input.data;
  const submission = await loadSubmissionAccess(submissionId);
  if (!submission || !canCopyAsNewVersion(user, submission))
    return { ok: false, message: "Only the submitter can start a new version, once this one is out of review." };
  // A new version is a new submission: it counts against the same per-user limit as one made through the API.
  const allowance = await takeUserUploadAllowance(user.id);
  if (!allowance.ok) return { ok: false, message: allowance.error.message };
  const copy = await copyAsNewVersion({ submissionId, userId: user.id });
  if (!copy) return { ok: false, message: "This submission is gone." };
  revalidatePath("/submissions");
  redirect(`/submissions/${copy.id}`);
}

export async function markPartialAction(
  _previous: SubmitterActionState,
  form: FormData,
): Promise<SubmitterActionState> {
  const input = ZPartial.safeParse({ submissionId: form.get("submissionId"), partial: form.get("partial") });
  if (!input.success) return { ok: false, message: "The form was incomplete; reload the page." };
  const gate = await requireActionUser();
  if (!gate.ok) return { ok: false, message: gate.error.message };
  const { submissionId, partial } = input.data;
  const submission = await loadSubmissionAccess(submissionId);
  if (!submission || !canEditSubmission(gate.value, submission))
    return { ok: false, message: "Only the submitter marks a submission, while it is being prepared." };
  if (!(await markPartial({ id: submissionId, partial: partial === "on" })))
    return { ok: false, message: "The submission changed meanwhile: reload the page.", conflict: true };
  revalidatePath(`/submissions/${submissionId}`);
  return null;
}
