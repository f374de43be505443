"use server";

// The submitter's hosted runs from the page: start one with the form's settings, cancel one, try a
// failed judge stage again.
// House order: parse -> authenticate (gates) -> authorize -> service -> revalidate. The API key is
// handed to the service and never logged, returned or shown again.
import { revalidatePath } from "next/cache";
import { z } from "zod";
import { requireActionUser } from "@/lib/auth/gates";
import type { AuthUser } from "@/lib/auth/users";
import { canSeeHostedRuns, canStartHostedRun } from "@/lib/auth/permissions";
import { cancelHostedRun } from "@/lib/hosted-runs/cancel-hosted-run";
import { parseStartForm, type StartFieldErrors, type StartFormValues } from "@/lib/hosted-runs/start-form";
import { retryJudgeStage } from "@/lib/hosted-runs/retry-judge-stage";
import { failureAsFormErrors } from "@/lib/hosted-runs/start-failure-text";
import { startHostedRun } from "@/lib/hosted-runs/start-hosted-run";
import { loadSubmissionAccess } from "@/lib/submissions/load-submission";
import type { Result } from "@/lib/result";

export type StartRunState =
  | null
  | { ok: true; runId: string }
  | { ok: false; message: string | null; errors: StartFieldErrors; values: StartFormValues };

const ZSubmissionId = z.string().min(1).max(100);

export async function startHostedRunAction(_previous: StartRunState, form: FormData): Promise<StartRunState> {
  const id = ZSubmissionId.safeParse(form.get("submissionId"));
  if (!id.success) return { ok: false, message: "The form was incomplete; reload the page.", errors: {}, values: {} };
  const parsed = parseStartForm(form);
  if (!parsed.ok) {
    const { errors, values } = parsed.error;
    return { ok: false, message: "Some settings need a change (below).", errors, values };
  }
  const { settings, values } = parsed.value;
  const refused = (message: string) => ({ ok: false as const, message, errors: {}, values });
  const gate = await requireActionUser();
  if (!gate.ok) return refused(gate.error.message);
  const submission = await loadSubmissionAccess(id.data);
  if (!submission || !canSeeHostedRuns(gate.value, submission)) return refused("No such submission.");
  if (!canStartHostedRun(gate.value, submission))
    return refused("Only the submitter starts hosted runs, while the submission is a draft or changes are requested.");
  const started = await startHostedRun({ submissionId: id.data, actor: gate.value, input: settings });
  if (!started.ok) return { ok: false, ...failureAsFormErrors(started.error), values };
  revalidatePath(`/submissions/${id.data}/hosted`);
  return { ok: true, runId: started.value.runId };
}

export type RunChangeState = null | { ok: true } | { ok: false; message: string };
export type CancelRunState = RunChangeState;
export type RetryJudgeState = RunChangeState;

const ZRunForm = z.object({ submissionId: ZSubmissionId, runId: z.string().min(1).max(100) });

/** A change to one run from its card: the service decides who may make it and whether it can be made. */
async function changeRun(
  form: FormData,
  change: (input: {
    submissionId: string;
    runId: string;
    actor: AuthUser;
  }) => Promise<Result<unknown, { message: string }>>,
): Promise<RunChangeState> {
  const input = ZRunForm.safeParse({ submissionId: form.get("submissionId"), runId: form.get("runId") });
  if (!input.success) return { ok: false, message: "The form was incomplete; reload the page." };
  const gate = await requireActionUser();
  if (!gate.ok) return { ok: false, message: gate.error.message };
  const { submissionId, runId } = input.data;
  const submission = await loadSubmissionAccess(submissionId);
  if (!submission || !canSeeHostedRuns(gate.value, submission)) return { ok: false, message: "No such hosted run." };
  const changed = await change({ submissionId, runId, actor: gate.value });
  if (!changed.ok) return { ok: false, message: changed.error.message };
  revalidatePath(`/submissions/${submissionId}/hosted`);
  return { ok: true };
}

export async function cancelHostedRunAction(_previous: RunChangeState, form: FormData): Promise<RunChangeState> {
  return changeRun(form, cancelHostedRun);
}

/** Only a stage that failed for a reason a second try can mend (retryJudgeStage says which). */
export async function retryJudgeStageAction(_previous: RunChangeState, form: FormData): Promise<RunChangeState> {
  return changeRun(form, retryJudgeStage);
}
