"use server";

// The reported entries' forms. House order: parse -> authenticate -> authorize -> service ->
// revalidate (the service drops the board's cache; the pages here are dynamic).
import type { Route } from "next";
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { z } from "zod";
import { requireActionUser } from "@/lib/auth/gates";
import {
  addReportedEntry,
  currentSubjectKeys,
  decideReportedEntry,
} from "@/lib/benchmarks/mrben/reported/reported-entries";
import { ZFormReason } from "@/lib/validations/moderation-input";
import { reportedEntrySchema } from "@/lib/benchmarks/mrben/reported-entry-input";

export type ReportedFormState = null | {
  ok: false;
  message: string;
  fieldErrors?: Record<string, string>;
  /** What was typed: React resets a form after its action, so the form shows these again. */
  values: Record<string, string>;
};

function typedValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of form.entries()) if (typeof value === "string") values[name] = value;
  return values;
}

/** The form's fields as the schema's input: scores come as `score-<shots>-<subject>`. */
function readForm(form: FormData, subjects: readonly string[]) {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const setting = (shots: 0 | 1) => Object.fromEntries(subjects.map((key) => [key, text(`score-${shots}-${key}`)]));
  return {
    modelName: text("modelName"),
    modelLink: text("modelLink"),
    organization: text("organization"),
    description: text("description"),
    parameterCount: text("parameterCount"),
    openWeights: form.get("openWeights") === "on",
    sourceUrl: text("sourceUrl"),
    scores: { "0": setting(0), "1": setting(1) },
    means: { "0": text("mean-0"), "1": text("mean-1") },
  };
}

export async function addReportedAction(_previous: ReportedFormState, form: FormData): Promise<ReportedFormState> {
  const subjects = await currentSubjectKeys();
  const input = reportedEntrySchema(subjects).safeParse(readForm(form, subjects));
  if (!input.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of input.error.issues) {
      const path = issue.path.map(String);
      const name =
        path[0] === "scores" && path.length === 3
          ? `score-${path[1]}-${path[2]}`
          : path[0] === "means" && path.length === 2
            ? `mean-${path[1]}`
            : path.join(".");
      fieldErrors[name] ??= issue.message;
    }
    return { ok: false, message: "Check the form.", fieldErrors, values: typedValues(form) };
  }
  const gate = await requireActionUser();
  if (!gate.ok) return { ok: false, message: gate.error.message, values: typedValues(form) };
  // addReportedEntry decides who may (moderators and admins).
  const result = await addReportedEntry({ actor: gate.value, input: input.data });
  if (!result.ok) return { ok: false, message: result.error.message, values: typedValues(form) };
  revalidatePath("/moderation/reported");
  redirect("/moderation/reported" as Route);
}

export type ReportedDecisionState = null | { ok: boolean; message: string };

const ZDecisionForm = z.object({
  reportedEntryId: z.string().min(1).max(100),
  decision: z.enum(["unpublish", "restore"]),
  revision: z.coerce.number().int().min(0),
  reason: ZFormReason,
});

export async function decideReportedAction(
  _previous: ReportedDecisionState,
  form: FormData,
): Promise<ReportedDecisionState> {
  const input = ZDecisionForm.safeParse({
    reportedEntryId: form.get("reportedEntryId"),
    decision: form.get("decision"),
    revision: form.get("revision"),
    reason: form.get("reason") ?? "",
  });
  if (!input.success) return { ok: false, message: "Check the form." };
  const gate = await requireActionUser();
  if (!gate.ok) return { ok: false, message: gate.error.message };

  const { reportedEntryId, decision, revision, reason } = input.data;
  // decideReportedEntry decides who may (moderators and admins).
  const result = await decideReportedEntry({
    actor: gate.value,
    reportedEntryId,
    decision,
    reason,
    expectedRevision: revision,
  });
  if (!result.ok) return { ok: false, message: result.error.message };
  revalidatePath("/moderation/reported");
  return { ok: true, message: `Done: the entry is now ${result.value.status}.` };
}
