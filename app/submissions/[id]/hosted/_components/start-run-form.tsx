"use client";

// The start form: the endpoint, the model, its API key (a password field, never shown back), the
// request settings, the shot settings, concurrency, the spending cap and a trial's options. The
// server action checks everything with the API's schema and answers per field.
import { useActionState, type InputHTMLAttributes, type ReactNode } from "react";
import type { StartFieldErrors, StartFormField, StartFormValues } from "@/lib/hosted-runs/start-form";
import { startHostedRunAction, type StartRunState } from "../actions";

const INPUT =
  "mt-1 block w-full rounded border border-slate-400 px-2 py-1.5 text-sm text-slate-900 aria-[invalid=true]:border-red-700";

/** "is empty" reads as "Model name is empty"; a sentence of its own stays as it is. */
const errorText = (label: string, message: string) => (/^[a-z]/.test(message) ? `${label} ${message}.` : message);

function Field({
  name,
  label,
  hint,
  errors,
  children,
}: {
  name: StartFormField;
  label: string;
  hint?: ReactNode;
  errors: StartFieldErrors;
  children: (describedBy: string | undefined, invalid: boolean) => ReactNode;
}) {
  const error = errors[name];
  const ids = [hint ? `${name}-hint` : null, error ? `${name}-error` : null].filter(Boolean).join(" ");
  return (
    <div>
      <label htmlFor={name} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children(ids || undefined, Boolean(error))}
      {hint && (
        <p id={`${name}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${name}-error`} className="mt-1 text-sm text-red-800" data-testid={`error-${name}`}>
          {errorText(label, error)}
        </p>
      )}
    </div>
  );
}

const value = (values: StartFormValues, name: keyof StartFormValues, fallback = ""): string => {
  const typed = values[name];
  return typeof typed === "string" ? typed : fallback;
};

