// A failed start as the form shows it: a sentence for the whole form, and the field it is about.
import type { StartFailure } from "@/lib/validations/hosted-run-failure";
import type { StartFieldErrors, StartFormField } from "./start-form";

/** What a failure about the endpoint says before its detail, so the reason reads plainly. */
const FIELD_LEAD: Partial<Record<StartFailure["code"], string>> = {
  "address-refused": "The endpoint's address is refused by the portal's address policy: ",
  "host-not-found": "The endpoint's host name does not resolve: ",
};

export function failureAsFormErrors(failure: StartFailure): { message: string | null; errors: StartFieldErrors } {
  const errors: StartFieldErrors = {};
  for (const problem of ("errors" in failure ? failure.errors : undefined) ?? []) {
    const field = (problem.pointer.split(".")[0] || "form") as StartFormField;
    errors[field] ??= `${FIELD_LEAD[failure.code] ?? ""}${problem.detail}`;
  }
  if (Object.keys(errors).length > 0) return { message: "Some settings need a change (below).", errors };
  return { message: failure.message, errors };
}
