// The start form's fields as ZStartHostedRun's input: text boxes become numbers, lists and nulls,
// and what is not a number is named per field before the schema sees it. Pure: the server action
// and its tests share it. The API key is read but never part of what the form shows back.
import { ZStartHostedRun, type TStartHostedRun } from "./start-input";
import { err, ok, type Result } from "@/lib/result";

export type StartFormField = keyof TStartHostedRun | "form";
export type StartFieldErrors = Partial<Record<StartFormField, string>>;

/** What the form shows again after a refusal: every field as typed, the API key excepted. */
export type StartFormValues = Partial<Record<Exclude<keyof TStartHostedRun, "apiKey">, string | string[]>>;

const text = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
};

const list = (form: FormData, name: string): string[] =>
  form.getAll(name).filter((value): value is string => typeof value === "string");

/** A number box: empty is `empty`, anything else must read as a number. */
function numberOf(raw: string, empty: number | null | undefined): number | null | undefined | string {
  if (raw === "") return empty;
  const value = Number(raw);
  return Number.isFinite(value) ? value : raw;
}

function readStartForm(form: FormData): {
  input: Record<string, unknown>;
  values: StartFormValues;
  errors: StartFieldErrors;
} {
  const errors: StartFieldErrors = {};
  const numbers: Record<string, unknown> = {};
  const optional = ["maxTokens", "maxRequests", "maxTotalTokens", "itemLimit"] as const;
  const defaulted = ["temperature", "topP", "concurrency"] as const;
  for (const name of [...defaulted, ...optional]) {
    const value = numberOf(text(form, name), (optional as readonly string[]).includes(name) ? null : undefined);
    if (typeof value === "string") errors[name] = "is not a number";
    else if (value !== undefined) numbers[name] = value;
  }
  const stopText = text(form, "stopTokenIds");
  const stopParts = stopText === "" ? [] : stopText.split(/[\s,]+/).filter(Boolean);
  const stopTokenIds = stopParts.map(Number);
  if (stopTokenIds.some((id) => !Number.isInteger(id)))
    errors.stopTokenIds = "must be whole numbers separated by commas";
  const apiKey = typeof form.get("apiKey") === "string" ? (form.get("apiKey") as string) : "";
  const input = {
    baseUrl: text(form, "baseUrl"),
    model: text(form, "model"),
    apiKey: apiKey === "" ? null : apiKey,
    shots: list(form, "shots").map(Number),
    stopTokenIds,
    subjects: list(form, "subjects"),
    ...numbers,
  };
  const values: StartFormValues = {
    baseUrl: text(form, "baseUrl"),
    model: text(form, "model"),
    shots: list(form, "shots"),
    stopTokenIds: stopText,
    subjects: list(form, "subjects"),
    ...Object.fromEntries([...defaulted, ...optional].map((name) => [name, text(form, name)])),
  };
  return { input, values, errors };
}

/** The form's input checked by the API's own schema: the settings, or a sentence per field. */
export function parseStartForm(
  form: FormData,
): Result<
  { settings: TStartHostedRun; values: StartFormValues },
  { code: "invalid-settings"; errors: StartFieldErrors; values: StartFormValues }
> {
  const { input, values, errors } = readStartForm(form);
  const parsed = ZStartHostedRun.safeParse(input);
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = (issue.path[0] ?? "form") as StartFormField;
      errors[field] ??= issue.message;
    }
  if (Object.keys(errors).length > 0 || !parsed.success) return err({ code: "invalid-settings", errors, values });
  return ok({ settings: parsed.data, values });
}