export function StartRunForm({
  submissionId,
  subjects,
  shotRefusals,
  maxConcurrency,
}: {
  submissionId: string;
  subjects: string[];
  shotRefusals: Record<"0" | "1", string | null>;
  maxConcurrency: number;
}) {
  const [state, action, pending] = useActionState<StartRunState, FormData>(startHostedRunAction, null);
  const errors: StartFieldErrors = state && !state.ok ? state.errors : {};
  const values: StartFormValues = state && !state.ok ? state.values : {};
  const checkedShots = Array.isArray(values.shots) ? values.shots : null;
  const checkedSubjects = Array.isArray(values.subjects) ? values.subjects : [];
  /** A box for one setting; `initial` is what it holds before anything was typed (the API's default). */
  const text = (
    name: keyof StartFormValues,
    label: string,
    props: InputHTMLAttributes<HTMLInputElement> & { initial?: string },
    hint?: ReactNode,
  ) => {
    const { initial = "", ...attributes } = props;
    return (
      <Field name={name} label={label} hint={hint} errors={errors}>
        {(describedBy, invalid) => (
          <input
            id={name}
            name={name}
            defaultValue={value(values, name, initial)}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            className={INPUT}
            {...attributes}
          />
        )}
      </Field>
    );
  };
  return (
    <form action={action} noValidate className="space-y-5" aria-labelledby="start-heading">
      <input type="hidden" name="submissionId" value={submissionId} />
      {state?.ok && (
        <p role="status" className="rounded border border-emerald-300 bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
          Run started: the portal asks your endpoint in the background. Its progress is above.
        </p>
      )}
      {state && !state.ok && state.message && (
        <p role="alert" className="rounded border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900">
          {state.message}
        </p>
      )}
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-base font-semibold text-slate-900">Endpoint</legend>
        {text(
          "baseUrl",
          "Base URL",
          {
            type: "text",
            inputMode: "url",
            autoComplete: "url",
            required: true,
            placeholder: "https://api.example.org/v1",
          },
          "An OpenAI-compatible API; the portal posts to …/chat/completions.",
        )}
        {text(
          "model",
          "Model name",
          { type: "text", required: true, autoComplete: "off" },
          "Sent as the request's model.",
        )}
        <Field
          name="apiKey"
          label="API key"
          errors={errors}
          hint="Optional. Kept encrypted while the run lasts, deleted when it ends, never shown again."
        >
          {(describedBy, invalid) => (
            <input
              id="apiKey"
              name="apiKey"
              type="password"
              autoComplete="off"
              aria-describedby={describedBy}
              aria-invalid={invalid}
              className={INPUT}
            />
          )}
        </Field>
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-3">
        <legend className="mb-2 text-base font-semibold text-slate-900">Requests</legend>
        {text("temperature", "Temperature", { type: "number", step: "any", min: 0, max: 2, initial: "0" })}
        {text("topP", "top_p", { type: "number", step: "any", min: 0, max: 1, initial: "0.9" })}
        {text("maxTokens", "Max tokens", { type: "number", min: 1, step: 1 }, "Optional; empty: the API's own limit.")}
        {text(
          "stopTokenIds",
          "vLLM stop token ids",
          { type: "text", autoComplete: "off", placeholder: "e.g. 128001, 128009" },
          "Optional; numbers separated by commas.",
        )}
        {text(
          "concurrency",
          "Concurrency",
          { type: "number", min: 1, max: maxConcurrency, step: 1, initial: "5" },
          `Requests in flight at once (1 to ${maxConcurrency}).`,
        )}
      </fieldset>
      <fieldset aria-describedby={errors.shots ? "shots-error" : undefined}>
        <legend className="mb-2 text-base font-semibold text-slate-900">Shots</legend>
        <div className="flex flex-wrap gap-6">
          {(["0", "1"] as const).map((k) => {
            const refusal = shotRefusals[k];
            return (
              <div key={k} className="max-w-md">
                <label className="inline-flex items-center gap-2 text-sm text-slate-800">
                  <input
                    type="checkbox"
                    name="shots"
                    value={k}
                    disabled={refusal !== null}
                    defaultChecked={refusal === null && (checkedShots ? checkedShots.includes(k) : true)}
                    aria-describedby={refusal ? `shots-${k}-reason` : undefined}
                  />
                  {k}-shot
                </label>
                {refusal && (
                  <p id={`shots-${k}-reason`} className="text-xs text-slate-600">
                    Not available here: {refusal}.
                  </p>
                )}
              </div>
            );
          })}
        </div>
        {errors.shots && (
          <p id="shots-error" className="mt-1 text-sm text-red-800" data-testid="error-shots">
            {errorText("The shot settings", errors.shots)}
          </p>
        )}
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-base font-semibold text-slate-900">Spending cap</legend>
        {text(
          "maxRequests",
          "Max requests",
          { type: "number", min: 1, step: 1 },
          "Optional; the run stops before passing it.",
        )}
        {text(
          "maxTotalTokens",
          "Max tokens in all",
          { type: "number", min: 1, step: 1 },
          "Optional; prompt and completion tokens together.",
        )}
      </fieldset>
      <fieldset aria-describedby={errors.subjects ? "subjects-error" : "subjects-hint"}>
        <legend className="mb-2 text-base font-semibold text-slate-900">Trial (optional)</legend>
        <p id="subjects-hint" className="mb-2 text-xs text-slate-600">
          Only the subjects ticked (none: all of them), and only the first items of each shot setting.
        </p>
        <div className="flex flex-wrap gap-x-4 gap-y-1">
          {subjects.map((subject) => (
            <label key={subject} className="inline-flex items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                name="subjects"
                value={subject}
                defaultChecked={checkedSubjects.includes(subject)}
              />
              {subject}
            </label>
          ))}
        </div>
        {errors.subjects && (
          <p id="subjects-error" className="mt-1 text-sm text-red-800" data-testid="error-subjects">
            {errorText("The subjects", errors.subjects)}
          </p>
        )}
        <div className="mt-3 max-w-xs">
          {text("itemLimit", "Item limit", { type: "number", min: 1, step: 1 }, "Optional; empty: every item.")}
        </div>
      </fieldset>
      <button
        type="submit"
        disabled={pending}
        className="rounded bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-900 disabled:opacity-50"
      >
        {pending ? "Starting…" : "Start the run"}
      </button>
    </form>
  );
}
