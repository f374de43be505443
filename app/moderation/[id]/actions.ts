"use server";

// The moderator's decision forms. House order: parse -> authenticate -> authorize -> decide ->
// revalidate. The form carries the revision the moderator saw, so a concurrent decision loses
// plainly instead of overwriting.
import { revalidatePath } from "next/cache";
import { z } from "zod";
import { requireActionUser } from "@/lib/auth/gates";
import { decideSubmission } from "@/lib/moderation/decide-submission";
import { DECISION_NAMES, DECISIONS } from "@/lib/moderation/transitions";
import { ZFormReason } from "@/lib/validations/moderation-input";

export type DecisionFormState =
  | null
  | { ok: true; message: string }
  | { ok: false; message: string; conflict?: boolean; blockers?: string[]; fieldErrors?: { reason?: string[] } };

const ZDecisionForm = z
  .object({
    submissionId: z.string().min(1).max(100),
    decision: z.enum(DECISION_NAMES),
    revision: z.coerce.number().int().min(0),
    reason: ZFormReason,
  })
  .superRefine((form, context) => {
    if (DECISIONS[form.decision].needsReason && form.reason === "")
      context.addIssue({
        code: "custom",
        path: ["reason"],
        message: `${DECISIONS[form.decision].label} needs a reason.`,
      });
  });

export async function decideAction(_previous: DecisionFormState, form: FormData): Promise<DecisionFormState> {
  const input = ZDecisionForm.safeParse({
    submissionId: form.get("submissionId"),
    decision: form.get("decision"),
    revision: form.get("revision"),
    reason: form.get("reason") ?? "",
  });
  if (!input.success) {
    const fieldErrors = z.flattenError(input.error).fieldErrors;
    return { ok: false, message: "Check the form.", fieldErrors: { reason: fieldErrors.reason } };
  }
  const gate = await requireActionUser();
  if (!gate.ok) return { ok: false, message: gate.error.message };

  const { submissionId, decision, revision, reason } = input.data;
  // decideSubmission decides who may (moderators and admins).
  const result = await decideSubmission({
    actor: gate.value,
    submissionId,
    decision,
    reason,
    expectedRevision: revision,
  });
  if (!result.ok) {
    const { code, message, blockers } = result.error;
    if (code === "invalid-reason") return { ok: false, message, fieldErrors: { reason: [message] } };
    return { ok: false, message, conflict: code === "conflict" || code === "invalid-transition", blockers };
  }
  revalidatePath(`/moderation/${submissionId}`);
  revalidatePath("/moderation");
  revalidatePath(`/submissions/${submissionId}`);
  return { ok: true, message: `${DECISIONS[decision].label}: done. The submission is now ${result.value.status}.` };
}
