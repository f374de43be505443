// A request body that must be a submission's metadata: JSON, within its size, and valid, or
// the 4xx problem that says which fields are wrong.
import { readJsonBody } from "@/lib/http/read-json-body";
import { invalidMetadataProblem } from "@/lib/http/submission-problems";
import { err, ok, type Result } from "@/lib/result";
import { fieldErrors, ZSubmissionMeta, type TSubmissionMeta } from "@/lib/validations/submission-meta";

/** The metadata, or the problem to answer with. */
export async function readSubmissionMeta(request: Request): Promise<Result<TSubmissionMeta, Response>> {
  const body = await readJsonBody(request);
  if (!body.ok) return body;
  const meta = ZSubmissionMeta.safeParse(body.value);
  if (meta.success) return ok(meta.data);
  return err(invalidMetadataProblem(fieldErrors(meta.error)));
}
