// A request body that must be a submission's metadata: JSON, within its size, and valid, or
// the 4xx problem that says which fields are wrong.
import { readJsonBody } from "@/lib/http/read-json-body";
import { invalidMetadataProblem } from "@/lib/http/submission-problems";
import { fieldErrors, ZSubmissionMeta, type TSubmissionMeta } from "@/lib/validations/submission-meta";

export async function readSubmissionMeta(
  request: Request,
): Promise<{ ok: true; meta: TSubmissionMeta } | { ok: false; response: Response }> {
  const body = await readJsonBody(request);
  if (!body.ok) return body;
  const meta = ZSubmissionMeta.safeParse(body.value);
  if (meta.success) return { ok: true, meta: meta.data };
  return { ok: false, response: invalidMetadataProblem(fieldErrors(meta.error)) };
}
