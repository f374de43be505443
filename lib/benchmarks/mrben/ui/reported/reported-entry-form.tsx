"use client";

// The form of a new reported entry: the model, the source, and per shot setting one MR-Score
// (percent) per subject, or the average alone when the source gives only that. Leave a whole
// setting empty when the source does not report it.
import { useActionState } from "react";
import { DataTable, type DataColumn } from "@/components/ui/data-table";
import { addReportedAction, type ReportedFormState } from "./reported-actions";

type Subject = { key: string; label: string };

const input = "w-full rounded border border-slate-300 p-2 text-sm";

function Field({
  name,
  label,
  error,
  children,
}: {
  name: string;
  label: string;
  error: string | undefined;
  children: React.ReactNode;
}) {
  return (
    <div className="space-y-1">
      <label htmlFor={name} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
      {error && (
        <p id={`${name}-error`} className="text-sm text-red-800">
          {label} {error}
        </p>
      )}
    </div>
  );
}

export function ReportedEntryForm({ subjects }: { subjects: Subject[] }) {
  const [state, action, pending] = useActionState<ReportedFormState, FormData>(addReportedAction, null);
  const errors = state?.fieldErrors ?? {};
  const values = state?.values ?? {};
  const text = (name: string, label: string, props: React.InputHTMLAttributes<HTMLInputElement> = {}) => (
    <Field name={name} label={label} error={errors[name]}>
      <input
        id={name}
        name={name}
        defaultValue={values[name] ?? ""}
        className={input}
        aria-invalid={errors[name] ? true : undefined}
        {...props}
      />
    </Field>
  );
  return (
    <form action={action} className="space-y-4 rounded-lg border border-slate-200 bg-white p-4" noValidate>
      {text("modelName", "Model name", { required: true, maxLength: 120 })}
      {text("modelLink", "Model link", { required: true, type: "url" })}
      {text("organization", "Organization", { required: true, maxLength: 120 })}
      <Field name="description" label="Description" error={errors.description}>
        <textarea
          id="description"
          name="description"
          rows={2}
          defaultValue={values.description ?? ""}
          className={input}
          required
        />
      </Field>
      {text("parameterCount", "Parameters (e.g. 70B; optional)")}
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input type="checkbox" name="openWeights" defaultChecked={values.openWeights === "on"} /> Open weights
      </label>
      {text("sourceUrl", "Source of the numbers (paper or site link)", { required: true, type: "url" })}
      {errors.scores && <p className="text-sm text-red-800">Scores: {errors.scores}</p>}
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-800">
          MR-Score per subject, in percent as published (leave a setting empty if the source does not report it)
        </legend>
        <DataTable
          caption="MR-Score per subject and shot setting, in percent as published"
          columns={[
            { key: "subject", header: "Subject", rowHeader: true, cell: (subject) => subject.label },
            ...([0, 1] as const).map((shots): DataColumn<Subject> => ({
              key: `${shots}`,
              header: `${shots}-shot`,
              className: "align-top",
              cell: (subject) => {
                const name = `score-${shots}-${subject.key}`;
                return (
                  <>
                    <input
                      name={name}
                      defaultValue={values[name] ?? ""}
                      aria-label={`${subject.label} ${shots}-shot`}
                      inputMode="decimal"
                      className="w-24 rounded border border-slate-300 p-1 text-right"
                      aria-invalid={errors[name] ? true : undefined}
                    />
                    {errors[name] && <p className="max-w-48 text-xs text-red-800">{errors[name]}</p>}
                  </>
                );
              },
            })),
          ]}
          rows={subjects}
          rowKey={(subject) => subject.key}
        />
      </fieldset>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-800">
          Or the average MR-Score alone, in percent, where the source gives no subject (the entry then stands on the
          overall board only)
        </legend>
        <div className="flex flex-wrap gap-4">
          {([0, 1] as const).map((shots) => {
            const name = `mean-${shots}`;
            return (
              <label key={name} className="flex flex-col gap-1 text-sm text-slate-800">
                {`${shots}-shot average`}
                <input
                  name={name}
                  defaultValue={values[name] ?? ""}
                  inputMode="decimal"
                  className="w-24 rounded border border-slate-300 p-1 text-right"
                  aria-invalid={errors[name] ? true : undefined}
                />
                {errors[name] && <span className="max-w-64 text-xs text-red-800">{errors[name]}</span>}
              </label>
            );
          })}
        </div>
      </fieldset>
      <button
        type="submit"
        disabled={pending}
        className="rounded bg-brand-700 px-4 py-2 text-sm font-medium text-white disabled:opacity-50"
      >
        Add reported entry
      </button>
      {state && !state.ok && (
        <p role="alert" className="rounded border border-red-300 bg-red-50 p-2 text-sm text-red-900">
          {state.message}
        </p>
      )}
    </form>
  );
}
