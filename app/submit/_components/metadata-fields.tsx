// The metadata inputs of the submission form, named as the API's fields. Required fields are marked
// (an asterisk, "required" for screen readers), and each input carries the limits ZSubmissionMeta
// checks (required, length, pattern, range), so the browser stops a bad value before the server's 422.
import type { ReactNode } from "react";

export type FieldErrors = Record<string, string>;

/** The mark of a required field: seen as an asterisk, heard as "required". */
function RequiredMark() {
  return (
    <>
      <span aria-hidden className="text-red-700">
        {" "}
        *
      </span>
      <span className="sr-only"> (required)</span>
    </>
  );
}

function Field({
  name,
  label,
  hint,
  errors,
  required = false,
  children,
}: {
  name: string;
  label: string;
  hint?: string;
  errors: FieldErrors;
  required?: boolean;
  children: (describedBy: string | undefined) => ReactNode;
}) {
  const error = errors[name];
  const describedBy =
    [hint ? `${name}-hint` : null, error ? `${name}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className="space-y-1">
      <label htmlFor={name} className="block text-sm font-medium text-slate-800">
        {label}
        {required && <RequiredMark />}
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
  min,
  max,
  maxLength,
  pattern,
}: {
  name: string;
  label: string;
  hint?: string;
  errors: FieldErrors;
  required?: boolean;
  defaultValue?: string;
  type?: string;
  min?: string;
  max?: string;
  maxLength?: number;
  /** An HTML pattern: the whole value must match. */
  pattern?: string;
}) {
  return (
    <Field name={name} label={label} hint={hint} errors={errors} required={required}>
      {(describedBy) => (
        <input
          id={name}
          name={name}
          type={type}
          step={type === "number" ? "any" : undefined}
          min={min}
          max={max}
          maxLength={maxLength}
          pattern={pattern}
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
          maxLength={120}
          errors={errors}
          hint="As it should appear on the leaderboard, e.g. Llama-3-70B-Instruct."
        />
        <TextInput name="organization" label="Organization" required maxLength={120} errors={errors} />
        <TextInput
          name="modelLink"
          label="Link"
          type="url"
          required
          maxLength={500}
          pattern="https?://.+"
          errors={errors}
          hint="http:// or https:// only: the model card, paper or API page."
        />
        <TextInput
          name="parameterCount"
          label="Parameters (optional)"
          pattern=" *[0-9][0-9_,. ]*[kKmMbBtT]? *"
          errors={errors}
          hint='For example "8B", "350M" or 8030261248.'
        />
        <TextInput
          name="priceInputUsdPerMTok"
          label="Price of input tokens (optional)"
          type="number"
          min="0"
          max="100000"
          errors={errors}
          hint="US dollars per million tokens, as the API lists it, e.g. 2.5. With the output price."
        />
        <TextInput
          name="priceOutputUsdPerMTok"
          label="Price of output tokens (optional)"
          type="number"
          min="0"
          max="100000"
          errors={errors}
          hint="US dollars per million tokens, e.g. 10."
        />
      </div>
      <Field name="description" label="Description" required errors={errors}>
        {(describedBy) => (
          <textarea
            id="description"
            name="description"
            rows={3}
            required
            maxLength={5000}
            aria-invalid={errors.description ? true : undefined}
            aria-describedby={describedBy}
            className={inputClass}
          />
        )}
      </Field>
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">
          Weights
          <RequiredMark />
        </legend>
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
          min="0"
          max="2"
          defaultValue="0"
          errors={errors}
          hint="We recommend greedy decoding (0)."
        />
        {showJudge && (
          <TextInput
            name="judgeModel"
            label="Judge model"
            required
            maxLength={120}
            defaultValue={judgeDefault}
            errors={errors}
            hint={`The model that judged the error reasons. ${judgeDefault} matches the paper.`}
          />
        )}
      </div>
      <Field name="notes" label="Notes (optional)" errors={errors}>
        {(describedBy) => (
          <textarea
            id="notes"
            name="notes"
            rows={2}
            maxLength={5000}
            aria-describedby={describedBy}
            className={inputClass}
          />
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
        <TextInput
          name="claimedScores.0.mean"
          label="0-shot average MR-Score"
          type="number"
          min="0"
          max="100"
          errors={errors}
        />
        <TextInput
          name="claimedScores.1.mean"
          label="1-shot average MR-Score"
          type="number"
          min="0"
          max="100"
          errors={errors}
        />
      </div>
    </details>
  );
}
