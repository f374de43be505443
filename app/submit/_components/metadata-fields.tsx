// The metadata inputs of the submission form, named as the API's fields.
import type { ReactNode } from "react";

export type FieldErrors = Record<string, string>;

function Field({
  name,
  label,
  hint,
  errors,
  children,
}: {
  name: string;
  label: string;
  hint?: string;
  errors: FieldErrors;
  children: (describedBy: string | undefined) => ReactNode;
}) {
  const error = errors[name];
  const describedBy =
    [hint ? `${name}-hint` : null, error ? `${name}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className="space-y-1">
      <label htmlFor={name} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children(describedBy)}
      {hint && (
        <p id={`${name}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${name}-error`} className="text-xs text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

const inputClass =
  "block w-full rounded border border-slate-300 px-3 py-2 text-sm shadow-sm focus:border-brand-600 focus:outline-none focus:ring-1 focus:ring-brand-600 aria-[invalid=true]:border-red-500";

function TextInput({
  name,
  label,
  hint,
  errors,
  required,
  defaultValue,
  type = "text",
}: {
  name: string;
  label: string;
  hint?: string;
  errors: FieldErrors;
  required?: boolean;
  defaultValue?: string;
  type?: string;
}) {
  return (
    <Field name={name} label={label} hint={hint} errors={errors}>
      {(describedBy) => (
        <input
          id={name}
          name={name}
          type={type}
          step={type === "number" ? "any" : undefined}
          required={required}
          defaultValue={defaultValue}
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={describedBy}
          className={inputClass}
        />
      )}
    </Field>
  );
}

export function ModelFields({ errors }: { errors: FieldErrors }) {
  return (
    <fieldset className="space-y-4">
      <legend className="text-lg font-semibold text-slate-900">The model</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput
          name="modelName"
          label="Model name"
          required
          errors={errors}
          hint="As it should appear on the leaderboard, e.g. Llama-3-70B-Instruct."
        />
        <TextInput name="organization" label="Organization" required errors={errors} />
        <TextInput
          name="modelLink"
          label="Link"
          type="url"
          required
          errors={errors}
          hint="http:// or https:// only: the model card, paper or API page."
        />
        <TextInput
          name="parameterCount"
          label="Parameters (optional)"
          errors={errors}
          hint='For example "8B", "350M" or 8030261248.'
        />
      </div>
      <Field name="description" label="Description" errors={errors}>
        {(describedBy) => (
          <textarea
            id="description"
            name="description"
            rows={3}
            required
            aria-invalid={errors.description ? true : undefined}
            aria-describedby={describedBy}
            className={inputClass}
          />
        )}
      </Field>
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">Weights</legend>
        <div className="mt-1 flex gap-6 text-sm">
          <label className="flex items-center gap-2">
            <input type="radio" name="openWeights" value="true" defaultChecked /> Open weights
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" name="openWeights" value="false" /> Closed (API only)
          </label>
        </div>
      </fieldset>
    </fieldset>
  );
}

/** `showJudge` false for a benchmark without a judge stage (extraction): the server keeps its default. */
export function EvaluationFields({
  errors,
  judgeDefault,
  showJudge = true,
}: {
  errors: FieldErrors;
  judgeDefault: string;
  showJudge?: boolean;
}) {
  return (
    <fieldset className="space-y-4">
      <legend className="text-lg font-semibold text-slate-900">The evaluation</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput
          name="temperature"
          label="Temperature"
          type="number"
          required
          defaultValue="0"
          errors={errors}
          hint="We recommend greedy decoding (0)."
        />
        {showJudge && (
          <TextInput
            name="judgeModel"
            label="Judge model"
            required
            defaultValue={judgeDefault}
            errors={errors}
            hint={`The model that judged the error reasons. ${judgeDefault} matches the paper.`}
          />
        )}
      </div>
      <Field name="notes" label="Notes (optional)" errors={errors}>
        {(describedBy) => (
          <textarea id="notes" name="notes" rows={2} aria-describedby={describedBy} className={inputClass} />
        )}
      </Field>
    </fieldset>
  );
}

export function ClaimedScoreFields({ errors }: { errors: FieldErrors }) {
  return (
    <details className="rounded border border-slate-200 bg-white p-4">
      <summary className="cursor-pointer text-sm font-medium text-slate-800">Claimed MR-Scores (optional)</summary>
      <p className="mt-2 text-xs text-slate-600">
        What the official script printed for your files, in percent. The portal recomputes every score and shows the
        difference.
      </p>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <TextInput name="claimedScores.0.mean" label="0-shot average MR-Score" type="number" errors={errors} />
        <TextInput name="claimedScores.1.mean" label="1-shot average MR-Score" type="number" errors={errors} />
      </div>
    </details>
  );
}
