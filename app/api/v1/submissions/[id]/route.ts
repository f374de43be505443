import { problemResponse } from "@/lib/http/problem";
import { readJsonBody } from "@/lib/http/read-json-body";
import { submissionAccess } from "@/lib/http/submission-access";
import { updateSubmissionMeta } from "@/lib/submissions/create-submission";
import { loadSubmission } from "@/lib/submissions/load-submission";
import { submissionJson } from "@/lib/submissions/submission-json";
import { fieldErrors, ZSubmissionMeta } from "@/lib/validations/submission-meta";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ id: string }> };

export async function GET(request: Request, { params }: Context): Promise<Response> {
  const { id } = await params;
  const access = await submissionAccess(request, id, { change: false });
  if (!access.ok) return access.response;
  const submission = await loadSubmission(id);
  return Response.json(submissionJson(submission!), { headers: { "cache-control": "no-store" } });
}

/** Replace the metadata of a draft (or of a submission the moderators sent back). */
export async function PATCH(request: Request, { params }: Context): Promise<Response> {
  const { id } = await params;
  const access = await submissionAccess(request, id, { change: true });
  if (!access.ok) return access.response;
  const body = await readJsonBody(request);
  if (!body.ok) return body.response;
  const meta = ZSubmissionMeta.safeParse(body.value);
  if (!meta.success) {
    return problemResponse({
      status: 422,
      type: "invalid-metadata",
      title: "The submission's metadata is invalid",
      detail: fieldErrors(meta.error)
        .map((error) => error.detail)
        .join("; "),
      errors: fieldErrors(meta.error),
    });
  }
  await updateSubmissionMeta({ id, meta: meta.data });
  return Response.json(submissionJson((await loadSubmission(id))!));
}
