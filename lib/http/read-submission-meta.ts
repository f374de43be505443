// A request body that must be a submission's metadata: JSON, within its size, and valid, or
// the 4xx problem that says which fields are wrong.
import { problemResponse } from "@/lib/http/problem";
import { readJsonBody } from "@/lib/http/read-json-body";
import { fieldErrors, ZSubmissionMeta, type TSubmissionMeta } from "@/lib/validations/submission-meta";

export async function readSubmissionMeta(
  request: Request,
): Promise<{ ok: true; meta: TSubmissionMeta } | { ok: false; response: Response }> {
  const body = await readJsonBody(request);
  if (!body.ok) return body;
  const meta = ZSubmissionMeta.safeParse(body.value);
  if (meta.success) return { ok: true, meta: meta.data };
  const errors = fieldErrors(meta.error);
  return {
    ok: false,
    response: problemResponse({
      status: 422,
      type: "invalid-metadata",
      title: "The submission's metadata is invalid",
      detail: errors.map((error) => error.detail).join("; "),
      errors,
    }),
  };
}
